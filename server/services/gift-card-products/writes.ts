import type { Kysely, Selectable } from "kysely";
import type { GiftCardProductValues } from "../../../domain/gift-card-products.js";
import { nowIso, toJson } from "../../db/json.js";
import type { Database, GiftCardProductsTable } from "../../db/schema.js";
import { recordActivity } from "../activity/record.js";
import type { AppContext } from "../../context.js";
import { invalid } from "../../../domain/errors.js";
import { GIFT_CARD_PRODUCT_MSG } from "../../../domain/gift-card-products.js";
import { isImageFile } from "../../../domain/library.js";
import { slugify } from "../../../domain/slug.js";

type Q = Kysely<Database>;
type GiftCardProduct = Selectable<GiftCardProductsTable>;

/** What the form edits, as stored; the slug is the caller's (free among the store's products). */
function storedValues(values: GiftCardProductValues, slug: string) {
  return {
    name: values.name,
    slug,
    description: values.description,
    denominations: toJson(values.denominations),
    picture_file_id: values.picture_file_id,
    published: values.published ? 1 : 0,
  };
}

function snapshot(q: Q, id: number): Promise<GiftCardProduct | undefined> {
  return q.selectFrom("gift_card_products").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Records one write of a gift-card product, inside its transaction: its row before and now. */
async function recordWrite(
  trx: Q,
  id: number,
  action: "create" | "update" | "delete",
  before: GiftCardProduct | null,
): Promise<void> {
  const after = (await snapshot(trx, id)) ?? null;
  await recordActivity(trx, {
    entity: "GiftCardProduct",
    entityId: id,
    action,
    websiteId: after?.website_id ?? before?.website_id ?? null,
    before,
    after,
  });
}

/** The picture must be an image of this store's library, so the storefront never signs another store's file. */
async function checkPicture(q: Q, websiteId: number, fileId: number | null): Promise<void> {
  if (fileId === null) return;
  const file = await q
    .selectFrom("files")
    .select(["id", "extension"])
    .where("id", "=", fileId)
    .where("website_id", "=", websiteId)
    .executeTakeFirst();
  if (!file || !isImageFile({ extension: file.extension ?? "" }))
    throw invalid({ picture_file_id: GIFT_CARD_PRODUCT_MSG.picture });
}

/**
 * A slug free among the store's gift-card products and live products: the storefront's product
 * page looks a product up first, so a taken product slug would hide the gift card.
 */
async function freeSlug(q: Q, websiteId: number, name: string, exceptId: number | null): Promise<string> {
  const base = slugify(name) || "gift-card";
  const [own, products] = await Promise.all([
    q
      .selectFrom("gift_card_products")
      .select("slug")
      .where("website_id", "=", websiteId)
      .where("deleted_at", "is", null)
      .where("slug", "like", `${base}%`)
      .$if(exceptId !== null, (q) => q.where("id", "!=", exceptId ?? 0))
      .execute(),
    q
      .selectFrom("products")
      .select("slug")
      .where("website_id", "=", websiteId)
      .where("deleted_at", "is", null)
      .where("slug", "like", `${base}%`)
      .execute(),
  ]);
  const taken = new Set([...own, ...products].map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A store's new gift-card product (its picture checked, its slug free); answers its id. */
export async function createGiftCardProduct(
  ctx: AppContext,
  websiteId: number,
  createdBy: number,
  values: GiftCardProductValues,
): Promise<number> {
  const k = ctx.db.kysely;
  await checkPicture(k, websiteId, values.picture_file_id);
  const slug = await freeSlug(k, websiteId, values.name, null);
  return k.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await trx
      .insertInto("gift_card_products")
      .values({
        website_id: websiteId,
        ...storedValues(values, slug),
        created_by: createdBy,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordWrite(trx, row.id, "create", null);
    return row.id;
  });
}

/**
 * Every field of a gift-card product, as the form holds them (its picture checked); a new name
 * moves it to that name's free slug.
 */
export async function updateGiftCardProduct(
  ctx: AppContext,
  found: { id: number; website_id: number; name: string; slug: string },
  values: GiftCardProductValues,
): Promise<void> {
  const k = ctx.db.kysely;
  const id = found.id;
  await checkPicture(k, found.website_id, values.picture_file_id);
  const slug =
    values.name === found.name ? found.slug : await freeSlug(k, found.website_id, values.name, found.id);
  await k.transaction().execute(async (trx) => {
    const before = (await snapshot(trx, id)) ?? null;
    await trx
      .updateTable("gift_card_products")
      .set({ ...storedValues(values, slug), updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    await recordWrite(trx, id, "update", before);
  });
}

/**
 * Takes a gift-card product off the storefront and out of carts; the row stays (marked deleted)
 * for the orders that sold it and the cards they issued.
 */
export async function deleteGiftCardProduct(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const before = (await snapshot(trx, id)) ?? null;
    const now = nowIso();
    await trx
      .updateTable("gift_card_products")
      .set({ deleted_at: now, published: 0, updated_at: now })
      .where("id", "=", id)
      .execute();
    await recordWrite(trx, id, "delete", before);
  });
}
