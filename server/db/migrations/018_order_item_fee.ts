import type { Kysely } from "kysely";

/**
 * Each order line keeps the platform's share of one piece (the ssm fee and what the production
 * and website margins add, domain/pricing `pieceShares`), as it keeps the supplier's unit_cost:
 * an admin's edit of the order re-splits it from its lines without re-pricing products that may
 * have changed since. Lines written before this migration have 0; their orders keep the split
 * stored on the order until an admin edits them and fills the fee in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("order_items")
    .addColumn("unit_platform_fee", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
