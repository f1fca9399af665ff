import { z } from "zod";
import { pageSchema } from "./page.js";

/*
 * The store's payout rows and payment requests (GET /api/payments_request and the request
 * actions; money in cents): the server validates and documents with these, the SPA reads their types.
 */

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
export type PaymentRow = PaymentRowDto;

/** One request (rows sharing a hash), summed over all its rows, not only those on the page. */
export const paymentGroupDto = z.object({
  hash: z.string(),
  website_id: z.number(),
  website_name: z.string(),
  count: z.number().describe("rows of the whole request, also those on other pages"),
  amount_for_website: z.number(),
  amount_for_vi: z.number(),
  done: z.number().describe("1 when every row of the request is done"),
  requested_at: z.string().nullable().describe("when the request was made (null for requests older than it)"),
  created_at: z.string().describe("the newest row's date"),
  link: z.string().nullable(),
  first_id: z.number().describe("a row of the request, for its report and resend"),
});
export type PaymentGroup = z.infer<typeof paymentGroupDto>;

/** GET /api/payments_request: a page of rows with the requests that have a row on it. */
export const paymentPageDto = pageSchema(paymentRowDto).extend({
  groups: z.array(paymentGroupDto),
  links: z.object({
    first: z.string(),
    last: z.string(),
    prev: z.string().nullable(),
    next: z.string().nullable(),
  }),
});
export type PaymentPage = z.infer<typeof paymentPageDto>;

/** A request made or resent: its message, hash, report link and how many rows it holds. */
export const paymentRequestAnswerDto = z.object({
  message: z.string(),
  hash: z.string(),
  link: z.string(),
  updated: z.number(),
});
