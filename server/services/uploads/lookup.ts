import { invalid, notFound } from "../../../domain/errors.js";
import { LIBRARY_MSG, MSG } from "../../../domain/messages.js";
import type { AppContext } from "../../context.js";
import { findFolder, type Q } from "../library/entries.js";
import { toDetail } from "../library/present.js";
import { resized } from "./images.js";
import { isImageExtension } from "./policy.js";
import type { FileRow } from "./store.js";

/** A file of the store by id or by its storage path; another store's is not found. */
export async function fileByRef(
  db: Q,
  websiteId: number,
  ref: { id?: number; path?: string },
): Promise<FileRow> {
  if (ref.id === undefined && ref.path === undefined) throw invalid({ id: MSG.required });
  let query = db
    .selectFrom("files")
    .selectAll()
    .where("website_id", "=", websiteId)
    .where("type", "=", "file");
  if (ref.id !== undefined) query = query.where("id", "=", ref.id);
  if (ref.path !== undefined) query = query.where("path", "=", ref.path);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(LIBRARY_MSG.fileNotFound);
  return row;
}

/** The name of the user who uploaded a file, or null. */
export async function uploaderName(db: Q, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const user = await db.selectFrom("users").select("name").where("id", "=", userId).executeTakeFirst();
  return user?.name ?? null;
}

/** A stored file of the store as the library details it: sizes, DPI, type, who uploaded it. */
export async function fileDetail(ctx: AppContext, websiteId: number, ref: { id?: number; path?: string }) {
  const k = ctx.db.kysely;
  const row = await fileByRef(k, websiteId, ref);
  return toDetail(ctx, row, await uploaderName(k, row.user_id));
}

/**
 * A resized PNG copy of a picture of the store (never enlarged), made once and cached in storage;
 * answers its storage key.
 */
export async function resizedCopy(
  ctx: AppContext,
  websiteId: number,
  ref: { id?: number; path?: string },
  width: number,
  height: number | null,
): Promise<string> {
  const row = await fileByRef(ctx.db.kysely, websiteId, ref);
  if (!isImageExtension(row.extension ?? "")) throw invalid({ id: LIBRARY_MSG.imagesOnly });
  const key = await resized(ctx.storage, row.path, width, height);
  if (!key) throw notFound(LIBRARY_MSG.fileNotFound);
  return key;
}

/** Checks that the folder uploads are asked into is one of the store's; another is not found. */
export async function assertUploadFolder(
  ctx: AppContext,
  websiteId: number,
  folderId: number,
): Promise<void> {
  await findFolder(ctx.db.kysely, websiteId, folderId);
}
