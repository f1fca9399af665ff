import type { Kysely } from "kysely";
import type { Database, User, UsersTable } from "../../db/schema.js";
import type { Insertable } from "kysely";
import { nowIso } from "../../db/json.js";
import { recordActivity } from "../activity/record.js";
import { recordUserWrite } from "./activity.js";

type Q = Kysely<Database>;

/** The account with this email, or undefined. */
export function userByEmail(k: Q, email: string): Promise<User | undefined> {
  return k.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

/** The account with this id, or undefined. */
export function userById(k: Q, id: number): Promise<User | undefined> {
  return k.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * A sign-in in the activity trail: the account signed in (and the platform admin acting for it in
 * a "log in as" session) is the actor, though the request had no session yet.
 */
export async function recordSignIn(
  k: Q,
  user: Pick<User, "id">,
  actingAdminId: number | null,
): Promise<void> {
  await recordActivity(k, {
    entity: "User",
    entityId: user.id,
    action: "sign_in",
    websiteId: null,
    actor: { userId: user.id, actingAdminId },
  });
}

/**
 * A refused sign-in: nobody is the actor; the record is the account when the address has one
 * (the trail is read by admins only, so it reveals nothing to the caller).
 */
export async function recordFailedSignIn(k: Q, account: Pick<User, "id"> | undefined): Promise<void> {
  await recordActivity(k, {
    entity: "User",
    entityId: account?.id ?? null,
    action: "sign_in_failed",
    websiteId: null,
    actor: { userId: null, actingAdminId: null },
  });
}

/** A self-registered account, recorded with the new account as its own creator. */
export function registerAccount(k: Q, values: Insertable<UsersTable>): Promise<User> {
  return k.transaction().execute(async (trx) => {
    const user = await trx.insertInto("users").values(values).returningAll().executeTakeFirstOrThrow();
    await recordUserWrite(trx, user.id, "create", null, { userId: user.id, actingAdminId: null });
    return user;
  });
}

/** An account's address confirmed (once: a second confirmation changes and records nothing). */
export async function verifyAccountEmail(k: Q, userId: number): Promise<void> {
  await k.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
    if (!before || before.email_verified_at !== null) return;
    await trx
      .updateTable("users")
      .set({ email_verified_at: nowIso(), updated_at: nowIso() })
      .where("id", "=", userId)
      .execute();
    await recordUserWrite(trx, userId, "update", before, { userId, actingAdminId: null });
  });
}
