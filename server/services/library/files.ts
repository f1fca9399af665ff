import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/json.js";
import { notFound } from "../../../domain/errors.js";
import { LIBRARY_MSG } from "../../../domain/messages.js";
import { removeStored, type FileRow } from "../uploads/store.js";
import { findFile, findFolder, ownFiles } from "./entries.js";
import { recordActivities, recordActivity } from "../activity/record.js";

import type { FileChanges } from "../../../domain/libraryFile.js";

/** Renames a file of the store or moves it into one of the store's folders. */
export async function changeLibraryFile(
  db: Kysely<Database>,
  websiteId: number,
  id: number,
  changes: FileChanges,
): Promise<FileRow> {
  const { name, folder_id } = changes;
  return db.transaction().execute(async (trx) => {
    const before = await findFile(trx, websiteId, id);
    if (folder_id !== undefined && folder_id !== null) await findFolder(trx, websiteId, folder_id);
    const after = await trx
      .updateTable("files")
      .set({
        ...(name !== undefined ? { name } : {}),
        ...(folder_id !== undefined ? { parent_id: folder_id } : {}),
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordActivity(trx, { entity: "File", entityId: id, action: "update", websiteId, before, after });
    return after;
  });
}

/** Deletes a file of the store; its stored object and thumbnails go after the commit. */
export async function deleteLibraryFile(ctx: AppContext, websiteId: number, id: number): Promise<void> {
  const row = await ctx.db.kysely.transaction().execute(async (trx) => {
    const found = await findFile(trx, websiteId, id);
    await trx.deleteFrom("files").where("id", "=", found.id).execute();
    await recordActivity(trx, {
      entity: "File",
      entityId: found.id,
      action: "delete",
      websiteId,
      before: found,
    });
    return found;
  });
  await removeStored(ctx, row.path);
}

/**
 * Moves several files of the store into one of its folders (null: the root), all or none; each
 * moved file records its activity event.
 */
export async function moveLibraryFiles(
  db: Kysely<Database>,
  websiteId: number,
  ids: readonly number[],
  folderId: number | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const unique = await ownFiles(trx, websiteId, ids);
    if (folderId !== null) await findFolder(trx, websiteId, folderId);
    const before = await trx
      .selectFrom("files")
      .select(["id", "parent_id"])
      .where("id", "in", unique)
      .execute();
    await trx
      .updateTable("files")
      .set({ parent_id: folderId, updated_at: nowIso() })
      .where("id", "in", unique)
      .execute();
    await recordActivities(
      trx,
      before.map((row) => ({
        entity: "File",
        entityId: row.id,
        action: "update",
        websiteId,
        before: { parent_id: row.parent_id },
        after: { parent_id: folderId },
      })),
    );
  });
}

/**
 * The print team's verdict on a file of any store: approved, or rejected. Approval is the
 * platform's check of the artwork, never something a store grants itself.
 */
export async function setFileApproval(db: Kysely<Database>, id: number, approved: boolean): Promise<FileRow> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom("files")
      .selectAll()
      .where("id", "=", id)
      .where("type", "=", "file")
      .executeTakeFirst();
    if (!found) throw notFound(LIBRARY_MSG.fileNotFound);
    const after = await trx
      .updateTable("files")
      .set({ approved: approved ? 1 : -1, updated_at: nowIso() })
      .where("id", "=", found.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      entity: "File",
      entityId: found.id,
      action: "status",
      websiteId: found.website_id,
      before: found,
      after,
    });
    return after;
  });
}
