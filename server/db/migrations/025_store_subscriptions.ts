import type { Kysely } from "kysely";
import type { Dialect } from "../types.js";
import { dialectKinds } from "./kinds.js";

/**
 * Paid plans. `store_subscriptions` holds a store's subscription (one a store): the plan paid
 * for, the provider and its subscription id, the current period and `next_plan`, the plan the
 * store moves to when the period ends (a downgrade, or "free" for a cancellation).
 * `store_invoices` is every charge for a plan (paid or failed), listed in the Subscriptions tab.
 * `sandbox_subscriptions` is the local sandbox's books: the card on file it charges at renewal.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const k = dialectKinds(db, dialect);
  await k
    .table("store_subscriptions")
    .addColumn("website_id", "integer", (c) =>
      c.notNull().unique().references("websites.id").onDelete("cascade"),
    )
    .addColumn("plan", "text", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("external_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .addColumn("current_period_start", "text", (c) => c.notNull())
    .addColumn("current_period_end", "text", (c) => c.notNull())
    .addColumn("next_plan", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(k.now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(k.now))
    .execute();
  await k
    .table("store_invoices")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("plan", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("period_start", "text", (c) => c.notNull())
    .addColumn("period_end", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("external_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("store_invoices_website_idx")
    .on("store_invoices")
    .columns(["website_id", "created_at"])
    .execute();
  // A provider's invoice is recorded once, however often its webhook is delivered.
  await db.schema
    .createIndex("store_invoices_external_idx")
    .on("store_invoices")
    .columns(["provider", "external_id"])
    .unique()
    .execute();
  await db.schema
    .createTable("sandbox_subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("card_number", "text", (c) => c.notNull())
    .addColumn("canceled_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(k.now))
    .execute();
}
