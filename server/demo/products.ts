import type { Kysely } from "kysely";
import { pieceShares } from "../../domain/pricing.js";
import { PRODUCT_NAME_MAX } from "../../domain/products.js";
import { slugify } from "../../domain/slug.js";
import { variantColors } from "../../domain/variants.js";
import { readProductData } from "../services/products/data.js";
import { toJson } from "../db/json.js";
import type { Database } from "../db/schema.js";
import { DEMO_PRODUCTION_MARGIN } from "./accounts.js";
import { chunks } from "../db/batch.js";
import { catalogueImageKey, type CatalogueItem, type CatalogueVariant } from "./catalogue.js";
import { METHOD_NAMES } from "./catalogue-categories.js";
import { DAY_MS, type SeedClock } from "./clock.js";
import type { Rng } from "./random.js";
import { NEW_ARRIVALS } from "./store-data.js";
import type { SeededStore } from "./stores.js";

/** The default margin, when set, is 40 percent. */
const DEFAULT_MARGIN_PERCENT = 40;
const NEW_ARRIVAL_DAYS_AGO = [50, 30, 12];
/** Positions in each store's list that are switched off, and the one waiting for its publish date. */
const UNPUBLISHED_AT = new Set([3, 9]);
const SCHEDULED_AT = 5;

/** One variant as checkout sells it: its price and who gets what of a piece. */
export interface SeededOffer {
  variantId: string;
  /** The variant's own price, set for sizes that cost the supplier a dollar or more extra. */
  ownPrice: number | null;
  price: number;
  /** The supplier's and the platform's shares of one piece (domain/pricing `pieceShares`). */
  unitCost: number;
  unitFee: number;
}

export interface SeededProduct {
  id: number;
  storeId: number;
  name: string;
  slug: string;
  price: number;
  offers: SeededOffer[];
  createdMs: number;
  /** Scheduled products are not on sale yet, so no order may contain them. */
  orderable: boolean;
  categoryNames: string[];
}

interface PlannedProduct extends SeededProduct {
  item: CatalogueItem;
  variants: CatalogueVariant[];
  status: "published" | "unpublished" | "scheduled";
  sortOrder: number;
  theme: string;
}

function pickItems(rng: Rng, store: SeededStore, catalogue: readonly CatalogueItem[]): CatalogueItem[] {
  const groups = store.def.categories
    .filter((c) => c.supplierCategories.length > 0)
    .map((c) =>
      rng.shuffle(
        catalogue.filter(
          (item) => item.spec.active !== false && c.supplierCategories.includes(item.spec.category),
        ),
      ),
    );
  const picked: CatalogueItem[] = [];
  const seen = new Set<number>();
  // Round-robin over the store's categories so each of them gets products.
  for (let round = 0; picked.length < store.def.productCount; round++) {
    let added = false;
    for (const group of groups) {
      const item = group[round];
      if (item && !seen.has(item.id) && picked.length < store.def.productCount) {
        picked.push(item);
        seen.add(item.id);
        added = true;
      }
    }
    if (!added) break;
  }
  return picked;
}

/**
 * Who gets what of a piece, from the inputs checkout reads for a seeded product's variant: its
 * cost, the first custom fee of a customizable blank, the one print area its data defaults to
 * (front), the owner's production margin and the store's margin.
 */
function shares(item: CatalogueItem, variantCost: number, storeMargin: number) {
  return pieceShares({
    cheapestVariantCost: variantCost,
    customizable: item.spec.customizable === true,
    customFee: 0,
    firstCustomFee: item.firstCustomFee,
    printPrice: item.printPrice,
    printPriceSecond: item.printPriceSecond,
    areas: 1,
    ssmFee: 0,
    productionMargin: DEMO_PRODUCTION_MARGIN,
    websiteMargin: storeMargin,
  });
}

/**
 * Big sizes cost the supplier more than the product's cheapest option, which its minimum and
 * price are made from: as Printful's size upcharges do, their own price carries the extra (with
 * the margins on it, rounded up to the dollar) so the owner earns on every size.
 */
function offersFor(
  rng: Rng,
  item: CatalogueItem,
  variants: readonly CatalogueVariant[],
  price: number,
  storeMargin: number,
): SeededOffer[] {
  const cheapest = Math.min(...variants.map((v) => v.cost));
  return variants.map((v) => {
    const piece = shares(item, v.cost, storeMargin);
    const extra = v.cost - cheapest;
    const ownPrice =
      extra >= 100 ? price + Math.ceil((extra * DEMO_PRODUCTION_MARGIN * storeMargin) / 100) * 100 : null;
    return {
      variantId: rng.id(20),
      ownPrice,
      price: ownPrice ?? price,
      unitCost: piece.supplier,
      unitFee: piece.platform,
    };
  });
}

/** Minimum price marked up by the default 40 %, rounded up to .99. */
function retailPrice(item: CatalogueItem, cheapest: number, storeMargin: number): number {
  const fee = item.spec.customizable ? item.firstCustomFee : 0;
  const minimum = (cheapest + fee + item.printPrice) * storeMargin;
  return Math.ceil((minimum * (1 + DEFAULT_MARGIN_PERCENT / 100)) / 100) * 100 - 1;
}

function planStore(
  rng: Rng,
  clock: SeedClock,
  store: SeededStore,
  catalogue: readonly CatalogueItem[],
): PlannedProduct[] {
  const items = pickItems(rng, store, catalogue);
  const slugs = new Set<string>();
  const newFrom = items.length - NEW_ARRIVAL_DAYS_AGO.length;
  return items.map((item, i) => {
    const theme = store.def.themes[i % store.def.themes.length] ?? store.def.name;
    const name = `${theme} ${item.spec.shortName}`.slice(0, PRODUCT_NAME_MAX).trim();
    let slug = slugify(name);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(name, 46)}-${n}`;
    slugs.add(slug);
    const [first, ...others] = item.colours;
    const colours = first ? [first, ...rng.sample(others, rng.int(1, Math.min(4, others.length)))] : [];
    const variants = item.variants.filter((v) => colours.some((c) => c.name === v.colour.name));
    const price = retailPrice(item, Math.min(...item.variants.map((v) => v.cost)), store.def.margin);
    const createdMs =
      i < newFrom
        ? store.openedMs + (i + 1) * 4 * DAY_MS
        : clock.daysAgo(NEW_ARRIVAL_DAYS_AGO[i - newFrom] ?? 1);
    const status = UNPUBLISHED_AT.has(i) ? "unpublished" : i === SCHEDULED_AT ? "scheduled" : "published";
    const categoryNames = store.def.categories
      .filter(
        (c) => c.supplierCategories.includes(item.spec.category) || (c === NEW_ARRIVALS && i >= newFrom),
      )
      .map((c) => c.name);
    return {
      id: 0,
      storeId: store.id,
      name,
      slug,
      price,
      offers: offersFor(rng, item, variants, price, store.def.margin),
      createdMs,
      orderable: status !== "scheduled",
      categoryNames,
      item,
      variants,
      status,
      sortOrder: i,
      theme,
    };
  });
}

export async function insertStoreProducts(
  trx: Kysely<Database>,
  rng: Rng,
  clock: SeedClock,
  stores: readonly SeededStore[],
  catalogue: readonly CatalogueItem[],
): Promise<SeededProduct[]> {
  const planned = stores.flatMap((store) => planStore(rng.fork(store.def.link), clock, store, catalogue));
  const rows = planned.map((p) => {
    const firstColour = p.variants[0]?.colour.name ?? "";
    const front = catalogueImageKey(p.item.spec.styleId, firstColour, "front");
    const back = p.item.category.sides.includes("back")
      ? catalogueImageKey(p.item.spec.styleId, firstColour, "back")
      : null;
    const created = clock.iso(p.createdMs);
    return {
      website_id: p.storeId,
      supplier_product_id: p.item.id,
      name: p.name,
      slug: p.slug,
      desc: `${p.theme} design on the ${p.item.spec.name}. ${p.item.spec.description}`,
      price: p.price,
      price_fixed: 0,
      margin: DEFAULT_MARGIN_PERCENT,
      print_method: METHOD_NAMES[p.item.method] ?? null,
      available: p.status === "unpublished" ? 0 : 1,
      published_from: p.status === "scheduled" ? clock.isoAllowFuture(clock.nowMs + 10 * DAY_MS) : null,
      sort_order: p.sortOrder,
      inventory_quantity: p.variants.reduce((sum, v) => sum + v.quantity, 0),
      preview_photo: front,
      featured_front_image: front,
      featured_back_image: back,
      // As the product creator stores it: a product of today's kind, its colours in variant order.
      data: toJson({
        ...readProductData({}),
        new_type: 1,
        colors: variantColors(p.variants.map((v) => ({ color: v.colour.name }))),
      }),
      created_at: created,
      updated_at: created,
    };
  });
  const ids = new Map<string, number>();
  for (const batch of chunks(rows, 20)) {
    const inserted = await trx
      .insertInto("products")
      .values(batch)
      .returning(["id", "website_id", "slug"])
      .execute();
    for (const r of inserted) ids.set(`${r.website_id}/${r.slug}`, r.id);
  }
  for (const p of planned) p.id = ids.get(`${p.storeId}/${p.slug}`) ?? 0;

  const variantRows = planned.flatMap((p) =>
    p.variants.map((v, i) => ({
      id: p.offers[i]?.variantId ?? "",
      product_id: p.id,
      supplier_variant_id: v.id,
      sku: v.sku,
      color: v.colour.name,
      color_swatch: v.colour.hex,
      size: v.size,
      price: p.offers[i]?.ownPrice ?? null,
      available: 1,
      show: 1,
      attributes: toJson([
        { name: "Color", value: v.colour.name, type: "color", custom: false },
        { name: "Size", value: v.size, type: "text", custom: false },
      ]),
      generated_photos: toJson([]),
    })),
  );
  for (const batch of chunks(variantRows, 12))
    await trx.insertInto("product_variants").values(batch).execute();

  await insertCategories(trx, clock, stores, planned);
  return planned.map(({ id, storeId, name, slug, price, offers, createdMs, orderable, categoryNames }) => ({
    id,
    storeId,
    name,
    slug,
    price,
    offers,
    createdMs,
    orderable,
    categoryNames,
  }));
}

async function insertCategories(
  trx: Kysely<Database>,
  clock: SeedClock,
  stores: readonly SeededStore[],
  products: readonly SeededProduct[],
): Promise<void> {
  const rows = stores.flatMap((store) =>
    store.def.categories.map((c, i) => ({
      website_id: store.id,
      name: c.name,
      real_name: c.name,
      slug: slugify(c.name),
      sort_order: i,
      created_at: clock.iso(store.openedMs + DAY_MS),
    })),
  );
  const inserted = await trx
    .insertInto("categories")
    .values(rows)
    .returning(["id", "website_id", "slug"])
    .execute();
  const ids = new Map(inserted.map((r) => [`${r.website_id}/${r.slug}`, r.id]));
  const links = products.flatMap((p) =>
    p.categoryNames.map((name) => ({
      product_id: p.id,
      category_id: ids.get(`${p.storeId}/${slugify(name)}`) ?? 0,
    })),
  );
  for (const batch of chunks(links, 2)) await trx.insertInto("product_categories").values(batch).execute();
  await insertPlatformCategories(trx, clock);
}

/** The platform's own categories (website_id null), one level of children under Apparel. */
async function insertPlatformCategories(trx: Kysely<Database>, clock: SeedClock): Promise<void> {
  const created = clock.iso(clock.monthStart(26));
  const parents = ["Apparel", "Headwear", "Drinkware", "Bags", "Wall Art"];
  const inserted = await trx
    .insertInto("categories")
    .values(
      parents.map((name, i) => ({
        website_id: null,
        name,
        real_name: name,
        slug: slugify(name),
        sort_order: i,
        created_at: created,
      })),
    )
    .returning(["id", "slug"])
    .execute();
  const apparel = inserted.find((r) => r.slug === "apparel")?.id ?? null;
  const children = ["T-Shirts", "Hoodies & Sweatshirts", "Polos"];
  await trx
    .insertInto("categories")
    .values(
      children.map((name, i) => ({
        website_id: null,
        name,
        real_name: name,
        slug: slugify(name),
        parent_id: apparel,
        sort_order: i,
        created_at: created,
      })),
    )
    .execute();
}
