import type { Kysely, Transaction } from "kysely";
import { nowIso, toJson } from "../../db/json.js";
import type { Database } from "../../db/schema.js";
import { invalid, notFound } from "../../../domain/errors.js";
import { invalidateStorefront } from "../../storefront/cache.js";
import type { EventBus } from "../../events/bus.js";
import { notify } from "../../services/notify.js";
import { storeTeamIds } from "../team/members.js";
import { notificationText } from "../../../domain/notifications.js";
import { CATALOGUE_MSG } from "../../../domain/messages.js";
import { sizeOrder } from "../../../domain/sizes.js";
import { supplierVariantSku } from "../../../domain/variants.js";
import type { SupplierProductInput, SupplierVariantInput } from "../../../domain/supplier-product-input.js";
import { recordSupplierProductWrite, supplierProductSnapshot } from "./activity.js";
import { bumpVersion } from "../versions/index.js";

type Trx = Transaction<Database> | Kysely<Database>;

/**
 * Creates (id null) or updates a supplier product with its variants, inside the caller's
 * transaction. Variants are matched by id, else by colour and size; the ones not sent are removed
 * when `replaceVariants` (the editor sends the whole list; a CSV row names only its own). An update
 * bumps the version, checking `version` (the one the editor or the CSV read) when given. Returns
 * the product id and whether any variant's cost changed.
 */
export async function saveSupplierProduct(
  trx: Trx,
  id: number | null,
  input: SupplierProductInput,
  replaceVariants: boolean,
  version: number | null = null,
): Promise<{ id: number; costChanged: boolean }> {
  const now = nowIso();
  const clash = await trx
    .selectFrom("supplier_products")
    .select("id")
    .where("style_id", "=", input.style_id)
    .executeTakeFirst();
  if (clash && clash.id !== id) throw invalid({ style_id: CATALOGUE_MSG.styleIdTaken });
  const { variants, ...fields } = input;
  let productId: number;
  if (id === null) {
    const row = await trx
      .insertInto("supplier_products")
      .values({ ...fields, print_areas: "[]", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    productId = row.id;
  } else {
    const updated = await trx
      .updateTable("supplier_products")
      .set({ ...fields, updated_at: now })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw notFound(CATALOGUE_MSG.supplierProductNotFound);
    await bumpVersion(trx, "supplier_products", id, version);
    productId = id;
  }
  const costChanged = await saveVariants(trx, productId, variants, replaceVariants);
  const total = await trx
    .selectFrom("supplier_variants")
    .select((eb) => eb.fn.sum<number>("quantity").as("n"))
    .where("supplier_product_id", "=", productId)
    .executeTakeFirst();
  await trx
    .updateTable("supplier_products")
    .set({ inventory_quantity: Number(total?.n ?? 0) })
    .where("id", "=", productId)
    .execute();
  return { id: productId, costChanged };
}

async function saveVariants(
  trx: Trx,
  productId: number,
  variants: readonly SupplierVariantInput[],
  replace: boolean,
): Promise<boolean> {
  const existing = await trx
    .selectFrom("supplier_variants")
    .selectAll()
    .where("supplier_product_id", "=", productId)
    .execute();
  const byId = new Map(existing.map((v) => [v.id, v]));
  const bySku = new Map(existing.map((v) => [v.sku, v]));
  const imagesByColour = new Map(existing.map((v) => [v.color, v.images]));
  const kept = new Set<number>();
  let costChanged = false;
  for (const [index, v] of variants.entries()) {
    const sku = supplierVariantSku(v.color, v.size);
    const match = (v.id !== undefined ? byId.get(v.id) : undefined) ?? bySku.get(sku);
    if (v.id !== undefined && !byId.has(v.id))
      throw invalid({ [`variants.${index}.id`]: CATALOGUE_MSG.supplierProductNotFound });
    const row = {
      sku,
      color: v.color,
      color_swatch: v.color_swatch.toUpperCase(),
      size: v.size,
      size_order: sizeOrder(v.size, index),
      cost: v.cost,
      quantity: v.quantity,
      available: v.available,
    };
    if (match) {
      kept.add(match.id);
      if (match.cost !== v.cost) costChanged = true;
      await trx.updateTable("supplier_variants").set(row).where("id", "=", match.id).execute();
    } else {
      // A new size of a known colour shows that colour's pictures.
      const images = imagesByColour.get(v.color);
      const inserted = await trx
        .insertInto("supplier_variants")
        .values({
          ...row,
          supplier_product_id: productId,
          images: images === undefined ? "[]" : typeof images === "string" ? images : toJson(images),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      kept.add(inserted.id);
    }
  }
  if (replace) {
    const removed = existing.filter((v) => !kept.has(v.id)).map((v) => v.id);
    if (removed.length > 0) await trx.deleteFrom("supplier_variants").where("id", "in", removed).execute();
  }
  return costChanged;
}

/**
 * A blank's cost went up or down: every store selling a product made from it hears about it
 * (its team, filtered by each user's price_changes setting in notify()). Returns how many
 * notifications were created.
 */
export async function notifyPriceChange(trx: Trx, supplierProductId: number): Promise<number> {
  const products = await trx
    .selectFrom("products")
    .select(["website_id", "name"])
    .where("supplier_product_id", "=", supplierProductId)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .execute();
  const namesByStore = new Map<number, string[]>();
  for (const p of products)
    namesByStore.set(p.website_id, [...(namesByStore.get(p.website_id) ?? []), p.name]);
  let created = 0;
  for (const [websiteId, names] of namesByStore) {
    const team = await storeTeamIds(trx, websiteId);
    created += await notify(trx as Kysely<Database>, {
      userIds: team,
      websiteId,
      type: "price_change",
      content: notificationText.priceChange(names.join(", ")),
    });
  }
  return created;
}

/** The stores selling a live product made from these blanks. */
export async function storesSelling(q: Trx, supplierProductIds: readonly number[]): Promise<number[]> {
  if (supplierProductIds.length === 0) return [];
  const rows = await q
    .selectFrom("products")
    .select("website_id")
    .distinct()
    .where("supplier_product_id", "in", supplierProductIds)
    .where("deleted_at", "is", null)
    .execute();
  return rows.map((row) => row.website_id);
}

/**
 * Drops the cached storefront of every store selling a live product made from these blanks, so a
 * change to a blank shows at once. Call after the write commits.
 */
export async function invalidateStoresSelling(
  k: Kysely<Database>,
  events: EventBus,
  supplierProductIds: readonly number[],
): Promise<void> {
  for (const websiteId of await storesSelling(k, supplierProductIds))
    await invalidateStorefront(events, websiteId);
}

/** An admin creates a supplier product with its variants; answers its id. */
export async function createSupplierProduct(
  k: Kysely<Database>,
  input: SupplierProductInput,
): Promise<number> {
  return k.transaction().execute(async (trx) => {
    const saved = await saveSupplierProduct(trx, null, input, true);
    await recordSupplierProductWrite(trx, saved.id, "create", null);
    return saved.id;
  });
}

/**
 * An admin updates a supplier product and its whole variant list (variants not sent are removed).
 * A cost change notifies the teams of the stores selling products made from it; every store
 * selling it shows the change at once. Answers how many notifications were created.
 */
export async function updateSupplierProduct(
  k: Kysely<Database>,
  events: EventBus,
  id: number,
  input: SupplierProductInput,
  version: number | null = null,
): Promise<number> {
  const notified = await k.transaction().execute(async (trx) => {
    const before = await supplierProductSnapshot(trx, id);
    const saved = await saveSupplierProduct(trx, id, input, true, version);
    await recordSupplierProductWrite(trx, id, "update", before);
    return saved.costChanged ? notifyPriceChange(trx, id) : 0;
  });
  await invalidateStoresSelling(k, events, [id]);
  return notified;
}

/** An admin deletes a supplier product; store products made from it keep their own copy. */
export async function deleteSupplierProduct(k: Kysely<Database>, id: number): Promise<void> {
  await k.transaction().execute(async (trx) => {
    const before = await supplierProductSnapshot(trx, id);
    const deleted = await trx.deleteFrom("supplier_products").where("id", "=", id).executeTakeFirst();
    if (!before || Number(deleted.numDeletedRows) === 0)
      throw notFound(CATALOGUE_MSG.supplierProductNotFound);
    await recordSupplierProductWrite(trx, id, "delete", before);
  });
}
