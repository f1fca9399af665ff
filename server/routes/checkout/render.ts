import type { FastifyReply } from "fastify";
import { normalizeDiscountCode } from "../../../domain/discounts.js";
import { normalizeGiftCardCode } from "../../../domain/gift-cards.js";
import { CHECKOUT_CODES_MSG } from "../../../domain/messages.js";
import { STOREFRONT_PATH } from "../../../domain/stores.js";
import type { AppContext } from "../../context.js";
import { asHttpError } from "../../errors.js";
import { quoteCart, type CartItem } from "../../services/orders/quote.js";
import { paymentProvidersFor } from "../../services/payments/index.js";
import { checkoutCodes, type AppliedCode } from "../../services/promotions/redeem.js";
import { checkoutPage, type CheckoutValues } from "../../storefront/checkout/pages.js";
import type { StoreRow } from "../../storefront/load.js";
import { orderSignature, pageFrame, sendHtml } from "./store.js";

export function storeUrl(store: StoreRow, path: string, preview: string | undefined): string {
  const query = preview && store.is_launched !== 1 ? `?preview=${encodeURIComponent(preview)}` : "";
  return `${STOREFRONT_PATH}/${encodeURIComponent(store.link)}${path}${query}`;
}

export interface CheckoutState {
  values: CheckoutValues;
  errors: Record<string, string>;
  message: string | null;
  status: number;
}

/** Renders the checkout page for a cart, with the buyer's values and any errors. */
export async function renderCheckout(
  ctx: AppContext,
  reply: FastifyReply,
  store: StoreRow,
  preview: string | undefined,
  items: readonly CartItem[],
  state: CheckoutState,
): Promise<FastifyReply> {
  const { rc, pages } = await pageFrame(ctx, store, preview);
  if (items.length === 0) return reply.redirect(storeUrl(store, "/cart", preview), 303);
  const typed = state.values.code?.trim() || null;
  const wanted = checkoutCodes([...(state.values.codes ?? []), typed]);
  let quote;
  try {
    quote = await quoteCart(ctx.db.kysely, {
      websiteId: store.id,
      items,
      codes: wanted,
      email: state.values.email ?? null,
      lenient: true,
    });
  } catch (error) {
    // A line that cannot be bought now: the cart page says which and why.
    if (asHttpError(error)?.statusCode === 422) return reply.redirect(storeUrl(store, "/cart", preview), 303);
    throw error;
  }
  const { applied, rejected } = quote.codes;
  const typedRefusal = typed === null ? undefined : rejected.find((r) => r.code === typed);
  const otherRefusal = rejected.find((r) => r !== typedRefusal);
  // A code that does not apply stays out of the price; why is shown beside the field.
  const errors = { ...state.errors };
  const codeError =
    errors.code ??
    typedRefusal?.error ??
    (otherRefusal ? CHECKOUT_CODES_MSG.codeRefused(otherRefusal.code, otherRefusal.error) : undefined);
  if (codeError !== undefined) errors.code = codeError;
  const justApplied = typed === null || typedRefusal ? null : appliedAs(applied, typed);
  const summary = {
    subtotal: quote.split.subtotal,
    discount: quote.split.discount,
    gift_card: quote.codes.gift_card,
    total: quote.split.total,
    charge: quote.charge,
  };
  const card = paymentProvidersFor(ctx).current.card;
  const hosted = card.createHostedCheckout !== undefined;
  return sendHtml(
    reply,
    state.status,
    checkoutPage(rc, pages, {
      lines: quote.lines,
      summary,
      values: { ...state.values, code: typedRefusal?.code ?? "", codes: applied.map((c) => c.code) },
      errors,
      message: state.message,
      payment: card.local ? "card-form" : hosted ? "hosted" : "token",
      applied,
      justApplied,
    }),
    // Pay is answered with a redirect to the provider's page, which form-action must allow.
    hosted ? (card.hostedCheckoutOrigins ?? []) : [],
  );
}

/** The applied code the buyer just typed (as the store spells it), if it applied. */
function appliedAs(applied: readonly AppliedCode[], typed: string): string | null {
  const found = applied.find((c) =>
    c.kind === "discount" ? c.code === normalizeDiscountCode(typed) : c.code === normalizeGiftCardCode(typed),
  );
  return found?.code ?? null;
}

/** The signed thank-you link of a placed order (see orderSignature). */
export function thankYouUrl(
  ctx: AppContext,
  store: StoreRow,
  preview: string | undefined,
  orderId: number,
): string {
  const sig = orderSignature(ctx.secret, orderId);
  const join = preview && store.is_launched !== 1 ? "&" : "?";
  return `${storeUrl(store, "/thank-you", preview)}${join}order=${orderId}&sig=${sig}`;
}
