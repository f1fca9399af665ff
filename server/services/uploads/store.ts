import { randomBytes } from "node:crypto";
import type { Insertable, Kysely, Selectable } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database, FilesTable } from "../../db/schema.js";
import { recordActivity } from "../activity/record.js";
import { nowIso } from "../../db/json.js";
import { invalid } from "../../../domain/errors.js";
import { LIBRARY_MSG } from "../../../domain/messages.js";
import { deleteResized, readImage, resized, THUMB_WIDTH, type ImageInfo } from "./images.js";
import { isImageExtension, UPLOAD_POLICIES, type UploadType } from "./policy.js";
import type { CheckedFile } from "./validate.js";

export type FileRow = Selectable<FilesTable>;

export interface UploadTarget {
  websiteId: number;
  userId: number;
  type: UploadType;
  /** A library folder (a files row of type directory of the same store), or the root. */
  folderId: number | null;
  /** Stored already approved for production (a file the print team prepared itself). */
  approved?: boolean;
}

/** Stores one `files` row of a store and records it as created, in the caller's transaction. */
export async function insertFileRow(trx: Kysely<Database>, values: Insertable<FilesTable>): Promise<FileRow> {
  const row = await trx.insertInto("files").values(values).returningAll().executeTakeFirstOrThrow();
  await recordActivity(trx, {
    entity: "File",
    entityId: row.id,
    action: "create",
    websiteId: row.website_id,
    after: row,
  });
  return row;
}

/** Unguessable keys, private to the store: served only through signed URLs. */
export function storageKey(websiteId: number, extension: string): string {
  return `websites/${websiteId}/files/${randomBytes(12).toString("hex")}.${extension}`;
}

/**
 * Stores checked files and records them as `files` rows in one transaction, each with its create
 * event; `then` runs in that transaction with the new rows (a write that goes with the upload).
 * Objects written before a failure are removed again, so a failed upload leaves nothing in Storage.
 */
export async function storeUploads(
  ctx: AppContext,
  target: UploadTarget,
  files: readonly CheckedFile[],
  then?: (trx: Kysely<Database>, rows: readonly FileRow[]) => Promise<void>,
): Promise<FileRow[]> {
  // Every picture's header is read before anything is written: one refused picture stores nothing.
  const prepared: { file: CheckedFile; key: string; info: ImageInfo | null }[] = [];
  for (const [index, file] of files.entries()) {
    const key = storageKey(target.websiteId, file.extension === "jpeg" ? "jpg" : file.extension);
    const info = isImageExtension(file.extension)
      ? await readImage(file.buffer, file.filename, `files.${index}`)
      : null;
    prepared.push({ file, key, info });
  }
  const written: string[] = [];
  try {
    for (const [index, { file, key, info }] of prepared.entries()) {
      await ctx.storage.put(key, file.buffer, file.mime);
      written.push(key);
      if (info) await thumbnail(ctx, key, file, `files.${index}`);
    }
    const now = nowIso();
    return await ctx.db.kysely.transaction().execute(async (trx) => {
      const rows: FileRow[] = [];
      for (const { file, key, info } of prepared) {
        rows.push(
          await insertFileRow(trx, {
            website_id: target.websiteId,
            user_id: target.userId,
            parent_id: target.folderId,
            type: "file",
            name: file.filename,
            path: key,
            extension: file.extension,
            mime: file.mime,
            size: file.buffer.length,
            width: info?.width ?? null,
            height: info?.height ?? null,
            dpi: info?.dpi ?? null,
            is_public: 0,
            in_library: UPLOAD_POLICIES[target.type].inLibrary ? 1 : 0,
            upload_type: target.type === "library" ? "product_production" : target.type,
            approved: target.approved ? 1 : 0,
            updated_at: now,
          }),
        );
      }
      if (then) await then(trx, rows);
      return rows;
    });
  } catch (error) {
    await Promise.all(written.map((key) => removeStored(ctx, key)));
    throw error;
  }
}

/** The library thumbnail; a picture whose data does not decode is refused as damaged (422). */
async function thumbnail(ctx: AppContext, key: string, file: CheckedFile, field: string): Promise<void> {
  try {
    await resized(ctx.storage, key, THUMB_WIDTH, null, file.buffer);
  } catch {
    throw invalid({ [field]: LIBRARY_MSG.damaged(file.filename) });
  }
}

/** Deletes a stored file and its cached resized copies. */
export async function removeStored(ctx: AppContext, path: string): Promise<void> {
  await deleteResized(ctx.storage, path);
  await ctx.storage.delete(path);
}
