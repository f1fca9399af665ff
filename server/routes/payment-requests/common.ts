import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { isAdminRequest, requireStore } from "../../auth/guard.js";
import type { Database } from "../../db/schema.js";
import { notFound } from "../../errors.js";

/** Spec §9: "Payment request hash length 200". */
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
] as const;

/** Payments are the store owner's business (RESOURCE_RIGHTS.Payment: full_admin_access). */
export async function requirePayments(ctx: AppContext, request: FastifyRequest, websiteId: number) {
  return (await requireStore(ctx.db, request, websiteId, "full_admin_access")).website;
}

/** A payment row by id after the store checks; another store's row answers 404. */
export async function loadPayment(ctx: AppContext, request: FastifyRequest, id: number) {
  const row = await ctx.db.kysely.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  if (!isAdminRequest(request)) await requirePayments(ctx, request, row.website_id);
  return row;
}

/** The rows of a request: every row sharing the hash, or the row alone. */
export async function requestGroup(k: Kysely<Database>, row: { id: number; hash: string | null }) {
  let query = paymentRows(k).select(PAYMENT_COLUMNS);
  query =
    row.hash === null ? query.where("payments.id", "=", row.id) : query.where("payments.hash", "=", row.hash);
  return query.orderBy("payments.id").execute();
}
