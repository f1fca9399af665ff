import type { Kysely, Selectable } from "kysely";
import type { GiftCardProductValues } from "../../../domain/gift-card-products.js";
import { nowIso, toJson } from "../../db/json.js";
import type { Database, GiftCardProductsTable } from "../../db/schema.js";
import { recordActivity } from "../activity/record.js";

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

/** A store's new gift-card product; answers its id. */
export function createGiftCardProduct(
  k: Q,
  websiteId: number,
  createdBy: number,
  values: GiftCardProductValues,
  slug: string,
): Promise<number> {
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

/** Every field of a gift-card product, as the form holds them. */
export async function updateGiftCardProduct(
  k: Q,
  id: number,
  values: GiftCardProductValues,
  slug: string,
): Promise<void> {
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
export async function deleteGiftCardProduct(k: Q, id: number): Promise<void> {
  await k.transaction().execute(async (trx) => {
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
