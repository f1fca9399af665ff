import { z } from "zod";
import { MSG } from "../../../domain/messages.js";
import type { AppContext } from "../../context.js";
import { fieldErrors, HttpError } from "../../errors.js";
import { quoteCart, type CartItem } from "../../services/orders/quote.js";
import { checkoutCodes } from "../../services/promotions/redeem.js";
import { checkoutBody } from "./schemas.js";

/**
 * What the checkout's Apply button sends: the cart (or `items`) and the codes. Only these fields
 * are read, so nothing else in the body (a card, a payment token) can turn Apply into a payment;
 * the buyer's name and address may still be empty.
 */
const applyBody = z.object({
  items: checkoutBody.shape.items,
  code: checkoutBody.shape.code,
  codes: checkoutBody.shape.codes,
  email: z.string().trim().toLowerCase().max(200).optional().nullable(),
});

/** The cart priced with the codes that apply; refused codes are listed with why. */
export const checkoutQuoteDto = z.object({
  items: z.array(
    z.object({
      product_id: z.number(),
      variant_id: z.string().nullable(),
      name: z.string(),
      option: z.string().nullable(),
      quantity: z.number(),
      unit_price: z.number().describe("cents"),
    }),
  ),
  codes: z
    .array(z.object({ code: z.string(), kind: z.enum(["discount", "gift_card"]), amount: z.number() }))
    .describe("the codes that apply, the discount first, each with the cents it takes off"),
  rejected: z.array(z.object({ code: z.string(), error: z.string() })),
  subtotal: z.number().describe("cents"),
  discount: z.number().describe("cents"),
  gift_card: z.number().describe("cents paid by gift cards"),
  total: z.number().describe("cents"),
  charge: z.number().describe("cents the card would be charged"),
});
export type CheckoutQuoteDto = z.infer<typeof checkoutQuoteDto>;

/** The JSON answer to Apply: the quote only. It never charges and never writes an order. */
export async function applyCodes(
  ctx: AppContext,
  websiteId: number,
  raw: Record<string, unknown>,
  cart: readonly CartItem[],
): Promise<CheckoutQuoteDto> {
  const parsed = applyBody.safeParse(raw);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    throw new HttpError(422, Object.values(errors)[0] ?? MSG.invalidInput, errors);
  }
  const body = parsed.data;
  const quote = await quoteCart(ctx.db.kysely, {
    websiteId,
    items: body.items ?? cart,
    codes: checkoutCodes([...body.codes, body.code]),
    email: body.email || null,
    lenient: true,
  });
  return {
    items: quote.lines.map((l) => ({
      product_id: l.product_id,
      variant_id: l.variant_id,
      name: l.name,
      option: l.option,
      quantity: l.quantity,
      unit_price: l.unit_price,
    })),
    codes: quote.codes.applied.map((c) => ({ code: c.code, kind: c.kind, amount: c.amount })),
    rejected: quote.codes.rejected,
    subtotal: quote.split.subtotal,
    discount: quote.split.discount,
    gift_card: quote.codes.gift_card,
    total: quote.split.total,
    charge: quote.charge,
  };
}
