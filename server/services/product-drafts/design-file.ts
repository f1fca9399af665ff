import type { Kysely } from "kysely";
import sharp from "sharp";
import { DRAFT_MSG } from "../../../domain/drafts.js";
import { notFound } from "../../../domain/errors.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";

const IMAGE_EXTENSIONS = new Set(["png", "jpg", "jpeg"]);
const IMAGE_MIMES = new Set(["image/png", "image/jpeg"]);

/**
 * A design or product picture: one of the store's PNG or JPG files, with its stored path and
 * pixel size. 404 otherwise.
 */
export async function designFile(
  ctx: AppContext,
  k: Kysely<Database>,
  websiteId: number,
  fileId: number,
): Promise<{ id: number; path: string; width: number; height: number }> {
  const file = await k
    .selectFrom("files")
    .select(["id", "path", "extension", "mime", "width", "height"])
    .where("id", "=", fileId)
    .where("website_id", "=", websiteId)
    .executeTakeFirst();
  const extension = (file?.extension ?? file?.path.split(".").pop() ?? "").toLowerCase();
  if (!file || !(IMAGE_MIMES.has(file.mime ?? "") || IMAGE_EXTENSIONS.has(extension)))
    throw notFound(DRAFT_MSG.fileNotFound);
  if (file.width && file.height)
    return { id: file.id, path: file.path, width: file.width, height: file.height };
  // Files stored before sizes were recorded: read the size from the picture itself.
  const body = await ctx.storage.get(file.path);
  const meta = body
    ? await sharp(body)
        .metadata()
        .catch(() => null)
    : null;
  if (!meta?.width || !meta.height) throw notFound(DRAFT_MSG.fileNotFound);
  return { id: file.id, path: file.path, width: meta.width, height: meta.height };
}
