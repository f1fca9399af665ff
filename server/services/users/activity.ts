import type { Kysely, Updateable } from "kysely";
import type { ActivityAction } from "../../../domain/activity.js";
import type { Database, User, UsersTable } from "../../db/schema.js";
import { recordActivity, type ActivityInput } from "../activity/record.js";
import { inTransaction } from "../../db/transaction.js";
import { currentActor, runAs } from "../activity/actor.js";

type Q = Kysely<Database>;

/** An account's whole row as the trail compares it (its password hash is a secret field: redacted). */
export function userSnapshot(q: Q, id: number): Promise<User | undefined> {
  return q.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Records a write of one account (entity "User", no store), inside the write's transaction: its
 * row `before` against the row as it is now (null once deleted).
 */
export async function recordUserWrite(
  trx: Q,
  id: number,
  action: ActivityAction,
  before: User | null,
  actor?: ActivityInput["actor"],
): Promise<void> {
  const after = (await userSnapshot(trx, id)) ?? null;
  await recordActivity(trx, {
    entity: "User",
    entityId: id,
    action,
    websiteId: null,
    before,
    after,
    ...(actor ? { actor } : {}),
  });
}

/** Sets columns of one account and records it in the same transaction; false when there is no such account. */
export async function writeUser(
  k: Q,
  id: number,
  values: Updateable<UsersTable>,
  action: ActivityAction,
): Promise<boolean> {
  return inTransaction(k, async (trx) => {
    const before = await userSnapshot(trx, id);
    if (!before) return false;
    await trx.updateTable("users").set(values).where("id", "=", id).execute();
    await recordUserWrite(trx, id, action, before);
    return true;
  });
}

/**
 * Runs the rest of a public write as the account it is about (accepting an invitation by its
 * mailed link): the request has no session, yet every event it records names that account.
 */
export function asAccount<T>(userId: number, fn: () => Promise<T>): Promise<T> {
  return runAs({ ...currentActor(), userId, actingAdminId: null }, fn);
}
