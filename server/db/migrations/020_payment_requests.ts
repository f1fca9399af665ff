import type { Kysely } from "kysely";

/**
 * When a payment row became part of a request, so /payments can date each request's group
 * header and the admins' payment request dialog can list the oldest waiting requests first.
 * Rows requested before this migration keep null; their group is dated by its newest row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("payments").addColumn("requested_at", "text").execute();
}
