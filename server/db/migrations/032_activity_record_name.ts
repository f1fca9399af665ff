import type { Kysely } from "kysely";

/**
 * The name the record had when the event was written ("Classic Tee", a store's name, a person's
 * e-mail): the log names what changed even after the record is renamed or deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("activity_events").addColumn("record_name", "text").execute();
}
