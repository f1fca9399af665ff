import { z } from "zod";
import type { AppContext } from "../../context.js";
import type { RecordsRule, StoreRule } from "../../http/access.js";
import { MSG } from "../../../domain/messages.js";
import { notFound } from "../../errors.js";

export { PAYMENT_MSG } from "../../services/payouts/rows.js";

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

/** A payment row by id (its store was checked by the route's declaration). */
export async function loadPayment(ctx: AppContext, id: number) {
  const row = await ctx.db.kysely.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
