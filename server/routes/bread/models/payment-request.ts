import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import type { BreadModel } from "../model.js";
import { paymentModel } from "./payment.js";

/**
 * Payout requests: the payment rows a store has asked to be paid (is_request = 1), for list and
 * read. Requesting, settling and resending keep their own routes (their hashes, dates and mails).
 */
export const paymentRequestModel: BreadModel = {
  ...paymentModel,
  name: "PaymentRequest",
  rights: RESOURCE_RIGHTS.PaymentRequest,
  // Only requested rows exist for this model, in lists and single reads alike.
  alwaysWhere: (query) => query.where("payments.is_request", "=", 1),
  filters: {
    website_id: "int",
    order_id: "int",
    done: "flag",
    goes_to: "text",
    hash: "text",
    created_at: "date",
  },
};
