import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/**
 * Why a plain add-to-cart form post was refused, and what the buyer had chosen, carried to the
 * page it is redirected back to (`?cart_error=`): the page shows the reason next to Add to cart
 * with the same option and quantity chosen. The text is the server's own message, signed for the
 * store, so a link cannot make a store's page show words the store never said.
 */
export const CART_NOTICE_PARAM = "cart_error";

const noticeSchema = z.object({
  message: z.string().min(1).max(400),
  variant_id: z.string().max(40).nullable(),
  quantity: z.number().int().min(1).max(999).nullable(),
});
export type CartNotice = z.infer<typeof noticeSchema>;

function signature(secret: string, websiteId: number, payload: string): string {
  return createHmac("sha256", secret)
    .update(`cart-notice:${websiteId}:${payload}`)
    .digest("base64url")
    .slice(0, 22);
}

/** The query value carrying `notice` to the store's page. */
export function cartNoticeValue(secret: string, websiteId: number, notice: CartNotice): string {
  const payload = Buffer.from(JSON.stringify({ ...notice, message: notice.message.slice(0, 400) })).toString(
    "base64url",
  );
  return `${payload}.${signature(secret, websiteId, payload)}`;
}

/** The notice a `cart_error` value carries, or null when it is not one this store's server signed. */
export function readCartNotice(
  secret: string,
  websiteId: number,
  value: string | undefined,
): CartNotice | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return null;
  const payload = value.slice(0, dot);
  const expected = Buffer.from(signature(secret, websiteId, payload));
  const given = Buffer.from(value.slice(dot + 1));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = noticeSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What a refused form had chosen, as far as it is well-formed (the rest is left to the page's defaults). */
export function chosenInForm(raw: Record<string, unknown>): Pick<CartNotice, "variant_id" | "quantity"> {
  const variant = typeof raw.variant_id === "string" && raw.variant_id.length <= 40 ? raw.variant_id : null;
  const quantity = Number(raw.quantity);
  return {
    variant_id: variant || null,
    quantity: Number.isInteger(quantity) && quantity >= 1 && quantity <= 999 ? quantity : null,
  };
}
