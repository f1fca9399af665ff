import { CONTENT_MSG, type SeoSettings, type StoreSeo } from "../../../domain/content.js";
import { seoSchema } from "../../../domain/sections.js";
import { notFound } from "../../../domain/errors.js";
import type { AppContext } from "../../context.js";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import { writeStore } from "../websites/activity.js";
import { writePage } from "../pages/activity.js";
import { resolvePicture } from "./pictures.js";

const seoOf = (raw: unknown): StoreSeo => {
  const parsed = seoSchema.safeParse(raw);
  const seo = parsed.success ? parsed.data : {};
  return { title: seo.title ?? "", description: seo.description ?? "", image: seo.image ?? "" };
};

/** Pages that have a storefront page of their own, so an SEO override means something. */
const SEO_TYPES = ["home", "page", "blog", "news", "collection", "gallery", "faq"];

/** The store's SEO (kept in the store's `data.seo`, read by the storefront's head) and every page's override. */
export async function loadSeo(ctx: AppContext, websiteId: number): Promise<SeoSettings> {
  const k = ctx.db.kysely;
  const [store, pages] = await Promise.all([
    k.selectFrom("websites").select("data").where("id", "=", websiteId).executeTakeFirstOrThrow(),
    k
      .selectFrom("pages")
      .select(["id", "type", "name", "slug", "data"])
      .where("website_id", "=", websiteId)
      .where("type", "in", SEO_TYPES)
      .orderBy("sort_order")
      .orderBy("id")
      .limit(1000)
      .execute(),
  ]);
  const seo = seoOf(fromJson<Record<string, unknown>>(store.data, {}).seo);
  return {
    store: { ...seo, image_url: ctx.urls.url(seo.image) },
    pages: pages.map((p) => ({
      id: p.id,
      type: p.type,
      name: p.name,
      slug: p.slug,
      seo: seoOf(fromJson<Record<string, unknown>>(p.data, {}).seo),
    })),
  };
}

/** Saves the store's title, description and open-graph picture (a picture of this store or public). */
export async function saveStoreSeo(ctx: AppContext, websiteId: number, input: StoreSeo): Promise<void> {
  const seo = { ...input, image: await resolvePicture(ctx.db, websiteId, input.image, "image") };
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("websites")
      .select("data")
      .where("id", "=", websiteId)
      .executeTakeFirstOrThrow();
    const data = { ...fromJson<Record<string, unknown>>(row.data, {}), seo };
    await writeStore(trx, websiteId, { data: toJson(data), updated_at: nowIso() }, "settings");
  });
}

/** Saves one page's SEO override; a page of another store or of a type without its own storefront page is not found. */
export async function savePageSeo(
  ctx: AppContext,
  websiteId: number,
  id: number,
  input: StoreSeo,
): Promise<void> {
  const seo = { ...input, image: await resolvePicture(ctx.db, websiteId, input.image, "image") };
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const page = await trx
      .selectFrom("pages")
      .select("data")
      .where("id", "=", id)
      .where("website_id", "=", websiteId)
      .where("type", "in", SEO_TYPES)
      .executeTakeFirst();
    if (!page) throw notFound(CONTENT_MSG.notFound);
    const data = { ...fromJson<Record<string, unknown>>(page.data, {}), seo };
    await writePage(trx, id, { data: toJson(data), updated_at: nowIso() }, "update");
  });
}
