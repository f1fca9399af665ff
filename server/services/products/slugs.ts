import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { slugify } from "../../../domain/slug.js";
import { EDITOR_MSG } from "../../../domain/contracts/product-editor.js";
import { invalid } from "../../../domain/errors.js";

type Q = Kysely<Database>;

/**
 * The storefront serves products and gift-card products at the same /products/{slug} and looks a
 * product up first, so a product taking a live gift card's slug would hide the gift card's page.
 * Gift-card products avoid product slugs when named (services/gift-card-products/writes.ts freeSlug);
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

/** The product a slug is chosen for: its own current slug is never "taken". */
export type SlugOwner = { id: number; website_id: number; slug: string | null };

/**
 * The one slug rule of product writes: `wanted` as a slug, or, when another product or a gift card
 * of the store holds it, the first free of `-2`, `-3`... With `strict` (a slug the user typed) a
 * taken slug is refused at the field instead of being numbered.
 */
export async function uniqueSlug(q: Q, product: SlugOwner, wanted: string, strict: boolean): Promise<string> {
  const base = slugify(wanted) || `product-${product.id}`;
  if (base === product.slug) return base;
  const giftCards = await giftCardSlugs(q, product.website_id, slugify(base, NUMBERED_BASE_MAX));
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${slugify(base, NUMBERED_BASE_MAX)}-${n}`;
    const taken =
      giftCards.has(slug) ||
      (await q
        .selectFrom("products")
        .select("id")
        .where("website_id", "=", product.website_id)
        .where("slug", "=", slug)
        .where("id", "<>", product.id)
        .executeTakeFirst()) !== undefined;
    if (!taken) return slug;
    if (strict) throw invalid({ slug: EDITOR_MSG.slugTaken });
  }
}

/** Room left in a 50-character slug for a "-N" suffix. */
const NUMBERED_BASE_MAX = 44;

/**
 * True when `slug` is `from`'s slug or a numbered form of it (what uniqueSlug makes of it): a
 * suggested slug, not one the user typed, so it may be numbered again when taken meanwhile.
 */
export function isNumberedFormOf(slug: string, from: string): boolean {
  const base = slugify(from);
  if (base === "") return false;
  if (slug === base) return true;
  const stem = `${slugify(base, NUMBERED_BASE_MAX)}-`;
  return slug.startsWith(stem) && /^\d+$/.test(slug.slice(stem.length));
}
