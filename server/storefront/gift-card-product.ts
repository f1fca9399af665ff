import type { Kysely } from "kysely";
import { giftCardOption } from "../../domain/gift-card-products.js";
import type { Database } from "../db/schema.js";
import { escapeHtml as esc } from "../services/sanitize/entities.js";
import {
  sellableGiftCardProducts,
  type SellableGiftCardProduct,
} from "../services/orders/gift-card-lines.js";
import type { DocumentParts } from "./render/document.js";
import type { RenderContext } from "./render/context.js";
import { addToCartNotice } from "./render/product-page.js";
import { giftCardArtwork, giftCardPrice, money } from "./render/products.js";

/** POST target of a gift-card product's add-to-cart form (server/routes/gift-card-product/cart.ts). */
export const GIFT_CARD_ADD_TO_CART_PATH = "/api/gift-card-products/add/to/cart";

export interface GiftCardProductPage extends SellableGiftCardProduct {
  description: string | null;
}

/**
 * The gift-card product at /store/{link}/products/{slug}, when no product has that slug: the
 * storefront's product page serves both, so a link to either reads the same. Only one a buyer can
 * buy (published, not deleted, plan with giftcards) is shown.
 */
export async function giftCardProductBySlug(
  db: Kysely<Database>,
  websiteId: number,
  slug: string,
): Promise<GiftCardProductPage | null> {
  const row = await db
    .selectFrom("gift_card_products")
    .select(["id", "description"])
    .where("website_id", "=", websiteId)
    .where("slug", "=", slug)
    .where("published", "=", 1)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .executeTakeFirst();
  if (!row) return null;
  const sellable = (await sellableGiftCardProducts(db, websiteId, [row.id])).get(row.id);
  return sellable ? { ...sellable, description: row.description } : null;
}

/**
 * A plain form (no script): the value, who receives the card, how many. A refused Add to cart
 * comes back with its value and quantity still chosen and the reason beside the button.
 */
function addToCartForm(rc: RenderContext, product: GiftCardProductPage): string {
  const preview = rc.query
    ? `<input type="hidden" name="preview" value="${esc(decodeURIComponent(rc.query.slice(9)))}">`
    : "";
  const values = product.denominations
    .map((cents) => {
      const value = giftCardOption(cents);
      const selected = value === rc.cartNotice?.variant_id ? " selected" : "";
      return `<option value="${esc(value)}"${selected}>${esc(money(cents))}</option>`;
    })
    .join("");
  return (
    `<form class="contact add-to-cart" method="post" action="${GIFT_CARD_ADD_TO_CART_PATH}">` +
    `<input type="hidden" name="website_id" value="${rc.store.id}">` +
    `<input type="hidden" name="product_id" value="${product.id}">${preview}` +
    `<label>Value<select name="variant_id" required>${values}</select></label>` +
    `<label>Recipient e-mail<input type="email" name="recipient_email" maxlength="254" required autocomplete="off"></label>` +
    `<label>Quantity<input type="number" name="quantity" value="${rc.cartNotice?.quantity ?? 1}" min="1" max="999" required></label>` +
    `<p>The gift card's code is e-mailed to the recipient as soon as the order is paid.</p>` +
    `<div><button type="submit">Add to cart</button></div>${addToCartNotice(rc)}</form>`
  );
}

export function giftCardProductDocument(rc: RenderContext, product: GiftCardProductPage): DocumentParts {
  const src = rc.picture(product.picture);
  const photo = src ? `<img src="${esc(src)}" alt="${esc(product.name)}">` : giftCardArtwork(product.name);
  const lowest = product.denominations[0];
  const price = lowest === undefined ? "" : giftCardPrice(lowest, product.denominations.length);
  // Plain text the owner typed: paragraphs by blank lines, nothing interpreted as HTML.
  const desc = (product.description ?? "")
    .split(/\n{2,}/)
    .filter((p) => p.trim() !== "")
    .map((p) => `<p>${esc(p.trim()).replace(/\n/g, "<br>")}</p>`)
    .join("");
  return {
    title: `${product.name} | ${rc.store.name}`,
    description: (product.description ?? "").slice(0, 300),
    image: product.picture,
    path: `/products/${encodeURIComponent(product.slug)}`,
    currentPageId: null,
    body:
      `<div class="wrap"><article class="product gift-card"><div class="photos">${photo}</div><div>` +
      `<h1>${esc(product.name)}</h1><p class="price">${esc(price)}</p>` +
      `${addToCartForm(rc, product)}${desc ? `<div class="rich">${desc}</div>` : ""}</div></article></div>`,
  };
}
