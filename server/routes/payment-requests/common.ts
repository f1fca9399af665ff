import type { Kysely } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import type { StoreRule } from "../../http/access.js";
import type { Database } from "../../db/schema.js";
import { notFound } from "../../errors.js";
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

export const paymentRowDto = z.object({
  id: z.number(),
  website_id: z.number(),
  website_name: z.string(),
  order_id: z.number(),
  email: z.string().describe("the order's buyer email (order.email)"),
  amount_for_website: z.number().describe("cents for the store"),
  amount_for_vi: z.number().describe("cents for the platform"),
  link: z.string().nullable(),
  goes_to: z.string().describe("who received the money: website or vi (the platform)"),
  is_request: z.number(),
  done: z.number(),
  hash: z.string().nullable(),
  created_at: z.string(),
  requested_at: z.string().nullable(),
  order_status: z.string().describe("new, completed or canceled"),
  order_deleted: z.number().describe("1 when the order is deleted (archived)"),
  requestable: z
    .number()
    .describe("1 when the row can become a request: neither requested nor done, and its order is live"),
});
export type PaymentRowDto = z.infer<typeof paymentRowDto>;

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

/** A canceled order's payment is not owed; a deleted order is canceled first (ORDER_MSG.deleted). */
export const CLOSED_ORDER_STATUS = "canceled";

/** Driver numbers (PostgreSQL answers CASE as a string in some setups) as the DTO's numbers. */
export function toPaymentDto<R extends { order_deleted: unknown; requestable: unknown }>(row: R) {
  return { ...row, order_deleted: Number(row.order_deleted), requestable: Number(row.requestable) };
}

/**
 * Who reads and requests a payment row: payments are the store's money, so those who may see it
 * (full_admin_access) in the row's store. Another store's row answers 404 like a missing one.
 */
export const PAYMENT_ROW = {
  right: "full_admin_access",
  from: { record: "payments" },
} as const satisfies StoreRule;

/** A payment row by id (its store was checked by the route's declaration). */
export async function loadPayment(ctx: AppContext, id: number) {
  const row = await ctx.db.kysely.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The rows of a request: every row sharing the hash, or the row alone. */
export async function requestGroup(k: Kysely<Database>, row: { id: number; hash: string | null }) {
  const base = paymentRows(k);
  const query = selectPaymentRow(
    row.hash === null ? base.where("payments.id", "=", row.id) : base.where("payments.hash", "=", row.hash),
  );
  return (await query.orderBy("payments.id").execute()).map(toPaymentDto);
}
