import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import { payoutRequestInput, requestPayout } from "../../../services/payouts/request.js";
import type { BreadModel } from "../model.js";
import { paymentModel } from "./payment.js";

/**
 * Payout requests: the payment rows a store has asked to be paid (is_request = 1). A create is the
 * payment-request route's own: the chosen rows of the store (`ids`, and `data.hash` if given)
 * become one request, announced to the platform admins; BREAD answers its first row. Settling and
 * resending keep their own routes.
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
  bodies: { create: payoutRequestInput },
  service: {
    create: async (input, w) => {
      const made = await requestPayout(w.ctx, payoutRequestInput.parse(input), [w.websiteId]);
      return made.ids[0] ?? 0;
    },
  },
};
