import { z } from "zod";
import { recordVersion } from "./versions.js";
import { ORDER_STATUSES } from "../orders.js";
import { SHIPMENT_STATUSES } from "../order-money.js";
import { recordId } from "./record-id.js";

/** The order page's answer (GET /api/orders/{id} and the writes that answer the order). Money in cents. */
export const addressDto = z.object({
  name: z.string().optional(),
  phone: z.string().nullable().optional(),
  street: z.string().optional(),
  city: z.string().optional(),
  postal: z.string().optional(),
  state: z.string().nullable().optional(),
  country: z.string().optional(),
});

export const shipmentDto = z.object({
  id: z.number(),
  website_id: z.number(),
  order_id: z.number(),
  carrier: z.string(),
  tracking_number: z.string(),
  status: z.string(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const orderDetailDto = z.object({
  id: z.number(),
  version: recordVersion,
  website_id: z.number(),
  website_name: z.string(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  status: z.enum(ORDER_STATUSES),
  subtotal: z.number(),
  discount: z.number(),
  gift_card: z.number(),
  price: z.number(),
  profit: z.number().nullable().describe("the store's share; only for those who see the store's money"),
  platform_fee: z.number().nullable().describe("platform admins only"),
  supplier_cost: z.number().nullable().describe("platform admins only"),
  code: z.string().nullable(),
  payment_provider: z.string().nullable(),
  shipping_address: addressDto,
  cloned_from: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.number(),
      product_id: z.number().nullable(),
      product_variant_id: z.string().nullable(),
      name: z.string(),
      quantity: z.number(),
      unit_price: z.number(),
      unit_cost: z.number().nullable(),
      unit_platform_fee: z.number().nullable(),
      picture_url: z.string().nullable(),
      mockups: z.array(z.object({ place: z.string(), url: z.string() })),
      decoration_files: z.array(z.object({ place: z.string(), name: z.string(), url: z.string() })),
    }),
  ),
  history: z.array(
    z.object({
      id: z.number(),
      from_status: z.string().nullable(),
      to_status: z.string(),
      note: z.string().nullable(),
      user_name: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  shipments: z.array(shipmentDto),
  payment: z
    .object({
      amount_for_website: z.number(),
      amount_for_vi: z.number(),
      goes_to: z.string(),
      done: z.number(),
    })
    .nullable()
    .describe("the payout split; only for those who see the store's money"),
  can: z
    .object({
      change_status: z.boolean(),
      ship: z.boolean(),
      delete: z.boolean(),
      admin: z.boolean(),
    })
    .describe(
      "What the caller may do here: change_status and ship (shipment writes) need full_admin_access; a canceled order's status is final",
    ),
});
export type OrderDetail = z.infer<typeof orderDetailDto>;
export type Shipment = z.infer<typeof shipmentDto>;

/** A row of the order lists (GET /api/orders and the other order lists). Fees are null for everyone but platform admins. */
export const orderListDto = z.object({
  id: z.number(),
  website_id: z.number(),
  website_name: z.string(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  status: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  price: z.number().describe("cents: what the goods sold for"),
  platform_fee: z.number().nullable().describe("cents: the platform's share; platform admins only"),
  profit: z
    .number()
    .nullable()
    .describe("cents: the store owner's share; null where the caller may not see the store's money"),
  supplier_cost: z.number().nullable().describe("cents; platform admins only"),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type OrderRecord = z.infer<typeof orderListDto>;

/** A row of the shipment list: the shipment with its store's and buyer's names. */
export const shipmentListDto = shipmentDto.extend({ website_name: z.string(), buyer_name: z.string() });
export type ShipmentRecord = z.infer<typeof shipmentListDto>;

/**
 * The order lists' filter (ra-data-simple-rest `filter`): one store, or with `all` every store the
 * caller may browse orders of (/company-orders, /all/orders); status, a created_at range, a buyer
 * search, and `archived` for deleted (canceled and archived) orders. `id` picks orders by id among
 * those (react-admin's getMany, and the export of the rows picked in a list).
 */
export const orderFilterSchema = z
  .object({
    id: z.array(recordId).max(1000).optional(),
    website_id: recordId.optional(),
    all: z.boolean().optional(),
    status: z.enum(ORDER_STATUSES).optional(),
    created_at_gte: z.string().optional(),
    created_at_lte: z.string().optional(),
    q: z.string().max(200).optional(),
    archived: z.boolean().optional(),
  })
  .strict();
export type OrderFilter = z.infer<typeof orderFilterSchema>;

/** The filter of the shipments list (react-admin's filter object). */
export const shipmentFilterSchema = z
  .object({
    website_id: recordId.optional(),
    all: z.boolean().optional(),
    order_id: recordId.optional(),
    status: z.enum(SHIPMENT_STATUSES).optional(),
    q: z.string().max(100).optional(),
  })
  .strict();
export type ShipmentFilter = z.infer<typeof shipmentFilterSchema>;
