import type { Kysely } from "kysely";
import { CHECKOUT_CODES_MSG, ORDER_MSG } from "../../../domain/messages.js";
import { splitOrder, type OrderSplit } from "../../../domain/order-money.js";
import { pieceShares, tierUnitPrice } from "../../../domain/pricing.js";
import type { Database } from "../../db/schema.js";
import { invalid } from "../../../domain/errors.js";
import { published } from "../../storefront/load.js";
import { variantThumbnail } from "../../storefront/product-options.js";
import { readProductData } from "../products/data.js";
import { productPricingInput } from "../products/minimum-price.js";
import { checkoutCodes, priceCodes, type PricedCodes } from "../promotions/redeem.js";
import { isGiftCardItem, quoteGiftCardLine, sellableGiftCardProducts } from "./gift-card-lines.js";

type Q = Kysely<Database>;

/** At most this many different lines in a cart (it travels in a cookie). */
export const MAX_CART_LINES = 20;
export const MAX_QUANTITY = 999;

export interface CartItem {
  product_id: number;
  variant_id: string | null;
  quantity: number;
  /** Gift-card product lines (variant_id "gift:<cents>"): who receives the card. */
  recipient_email?: string | null;
}

/** A cart line as the buyer sees it and as the order records it. */
export interface QuotedLine extends CartItem {
  name: string;
  slug: string;
  option: string | null;
  photo: string | null;
  unit_price: number;
  unit_cost: number;
  unit_platform_fee: number;
  category_ids: number[];
  supplier_variant_id: number | null;
  stock: number | null;
  /** A gift-card product line: product_id is a gift_card_products id; paying issues a card. */
  gift_card: boolean;
  recipient_email: string | null;
}

export interface Quote {
  lines: QuotedLine[];
  codes: PricedCodes;
  split: OrderSplit;
  /** What the card is charged: the total less the gift card. */
  charge: number;
}

/**
 * Prices a cart of a store from the database, never from what the browser sent: published
 * products only, the variant's own price or the product's (lowered by the bulk tier the line's
 * quantity reaches), and the supplier's and platform's shares of a piece from the chosen
 * variant's minimum price (domain/pricing `pieceShares`). Field errors name the line
 * (`items.{i}`). With `checkStock` off, lines over stock are kept (the cart page shows them).
 */
export async function quoteLines(
  q: Q,
  websiteId: number,
  items: readonly CartItem[],
  options: { checkStock: boolean; now?: string },
): Promise<QuotedLine[]> {
  const now = options.now ?? new Date().toISOString();
  if (items.length === 0) throw invalid({ items: ORDER_MSG.cartEmpty });
  if (items.length > MAX_CART_LINES) throw invalid({ items: ORDER_MSG.cartFull(MAX_CART_LINES) });
  const goods = items.filter((i) => !isGiftCardItem(i));
  // A cart of gift cards only has no product ids, and "IN ()" is not SQL on PostgreSQL: id 0 matches nothing.
  const productIds = goods.length > 0 ? [...new Set(goods.map((i) => i.product_id))] : [0];
  const variantIds = goods.flatMap((i) => (i.variant_id ? [i.variant_id] : []));
  const giftCards = await sellableGiftCardProducts(
    q,
    websiteId,
    items.filter(isGiftCardItem).map((i) => i.product_id),
  );
  const [products, variants, categories, variantCounts] = await Promise.all([
    q
      .selectFrom("products")
      .select([
        "id",
        "website_id",
        "supplier_product_id",
        "name",
        "slug",
        "price",
        "ssm_fees",
        "min_quantity",
        "data",
        "preview_photo",
        "featured_front_image",
      ])
      .where("website_id", "=", websiteId)
      .where("id", "in", productIds)
      .where(published(now))
      .execute(),
    variantIds.length === 0
      ? Promise.resolve([])
      : q
          .selectFrom("product_variants as v")
          .leftJoin("supplier_variants as s", "s.id", "v.supplier_variant_id")
          .select([
            "v.id",
            "v.product_id",
            "v.supplier_variant_id",
            "v.color",
            "v.size",
            "v.price",
            "v.available",
            "v.show",
            "v.generated_photos",
            "s.images as supplier_images",
            "s.quantity as stock",
            "s.available as supplier_available",
          ])
          .where("v.id", "in", variantIds)
          .where("v.product_id", "in", productIds)
          .execute(),
    q
      .selectFrom("product_categories")
      .select(["product_id", "category_id"])
      .where("product_id", "in", productIds)
      .execute(),
    q
      .selectFrom("product_variants")
      .select(["product_id", (eb) => eb.fn.countAll<number>().as("n")])
      .where("product_id", "in", productIds)
      .where("show", "=", 1)
      .groupBy("product_id")
      .execute(),
  ]);
  const productById = new Map(products.map((p) => [p.id, p]));
  const variantById = new Map(variants.map((v) => [v.id, v]));
  const hasVariants = new Set(variantCounts.filter((c) => Number(c.n) > 0).map((c) => c.product_id));

  const errors: Record<string, string> = {};
  const lines: QuotedLine[] = [];
  for (const [i, item] of items.entries()) {
    const key = `items.${i}`;
    if (isGiftCardItem(item)) {
      const gift = quoteGiftCardLine(item, giftCards.get(item.product_id));
      if ("error" in gift) errors[key] = gift.error;
      else if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > MAX_QUANTITY)
        errors[key] = ORDER_MSG.quantity;
      else
        lines.push({
          ...gift.line,
          product_id: item.product_id,
          variant_id: item.variant_id,
          quantity: item.quantity,
          unit_cost: 0,
          unit_platform_fee: 0,
          category_ids: [],
          supplier_variant_id: null,
          stock: null,
          gift_card: true,
        });
      continue;
    }
    const product = productById.get(item.product_id);
    if (!product) {
      errors[key] = ORDER_MSG.productGone;
      continue;
    }
    if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > MAX_QUANTITY) {
      errors[key] = ORDER_MSG.quantity;
      continue;
    }
    const variant = item.variant_id ? variantById.get(item.variant_id) : undefined;
    if (!variant && hasVariants.has(product.id)) {
      errors[key] = item.variant_id ? ORDER_MSG.variantGone : ORDER_MSG.chooseVariant;
      continue;
    }
    if (variant && (variant.available !== 1 || variant.show !== 1 || variant.supplier_available === 0)) {
      errors[key] = ORDER_MSG.variantGone;
      continue;
    }
    if (item.quantity < product.min_quantity) {
      errors[key] = ORDER_MSG.minimumQuantity(product.name, product.min_quantity);
      continue;
    }
    const stock = variant?.stock === null || variant?.stock === undefined ? null : Number(variant.stock);
    if (options.checkStock && stock !== null && stock < item.quantity) {
      errors[key] = ORDER_MSG.outOfStock(product.name, stock);
      continue;
    }
    const data = readProductData(product.data);
    const pricing = await productPricingInput(
      q,
      product,
      variant ? [{ supplier_variant_id: variant.supplier_variant_id }] : [],
      data,
    );
    // The line's picture is the chosen colour's mockup (its own, else the supplier's of that colour).
    const photo = variant ? variantThumbnail(variant.generated_photos, variant.supplier_images) : null;
    const shares = pieceShares(pricing);
    lines.push({
      product_id: product.id,
      variant_id: variant?.id ?? null,
      quantity: item.quantity,
      name: product.name,
      slug: product.slug,
      option: variant ? [variant.color, variant.size].filter(Boolean).join(" / ") : null,
      photo: photo ?? product.preview_photo ?? product.featured_front_image,
      // The product's bulk tiers apply per line: 10 of one variant reach a 10+ tier.
      unit_price: tierUnitPrice(variant?.price ?? product.price, data.bulk_tiers, item.quantity),
      unit_cost: shares.supplier,
      unit_platform_fee: shares.platform,
      category_ids: categories.filter((c) => c.product_id === product.id).map((c) => c.category_id),
      supplier_variant_id: variant?.supplier_variant_id ?? null,
      stock,
      gift_card: false,
      recipient_email: null,
    });
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return lines;
}

/**
 * The whole price of a cart: lines, the codes (one discount, gift cards), the split and the
 * charge. The split is on the discounted total; gift cards only lower what the card is charged.
 * A code that does not apply refuses the quote (422 on `code`) unless `lenient`, which prices
 * without it and leaves it in `codes.rejected` (the checkout page shows why beside the field).
 */
export async function quoteCart(
  q: Q,
  input: {
    websiteId: number;
    items: readonly CartItem[];
    codes: readonly string[];
    email: string | null;
    lenient?: boolean;
  },
): Promise<Quote> {
  const lines = await quoteLines(q, input.websiteId, input.items, { checkStock: true });
  const codes = await priceCodes(q, {
    websiteId: input.websiteId,
    codes: input.codes,
    email: input.email,
    // A code never applies to a gift card being bought: no discount on it, no card paying for a card.
    items: lines
      .filter((l) => !l.gift_card)
      .map((l) => ({
        product_id: l.product_id,
        category_ids: l.category_ids,
        unit_price: l.unit_price,
        quantity: l.quantity,
      })),
  });
  const first = codes.rejected[0];
  if (first && !input.lenient) {
    // With several codes, say which one; a single code keeps the bare reason.
    const many = checkoutCodes(input.codes).length > 1;
    throw invalid({ code: many ? CHECKOUT_CODES_MSG.codeRefused(first.code, first.error) : first.error });
  }
  const split = splitOrder(lines, { discount: codes.discount });
  return { lines, codes, split, charge: Math.max(0, split.total - codes.gift_card) };
}
