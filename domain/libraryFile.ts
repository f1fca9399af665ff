import { z } from "zod";
import { LIBRARY_NAME_MAX } from "./library.js";
import { LIBRARY_MSG, MSG } from "./messages.js";

/** A file or folder name: required, at most LIBRARY_NAME_MAX characters. */
export const fileName = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(LIBRARY_NAME_MAX, LIBRARY_MSG.nameTooLong(LIBRARY_NAME_MAX));

/** A rename (name) and/or a move (folder_id; null: the root) of one library file. */
export const fileChanges = z.object({
  name: fileName.optional(),
  folder_id: z.number().int().positive().nullable().optional(),
});
export type FileChanges = z.infer<typeof fileChanges>;
