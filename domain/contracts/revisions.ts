import { z } from "zod";

/**
 * Revisions of a product, a store-designer page or a store's settings: each save keeps the
 * record's snapshot, numbered per record. The list names who saved and when; one revision answers
 * its snapshot; a revert saves that snapshot again as a new revision.
 */
export const REVISION_ENTITIES = ["Product", "Page", "Website"] as const;
export type RevisionEntity = (typeof REVISION_ENTITIES)[number];

export { REVISION_MSG } from "../revisions.js";

export const revisionSummaryDto = z.object({
  id: z.number(),
  number: z.number().describe("1, 2, 3… per record, in the order the saves happened"),
  created_at: z.string(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable().describe("who saved; null for the demo seed or a background job"),
  acting_admin_name: z
    .string()
    .nullable()
    .describe("the platform admin who saved while logged in as the user, if any"),
});
export type RevisionSummary = z.infer<typeof revisionSummaryDto>;

export const revisionListDto = z.object({ data: z.array(revisionSummaryDto) });
export type RevisionList = z.infer<typeof revisionListDto>;

export const revisionDto = revisionSummaryDto.extend({
  entity: z.enum(REVISION_ENTITIES),
  entity_id: z.number(),
  data: z.record(z.string(), z.unknown()).describe("the record as its editor loads it at that save"),
});
export type RevisionRecord = z.infer<typeof revisionDto>;

export const revertDto = z.object({ message: z.string(), revision: revisionSummaryDto });
export type RevertAnswer = z.infer<typeof revertDto>;
