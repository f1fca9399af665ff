import type { Kysely } from "kysely";
import type { Dialect } from "../types.js";
import { dialectKinds } from "./kinds.js";

/**
 * Checkouts paid on the provider's own page (Stripe Checkout). The buyer leaves
 * the store between Pay and the return, so what they agreed to pay for is kept here: the cart,
 * the buyer, the code and the quoted amounts. The session id is unique so the return and the
 * webhook find the same row; status moves open -> completed (with the order) or refunded, and that
 * change is the guard that lets exactly one of them write the order.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const k = dialectKinds(db, dialect);
  await k
    .table("hosted_checkouts")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("session_id", "text", (c) => c.notNull().unique())
    // Our reference, sent to the provider as client_reference_id and checked on the way back.
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("checkout_id", "text", (c) => c.notNull())
    .addColumn("items", k.json, (c) => c.notNull())
    .addColumn("buyer", k.json, (c) => c.notNull())
    .addColumn("code", "text")
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("application_fee", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    .addColumn("order_id", "integer", (c) => c.references("orders.id").onDelete("set null"))
    .addColumn("error", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(k.now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("hosted_checkouts_website_created_idx")
    .on("hosted_checkouts")
    .columns(["website_id", "created_at"])
    .execute();
}
