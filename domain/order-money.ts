import { z } from "zod";
import { ORDER_MSG } from "./messages.js";
import type { Cents } from "./pricing.js";

/**
 * The split of an order's paid total between the supplier, the platform ("vi", its "ssm fees")
 * and the store owner, in integer cents. Checkout and the demo seed both use it, so the orders,
 * payment rows and dashboards agree to the cent:
 *
 *   total        = subtotal - discount            (what the buyer owes for the goods)
 *   supplier     = sum of unit_cost x quantity    (domain/pricing's cost line without the ssm fee)
 *   platform fee = sum of ssm fees x quantity + PLATFORM_FEE_BPS of the total, half-cents up
 *   profit       = total - supplier - platform fee (the owner's share; a deep discount can make it negative)
 *
 * A gift card pays part of the total, but the goods still sold for the total: it changes what is
 * charged to the card, not the split.
 *
 * A gift-card sale (a line with `gift_card`, the storefront's gift-card product) has no supplier:
 * its cost and per-piece fee are zero, so its price is platform fee + owner profit only. A discount
 * takes nothing off it (as Shopify's do not): the discount is capped at the other lines' subtotal.
 */

/** The platform's share of every sale, in basis points (1000 = 10 %). */
export const PLATFORM_FEE_BPS = 1000;

export interface MoneyLine {
  unit_price: Cents;
  /** What the supplier charges for one piece (variant cost, custom fee, print). */
  unit_cost: Cents;
  /** The product's ssm fee per piece: the platform's, not the supplier's. */
  unit_platform_fee?: Cents;
  quantity: number;
  /** A gift card sold (no supplier cost, no per-piece fee, never discounted). */
  gift_card?: boolean;
}

export interface OrderSplit {
  subtotal: Cents;
  discount: Cents;
  total: Cents;
  supplier_cost: Cents;
  platform_fee: Cents;
  profit: Cents;
}

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be whole cents, got ${value}.`);
}

/** `bps` basis points of an amount, rounded half up, in integer arithmetic (no float noise). */
export function shareOf(amount: Cents, bps: number): Cents {
  assertCents(amount, "amount");
  if (!Number.isInteger(bps) || bps < 0 || bps > 10_000) throw new RangeError(`Invalid rate ${bps}.`);
  const scaled = amount * bps;
  const sign = scaled < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(scaled) + 5_000) / 10_000);
}

export function splitOrder(
  lines: readonly MoneyLine[],
  options: { discount?: Cents; feeBps?: number } = {},
): OrderSplit {
  let subtotal = 0;
  let supplier = 0;
  let perPieceFees = 0;
  let discountable = 0;
  for (const line of lines) {
    assertCents(line.unit_price, "unit_price");
    assertCents(line.unit_cost, "unit_cost");
    assertCents(line.unit_platform_fee ?? 0, "unit_platform_fee");
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
      throw new RangeError(`quantity must be a whole number of pieces, got ${line.quantity}.`);
    if (line.gift_card && (line.unit_cost !== 0 || (line.unit_platform_fee ?? 0) !== 0))
      throw new RangeError("A gift card sold has no supplier cost or per-piece fee.");
    subtotal += line.unit_price * line.quantity;
    if (!line.gift_card) discountable += line.unit_price * line.quantity;
    supplier += line.unit_cost * line.quantity;
    perPieceFees += (line.unit_platform_fee ?? 0) * line.quantity;
  }
  const requested = options.discount ?? 0;
  assertCents(requested, "discount");
  const discount = Math.min(Math.max(requested, 0), discountable);
  const total = subtotal - discount;
  const platformFee = perPieceFees + shareOf(total, options.feeBps ?? PLATFORM_FEE_BPS);
  return {
    subtotal,
    discount,
    total,
    supplier_cost: supplier,
    platform_fee: platformFee,
    profit: total - supplier - platformFee,
  };
}

// Order and shipment forms, shared by the server routes and the SPA (one rule, one message).

export const SHIPMENT_STATUSES = ["pending", "shipped", "in_transit", "delivered", "returned"] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const isoOrNull = z
  .string()
  .nullish()
  .refine((v) => !v || !Number.isNaN(Date.parse(v)), ORDER_MSG.dateInvalid)
  .transform((v) => (v ? new Date(v).toISOString() : null));

export const shipmentSchema = z.object({
  order_id: z.number({ error: ORDER_MSG.orderNotFound }).int().positive(ORDER_MSG.orderNotFound),
  carrier: text(100, ORDER_MSG.carrierRequired),
  tracking_number: text(100, ORDER_MSG.trackingRequired),
  status: z.enum(SHIPMENT_STATUSES, { error: ORDER_MSG.shipmentStatus }),
  shipped_at: isoOrNull,
  delivered_at: isoOrNull,
  note: optional(1000),
});
export type ShipmentInput = z.input<typeof shipmentSchema>;

export const orderStatusSchema = z.object({
  status: z.enum(["new", "completed", "canceled"], { error: ORDER_MSG.statusInvalid }),
  note: optional(1000),
});

const cents = (message: string) => z.number({ error: message }).int(message).min(0, message);

/** The admin's order form (/master/admin/edit/order/{id} and the clone page): buyer, address, lines. */
export const orderEditSchema = z.object({
  buyer_name: text(200, ORDER_MSG.nameRequired),
  buyer_email: z
    .string({ error: ORDER_MSG.emailInvalid })
    .trim()
    .toLowerCase()
    .max(200)
    .pipe(z.email(ORDER_MSG.emailInvalid)),
  shipping_address: z.object({
    name: optional(200),
    phone: optional(40),
    street: text(200, ORDER_MSG.addressRequired),
    city: text(100, ORDER_MSG.addressRequired),
    postal: text(20, ORDER_MSG.addressRequired),
    state: optional(100),
    country: text(60, ORDER_MSG.addressRequired),
  }),
  items: z
    .array(
      z.object({
        product_id: z.number().int().positive().nullable(),
        product_variant_id: z.string().max(40).nullable(),
        name: text(300, ORDER_MSG.itemName),
        quantity: z
          .number({ error: ORDER_MSG.quantity })
          .int(ORDER_MSG.quantity)
          .min(1, ORDER_MSG.quantity)
          .max(999, ORDER_MSG.quantity),
        unit_price: cents(ORDER_MSG.unitPrice),
        unit_cost: cents(ORDER_MSG.unitCost),
      }),
    )
    .min(1, ORDER_MSG.itemsRequired)
    .max(100),
});
export type OrderEditInput = z.input<typeof orderEditSchema>;
