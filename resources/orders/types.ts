import type { OrderDetail } from "../../domain/contracts/orders";
import type { OrderStatus } from "../../domain/orders";

/** A GET /api/orders row (server/routes/orders/query.ts). Fees are null for everyone but platform admins. */
export interface OrderRecord {
  id: number;
  website_id: number;
  website_name: string;
  buyer_name: string;
  buyer_email: string;
  status: OrderStatus;
  subtotal: number;
  discount: number;
  price: number;
  platform_fee: number | null;
  /** Null where the caller may not see the store's money. */
  profit: number | null;
  supplier_cost: number | null;
  created_at: string;
  deleted_at: string | null;
}

/** Which orders a list shows: the active store's, the caller's stores' (/company-orders), or every store's. */
export type OrderScope = "store" | "company" | "all";

export type { OrderDetail, Shipment } from "../../domain/contracts/orders";

/**
 * Whether a cached Order record is the order's detail: react-admin also caches each list row as
 * its record (no lines, no rights) until the detail arrives.
 */
export const isOrderDetail = (record: unknown): record is OrderDetail =>
  typeof record === "object" && record !== null && "can" in record && "items" in record;
