import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { loadStore, type StoreRow } from "../../storefront/load.js";
import { verifyPreviewToken } from "../../storefront/preview.js";

/** A store a visitor may shop in: launched, or unlaunched with the team's preview token. */
export async function shoppableStore(
  db: Kysely<Database>,
  secret: string,
  where: { link: string } | { id: number },
  preview: string | undefined,
): Promise<StoreRow | null> {
  let link: string | undefined;
  if ("link" in where) link = where.link;
  else {
    const row = await db.selectFrom("websites").select("link").where("id", "=", where.id).executeTakeFirst();
    link = row?.link;
  }
  if (!link) return null;
  const store = await loadStore(db, link);
  if (!store) return null;
  if (store.is_launched === 1 || verifyPreviewToken(secret, store.id, preview)) return store;
  return null;
}
