import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { MAX_CART_LINES, MAX_QUANTITY, type CartItem } from "../../services/orders/quote.js";

/**
 * The storefront cart lives in a cookie per store (cart_<websiteId>): the store keeps no state for
 * a visitor, and any server sharing the database reads the same cart. The cookie is signed with
 * the app secret so a visitor cannot forge lines; prices are never in it (checkout reprices).
 */
const CART_DAYS = 30;
// A gift-card product line adds a fourth element: the recipient's email (gift-card-lines.ts).
const itemTuple = z.tuple(
  [z.number().int().positive(), z.string().max(40).nullable(), z.number().int().min(1).max(MAX_QUANTITY)],
  z.string().max(254),
);
const cartSchema = z.array(itemTuple).max(MAX_CART_LINES);

export const cartCookieName = (websiteId: number) => `cart_${websiteId}`;

function sign(secret: string, websiteId: number, payload: string): string {
  return createHmac("sha256", secret).update(`cart:${websiteId}:${payload}`).digest("base64url");
}

/** Reads one cookie from a Cookie header (no cookie plugin: the API never reads sessions from cookies). */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

export function readCart(secret: string, websiteId: number, header: string | undefined): CartItem[] {
  const raw = readCookie(header, cartCookieName(websiteId));
  if (!raw) return [];
  const dot = raw.lastIndexOf(".");
  if (dot <= 0) return [];
  const payload = raw.slice(0, dot);
  const given = Buffer.from(raw.slice(dot + 1));
  const expected = Buffer.from(sign(secret, websiteId, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
  try {
    const parsed = cartSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    if (!parsed.success) return [];
    return parsed.data.map(([product_id, variant_id, quantity, recipient_email]) => ({
      product_id,
      variant_id,
      quantity,
      ...(recipient_email ? { recipient_email } : {}),
    }));
  } catch {
    return [];
  }
}

/** The Set-Cookie value holding this cart (an empty cart clears the cookie). */
export function cartCookie(
  secret: string,
  websiteId: number,
  items: readonly CartItem[],
  secure: boolean,
): string {
  const name = cartCookieName(websiteId);
  const flags = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  if (items.length === 0) return `${name}=; Max-Age=0; ${flags}`;
  const payload = Buffer.from(
    JSON.stringify(
      items.map((i) => [
        i.product_id,
        i.variant_id,
        i.quantity,
        ...(i.recipient_email ? [i.recipient_email] : []),
      ]),
    ),
    "utf8",
  ).toString("base64url");
  return `${name}=${payload}.${sign(secret, websiteId, payload)}; Max-Age=${CART_DAYS * 86_400}; ${flags}`;
}

/** Adds pieces to a cart: the same product and option add up, within the limits. */
export function addToCart(items: readonly CartItem[], add: CartItem): CartItem[] {
  const out = items.map((i) => ({ ...i }));
  const same = out.find((i) => i.product_id === add.product_id && i.variant_id === add.variant_id);
  if (same) same.quantity = Math.min(MAX_QUANTITY, same.quantity + add.quantity);
  else out.push({ ...add });
  return out.slice(-MAX_CART_LINES);
}

/**
 * The pending hosted checkout this browser opened (its reference), per store. Cancel on the
 * provider's page returns with the reference in the URL; the checkout form is refilled from the
 * pending row only when this cookie names the same reference, so a reference seen in a URL or a
 * log, or guessed, shows nothing to another browser. SameSite=Lax: sent on the top-level return.
 */
export const pendingCookieName = (websiteId: number) => `checkout_${websiteId}`;
const PENDING_COOKIE_SECONDS = 24 * 3_600;

export function pendingCheckoutCookie(websiteId: number, reference: string | null, secure: boolean): string {
  const flags = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  const name = pendingCookieName(websiteId);
  if (reference === null) return `${name}=; Max-Age=0; ${flags}`;
  return `${name}=${reference}; Max-Age=${PENDING_COOKIE_SECONDS}; ${flags}`;
}

/** Whether the request's cookie holds exactly this reference (compared in constant time). */
export function holdsPendingCheckout(
  header: string | undefined,
  websiteId: number,
  reference: string,
): boolean {
  const held = readCookie(header, pendingCookieName(websiteId));
  if (!held) return false;
  const a = Buffer.from(held);
  const b = Buffer.from(reference);
  return a.length === b.length && timingSafeEqual(a, b);
}
