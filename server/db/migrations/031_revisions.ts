import type { Kysely } from "kysely";
import type { Dialect } from "../types.js";
import { dialectKinds } from "./kinds.js";

/**
 * Revisions: every save of a product, a store-designer page or a store's settings keeps the
 * record's full snapshot as its editor loads it, numbered 1, 2, 3… per record, with who saved it
 * (and the platform admin acting for them). All are kept; a revert is one more revision.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const { json, now, table } = dialectKinds(db, dialect);
  await table("revisions")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "integer", (c) => c.notNull())
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("data", json, (c) => c.notNull())
    .addColumn("user_id", "integer")
    .addColumn("acting_admin_id", "integer")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  // A record's revisions in order; two saves can never share a number.
  await db.schema
    .createIndex("revisions_record_idx")
    .unique()
    .on("revisions")
    .columns(["entity", "entity_id", "number"])
    .execute();
}
