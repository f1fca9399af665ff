import type { Kysely } from "kysely";
import type { Dialect } from "../types.js";

/**
 * A card charged inline (the sandbox, or a JSON client's Stripe token) is recorded as a pending
 * checkout before the card is charged, in the same table as the hosted checkouts: `kind` tells
 * them apart ("hosted" or "card"), and for a card row the reference is the idempotency key the
 * provider was given (session_id holds it too: it is what the provider knows the checkout by).
 * `charge_id` is the charge once known, so a refund can be retried. A checkout form's rows are
 * found by (website_id, checkout_id).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable("hosted_checkouts")
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("hosted"))
    .execute();
  await db.schema.alterTable("hosted_checkouts").addColumn("charge_id", "text").execute();
  await db.schema
    .createIndex("hosted_checkouts_checkout_idx")
    .on("hosted_checkouts")
    .columns(["website_id", "checkout_id"])
    .execute();
}
