import { z } from "zod";
import { FILE_APPROVALS, FILE_PREP_STATUSES } from "../library.js";
import { pageSchema } from "./page.js";

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

/**
 * GET /api/library: one page of files in a folder (or the root, or the whole library when
 * searching), the folder's sub-folders, and the folders from the root down to it.
 */
export const libraryListDto = pageSchema(libraryFileDto).extend({
  folders: z.array(folderDto),
  breadcrumbs: z.array(folderDto),
});

/** A request to the platform's artwork team to prepare a file for production. */
export const filePrepDto = z.object({
  id: z.number(),
  website_id: z.number(),
  website_name: z.string(),
  file: libraryFileDto.nullable(),
  result_file: libraryFileDto.nullable(),
  user_name: z.string().nullable(),
  status: z.enum(FILE_PREP_STATUSES),
  note: z.string(),
  admin_note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** What the admin media browser lists under a Storage directory. */
export const mediaEntryDto = z.object({
  type: z.enum(["file", "directory"]),
  name: z.string(),
  path: z.string(),
  extension: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  size: z.number(),
  url: z.string().nullable(),
});

export const uploadResponseDto = z.object({ message: z.string(), data: z.array(libraryFileDto) });
export type LibraryFileDto = z.infer<typeof libraryFileDto>;
export type LibraryFileDetailDto = z.infer<typeof libraryDetailDto>;
export type LibraryFolderDto = z.infer<typeof folderDto>;
export type LibraryListDto = z.infer<typeof libraryListDto>;
export type FilePrepDto = z.infer<typeof filePrepDto>;
export type MediaEntryDto = z.infer<typeof mediaEntryDto>;
export type UploadResponseDto = z.infer<typeof uploadResponseDto>;
