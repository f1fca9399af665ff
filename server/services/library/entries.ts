import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { notFound } from "../../../domain/errors.js";
import type { LibraryFolder } from "../../../domain/library.js";
import { LIBRARY_MSG } from "../../../domain/messages.js";
import type { FileRow } from "../uploads/store.js";

/** A connection or a transaction: the library's reads run in either. */
export type Q = Kysely<Database> | Transaction<Database>;

/** An entry of this store; another store's id answers 404 exactly like a missing one. */
async function findEntry(
  db: Q,
  websiteId: number,
  id: number,
  type: "file" | "directory",
  missing: string,
): Promise<FileRow> {
  const row = await db
    .selectFrom("files")
    .selectAll()
    .where("id", "=", id)
    .where("website_id", "=", websiteId)
    .where("type", "=", type)
    .executeTakeFirst();
  if (!row) throw notFound(missing);
  return row;
}

export const findFile = (db: Q, websiteId: number, id: number): Promise<FileRow> =>
  findEntry(db, websiteId, id, "file", LIBRARY_MSG.fileNotFound);

export const findFolder = (db: Q, websiteId: number, id: number): Promise<FileRow> =>
  findEntry(db, websiteId, id, "directory", LIBRARY_MSG.folderNotFound);

export function toFolder(row: Pick<FileRow, "id" | "name" | "parent_id">): LibraryFolder {
  return { id: row.id, name: row.name, parent_id: row.parent_id };
}

/** The folders from the root down to this one. */
export async function breadcrumbs(
  db: Q,
  websiteId: number,
  folderId: number | null,
): Promise<LibraryFolder[]> {
  const trail: LibraryFolder[] = [];
  let id = folderId;
  // Bounded: a folder cannot contain itself (moves are checked), so the chain ends at the root.
  while (id !== null && trail.length < 100) {
    const row = await findFolder(db, websiteId, id);
    trail.unshift(toFolder(row));
    id = row.parent_id;
  }
  return trail;
}

/** Every folder inside this one, at any depth, with the folder itself first. */
export async function folderTree(db: Q, websiteId: number, rootId: number): Promise<number[]> {
  const ids = [rootId];
  let level = [rootId];
  while (level.length > 0) {
    const children = await db
      .selectFrom("files")
      .select("id")
      .where("website_id", "=", websiteId)
      .where("type", "=", "directory")
      .where("parent_id", "in", level)
      .execute();
    level = children.map((c) => c.id).filter((id) => !ids.includes(id));
    ids.push(...level);
  }
  return ids;
}

/** Every id must be a file of this store; one that is not answers 404 and nothing changes. */
export async function ownFiles(db: Q, websiteId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom("files")
    .select("id")
    .where("website_id", "=", websiteId)
    .where("type", "=", "file")
    .where("id", "in", unique)
    .execute();
  if (rows.length !== unique.length) throw notFound(LIBRARY_MSG.fileNotFound);
  return unique;
}
