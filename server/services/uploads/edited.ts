import { invalid, notFound } from "../../../domain/errors.js";
import { LIBRARY_NAME_MAX } from "../../../domain/library.js";
import { LIBRARY_MSG } from "../../../domain/messages.js";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import { toDetail } from "../library/present.js";
import { convertImage, imageInfo, resized, THUMB_WIDTH } from "./images.js";
import { uploaderName } from "./lookup.js";
import { isImageExtension } from "./policy.js";
import type { IncomingFile } from "./read.js";
import { sniff } from "./sniff.js";
import { insertFileRow, removeStored, storageKey } from "./store.js";

/** "logo.png" -> "logo (edited).png", kept within the library's name limit. */
export function editedName(name: string, extension: string): string {
  const base = name.replace(/\.[^.]*$/, "");
  const suffix = ` (edited).${extension}`;
  return base.slice(0, LIBRARY_NAME_MAX - suffix.length) + suffix;
}

/**
 * The image editor's save: the edited picture (the store file at `path` edited) becomes a new
 * file of the library beside the original, in the original's format and waiting for approval. The
 * original is never changed. Answers the new file as the library details it.
 */
export async function saveEditedImage(
  ctx: AppContext,
  websiteId: number,
  userId: number,
  path: string,
  sent: IncomingFile,
) {
  const k = ctx.db.kysely;
  const original = await k
    .selectFrom("files")
    .selectAll()
    .where("website_id", "=", websiteId)
    .where("path", "=", path)
    .where("type", "=", "file")
    .executeTakeFirst();
  if (!original) throw notFound(LIBRARY_MSG.pathInvalid);
  const extension = original.extension ?? "";
  if (!isImageExtension(extension)) throw invalid({ path: LIBRARY_MSG.imagesOnly }, LIBRARY_MSG.cantUpdate);
  // The editor exports PNG; whatever the name says, the bytes must be a complete picture.
  const kind = sniff(sent.buffer);
  if (kind !== "png" && kind !== "jpeg")
    throw invalid({ file: LIBRARY_MSG.imagesOnly }, LIBRARY_MSG.cantUpdate);
  const png = extension === "png";
  const body = await convertImage(sent.buffer, sent.filename, "file", (image) =>
    png ? image.png() : image.flatten({ background: "#ffffff" }).jpeg({ quality: 92 }),
  );
  const info = await imageInfo(body);
  const key = storageKey(websiteId, png ? "png" : "jpg");
  const mime = png ? "image/png" : "image/jpeg";
  await ctx.storage.put(key, body, mime);
  try {
    await resized(ctx.storage, key, THUMB_WIDTH, null, body);
    const created = await k.transaction().execute((trx) =>
      insertFileRow(trx, {
        website_id: websiteId,
        user_id: userId,
        parent_id: original.parent_id,
        type: "file",
        name: editedName(original.name, extension),
        path: key,
        extension,
        mime,
        size: body.length,
        width: info.width,
        height: info.height,
        dpi: info.dpi,
        is_public: 0,
        in_library: 1,
        upload_type: original.upload_type,
        approved: 0,
        updated_at: nowIso(),
      }),
    );
    return toDetail(ctx, created, await uploaderName(k, created.user_id));
  } catch (error) {
    await removeStored(ctx, key);
    throw error;
  }
}
