import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import type { BreadModel } from "../model.js";
import { paymentRowDto } from "../../../../domain/contracts/payment-requests.js";

/** A payment row as BREAD answers it: the payment list's own columns, without the joined ones. */
export const paymentRecord = paymentRowDto
  .pick({
    id: true,
    website_id: true,
    order_id: true,
    amount_for_website: true,
    amount_for_vi: true,
    link: true,
    goes_to: true,
    is_request: true,
    done: true,
    hash: true,
    created_at: true,
  })
  .strict();

/** Payment request rows: each order's split between the store and the platform. */
export const paymentModel: BreadModel = {
  name: "Payment",
  table: "payments",
  scope: "store",
  rights: RESOURCE_RIGHTS.Payment,
  columns: [
    "id",
    "website_id",
    "order_id",
    "amount_for_website",
    "amount_for_vi",
    "link",
    "goes_to",
    "is_request",
    "done",
    "hash",
    "created_at",
  ],
  filters: {
    website_id: "int",
    order_id: "int",
    is_request: "flag",
    done: "flag",
    goes_to: "text",
    hash: "text",
    created_at: "date",
  },
  sorts: ["id", "created_at", "amount_for_website", "amount_for_vi", "done"],
  defaultSort: ["created_at", "DESC"],
  search: ["link", "hash"],
  // Payouts change only through the payment-request routes (request, settle, resend), which keep
  // their dates and mails; BREAD reads them.
  noDelete: true,
  record: paymentRecord,
  toDto: (row) => row,
};
