import type { AppContext } from "../../context.js";

/** Low stock: quantity 0 is low and 1 to 9 is medium. */
export const LOW_STOCK_BELOW = 10;
export type InventoryLevel = "low" | "medium" | "high";
export function inventoryLevel(quantity: number): InventoryLevel {
  if (quantity <= 0) return "low";
  return quantity < LOW_STOCK_BELOW ? "medium" : "high";
}

/**
 * The store's live products with fewer than LOW_STOCK_BELOW pieces, emptiest first, with how many
 * variants they have and how many of those the supplier has in stock.
 */
export async function lowStockProducts(ctx: AppContext, websiteId: number, limit: number) {
  const base = ctx.db.kysely
    .selectFrom("products")
    .where("website_id", "=", websiteId)
    .where("deleted_at", "is", null)
    .where("inventory_quantity", "<", LOW_STOCK_BELOW);
  const [rows, count] = await Promise.all([
    base
      .select([
        "id",
        "name",
        "price",
        "available",
        "published_from",
        "published_to",
        "inventory_quantity",
        "preview_photo",
      ])
      .select((eb) => [
        eb
          .selectFrom("product_variants")
          .select((v) => v.fn.countAll<number>().as("n"))
          .whereRef("product_variants.product_id", "=", "products.id")
          .as("variants"),
        eb
          .selectFrom("product_variants")
          .innerJoin("supplier_variants", "supplier_variants.id", "product_variants.supplier_variant_id")
          .select((v) => v.fn.countAll<number>().as("n"))
          .whereRef("product_variants.product_id", "=", "products.id")
          .where("supplier_variants.quantity", ">", 0)
          .as("in_stock"),
      ])
      .orderBy("inventory_quantity", "asc")
      .orderBy("id", "asc")
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * The store's live products whose supplier product changed after the product was last saved,
 * most recent change first, with the supplier product's cheapest cost today.
 */
export async function priceChangedProducts(ctx: AppContext, websiteId: number, limit: number) {
  const base = ctx.db.kysely
    .selectFrom("products")
    .innerJoin("supplier_products", "supplier_products.id", "products.supplier_product_id")
    .where("products.website_id", "=", websiteId)
    .where("products.deleted_at", "is", null)
    .whereRef("supplier_products.updated_at", ">", "products.updated_at");
  const [rows, count] = await Promise.all([
    base
      .select([
        "products.id",
        "products.name",
        "products.price",
        "products.available",
        "products.published_from",
        "products.published_to",
        "products.inventory_quantity",
        "products.preview_photo",
        "supplier_products.brand",
        "supplier_products.updated_at as supplier_updated_at",
      ])
      .select((eb) =>
        eb
          .selectFrom("supplier_variants")
          .select((v) => v.fn.min<number>("cost").as("c"))
          .whereRef("supplier_variants.supplier_product_id", "=", "supplier_products.id")
          .as("cost"),
      )
      .orderBy("supplier_products.updated_at", "desc")
      .orderBy("products.id", "asc")
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
