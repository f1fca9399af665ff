import type { Kysely } from "kysely";
import { KIND_LIST_SLUGS, type MenuLink } from "../../domain/content.js";
import { isSafeLink } from "../../domain/links.js";
import { productsDataSchema } from "../../domain/sections.js";
import { fromJson } from "../db/json.js";
import type { Database } from "../db/schema.js";
import { storeCategoryLinks } from "./categories.js";
import { sectionProducts, type PageRow, type StoreProduct, type StoreRow } from "./load.js";
import { countRows } from "../db/count.js";

/**
 * What the storefront reads of a store's content resources: live posts (blog, news), menus,
 * promotions in their window. Stored rows may predate the content routes or come from BREAD,
 * so every field is read defensively here and escaped or sanitised by the renderer.
 */

type Db = Kysely<Database>;

export interface Post {
  id: number;
  type: "blog" | "news";
  name: string;
  slug: string;
  published_at: string;
  content: string;
  excerpt: string;
  image: string;
  seo: { title: string; description: string; image: string };
}

export interface LivePromotion {
  id: number;
  kind: "banner" | "announcement";
  title: string;
  text: string;
  image: string;
  link: string;
}

export interface SiteExtras {
  /** Header links from the store's header menus; null: no header menu, the pages make the menu. */
  headerLinks: MenuLink[] | null;
  footerLinks: MenuLink[];
  /** Links to the built-in lists that have something to show (blog, news, FAQ...). */
  listLinks: { title: string; path: string }[];
  /** The store's categories that have published products, in the store's order. */
  categoryLinks: { name: string; slug: string }[];
  promotions: LivePromotion[];
}

export const str = (value: unknown, max = 100_000): string =>
  typeof value === "string" ? value.slice(0, max) : "";

function seoOf(raw: unknown): Post["seo"] {
  const seo = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  return { title: str(seo.title, 200), description: str(seo.description, 500), image: str(seo.image, 2000) };
}

function postOf(row: {
  id: number;
  type: string;
  name: string;
  slug: string;
  published_at: string | null;
  created_at: string;
  data: unknown;
}): Post {
  const data = fromJson<Record<string, unknown>>(row.data, {});
  return {
    id: row.id,
    type: row.type === "news" ? "news" : "blog",
    name: row.name,
    slug: row.slug,
    published_at: row.published_at ?? row.created_at,
    content: str(data.content),
    excerpt: str(data.excerpt, 500),
    image: str(data.image, 2000),
    seo: seoOf(data.seo),
  };
}

const POST_COLUMNS = ["id", "type", "name", "slug", "published_at", "created_at", "data"] as const;

/** A blog post or news item is live when it is not a draft and its date has come. */
function livePosts(db: Db, websiteId: number, now: string) {
  return db
    .selectFrom("pages")
    .where("website_id", "=", websiteId)
    .where("draft", "=", 0)
    .where((eb) => eb.or([eb("published_at", "is", null), eb("published_at", "<=", now)]));
}

export async function loadPost(db: Db, websiteId: number, slug: string, now: string): Promise<Post | null> {
  const row = await livePosts(db, websiteId, now)
    .select(POST_COLUMNS)
    .where("type", "in", ["blog", "news"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row ? postOf(row) : null;
}

export async function listPosts(
  db: Db,
  websiteId: number,
  type: "blog" | "news",
  now: string,
  offset: number,
  limit: number,
): Promise<{ posts: Post[]; total: number }> {
  const base = livePosts(db, websiteId, now).where("type", "=", type);
  const [rows, count] = await Promise.all([
    base
      .select(POST_COLUMNS)
      .orderBy("published_at", "desc")
      .orderBy("id", "desc")
      .offset(offset)
      .limit(limit)
      .execute(),
    countRows(base),
  ]);
  return { posts: rows.map(postOf), total: Number(count.n) };
}

function linksOf(raw: unknown): MenuLink[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const link = item as Record<string, unknown>;
    const title = str(link.title, 200).trim();
    const url = str(link.url, 2000).trim();
    if (!title || !url || !isSafeLink(url)) return [];
    return [{ title, url, new_tab: link.new_tab === true }];
  });
}

/**
 * Menus, list links and live promotions: one query each, on a cache miss only. Promotions are
 * a plan feature: a store whose plan lacks "discounts" keeps them but shows none.
 */
export async function loadSiteExtras(
  db: Db,
  store: Pick<StoreRow, "id" | "promotions">,
  pages: readonly PageRow[],
  now: string,
): Promise<SiteExtras> {
  const websiteId = store.id;
  const [kinds, promotions, categoryLinks] = await Promise.all([
    livePosts(db, websiteId, now)
      .select("type")
      .where("type", "in", ["blog", "news"])
      .groupBy("type")
      .execute(),
    store.promotions
      ? db
          .selectFrom("promotions")
          .select(["id", "kind", "title", "text", "image", "link"])
          .where("website_id", "=", websiteId)
          .where("active", "=", 1)
          .where((eb) => eb.or([eb("starts_at", "is", null), eb("starts_at", "<=", now)]))
          .where((eb) => eb.or([eb("ends_at", "is", null), eb("ends_at", ">", now)]))
          .orderBy("sort_order")
          .orderBy("id")
          .limit(20)
          .execute()
      : Promise.resolve([]),
    storeCategoryLinks(db, websiteId, now),
  ]);
  const menus = pages.filter((p) => p.type === "menu");
  const at = (location: string) =>
    menus
      .filter((m) => (m.data.location === "footer" ? "footer" : "header") === location)
      .flatMap((m) => linksOf(m.data.links));
  const header = menus.some((m) => m.data.location !== "footer") ? at("header") : null;
  const taken = new Set(pages.map((p) => p.slug));
  const present = new Set(kinds.map((k) => k.type));
  for (const p of pages) present.add(p.type);
  const lists: [string, string, string][] = [
    ["blog", KIND_LIST_SLUGS.blog, "Blog"],
    ["news", KIND_LIST_SLUGS.news, "News"],
    ["faq", KIND_LIST_SLUGS.faq, "FAQ"],
  ];
  return {
    headerLinks: header,
    footerLinks: at("footer"),
    listLinks: lists
      .filter(([type, slug]) => present.has(type) && !taken.has(slug))
      .map(([, slug, title]) => ({ title, path: `/${slug}` })),
    categoryLinks,
    promotions: promotions.map((p) => ({ ...p, kind: p.kind === "banner" ? "banner" : "announcement" })),
  };
}

/** A collection's products: published, in their window, in the collection's order. */
export async function collectionProducts(
  db: Db,
  websiteId: number,
  raw: unknown,
  now: string,
): Promise<StoreProduct[]> {
  const ids = Array.isArray(raw)
    ? raw.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, 200)
    : [];
  if (ids.length === 0) return [];
  const data = {
    ...productsDataSchema.parse({}),
    all_products: false,
    chosen_products: ids,
    sort_by: "Position" as const,
    limit: ids.length,
  };
  return sectionProducts(db, websiteId, data, now);
}

/** The next instant a promotion starts or ends or a scheduled post goes live, after `now`. */
export async function nextContentEdge(db: Db, websiteId: number, now: string): Promise<number | null> {
  const [promo, post] = await Promise.all([
    db
      .selectFrom("promotions")
      .select((eb) => [
        eb.fn.min(eb.case().when("starts_at", ">", now).then(eb.ref("starts_at")).end()).as("starts"),
        eb.fn.min(eb.case().when("ends_at", ">", now).then(eb.ref("ends_at")).end()).as("ends"),
      ])
      .where("website_id", "=", websiteId)
      .where("active", "=", 1)
      .executeTakeFirst(),
    db
      .selectFrom("pages")
      .select((eb) => eb.fn.min("published_at").as("next"))
      .where("website_id", "=", websiteId)
      .where("draft", "=", 0)
      .where("published_at", ">", now)
      .executeTakeFirst(),
  ]);
  const edges = [promo?.starts, promo?.ends, post?.next]
    .filter((v): v is string => typeof v === "string")
    .map((v) => Date.parse(v))
    .filter(Number.isFinite);
  return edges.length > 0 ? Math.min(...edges) : null;
}
