import { z } from "zod";
import type { StoreRule } from "../../http/access.js";
import { recordId, websiteIdParam } from "../../http/params.js";

/** A record of a store's content: the store and the record's id in the path. */
export const idParam = websiteIdParam.extend({ id: recordId });

/** Who edits a store's content (read and write): edit_design in the store of the path. */
export const DESIGN_ACCESS = { right: "edit_design", from: "params.websiteId" } as const satisfies StoreRule;

/** Promotion writes also need a plan with discounts and promotions (else 403 with the upgrade text). */
export const PROMOTION_WRITES = { ...DESIGN_ACCESS, plan: "discounts" } as const satisfies StoreRule;

export const listQuery = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
