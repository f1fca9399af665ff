import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

/** The page an add-to-cart form was posted from: a product's, or a gift-card product's. */
export type AddToCartSource = { kind: "product" | "gift_card"; id: number };

/** The slug of the live page an add-to-cart form came from, or null when the store no longer has it. */
export async function addToCartSourceSlug(
  db: Kysely<Database>,
  websiteId: number,
  source: AddToCartSource,
): Promise<string | null> {
  const row =
    source.kind === "product"
      ? await db
          .selectFrom("products")
          .select("slug")
          .where("id", "=", source.id)
          .where("website_id", "=", websiteId)
          .where("deleted_at", "is", null)
          .executeTakeFirst()
      : await db
          .selectFrom("gift_card_products")
          .select("slug")
          .where("id", "=", source.id)
          .where("website_id", "=", websiteId)
          .where("deleted_at", "is", null)
          .executeTakeFirst();
  return row?.slug ?? null;
}
