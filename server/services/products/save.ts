import { randomInt } from "node:crypto";
import { bumpVersion } from "../versions/index.js";
import type { Kysely } from "kysely";
import type { Database, Product } from "../../db/schema.js";
import { toJson, nowIso } from "../../db/json.js";
import { invalid } from "../../../domain/errors.js";
import {
  DEFAULT_MARGIN_PERCENT,
  minimumPrice,
  retailFromMargin,
  roundPrice,
} from "../../../domain/pricing.js";
import {
  customVariants,
  generateVariants,
  newVariantId,
  previewFromGenerated,
  variantColors,
  variantSizes,
  VARIANT_MSG,
  type ProductVariant,
} from "../../../domain/variants.js";
import { mergeProductData, readProductData, type ProductData } from "./data.js";
import { assertRetailPrice, productPricingInput } from "./minimum-price.js";
import { publishRuleError } from "./publish-rules.js";
import { uniqueSlug } from "./slugs.js";
import { keepProductRevision } from "../revisions/keep.js";
import { loadProductVariants, loadSupplierVariants, productInventory, replaceVariants } from "./variants.js";
import { EDITOR_MSG, type UpdateBody } from "../../../domain/contracts/product-editor.js";
import { publishWindowError } from "../../../domain/products.js";

type Q = Kysely<Database>;

const randomUnit = () => randomInt(0, 2 ** 32) / 2 ** 32;
export const newId = () => newVariantId(randomUnit);

/** Fields only platform admins may change; ignored for everyone else. */
const ADMIN_ONLY = [
  "min_quantity",
  "custom_fee",
  "same_variant_price",
  "print_areas",
  "generatedVariants",
] as const;

export function withoutAdminFields(body: UpdateBody, isAdmin: boolean): UpdateBody {
  if (isAdmin) return body;
  const copy: UpdateBody = { ...body };
  for (const key of ADMIN_ONLY) delete copy[key];
  return copy;
}

/** A start not before the end rejects the save. */
function checkWindow(from: string | null, to: string | null): void {
  const error = publishWindowError(from, to);
  if (error) throw invalid({ published_from: error });
}

async function checkCategories(trx: Q, websiteId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await trx
    .selectFrom("categories")
    .select("id")
    .where("id", "in", [...ids])
    .where((eb) => eb.or([eb("website_id", "=", websiteId), eb("website_id", "is", null)]))
    .execute();
  if (found.length !== new Set(ids).size) throw invalid({ categories: EDITOR_MSG.categoryUnknown });
}

async function printFiles(trx: Q, websiteId: number, files: NonNullable<UpdateBody["print_files"]>) {
  if (files.length === 0) return [];
  const rows = await trx
    .selectFrom("files")
    .select(["id", "name", "path"])
    .where(
      "id",
      "in",
      files.map((f) => f.file_id),
    )
    .where("website_id", "=", websiteId)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return files.map((f, i) => {
    const row = byId.get(f.file_id);
    if (!row) throw invalid({ [`print_files.${i}.file_id`]: EDITOR_MSG.fileUnknown });
    return { id: newId().slice(0, 10), place: f.place, name: row.name, file_id: row.id, path: row.path };
  });
}

/** The variant list after a save: regenerated from colours and sizes, then the row edits applied. */
async function nextVariants(
  trx: Q,
  product: Product,
  data: ProductData,
  body: UpdateBody,
  current: ProductVariant[],
): Promise<{ variants: ProductVariant[]; colors: string[] }> {
  const currentColors = data.colors.length > 0 ? data.colors : variantColors(current);
  let variants = current;
  let colors = currentColors;
  if (data.is_custom || product.supplier_product_id === null) {
    if (body.custom_colors || body.sizes) {
      const swatches = new Map(current.map((v) => [v.color, v.color_swatch ?? "#000000"]));
      const list =
        body.custom_colors ??
        currentColors.map((name) => ({ name, swatch: swatches.get(name) ?? "#000000" }));
      variants = customVariants({
        existing: current,
        colors: list,
        sizes: body.sizes ?? variantSizes(current),
        newId,
      });
      colors = list.map((c) => c.name);
    }
  } else if (body.colors || body.sizes || data.new_type !== 1) {
    const wanted = body.colors ?? currentColors;
    if (wanted.length === 0 && currentColors.length > 0 && !body.force)
      throw invalid({ colors: VARIANT_MSG.lastColor });
    const result = generateVariants({
      existing: current,
      supplierVariants: await loadSupplierVariants(trx, product.supplier_product_id),
      colors: wanted,
      sizes: body.sizes ?? variantSizes(current),
      originalColors: currentColors,
      newId,
    });
    variants = result.variants;
    colors = [...result.originalColors, ...wanted.filter((c) => !result.originalColors.includes(c))];
  }
  if (body.remove_variants) {
    const removed = new Set(body.remove_variants);
    variants = variants.filter((v) => !removed.has(v.id));
  }
  if (body.color_availability) {
    const map = body.color_availability;
    variants = variants.map((v) => (v.color in map ? { ...v, available: map[v.color] ? 1 : 0 } : v));
  }
  if (body.color_prices) {
    const map = body.color_prices;
    variants = variants.map((v) => (v.color in map ? { ...v, price: map[v.color] ?? null } : v));
  }
  if (body.generatedVariants) {
    const edits = new Map(body.generatedVariants.map((e) => [e.id, e]));
    variants = variants.map((v) => {
      const e = edits.get(v.id);
      if (!e) return v;
      return {
        ...v,
        sku: e.sku ?? v.sku,
        price: e.price === undefined ? v.price : e.price,
        available: e.available ?? v.available,
        show: e.show ?? v.show,
        attributes: e.attributes ?? v.attributes,
      };
    });
  }
  return { variants, colors };
}

/**
 * One editor save, inside the caller's transaction: every field checked against the state it
 * produces (the minimum price depends on the new variants and fees), then written together.
 */
export async function applySave(
  trx: Q,
  product: Product,
  input: UpdateBody,
  options: { isAdmin: boolean; isNew: boolean; version?: number | null },
): Promise<void> {
  if (!options.isNew) await bumpVersion(trx, "products", product.id, options.version);
  const body = withoutAdminFields(input, options.isAdmin);
  const stored = readProductData(product.data);
  const from = body.published_from === undefined ? product.published_from : body.published_from;
  const to = body.published_to === undefined ? product.published_to : body.published_to;
  checkWindow(from, to);
  const name = body.name ?? product.name;
  const slug =
    body.slug !== undefined && body.slug !== ""
      ? await uniqueSlug(trx, product, body.slug, true)
      : options.isNew || body.slug === ""
        ? await uniqueSlug(trx, product, name, false)
        : product.slug;
  if (body.categories) await checkCategories(trx, product.website_id, body.categories);

  const current = options.isNew ? [] : await loadProductVariants(trx, product.id);
  const { variants, colors } = await nextVariants(trx, product, stored, body, current);
  const data: ProductData = {
    ...stored,
    // Old-type products are converted to the new type on edit.
    new_type: 1,
    colors,
    custom_fee: body.custom_fee ?? stored.custom_fee,
    print_areas: body.print_areas ?? stored.print_areas,
    bulk_tiers: body.bulk_tiers ?? stored.bulk_tiers,
    same_variant_price: body.same_variant_price ?? stored.same_variant_price,
    custom: { ...stored.custom, ...body.custom },
    print_files: body.print_files
      ? await printFiles(trx, product.website_id, body.print_files)
      : stored.print_files,
  };

  const input2 = await productPricingInput(trx, product, variants, data);
  const minimum = minimumPrice(input2);
  const priceFixed = body.price_fixed ?? product.price_fixed;
  const margin = body.margin ?? (options.isNew ? DEFAULT_MARGIN_PERCENT : Number(product.margin));
  // A new product without a price starts at the default margin, rounded up to .99.
  const price =
    body.price ??
    (options.isNew ? roundPrice(retailFromMargin(minimum, margin, priceFixed === 1), 99) : product.price);
  assertRetailPrice(price, minimum);
  for (const v of variants) {
    if (v.price !== null && v.price < minimum) assertRetailPrice(v.price, minimum, `color_prices.${v.color}`);
  }
  // A bulk tier is a retail price too: never below the minimum.
  for (const [i, tier] of data.bulk_tiers.entries())
    assertRetailPrice(tier.price, minimum, `bulk_tiers.${i}.price`);
  // Switched on here: the product as saved meets the decoration rules of every publish path.
  if (body.available === 1 && product.available !== 1) {
    const error = publishRuleError({
      print_method: product.print_method,
      data: mergeProductData(product.data, data),
    });
    if (error) throw invalid({ available: error });
  }

  await replaceVariants(trx, product.id, variants);
  if (body.categories) {
    await trx.deleteFrom("product_categories").where("product_id", "=", product.id).execute();
    const ids = [...new Set(body.categories)];
    if (ids.length > 0)
      await trx
        .insertInto("product_categories")
        .values(ids.map((category_id) => ({ product_id: product.id, category_id })))
        .execute();
  }
  const firstPhotos = variants.find((v) => v.photos.length > 0)?.photos ?? [];
  const preview = previewFromGenerated(variants);
  const front = preview?.side === "front" ? preview.preview : product.featured_front_image;
  const back = preview?.side === "back" ? preview.preview : product.featured_back_image;
  await trx
    .updateTable("products")
    .set({
      name,
      slug,
      desc: body.desc === undefined ? product.desc : body.desc,
      additional_desc: body.additional_desc === undefined ? product.additional_desc : body.additional_desc,
      published_from: from,
      published_to: to,
      available: body.available ?? product.available,
      price,
      price_fixed: priceFixed,
      margin,
      min_quantity: body.min_quantity ?? product.min_quantity,
      inventory_quantity: await productInventory(trx, product.id),
      preview_photo:
        preview?.preview ??
        product.preview_photo ??
        firstPhotos.find((p) => p.place === "front")?.key ??
        null,
      featured_front_image: front ?? firstPhotos.find((p) => p.place === "front")?.key ?? null,
      featured_back_image: back ?? firstPhotos.find((p) => p.place === "back")?.key ?? null,
      data: toJson(mergeProductData(product.data, data)),
      updated_at: nowIso(),
    })
    .where("id", "=", product.id)
    .execute();
  await keepProductRevision(trx, product.id);
}
