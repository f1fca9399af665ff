import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { notFound } from "../../../domain/errors.js";
import { ORDER_MSG } from "../../../domain/messages.js";
import { variantThumbnail } from "../../storefront/product-options.js";
import type { AppliedCode } from "../promotions/redeem.js";

export interface ThankYouLine {
  name: string;
  quantity: number;
  unit_price: number;
  /** The picture the cart showed: the option's front mockup, else the product's, else the gift card's. */
  photo: string | null;
}

/**
 * An order's lines with the picture each had in the cart (quoteLines' choice), read back from
 * the products the lines point at; a line whose product is gone keeps its name and price only.
 */
async function thankYouLines(
  db: Kysely<Database>,
  websiteId: number,
  orderId: number,
): Promise<ThankYouLine[]> {
  const rows = await db
    .selectFrom("order_items as i")
    .leftJoin("product_variants as v", "v.id", "i.product_variant_id")
    .leftJoin("supplier_variants as s", "s.id", "v.supplier_variant_id")
    .leftJoin("products as p", (join) =>
      join.onRef("p.id", "=", "i.product_id").on("p.website_id", "=", websiteId),
    )
    .leftJoin("gift_card_products as g", (join) =>
      join.onRef("g.id", "=", "i.gift_card_product_id").on("g.website_id", "=", websiteId),
    )
    .leftJoin("files as f", (join) =>
      join.onRef("f.id", "=", "g.picture_file_id").on("f.website_id", "=", websiteId),
    )
    .select([
      "i.name",
      "i.quantity",
      "i.unit_price",
      "v.generated_photos",
      "s.images as supplier_images",
      "p.preview_photo",
      "p.featured_front_image",
      "f.path as gift_card_picture",
    ])
    .where("i.order_id", "=", orderId)
    .orderBy("i.id")
    .execute();
  return rows.map((r) => ({
    name: r.name,
    quantity: r.quantity,
    unit_price: r.unit_price,
    photo:
      variantThumbnail(r.generated_photos, r.supplier_images) ??
      r.preview_photo ??
      r.featured_front_image ??
      r.gift_card_picture ??
      null,
  }));
}

/**
 * The gift cards that paid an order, as the checkout showed them (one line each): read from the
 * cards' redemptions, which commitCodes wrote in the order's transaction.
 */
async function thankYouGiftCards(
  db: Kysely<Database>,
  websiteId: number,
  orderId: number,
): Promise<AppliedCode[]> {
  const rows = await db
    .selectFrom("gift_card_transactions as t")
    .innerJoin("gift_cards as g", "g.id", "t.gift_card_id")
    .select(["g.id", "g.code", "t.amount"])
    .where("t.order_id", "=", orderId)
    .where("t.kind", "=", "redeem")
    .where("g.website_id", "=", websiteId)
    .orderBy("t.id")
    .execute();
  return rows.map((r) => ({ kind: "gift_card", id: r.id, code: r.code, amount: -r.amount }));
}

/** What the thank-you page shows of a store's order: its money, lines and the gift cards that paid it. */
export async function thankYouOrder(db: Kysely<Database>, websiteId: number, orderId: number) {
  const order = await db
    .selectFrom("orders")
    .select(["id", "buyer_email", "subtotal", "discount", "gift_card", "price"])
    .where("id", "=", orderId)
    .where("website_id", "=", websiteId)
    .executeTakeFirst();
  if (!order) throw notFound(ORDER_MSG.orderNotFound);
  const [items, giftCards] = await Promise.all([
    thankYouLines(db, websiteId, order.id),
    thankYouGiftCards(db, websiteId, order.id),
  ]);
  return { order, items, giftCards };
}
