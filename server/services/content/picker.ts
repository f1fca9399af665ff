import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import { matchesAny } from "../../db/like.js";

/**
 * The collection editor's product picker: a store's live products with their picture and price,
 * and whether the storefront shows them now; never costs or margins. With ids (a collection's
 * products) those, in that order; else searched by name or slug, by the store's order.
 */
export async function pickerProducts(
  ctx: AppContext,
  websiteId: number,
  q: { q?: string; ids?: string; per_page: number },
) {
  const now = nowIso();
  let sel = ctx.db.kysely
    .selectFrom("products")
    .select([
      "id",
      "name",
      "price",
      "preview_photo",
      "featured_front_image",
      "available",
      "published_from",
      "published_to",
    ])
    .where("website_id", "=", websiteId)
    .where("deleted_at", "is", null);
  const wanted = q.ids ? q.ids.split(",").map(Number).slice(0, 200) : null;
  if (wanted) sel = sel.where("id", "in", wanted);
  else if (q.q) sel = sel.where(matchesAny<"products">(["name", "slug"], q.q));
  const rows = await sel
    .orderBy("sort_order")
    .orderBy("id")
    .limit(wanted ? 200 : q.per_page)
    .execute();
  const ordered = wanted ? wanted.flatMap((id) => rows.filter((r) => r.id === id)) : rows;
  return ordered.map((r) => ({
    id: r.id,
    name: r.name,
    price: r.price,
    photo_url: ctx.urls.url(r.preview_photo ?? r.featured_front_image),
    published:
      r.available === 1 &&
      (!r.published_from || r.published_from <= now) &&
      (!r.published_to || r.published_to > now),
  }));
}
