import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { PAYMENT_REQUEST_MSG } from "../../../domain/messages.js";

/** A payment request hash is 200 characters long. */
export const HASH_LENGTH = 200;

export const PAYMENT_MSG = {
  chooseRows: "Choose at least one payment.",
  notRequestable: "Only payments that are neither requested nor done can become a request.",
  oneStore: "A request holds payments of one store.",
  hashFormat: `The hash must be ${HASH_LENGTH} letters and digits.`,
  hashTaken: "This hash is already used by another request.",
  requested: "Payment request sent.",
  resent: "Payment request sent again.",
  notRequest: "This payment is not part of a request.",
  updated: "Payments updated.",
  ...PAYMENT_REQUEST_MSG,
} as const;

/** A canceled order's payment is not owed; a deleted order is canceled first (ORDER_MSG.deleted). */
export const CLOSED_ORDER_STATUS = "canceled";

export function paymentRows(k: Kysely<Database>) {
  return k
    .selectFrom("payments")
    .innerJoin("orders", "orders.id", "payments.order_id")
    .innerJoin("websites", "websites.id", "payments.website_id");
}

export const PAYMENT_COLUMNS = [
  "payments.id",
  "payments.website_id",
  "websites.name as website_name",
  "payments.order_id",
  "orders.buyer_email as email",
  "payments.amount_for_website",
  "payments.amount_for_vi",
  "payments.link",
  "payments.goes_to",
  "payments.is_request",
  "payments.done",
  "payments.hash",
  "payments.created_at",
  "payments.requested_at",
  "orders.status as order_status",
] as const;

type PaymentSelect = ReturnType<typeof paymentRows>;

/** The row columns with the order's state and whether the row may still become a request. */
export function selectPaymentRow(query: PaymentSelect) {
  return query.select(PAYMENT_COLUMNS).select((eb) => [
    eb.case().when("orders.deleted_at", "is not", null).then(1).else(0).end().as("order_deleted"),
    eb
      .case()
      .when(
        eb.and([
          eb("payments.is_request", "=", 0),
          eb("payments.done", "=", 0),
          eb("orders.status", "!=", CLOSED_ORDER_STATUS),
          eb("orders.deleted_at", "is", null),
        ]),
      )
      .then(1)
      .else(0)
      .end()
      .as("requestable"),
  ]);
}

/** Driver numbers (PostgreSQL answers CASE as a string in some setups) as the DTO's numbers. */
export function toPaymentDto<R extends { order_deleted: unknown; requestable: unknown }>(row: R) {
  return { ...row, order_deleted: Number(row.order_deleted), requestable: Number(row.requestable) };
}

/** The rows of a request: every row sharing the hash, or the row alone. */
export async function requestGroup(k: Kysely<Database>, row: { id: number; hash: string | null }) {
  const base = paymentRows(k);
  const query = selectPaymentRow(
    row.hash === null ? base.where("payments.id", "=", row.id) : base.where("payments.hash", "=", row.hash),
  );
  return (await query.orderBy("payments.id").execute()).map(toPaymentDto);
}

export type PayoutRow = Awaited<ReturnType<typeof requestGroup>>[number];
