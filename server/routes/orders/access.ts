import { ORDER_MSG } from "../../../domain/messages.js";
import type { Right } from "../../../domain/resource-rights.js";
import type { StoreRule } from "../../http/access.js";

/**
 * Who acts on an order: a right in the order's store. An order of a store the caller cannot open
 * answers 404 exactly like a missing one, so ids cannot be probed.
 */
export function orderOf(right: Right | null, from: StoreRule["from"] = { record: "orders" }): StoreRule {
  return { right, from, missing: ORDER_MSG.orderNotFound };
}
