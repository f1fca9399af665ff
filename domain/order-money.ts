import { z } from "zod";
import { recordVersion } from "./contracts/versions.js";
import { ORDER_MSG } from "./messages.js";
import type { Cents } from "./pricing.js";

/**
 * The split of an order's paid total between the supplier, the platform ("vi", its "ssm fees")
 * and the store owner, in integer cents. Checkout, the admin's order edits and the demo seed all
 * use it, so the orders, payment rows and dashboards agree to the cent:
 *
 *   total        = subtotal - discount                  (what the buyer owes for the goods)
 *   supplier     = sum of unit_cost x quantity          (the supplier's share of each piece)
 *   platform fee = sum of unit_platform_fee x quantity  (the ssm fee and what the margins add)
 *   profit       = total - supplier - platform fee      (the owner's share)
 *
 * A line's cost and fee come from domain/pricing's `pieceShares`, so cost + fee is the line's
 * minimum price and a line's profit is its price less that minimum: what the product editor's
 * "your profit" shows. Only a discount (the owner's promotion) can take the profit below zero.
 *
 * A gift card pays part of the total, but the goods still sold for the total: it changes what is
 * charged to the card, not the split.
 *
 * A gift-card sale (a line with `gift_card`, the storefront's gift-card product) has no supplier
 * and no fee: it is money the store holds for goods the buyer takes later, and the platform takes
 * its share of those goods then. A discount takes nothing off it (as Shopify's do not): the
 * discount is capped at the other lines' subtotal.
 */

export interface MoneyLine {
  unit_price: Cents;
  /** What the supplier charges for one piece (variant cost, custom fee, print). */
  unit_cost: Cents;
  /** The platform's share of one piece: the ssm fee plus what the production and website margins add. */
  unit_platform_fee: Cents;
  quantity: number;
  /** A gift card sold (no supplier cost, no fee, never discounted). */
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

export function splitOrder(lines: readonly MoneyLine[], options: { discount?: Cents } = {}): OrderSplit {
  let subtotal = 0;
  let supplier = 0;
  let fees = 0;
  let discountable = 0;
  for (const line of lines) {
    assertCents(line.unit_price, "unit_price");
    assertCents(line.unit_cost, "unit_cost");
    assertCents(line.unit_platform_fee, "unit_platform_fee");
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
      throw new RangeError(`quantity must be a whole number of pieces, got ${line.quantity}.`);
    if (line.gift_card && (line.unit_cost !== 0 || line.unit_platform_fee !== 0))
      throw new RangeError("A gift card sold has no supplier cost or platform fee.");
    subtotal += line.unit_price * line.quantity;
    if (!line.gift_card) discountable += line.unit_price * line.quantity;
    supplier += line.unit_cost * line.quantity;
    fees += line.unit_platform_fee * line.quantity;
  }
  const requested = options.discount ?? 0;
  assertCents(requested, "discount");
  const discount = Math.min(Math.max(requested, 0), discountable);
  const total = subtotal - discount;
  return {
    subtotal,
    discount,
    total,
    supplier_cost: supplier,
    platform_fee: fees,
    profit: total - supplier - fees,
  };
}

/**
 * The payment provider's application fee: what the platform keeps of a card charge to pay the
 * supplier and itself, the owner's account getting the rest. Never more than was charged (a gift
 * card may have paid part), never below zero.
 */
export function applicationFee(split: OrderSplit, charge: Cents): Cents {
  return Math.min(charge, Math.max(0, split.supplier_cost + split.platform_fee));
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
  /** The version the screen read: an order changed by someone else since is refused (409). */
  version: recordVersion.optional(),
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
        unit_platform_fee: cents(ORDER_MSG.unitFee),
      }),
    )
    .min(1, ORDER_MSG.itemsRequired)
    .max(100),
  version: recordVersion.optional(),
});
export type OrderEditInput = z.input<typeof orderEditSchema>;
