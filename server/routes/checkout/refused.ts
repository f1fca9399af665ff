import type { FastifyReply } from "fastify";
import type { AppContext } from "../../context.js";
import { CART_NOTICE_PARAM, cartNoticeValue, chosenInForm } from "../../storefront/checkout/cart-notice.js";
import type { StoreRow } from "../../storefront/load.js";
import { storeUrl } from "./render.js";
import { addToCartSourceSlug, type AddToCartSource } from "../../services/checkout/cart-source.js";

/**
 * A refused plain add-to-cart form post goes back (303) to the store's page it came from, which
 * shows why next to its Add to cart button with the buyer's option and quantity still chosen, so
 * the address bar never stays on /api. A product
 * the store no longer has sends the buyer to the cart page, which shows the reason the same way.
 */
export async function addToCartRefused(
  ctx: AppContext,
  reply: FastifyReply,
  store: StoreRow,
  preview: string | undefined,
  source: AddToCartSource,
  message: string,
  form: Record<string, unknown>,
): Promise<FastifyReply> {
  const slug = await addToCartSourceSlug(ctx.db.kysely, store.id, source);
  const url = storeUrl(store, slug === null ? "/cart" : `/products/${encodeURIComponent(slug)}`, preview);
  const notice = `${CART_NOTICE_PARAM}=${cartNoticeValue(ctx.secret, store.id, { message, ...chosenInForm(form) })}`;
  return reply.redirect(`${url}${url.includes("?") ? "&" : "?"}${notice}`, 303);
}
