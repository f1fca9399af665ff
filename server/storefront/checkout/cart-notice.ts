import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Why a plain add-to-cart form post was refused, carried to the product page it is redirected
 * back to (`?cart_error=`). The text is the server's own message, signed for the store, so a link
 * cannot make a store's page show words the store never said.
 */
export const CART_NOTICE_PARAM = "cart_error";

/** Longer than any refusal the cart gives; anything longer is not one of ours. */
const MAX_NOTICE = 400;

function signature(secret: string, websiteId: number, message: string): string {
  return createHmac("sha256", secret)
    .update(`cart-notice:${websiteId}:${message}`)
    .digest("base64url")
    .slice(0, 22);
}

/** The query value carrying `message` for the store's page. */
export function cartNoticeValue(secret: string, websiteId: number, message: string): string {
  const text = message.slice(0, MAX_NOTICE);
  return `${Buffer.from(text).toString("base64url")}.${signature(secret, websiteId, text)}`;
}

/** The message a `cart_error` value carries, or null when it is not one this store's server signed. */
export function readCartNotice(secret: string, websiteId: number, value: string | undefined): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return null;
  const text = Buffer.from(value.slice(0, dot), "base64url").toString("utf8");
  if (text === "" || text.length > MAX_NOTICE) return null;
  const expected = Buffer.from(signature(secret, websiteId, text));
  const given = Buffer.from(value.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? text : null;
}
