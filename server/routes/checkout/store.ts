import { nowIso } from "../../db/json.js";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { STOREFRONT_PATH } from "../../../domain/stores.js";
import type { AppContext } from "../../context.js";
import type { CartItem } from "../../services/orders/quote.js";
import { shoppableStore } from "../../services/checkout/shoppable-store.js";
import { cartCookie, readCart } from "../../storefront/checkout/cart-cookie.js";
import { loadPages, type PageRow, type StoreRow } from "../../storefront/load.js";
import { loadSiteExtras } from "../../storefront/content.js";
import { NO_EXTRAS, type RenderContext } from "../../storefront/render/context.js";
import { storefrontCsp } from "../../storefront/scripts.js";

/** A store a visitor may shop in: launched, or unlaunched with the team's preview token. */
export function openStore(
  ctx: AppContext,
  where: { link: string } | { id: number },
  preview: string | undefined,
): Promise<StoreRow | null> {
  return shoppableStore(ctx.db.kysely, ctx.secret, where, preview);
}

export async function pageFrame(
  ctx: AppContext,
  store: StoreRow,
  preview: string | undefined,
): Promise<{ rc: RenderContext; pages: PageRow[] }> {
  const previewing = store.is_launched !== 1 && preview !== undefined;
  const rc: RenderContext = {
    store,
    base: `${STOREFRONT_PATH}/${encodeURIComponent(store.link)}`,
    query: previewing ? `?preview=${encodeURIComponent(preview)}` : "",
    preview: previewing,
    path: "/",
    publicUrl: ctx.config.publicUrl,
    picture: (key) => ctx.urls.url(key),
    products: new Map(),
    address: null,
    contactStatus: null,
    extras: NO_EXTRAS,
  };
  const pages = await loadPages(ctx.db.kysely, store.id);
  // The store's navigation (menus, lists, categories) frames the cart and checkout too.
  rc.extras = await loadSiteExtras(ctx.db.kysely, store, pages, nowIso());
  return { rc, pages };
}

/**
 * Cart, checkout and thank-you pages are per visitor: never cached, same headers as the store's
 * pages. `formOrigins`: other origins the page's forms may end up on (see storefrontCsp).
 */
export function sendHtml(
  reply: FastifyReply,
  status: number,
  html: string,
  formOrigins: readonly string[] = [],
): FastifyReply {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("content-security-policy", storefrontCsp(formOrigins))
    .header("x-content-type-options", "nosniff")
    .header("referrer-policy", "strict-origin-when-cross-origin")
    .header("cache-control", "private, no-store")
    .send(html);
}

export function isFormPost(request: FastifyRequest): boolean {
  return request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded") ?? false;
}

export function requestCart(ctx: AppContext, request: FastifyRequest, websiteId: number): CartItem[] {
  return readCart(ctx.secret, websiteId, request.headers.cookie);
}

export function setCart(
  ctx: AppContext,
  reply: FastifyReply,
  websiteId: number,
  items: readonly CartItem[],
): void {
  reply.header(
    "set-cookie",
    cartCookie(ctx.secret, websiteId, items, ctx.config.publicUrl.startsWith("https:")),
  );
}

export function newCheckoutId(): string {
  return randomBytes(16).toString("base64url");
}

/** The thank-you link carries a signature, so order ids cannot be walked to read other buyers' orders. */
export function orderSignature(secret: string, orderId: number): string {
  return createHmac("sha256", secret).update(`order:${orderId}`).digest("base64url").slice(0, 32);
}

export function validSignature(secret: string, orderId: number, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(orderSignature(secret, orderId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
