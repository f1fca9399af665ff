import type { Kysely } from "kysely";
import {
  frontFirst,
  type GeneratedPhoto,
  type ProductVariant,
  type SupplierVariantInput,
  type VariantAttribute,
  type VariantPhoto,
} from "../../../domain/variants.js";
import { fromJson, toJson } from "../../db/json.js";
import type { Database } from "../../db/schema.js";

type Q = Kysely<Database>;

export async function loadSupplierVariants(k: Q, supplierProductId: number): Promise<SupplierVariantInput[]> {
  const rows = await k
    .selectFrom("supplier_variants")
    .select([
      "id",
      "sku",
      "color",
      "color_swatch",
      "size",
      "size_order",
      "available",
      "cost",
      "quantity",
      "images",
    ])
    .where("supplier_product_id", "=", supplierProductId)
    .orderBy("size_order")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    sku: r.sku,
    color: r.color,
    color_swatch: r.color_swatch,
    size: r.size,
    available: r.available,
    cost: r.cost,
    quantity: r.quantity,
    images: fromJson<VariantPhoto[]>(r.images, []),
  }));
}

/** A product's variants; photos are the supplier variant's pictures, front first. */
export async function loadProductVariants(k: Q, productId: number): Promise<ProductVariant[]> {
  const rows = await k
    .selectFrom("product_variants as v")
    .leftJoin("supplier_variants as s", "s.id", "v.supplier_variant_id")
    .select([
      "v.id",
      "v.supplier_variant_id",
      "v.sku",
      "v.color",
      "v.color_swatch",
      "v.size",
      "v.price",
      "v.available",
      "v.show",
      "v.attributes",
      "v.generated_photos",
      "s.images",
      "s.size_order",
    ])
    .where("v.product_id", "=", productId)
    .orderBy("v.color")
    .orderBy("s.size_order")
    .orderBy("v.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    supplier_variant_id: r.supplier_variant_id,
    sku: r.sku,
    color: r.color,
    color_swatch: r.color_swatch,
    size: r.size,
    price: r.price,
    available: r.available,
    show: r.show,
    attributes: fromJson<VariantAttribute[]>(r.attributes, []),
    generated_photos: fromJson<GeneratedPhoto[]>(r.generated_photos, []),
    photos: frontFirst(fromJson<VariantPhoto[]>(r.images, [])),
  }));
}

function variantValues(v: ProductVariant) {
  return {
    supplier_variant_id: v.supplier_variant_id,
    sku: v.sku,
    color: v.color,
    color_swatch: v.color_swatch,
    size: v.size,
    price: v.price,
    available: v.available,
    show: v.show,
    attributes: toJson(v.attributes),
    generated_photos: toJson(v.generated_photos),
  };
}

/** Makes the stored variants exactly `variants`: drops the others, updates kept ones, inserts new. */
export async function replaceVariants(
  trx: Q,
  productId: number,
  variants: readonly ProductVariant[],
): Promise<void> {
  const stored = await trx
    .selectFrom("product_variants")
    .select("id")
    .where("product_id", "=", productId)
    .execute();
  const keep = new Set(variants.map((v) => v.id));
  const drop = stored.map((s) => s.id).filter((id) => !keep.has(id));
  if (drop.length > 0) await trx.deleteFrom("product_variants").where("id", "in", drop).execute();
  const existing = new Set(stored.map((s) => s.id));
  for (const v of variants) {
    if (existing.has(v.id)) {
      await trx
        .updateTable("product_variants")
        .set(variantValues(v))
        .where("id", "=", v.id)
        .where("product_id", "=", productId)
        .execute();
    } else {
      await trx
        .insertInto("product_variants")
        .values({ id: v.id, product_id: productId, ...variantValues(v) })
        .execute();
    }
  }
}

/** The inventory a product shows: the sum over its available variants' supplier stock. */
export async function productInventory(trx: Q, productId: number): Promise<number> {
  const row = await trx
    .selectFrom("product_variants as v")
    .innerJoin("supplier_variants as s", "s.id", "v.supplier_variant_id")
    .select((eb) => eb.fn.sum<number>("s.quantity").as("total"))
    .where("v.product_id", "=", productId)
    .where("v.available", "=", 1)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
