import { z } from "zod";

/**
 * A save refused because the record changed since it was read (409): the message, its code, and
 * `current`, the record as it is now in the same shape its read answers (with its new `version`).
 */
export const versionConflictDto = z
  .object({
    message: z.string(),
    code: z.string().optional().describe("the stable code of the message, to translate by"),
    current: z
      .record(z.string(), z.unknown())
      .describe("the record as it is now, in the shape its read answers, with its current version"),
  })
  .meta({ id: "VersionConflict" });

export type VersionConflict = z.infer<typeof versionConflictDto>;

/** The version a record carries, as reads answer it. */
export const recordVersion = z.number().int().min(1).describe("bumped by every write; send it back to save");
