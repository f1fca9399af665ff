import type { RecordsRule, StoreRule } from "../../http/access.js";
import { MSG } from "../../../domain/messages.js";

export { PAYMENT_MSG } from "../../services/payouts/rows.js";

/**
 * Who reads and requests a payment row: payments are the store's money, so those who may see it
 * (full_admin_access) in the row's store. Another store's row answers 404 like a missing one.
 */
export const PAYMENT_ROW = {
  right: "full_admin_access",
  from: { record: "payments" },
} as const satisfies StoreRule;

/**
 * Who turns chosen payment rows into a request: full_admin_access in the store of every row named;
 * a row unknown or of a store out of reach answers 404 alike, so ids cannot be probed.
 */
export const PAYMENT_ROWS = {
  right: "full_admin_access",
  records: "payments",
  at: "body.ids",
  missing: MSG.notFound,
} as const satisfies RecordsRule;
