import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { HttpError } from "../../errors.js";

type Q = Kysely<Database>;

/** The message a product write gets when its slug is a gift-card product's (as for a product's). */
export const SLUG_IN_USE = "This value is already in use.";

/**
 * The storefront serves products and gift-card products at the same /products/{slug} and looks a
 * product up first, so a product taking a live gift card's slug would hide the gift card's page.
 * Gift-card products avoid product slugs when named (routes/gift-card-product/common.ts freeSlug);
 * every product slug writer asks this for the other direction. Slugs are [a-z0-9-], so the prefix
 * needs no LIKE escaping.
 */
export async function giftCardSlugs(q: Q, websiteId: number, prefix = ""): Promise<Set<string>> {
  const rows = await q
    .selectFrom("gift_card_products")
    .select("slug")
    .where("website_id", "=", websiteId)
    .where("deleted_at", "is", null)
    .$if(prefix !== "", (qb) => qb.where("slug", "like", `${prefix}%`))
    .execute();
  return new Set(rows.map((r) => r.slug));
}

/** 409 on the slug field, as a duplicate product slug answers, when a gift card holds it. */
export async function assertSlugFree(q: Q, websiteId: number, slug: string): Promise<void> {
  if ((await giftCardSlugs(q, websiteId, slug)).has(slug))
    throw new HttpError(409, SLUG_IN_USE, { slug: SLUG_IN_USE });
}
