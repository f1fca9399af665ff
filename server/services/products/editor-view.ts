import { z } from "zod";
import type { AppContext } from "../../context.js";
import type { Product } from "../../db/schema.js";
import { notFound } from "../../../domain/errors.js";
import { minimumPrice, priceBreakdown } from "../../../domain/pricing.js";
import { productStatus } from "../../../domain/products.js";
import { orderSizes, variantColors, type ProductVariant } from "../../../domain/variants.js";
import type { EditorDto } from "../../../domain/contracts/product-editor.js";
import { readProductData } from "./data.js";
import { productPricingInput } from "./minimum-price.js";
import { loadProductVariants, loadSupplierVariants } from "./variants.js";

import { inventoryLevel } from "./inventory.js";

/** A live product by id (its store was checked by the route's access rule); a deleted one is not found. */
export async function loadLiveProduct(ctx: AppContext, id: number): Promise<Product> {
  const product = await ctx.db.kysely
    .selectFrom("products")
    .selectAll()
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!product) throw notFound();
  return product;
}

function variantOut(ctx: AppContext, v: ProductVariant) {
  return { ...v, photos: v.photos.map((p) => ({ place: p.place, url: ctx.urls.url(p.key) })) };
}

async function links(ctx: AppContext, productId: number, kind: "related" | "companion") {
  const rows = await ctx.db.kysely
    .selectFrom("product_links as l")
    .innerJoin("products as p", "p.id", "l.linked_product_id")
    .select(["p.id", "p.name", "p.preview_photo"])
    .where("l.product_id", "=", productId)
    .where("l.kind", "=", kind)
    .where("p.deleted_at", "is", null)
    .orderBy("l.sort_order")
    .orderBy("p.id")
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, preview_photo_url: ctx.urls.url(r.preview_photo) }));
}

async function supplierOut(ctx: AppContext, supplierProductId: number) {
  const k = ctx.db.kysely;
  const sp = await k
    .selectFrom("supplier_products")
    .select(["id", "name", "brand", "is_customizable", "print_areas"])
    .where("id", "=", supplierProductId)
    .executeTakeFirst();
  if (!sp) return null;
  const variants = await loadSupplierVariants(k, sp.id);
  // A colour is as strong as its weakest size, as the catalogue shows it.
  const colors = new Map<string, { name: string; swatch: string; quantity: number; photo: string | null }>();
  for (const v of variants) {
    const stock = v.available === 1 ? v.quantity : 0;
    const c = colors.get(v.color) ?? { name: v.color, swatch: v.color_swatch, quantity: stock, photo: null };
    c.quantity = Math.min(c.quantity, stock);
    c.photo ??= v.images.find((i) => i.place === "front")?.key ?? v.images[0]?.key ?? null;
    colors.set(v.color, c);
  }
  const areas = z
    .array(z.object({ original_side: z.string() }))
    .catch([])
    .parse(typeof sp.print_areas === "string" ? JSON.parse(sp.print_areas) : sp.print_areas);
  return {
    id: sp.id,
    name: sp.name,
    brand: sp.brand,
    is_customizable: sp.is_customizable,
    print_areas: areas.map((a) => a.original_side),
    colors: [...colors.values()].map((c) => ({
      name: c.name,
      swatch: c.swatch,
      quantity: c.quantity,
      level: inventoryLevel(c.quantity),
      photo_url: ctx.urls.url(c.photo),
    })),
    sizes: orderSizes(variants.map((v) => v.size)),
    variants: variants.map((v) => ({
      id: v.id,
      color: v.color,
      size: v.size,
      available: v.available,
      cost: v.cost,
    })),
  };
}

/** The editor's view of a product as saved now (after a write), read again from the database. */
export async function reloadEditorDto(ctx: AppContext, productId: number): Promise<EditorDto> {
  const saved = await ctx.db.kysely
    .selectFrom("products")
    .selectAll()
    .where("id", "=", productId)
    .executeTakeFirstOrThrow();
  return loadEditorDto(ctx, saved);
}

/** The editor's view of a product; old-type products are shown already converted. */
export async function loadEditorDto(ctx: AppContext, product: Product): Promise<EditorDto> {
  const k = ctx.db.kysely;
  const data = readProductData(product.data);
  const [variants, categories, related, companions, supplier] = await Promise.all([
    loadProductVariants(k, product.id),
    k.selectFrom("product_categories").select("category_id").where("product_id", "=", product.id).execute(),
    links(ctx, product.id, "related"),
    links(ctx, product.id, "companion"),
    product.supplier_product_id === null || data.is_custom
      ? Promise.resolve(null)
      : supplierOut(ctx, product.supplier_product_id),
  ]);
  const input = await productPricingInput(k, product, variants, data);
  const fromVariants = variantColors(variants);
  return {
    id: product.id,
    version: product.version,
    website_id: product.website_id,
    supplier_product_id: product.supplier_product_id,
    name: product.name,
    slug: product.slug,
    desc: product.desc,
    additional_desc: product.additional_desc,
    price: product.price,
    price_fixed: product.price_fixed,
    margin: Number(product.margin),
    ssm_fees: product.ssm_fees,
    min_quantity: product.min_quantity,
    print_method: product.print_method,
    available: product.available,
    status: productStatus(product),
    published_from: product.published_from,
    published_to: product.published_to,
    preview_photo_url: ctx.urls.url(product.preview_photo),
    featured_front_image_url: ctx.urls.url(product.featured_front_image),
    featured_back_image_url: ctx.urls.url(product.featured_back_image),
    is_custom: data.is_custom,
    new_type: data.new_type,
    categories: categories.map((c) => c.category_id),
    colors:
      data.colors.length > 0
        ? data.colors.filter((c) => fromVariants.includes(c) || data.is_custom)
        : fromVariants,
    sizes: orderSizes(variants.map((v) => v.size)),
    custom_fee: data.custom_fee,
    print_areas: data.print_areas,
    bulk_tiers: data.bulk_tiers,
    same_variant_price: data.same_variant_price,
    customizable: data.customizable,
    custom: data.custom,
    print_files: data.print_files.map((f) => ({
      id: f.id,
      place: f.place,
      name: f.name,
      file_id: f.file_id,
      url: ctx.urls.url(f.path),
    })),
    variants: variants.map((v) => variantOut(ctx, v)),
    related,
    companions,
    supplier,
    pricing: { input, minimum_price: minimumPrice(input), lines: priceBreakdown(input) },
  };
}
