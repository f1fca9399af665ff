import { z } from "zod";
import { FILE_APPROVALS } from "../library.js";

/*
 * The store's file library as its routes answer it: the server validates and documents with
 * these, the SPA reads their types.
 */

export const libraryFileDto = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  thumb_url: z.string().describe("PNG thumbnail (300 px wide) for pictures; empty for other files"),
  width: z.number().nullable(),
  height: z.number().nullable(),
  extension: z.string(),
  size: z.number().describe("bytes"),
  dpi: z
    .number()
    .nullable()
    .describe(
      "dots per inch the picture's pixels give printed as large as fits a 12 x 16 in print area; " +
        "null for files that are no picture",
    ),
  approved: z.boolean(),
  approval: z
    .enum(FILE_APPROVALS)
    .describe("the print team's verdict: pending (new or edited), approved or rejected"),
  folder_id: z.number().nullable(),
});

export const libraryDetailDto = libraryFileDto.extend({
  mime: z.string().nullable(),
  path: z.string(),
  upload_type: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  uploaded_by: z.string().nullable(),
});

export const folderDto = z.object({ id: z.number(), name: z.string(), parent_id: z.number().nullable() });

export const uploadResponseDto = z.object({ message: z.string(), data: z.array(libraryFileDto) });
export type LibraryFileDto = z.infer<typeof libraryFileDto>;
export type LibraryFileDetailDto = z.infer<typeof libraryDetailDto>;
