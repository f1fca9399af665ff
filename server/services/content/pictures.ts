import { CONTENT_MSG } from "../../../domain/content.js";
import { hasControlChars } from "../../../domain/links.js";
import { PUBLIC_PREFIX } from "../storage.js";
import type { Db } from "../../db/types.js";
import { invalid } from "../../../domain/errors.js";

/** The storage key inside a file URL this app made ("/files/<key>" or "/files/signed/<key>?..."). */
function keyOfFileUrl(value: string): string | null {
  const match = /^\/files\/(signed\/)?([^?#]+)/.exec(value);
  if (!match?.[2]) return null;
  try {
    return match[2].split("/").map(decodeURIComponent).join("/");
  } catch {
    return null;
  }
}

/**
 * A picture as stored: an https URL, a public storage key, or the key of a file of THIS store
 * (a library file's URL is turned back into its key, so the storefront signs it afresh rather
 * than keeping a URL that expires). Another store's private file is refused: the storefront
 * would otherwise hand out a signed link to it.
 */
export async function resolvePicture(
  db: Db,
  websiteId: number,
  value: string,
  field: string,
): Promise<string> {
  const v = value.trim();
  if (v === "") return "";
  // It ends up in a URL: a line break or other control character is never part of one.
  if (hasControlChars(v)) throw invalid({ [field]: CONTENT_MSG.pictureInvalid });
  if (/^https:\/\/[^\s/]+/i.test(v) && !/[\s"'<>]/.test(v)) return v;
  const key = v.startsWith("/files/") ? keyOfFileUrl(v) : v;
  if (!key || key.includes("..") || /^[a-z]+:/i.test(key) || key.startsWith("/"))
    throw invalid({ [field]: CONTENT_MSG.pictureInvalid });
  if (key.startsWith(PUBLIC_PREFIX)) return key;
  const file = await db.kysely
    .selectFrom("files")
    .select("id")
    .where("path", "=", key)
    .where("website_id", "=", websiteId)
    .executeTakeFirst();
  if (!file) throw invalid({ [field]: CONTENT_MSG.pictureInvalid });
  return key;
}

/** Product ids that are not this store's (deleted ones included: a collection may keep them). */
export async function foreignProducts(db: Db, websiteId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const own = await db.kysely
    .selectFrom("products")
    .select("id")
    .where("website_id", "=", websiteId)
    .where("id", "in", [...ids])
    .execute();
  const known = new Set(own.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}
