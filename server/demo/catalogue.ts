import type { Kysely } from "kysely";
import { toJson } from "../db/json.js";
import type { Database } from "../db/schema.js";
import { chunks } from "../db/batch.js";
import type { SeedClock } from "./clock.js";
import { colour, colourSlug, type Colour } from "./colors.js";
import { CATEGORIES, type CategorySpec, type Side } from "./catalogue-categories.js";
import { SUPPLIER_PRODUCTS, type SupplierProductSpec } from "./catalogue-data.js";
import type { Rng } from "./random.js";
import { sizeOrder } from "../../domain/sizes.js";
import { supplierVariantSku } from "../../domain/variants.js";

export interface CatalogueVariant {
  id: number;
  sku: string;
  colour: Colour;
  size: string;
  sizeOrder: number;
  cost: number;
  quantity: number;
  available: number;
}

export interface CatalogueItem {
  id: number;
  spec: SupplierProductSpec;
  category: CategorySpec;
  method: number;
  colours: Colour[];
  variants: CatalogueVariant[];
  printPrice: number;
  printPriceSecond: number;
  firstCustomFee: number;
  inventory: number;
}

/** Catalogue pictures are public: the storefront and the picker show them without signing. */
export function catalogueImageKey(styleId: string, colourName: string, side: Side): string {
  return `public/catalogue/${styleId.toLowerCase()}/${colourSlug(colourName)}-${side}.png`;
}

/**
 * Stock levels spread over the spec's three markers (0 and 1-9 low, 10-67 medium, 68+ high), so
 * every inventory indicator has something to show.
 */
function stockQuantity(rng: Rng): number {
  const r = rng.float();
  if (r < 0.07) return 0;
  if (r < 0.17) return rng.int(1, 9);
  if (r < 0.4) return rng.int(10, 67);
  return 68 + Math.floor(rng.float() ** 2 * 4932);
}

/** The whole catalogue in memory first: images and store products are planned from it. */
export function planCatalogue(rng: Rng): CatalogueItem[] {
  return SUPPLIER_PRODUCTS.map((spec) => {
    const category = CATEGORIES[spec.category];
    if (!category) throw new Error(`No category spec for ${spec.category}`);
    const [first, ...rest] = category.palette;
    if (!first) throw new Error(`Empty palette for ${spec.category}`);
    const count = Math.min(spec.colours, category.palette.length);
    const colours = [first, ...rng.sample(rest, count - 1)].map(colour);
    const variants: CatalogueVariant[] = [];
    for (const c of colours) {
      spec.sizes.forEach((size, index) => {
        const quantity = stockQuantity(rng);
        const whiteDiscount = c.name === "White" ? category.whiteDiscount : 0;
        variants.push({
          id: 0,
          sku: supplierVariantSku(c.name, size),
          colour: c,
          size,
          sizeOrder: sizeOrder(size, index),
          cost: spec.cost + (category.sizeUpcharge[size] ?? 0) - whiteDiscount,
          quantity,
          available: quantity === 0 && rng.chance(0.5) ? 0 : 1,
        });
      });
    }
    return {
      id: 0,
      spec,
      category,
      method: spec.method ?? category.method,
      colours,
      variants,
      printPrice: rng.pick([450, 475, 500, 525, 550]),
      printPriceSecond: rng.pick([250, 300, 350]),
      firstCustomFee: rng.pick([900, 950, 1000]),
      inventory: variants.reduce((sum, v) => sum + v.quantity, 0),
    };
  });
}

function variantImages(item: CatalogueItem, c: Colour): { place: Side; key: string }[] {
  return item.category.sides.map((side) => ({
    place: side,
    key: catalogueImageKey(item.spec.styleId, c.name, side),
  }));
}

/** Writes the planned catalogue and fills in the database ids on the plan. */
export async function insertCatalogue(
  trx: Kysely<Database>,
  items: CatalogueItem[],
  clock: SeedClock,
): Promise<void> {
  const productRows = items.map((item, i) => {
    const created = clock.iso(clock.daysAgo(820 - i));
    return {
      style_id: item.spec.styleId,
      short_name: item.spec.shortName,
      name: item.spec.name,
      brand: item.spec.brand,
      category: item.spec.category,
      description: item.spec.description,
      suggested_method: item.method,
      second_suggested_method:
        item.method === item.category.method ? item.category.secondMethod : item.category.method,
      moq: 1,
      print_price: item.printPrice,
      print_price_second: item.printPriceSecond,
      first_custom_fee: item.firstCustomFee,
      is_customizable: item.spec.customizable ? 1 : 0,
      is_active: item.spec.active === false ? 0 : 1,
      popular: item.spec.popular,
      print_areas: toJson(item.category.printAreas),
      inventory_quantity: item.inventory,
      created_at: created,
      updated_at: created,
    };
  });
  const idsByStyle = new Map<string, number>();
  for (const batch of chunks(productRows, 19)) {
    const inserted = await trx
      .insertInto("supplier_products")
      .values(batch)
      .returning(["id", "style_id"])
      .execute();
    for (const row of inserted) idsByStyle.set(row.style_id, row.id);
  }
  for (const item of items) item.id = idsByStyle.get(item.spec.styleId) ?? 0;

  // The most popular product of a category is offered as the "similar" one for the others.
  const leaders = new Map<string, CatalogueItem>();
  for (const item of [...items].sort((a, b) => b.spec.popular - a.spec.popular)) {
    const leader = leaders.get(item.spec.category);
    if (!leader) leaders.set(item.spec.category, item);
    else
      await trx
        .updateTable("supplier_products")
        .set({ similar_product_id: leader.id })
        .where("id", "=", item.id)
        .execute();
  }

  const variantRows = items.flatMap((item) =>
    item.variants.map((v) => ({
      supplier_product_id: item.id,
      sku: v.sku,
      color: v.colour.name,
      color_swatch: v.colour.hex,
      size: v.size,
      size_order: v.sizeOrder,
      cost: v.cost,
      quantity: v.quantity,
      available: v.available,
      images: toJson(variantImages(item, v.colour)),
    })),
  );
  const variantIds = new Map<string, number>();
  for (const batch of chunks(variantRows, 10)) {
    const inserted = await trx
      .insertInto("supplier_variants")
      .values(batch)
      .returning(["id", "supplier_product_id", "sku"])
      .execute();
    for (const row of inserted) variantIds.set(`${row.supplier_product_id}/${row.sku}`, row.id);
  }
  for (const item of items) for (const v of item.variants) v.id = variantIds.get(`${item.id}/${v.sku}`) ?? 0;
}
