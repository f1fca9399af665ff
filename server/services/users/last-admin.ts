import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { ADMIN_ROLE_ID } from "../../../domain/permissions.js";

/**
 * Whether a platform admin other than this user is active: the last active one is never demoted,
 * deactivated or deleted, so the platform always keeps someone to run it.
 */
export async function anotherActiveAdmin(q: Kysely<Database>, userId: number): Promise<boolean> {
  const other = await q
    .selectFrom("users")
    .select("id")
    .where("role_id", "=", ADMIN_ROLE_ID)
    .where("id", "!=", userId)
    .where("deactivated_at", "is", null)
    .limit(1)
    .executeTakeFirst();
  return other !== undefined;
}
