import type { OrderDetail } from "../../domain/contracts/orders";

/* SPA-only view helpers; the order wire shapes are the server's own, in domain/contracts/orders. */

/** Which orders a list shows: the active store's, the caller's stores' (/company-orders), or every store's. */
export type OrderScope = "store" | "company" | "all";

/**
 * Whether a cached Order record is the order's detail: react-admin also caches each list row as
 * its record (no lines, no rights) until the detail arrives.
 */
export const isOrderDetail = (record: unknown): record is OrderDetail =>
  typeof record === "object" && record !== null && "can" in record && "items" in record;
