import type { Kysely } from "kysely";
import type { Dialect } from "../types.js";

/**
 * "Log in as": a login link a platform admin issues for a user records the admin who issued it
 * (`user_tokens.issued_by`), and the session it opens records the admin acting for the user
 * (`sessions.acting_admin_id`), so every such session can be told from the user's own.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable("user_tokens")
    .addColumn("issued_by", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .execute();
  await db.schema
    .alterTable("sessions")
    .addColumn("acting_admin_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .execute();
}
