import type { Expression, ExpressionBuilder, Kysely, SqlBool } from "kysely";
import {
  pageDataSchema,
  normaliseSections,
  seoSchema,
  type PageData,
  type ProductsData,
  type Section,
  type Seo,
} from "../../domain/sections.js";
import type { AddressDto } from "../../domain/api.js";
import { entryModalContentSchema, type EntryModalContent } from "../../domain/content.js";
import { fromJson } from "../db/json.js";
import { planAllows } from "../../domain/plans.js";
import type { Database } from "../db/schema.js";
import {
  giftCardItem,
  giftCardQuery,
  listed,
  liveGiftCardCount,
  mergeLists,
  sectionGiftCards,
  type Listed,
} from "./grid-gift-cards.js";

/**
 * What the storefront reads. Only public columns leave here: never costs, margins, fees or
 * anything of another store. Products are the store's published ones, inside their window.
 */
export interface StoreRow {
  id: number;
  name: string;
  link: string;
  logo: string | null;
  favicon: string | null;
  is_launched: number;
  seo: Seo;
  contactFormEnabled: boolean;
  /** Shown once per visitor when enabled (the /entry-modal screen). */
  entryModal: EntryModalContent | null;
  /** Whether the store's plan has "discounts": only then are its promotions shown. */
  promotions: boolean;
}

export interface PageRow {
  id: number;
  type: string;
  name: string;
  slug: string;
  sections: Section[];
  data: PageData;
}

export interface StoreProduct {
  id: number;
  name: string;
  slug: string;
  price: number;
  photo: string | null;
  colors: { name: string; swatch: string | null }[];
  /**
   * Set on a gift-card product (gift_card_products) listed among the products: `price` is then
   * its lowest value and `values` how many values the buyer chooses from on its page.
   */
  giftCard?: { values: number };
}

export interface ProductDetail extends StoreProduct {
  desc: string | null;
  additional_desc: string | null;
  photos: string[];
  sizes: string[];
  min_quantity: number;
}

type Db = Kysely<Database>;

export async function loadStore(db: Db, link: string): Promise<StoreRow | null> {
  const row = await db
    .selectFrom("websites")
    .select([
      "id",
      "name",
      "link",
      "logo",
      "favicon",
      "is_launched",
      "data",
      "mail_configuration",
      "entry_modal",
      "plan",
      "limits",
    ])
    .where("link", "=", link)
    .where("archived_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  const data = fromJson<Record<string, unknown>>(row.data, {});
  const mail = fromJson<Record<string, unknown>>(row.mail_configuration, {});
  const seo = seoSchema.safeParse(data.seo);
  return {
    id: row.id,
    name: row.name,
    link: row.link,
    logo: row.logo,
    favicon: row.favicon,
    is_launched: row.is_launched,
    seo: seo.success ? seo.data : {},
    contactFormEnabled: mail.contact_form !== false,
    entryModal: entryModalOf(row.entry_modal),
    promotions: planAllows(row, "discounts"),
  };
}

/** The settings screen stores absent texts as null; the modal reads them as empty. */
function entryModalOf(raw: unknown): EntryModalContent | null {
  const stored = fromJson<Record<string, unknown>>(raw, {});
  const parsed = entryModalContentSchema.safeParse(
    Object.fromEntries(Object.entries(stored).filter(([, v]) => v !== null)),
  );
  return parsed.success && parsed.data.enabled ? parsed.data : null;
}

/**
 * Stored sections through the one normaliser the editor reads them with; one that still does not
 * fit the schema (written by hand) is skipped rather than breaking the whole page.
 */
function parseSections(raw: unknown): Section[] {
  return normaliseSections(fromJson<unknown>(raw, []), { validOnly: true });
}

export async function loadPages(db: Db, websiteId: number): Promise<PageRow[]> {
  const rows = await db
    .selectFrom("pages")
    .select(["id", "type", "name", "slug", "sections", "data"])
    .where("website_id", "=", websiteId)
    // Blog posts and news are read on demand (server/storefront/content.ts), not on every page.
    .where("type", "not in", ["blog", "news"])
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  return rows.map((row) => {
    const data = pageDataSchema.safeParse(fromJson(row.data, {}));
    return {
      id: row.id,
      type: row.type,
      name: row.name,
      slug: row.slug,
      sections: parseSections(row.sections),
      data: data.success ? data.data : {},
    };
  });
}

/** productStatus() === "published", in SQL: what the storefront shows is what checkout sells. */
export function published(now: string) {
  return (eb: ExpressionBuilder<Database, "products">) =>
    eb.and([
      eb("products.deleted_at", "is", null),
      eb("products.available", "=", 1),
      eb.or([eb("products.published_from", "is", null), eb("products.published_from", "<=", now)]),
      eb.or([eb("products.published_to", "is", null), eb("products.published_to", ">", now)]),
    ]);
}

const ORDER: Record<
  ProductsData["sort_by"],
  ["created_at" | "price" | "name" | "sort_order", "asc" | "desc"]
> = {
  Newest: ["created_at", "desc"],
  Oldest: ["created_at", "asc"],
  "Price ascending": ["price", "asc"],
  "Price descending": ["price", "desc"],
  "Name ascending": ["name", "asc"],
  "Name descending": ["name", "desc"],
  Position: ["sort_order", "asc"],
};

export function productQuery(db: Db, websiteId: number, now: string) {
  return db
    .selectFrom("products")
    .select([
      "products.id",
      "products.name",
      "products.slug",
      "products.price",
      "products.preview_photo",
      "products.featured_front_image",
      "products.created_at",
    ])
    .where("products.website_id", "=", websiteId)
    .where(published(now));
}

/**
 * A products section's list: chosen products or all of them, in the section's order, at most
 * `limit`. "Position" puts the section's own manual order (sort_products) first.
 */
export async function sectionProducts(
  db: Db,
  websiteId: number,
  data: ProductsData,
  now: string,
): Promise<StoreProduct[]> {
  const [column, direction] = ORDER[data.sort_by];
  const chosen = !data.all_products;
  if (chosen && data.chosen_products.length === 0) return [];
  // Chosen products by Position follow the chosen order, so the cut to `limit` comes after it.
  const inChosenOrder = chosen && data.sort_by === "Position";
  let query = productQuery(db, websiteId, now)
    .orderBy(`products.${column}`, direction)
    .orderBy("products.id", direction)
    .limit(inChosenOrder ? data.chosen_products.length : data.limit);
  if (chosen) query = query.where("products.id", "in", data.chosen_products);
  let rows = await query.execute();
  const manual = data.sort_by === "Position" ? (chosen ? data.chosen_products : data.sort_products) : [];
  if (manual.length > 0) {
    const pinned = chosen
      ? []
      : await productQuery(db, websiteId, now)
          .where("products.id", "in", manual.slice(0, data.limit))
          .execute();
    const byId = new Map([...rows, ...pinned].map((r) => [r.id, r]));
    const ordered = manual.flatMap((id) => {
      const row = byId.get(id);
      byId.delete(id);
      return row ? [row] : [];
    });
    rows = [...ordered, ...rows.filter((r) => byId.has(r.id))].slice(0, data.limit);
  }
  const products = await withColors(db, rows);
  // Chosen products are product ids: a gift card shows only where "all products" are listed.
  const gifts = chosen ? [] : await sectionGiftCards(db, websiteId, data);
  return mergeLists(data.sort_by, products, gifts).slice(0, data.limit);
}

type ProductListRow = Awaited<ReturnType<ReturnType<typeof productQuery>["execute"]>>[number];

export async function withColors(db: Db, rows: ProductListRow[]): Promise<Listed[]> {
  const colors = await colorsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    price: r.price,
    photo: r.preview_photo ?? r.featured_front_image,
    colors: colors.get(r.id) ?? [],
    created_at: r.created_at,
  }));
}

/**
 * A page of the store's published products by position, and how many there are in all; `among`
 * (a condition on the product, e.g. being in a category) narrows both.
 */
export async function publishedPage(
  db: Db,
  websiteId: number,
  now: string,
  offset: number,
  limit: number,
  among?: (eb: ExpressionBuilder<Database, "products">) => Expression<SqlBool>,
) {
  const [rows, count] = await Promise.all([
    productQuery(db, websiteId, now)
      .$if(among !== undefined, (qb) => (among ? qb.where(among) : qb))
      .orderBy("products.sort_order")
      .orderBy("products.id")
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("products.website_id", "=", websiteId)
      .where(published(now))
      .$if(among !== undefined, (qb) => (among ? qb.where(among) : qb))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The "Show all" page: every published product by position, a page at a time. */
export async function publishedProducts(
  db: Db,
  websiteId: number,
  now: string,
  offset: number,
  limit: number,
): Promise<{ products: StoreProduct[]; total: number }> {
  const [{ rows, total: productTotal }, giftTotal] = await Promise.all([
    publishedPage(db, websiteId, now, offset, limit),
    liveGiftCardCount(db, websiteId),
  ]);
  // Gift cards follow every product (they have no position among them): a page that runs past
  // the products is filled from the gift cards, which continue where the products end.
  const room = limit - rows.length;
  const gifts =
    giftTotal > 0 && room > 0
      ? await giftCardQuery(db, websiteId)
          .orderBy("g.id")
          .offset(Math.max(0, offset - productTotal))
          .limit(room)
          .execute()
      : [];
  return {
    products: listed([...(await withColors(db, rows)), ...gifts.map(giftCardItem)]),
    total: productTotal + giftTotal,
  };
}

async function colorsOf(db: Db, ids: number[]): Promise<Map<number, StoreProduct["colors"]>> {
  const out = new Map<number, StoreProduct["colors"]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom("product_variants")
    .select(["product_id", "color", "color_swatch"])
    .where("product_id", "in", ids)
    .where("show", "=", 1)
    .orderBy("product_id")
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const list = out.get(row.product_id) ?? [];
    if (!list.some((c) => c.name === row.color)) list.push({ name: row.color, swatch: row.color_swatch });
    out.set(row.product_id, list);
  }
  return out;
}

export async function productBySlug(
  db: Db,
  websiteId: number,
  slug: string,
  now: string,
): Promise<ProductDetail | null> {
  const row = await db
    .selectFrom("products")
    .select([
      "id",
      "name",
      "slug",
      "price",
      "desc",
      "additional_desc",
      "preview_photo",
      "featured_front_image",
      "featured_back_image",
      "min_quantity",
    ])
    .where("website_id", "=", websiteId)
    .where("slug", "=", slug)
    .where(published(now))
    .executeTakeFirst();
  if (!row) return null;
  const variants = await db
    .selectFrom("product_variants")
    .select(["color", "color_swatch", "size"])
    .where("product_id", "=", row.id)
    .where("show", "=", 1)
    .orderBy("id")
    .execute();
  const colors: StoreProduct["colors"] = [];
  const sizes: string[] = [];
  for (const v of variants) {
    if (!colors.some((c) => c.name === v.color)) colors.push({ name: v.color, swatch: v.color_swatch });
    if (v.size && !sizes.includes(v.size)) sizes.push(v.size);
  }
  const photos = [row.preview_photo, row.featured_front_image, row.featured_back_image].filter(
    (p, i, all): p is string => typeof p === "string" && p !== "" && all.indexOf(p) === i,
  );
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    price: row.price,
    photo: photos[0] ?? null,
    colors,
    sizes,
    photos,
    desc: row.desc,
    additional_desc: row.additional_desc,
    min_quantity: row.min_quantity,
  };
}

/** The next instant a live product of the store enters or leaves its publish window. */
export async function nextWindowEdge(db: Db, websiteId: number, now: string): Promise<number | null> {
  const row = await db
    .selectFrom("products")
    .select((eb) => [
      eb.fn.min(eb.case().when("published_from", ">", now).then(eb.ref("published_from")).end()).as("opens"),
      eb.fn.min(eb.case().when("published_to", ">", now).then(eb.ref("published_to")).end()).as("closes"),
    ])
    .where("website_id", "=", websiteId)
    .where("deleted_at", "is", null)
    .where("available", "=", 1)
    .executeTakeFirst();
  const edges = [row?.opens, row?.closes]
    .filter((v): v is string => typeof v === "string")
    .map((v) => Date.parse(v))
    .filter(Number.isFinite);
  return edges.length > 0 ? Math.min(...edges) : null;
}

/** The store's first address as its contact section shows it. */
export type ContactAddress = Omit<AddressDto, "id" | "name">;

export async function storeAddress(db: Db, websiteId: number): Promise<ContactAddress | null> {
  const row = await db
    .selectFrom("addresses")
    .select(["street", "city", "postal", "state", "country", "phone"])
    .where("website_id", "=", websiteId)
    .orderBy("id")
    .executeTakeFirst();
  return row ?? null;
}
