import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/json.js";
import { invalid } from "../../../domain/errors.js";
import type { LibraryFolder } from "../../../domain/library.js";
import { LIBRARY_MSG, MSG } from "../../../domain/messages.js";
import { removeStored } from "../uploads/store.js";
import { findFolder, folderTree, ownFiles, toFolder } from "./entries.js";
import { recordActivities, recordActivity } from "../activity/record.js";

/** Creates a folder at the root (parentId null) or inside one of the store's folders. */
export async function createFolder(
  db: Kysely<Database>,
  websiteId: number,
  userId: number,
  name: string,
  parentId: number | null,
): Promise<LibraryFolder> {
  const row = await db.transaction().execute(async (trx) => {
    if (parentId !== null) await findFolder(trx, websiteId, parentId);
    const folder = await trx
      .insertInto("files")
      .values({
        website_id: websiteId,
        user_id: userId,
        parent_id: parentId,
        type: "directory",
        name,
        path: "",
        in_library: 1,
        updated_at: nowIso(),
      })
      .returning(["id", "name", "parent_id"])
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      entity: "File",
      entityId: folder.id,
      action: "create",
      websiteId,
      after: folder,
    });
    return folder;
  });
  return toFolder(row);
}

/** Renames a folder or moves it into another (parent_id null: the root); never into itself. */
export async function changeFolder(
  db: Kysely<Database>,
  websiteId: number,
  id: number,
  changes: { name?: string | undefined; parent_id?: number | null | undefined },
): Promise<LibraryFolder> {
  const { name, parent_id } = changes;
  const row = await db.transaction().execute(async (trx) => {
    const before = await findFolder(trx, websiteId, id);
    if (parent_id !== undefined && parent_id !== null) {
      await findFolder(trx, websiteId, parent_id);
      const inside = await folderTree(trx, websiteId, id);
      if (inside.includes(parent_id)) throw invalid({ parent_id: LIBRARY_MSG.folderIntoItself });
    }
    const after = await trx
      .updateTable("files")
      .set({
        ...(name !== undefined ? { name } : {}),
        ...(parent_id !== undefined ? { parent_id } : {}),
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .returning(["id", "name", "parent_id"])
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      entity: "File",
      entityId: id,
      action: "update",
      websiteId,
      before: toFolder(before),
      after: toFolder(after),
    });
    return after;
  });
  return toFolder(row);
}

/**
 * Deletes files and folders (with everything inside the folders) in one transaction, one activity
 * event per deleted entry; the stored objects go after the commit, so a failed delete leaves every
 * file readable.
 */
async function deleteEntries(
  ctx: AppContext,
  websiteId: number,
  fileIds: readonly number[],
  folderIds: readonly number[],
): Promise<number> {
  const paths = await ctx.db.kysely.transaction().execute(async (trx) => {
    const folders: number[] = [];
    for (const id of folderIds) folders.push(...(await folderTree(trx, websiteId, id)));
    let inside = trx
      .selectFrom("files")
      .select(["id", "path", "name", "parent_id"])
      .where("website_id", "=", websiteId)
      .where("type", "=", "file");
    inside = inside.where((eb) =>
      eb.or([
        ...(fileIds.length > 0 ? [eb("id", "in", [...fileIds])] : []),
        ...(folders.length > 0 ? [eb("parent_id", "in", folders)] : []),
      ]),
    );
    const files = fileIds.length + folders.length > 0 ? await inside.execute() : [];
    const ids = [...files.map((f) => f.id), ...folders];
    if (ids.length > 0) {
      // Children first: a folder row is referenced by what it contains.
      if (files.length > 0)
        await trx
          .deleteFrom("files")
          .where(
            "id",
            "in",
            files.map((f) => f.id),
          )
          .execute();
      const folderRows =
        folders.length > 0
          ? await trx
              .selectFrom("files")
              .select(["id", "name", "parent_id"])
              .where("id", "in", folders)
              .execute()
          : [];
      for (const id of [...folders].reverse()) await trx.deleteFrom("files").where("id", "=", id).execute();
      await recordActivities(
        trx,
        [...files, ...folderRows].map(({ id, name, parent_id }) => ({
          entity: "File",
          entityId: id,
          action: "delete",
          websiteId,
          before: { name, parent_id },
        })),
      );
    }
    return files.map((f) => f.path);
  });
  for (const path of paths) await removeStored(ctx, path);
  return paths.length;
}

/** Deletes a folder of the store with every folder and file inside it. */
export async function deleteFolder(ctx: AppContext, websiteId: number, id: number): Promise<void> {
  await findFolder(ctx.db.kysely, websiteId, id);
  await deleteEntries(ctx, websiteId, [], [id]);
}

/**
 * Deletes several files and folders of the store (folders with what is inside them); an id that is
 * not the store's answers 404 and nothing changes.
 */
export async function deleteLibraryEntries(
  ctx: AppContext,
  websiteId: number,
  fileIds: readonly number[],
  folderIds: readonly number[],
): Promise<void> {
  if (fileIds.length + folderIds.length === 0) throw invalid({ ids: MSG.listNotEmpty });
  const k = ctx.db.kysely;
  const files = fileIds.length > 0 ? await ownFiles(k, websiteId, fileIds) : [];
  const folders = [...new Set(folderIds)];
  for (const id of folders) await findFolder(k, websiteId, id);
  await deleteEntries(ctx, websiteId, files, folders);
}
