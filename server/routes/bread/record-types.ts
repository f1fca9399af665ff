import { z } from "zod";

/** Column types as BREAD answers them, for the record schemas the API document shows. */

/** A boolean column: the integer 0 or 1. */
export const flag = z.number().int().min(0).max(1).describe("0 or 1");
/** A timestamp: ISO-8601 UTC text. */
export const timestamp = z.string().describe("ISO-8601 UTC");
/** A stored JSON object column, answered parsed. */
export const jsonObject = z.record(z.string(), z.unknown());
/** A picture's loadable address (null when there is none). */
export const pictureUrl = z.string().nullable();
