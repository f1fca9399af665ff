import type { FastifyReply } from "fastify";
import { STOREFRONT_PATH } from "../../../domain/stores.js";
import type { AppContext } from "../../context.js";
import { HttpError } from "../../errors.js";
import { quoteCart, type CartItem } from "../../services/orders/quote.js";
import { paymentProvidersFor } from "../../services/payments/index.js";
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
  const db = ctx.db.kysely;
  let code = state.values.code ?? null;
  const errors = { ...state.errors };
  let quote;
  try {
    quote = await quoteCart(db, { websiteId: store.id, items, code, email: state.values.email ?? null });
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
    if (error.errors?.code === undefined) return reply.redirect(storeUrl(store, "/cart", preview), 303);
    // A code that does not apply: show why beside the field and price the cart without it.
    errors.code ??= error.errors.code;
    code = null;
    quote = await quoteCart(db, { websiteId: store.id, items, code: null, email: null });
  }
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
      values: state.values,
      errors,
      message: state.message,
      payment: card.local ? "card-form" : hosted ? "hosted" : "token",
      codeApplied: code && quote.codes.applied.kind !== null ? quote.codes.applied.code : null,
    }),
    // Pay is answered with a redirect to the provider's page, which form-action must allow.
    hosted ? (card.hostedCheckoutOrigins ?? []) : [],
  );
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
