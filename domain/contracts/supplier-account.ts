import { z } from "zod";
import { SHIPMENT_STATUSES } from "../order-money.js";

/*
 * The supplier account calls (the spec's "profill" ones): the server validates and documents its
 * routes with these, the SPA reads their types.
 */

/** What a tracking answer can say happened to a shipment, in the order it happens. */
export const TRACKING_EVENTS = ["recorded", "shipped", "delivered"] as const;
export type TrackingEventStatus = (typeof TRACKING_EVENTS)[number];

/** A shipping method the supplier offers; price in cents. */
export const shippingMethodDto = z.object({
  code: z.string(),
  name: z.string(),
  days: z.string(),
  price: z.number(),
});
export type ShippingMethod = z.infer<typeof shippingMethodDto>;

export const supplierAccountDto = z.object({
  id: z.number(),
  website_id: z.number(),
  provider: z.string(),
  customer_number: z.string(),
  company: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  shipping_method: z.string(),
  status: z.string(),
  validated_at: z.string().nullable(),
  created_at: z.string(),
});
export type SupplierAccount = z.infer<typeof supplierAccountDto>;

/**
 * GET /api/profill/fetch-tracking/{x}: a recorded shipment's tracking ("recorded": the shipment's
 * own dates, no carrier asked; "carrier": a carrier's answer), or known: false with the plain
 * "no such shipment" message and no events.
 */
export const trackingDto = z.discriminatedUnion("known", [
  z.object({
    known: z.literal(true),
    provider: z.string(),
    source: z.enum(["recorded", "carrier"]),
    carrier: z.string(),
    tracking_number: z.string(),
    order_id: z.number(),
    status: z.enum(SHIPMENT_STATUSES),
    events: z.array(z.object({ at: z.string(), status: z.enum(TRACKING_EVENTS), description: z.string() })),
  }),
  z.object({
    known: z.literal(false),
    message: z.string(),
    tracking_number: z.string(),
    events: z.array(z.never()).describe("always empty: nothing is made up"),
  }),
]);
export type Tracking = z.infer<typeof trackingDto>;
