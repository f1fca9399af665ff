import { sql } from "kysely";
import type { FileApproval, LibraryFolder } from "../../../domain/library.js";
import { matchesAny } from "../../db/like.js";
import { IMAGE_EXTENSIONS } from "../uploads/policy.js";
import type { FileRow } from "../uploads/store.js";
import { breadcrumbs, toFolder, type Q } from "./entries.js";

/** files.approved as stored for each verdict of the print team. */
export const STORED_APPROVAL: Record<FileApproval, number> = { approved: 1, rejected: -1, pending: 0 };

/** Extensions the library's "pictures only" choice keeps. */
export const PICTURE_EXTENSIONS: readonly string[] = IMAGE_EXTENSIONS;

export interface LibraryListQuery {
  /** null: the root. */
  folderId: number | null;
  /** Name contains; searches every folder. */
  search?: string | undefined;
  accept: "image" | "any";
  /** "1": approved files; "0": every file not approved (waiting or rejected). */
  approved?: "0" | "1" | undefined;
  page: number;
  perPage: number;
}

export interface LibraryListing {
  rows: FileRow[];
  total: number;
  folders: LibraryFolder[];
  breadcrumbs: LibraryFolder[];
}

/**
 * One page of a store's library, newest first: the files of a folder with its sub-folders and
 * the breadcrumbs down to it; a search looks in every folder and lists no folders.
 */
export async function listLibrary(db: Q, websiteId: number, q: LibraryListQuery): Promise<LibraryListing> {
  const trail = await breadcrumbs(db, websiteId, q.folderId);
  const searching = Boolean(q.search);
  let files = db
    .selectFrom("files")
    .where("website_id", "=", websiteId)
    .where("in_library", "=", 1)
    .where("type", "=", "file");
  if (searching) files = files.where(matchesAny<"files">(["name"], q.search!));
  else files = files.where("parent_id", q.folderId === null ? "is" : "=", q.folderId);
  if (q.accept === "image") files = files.where("extension", "in", PICTURE_EXTENSIONS);
  if (q.approved !== undefined)
    files = files.where("approved", q.approved === "1" ? "=" : "<>", STORED_APPROVAL.approved);
  const [rows, count, folders] = await Promise.all([
    files
      .selectAll()
      .orderBy("id", "desc")
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage)
      .execute(),
    files.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
    searching
      ? Promise.resolve([])
      : db
          .selectFrom("files")
          .select(["id", "name", "parent_id"])
          .where("website_id", "=", websiteId)
          .where("type", "=", "directory")
          .where("parent_id", q.folderId === null ? "is" : "=", q.folderId)
          .orderBy("name")
          .execute(),
  ]);
  return { rows, total: Number(count.n), folders: folders.map(toFolder), breadcrumbs: trail };
}
