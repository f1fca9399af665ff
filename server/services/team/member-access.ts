import type { Kysely } from "kysely";
import type { Database, User, UserUpdate, Website } from "../../db/schema.js";
import { nowIso } from "../../db/json.js";
import { recordActivity } from "../activity/record.js";
import { writeUser } from "../users/activity.js";

type Q = Kysely<Database>;

/** A member's access to one store as the trail compares it: the company role and each entry by type. */
async function accessSnapshot(trx: Q, websiteId: number, userId: number): Promise<Record<string, unknown>> {
  const role = await trx
    .selectFrom("website_users")
    .select("company_role")
    .where("website_id", "=", websiteId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const entries = await trx
    .selectFrom("website_permissions")
    .select(["type", "value"])
    .where("website_id", "=", websiteId)
    .where("user_id", "=", userId)
    .orderBy("type")
    .execute();
  const out: Record<string, unknown> = { company_role: role?.company_role ?? null };
  for (const e of entries) out[e.type] = e.value;
  return out;
}

/**
 * Changes a member's access to a store and records it (entity "User", the member, in the store,
 * action "permission") with the role and entries before and after, in the caller's transaction.
 */
export async function changeMemberAccess(
  trx: Q,
  websiteId: number,
  userId: number,
  change: () => Promise<void>,
): Promise<void> {
  const before = await accessSnapshot(trx, websiteId, userId);
  await change();
  await recordActivity(trx, {
    entity: "User",
    entityId: userId,
    action: "permission",
    websiteId,
    before,
    after: await accessSnapshot(trx, websiteId, userId),
  });
}

/** Adds or overwrites some permission entries of a member, in one transaction with its event. */
export function addMemberPermissions(
  k: Q,
  websiteId: number,
  userId: number,
  added: readonly { type: string; value: number }[],
): Promise<void> {
  return k.transaction().execute((trx) =>
    changeMemberAccess(trx, websiteId, userId, async () => {
      await trx
        .deleteFrom("website_permissions")
        .where("website_id", "=", websiteId)
        .where("user_id", "=", userId)
        .where(
          "type",
          "in",
          added.map((a) => a.type),
        )
        .execute();
      await trx
        .insertInto("website_permissions")
        .values(
          added.map((a) => ({
            website_id: websiteId,
            user_id: userId,
            type: a.type,
            value: a.value,
            created_at: nowIso(),
          })),
        )
        .execute();
    }),
  );
}

/** Removes a member from a store (company role and entries), in one transaction with its event. */
export function removeMember(k: Q, websiteId: number, userId: number): Promise<void> {
  return k
    .transaction()
    .execute((trx) => changeMemberAccess(trx, websiteId, userId, () => clearAccess(trx, websiteId, userId)));
}

/**
 * Replaces a user's access to one store: their company role in website_users and their explicit
 * entries in website_permissions. Run inside the caller's transaction; the guard reads these rows
 * on every request, so the change holds from the member's next request on.
 */
export async function setMemberAccess(
  trx: Q,
  websiteId: number,
  userId: number,
  role: string,
  entries: readonly { type: string; value: number }[],
): Promise<void> {
  await changeMemberAccess(trx, websiteId, userId, () =>
    replaceAccess(trx, websiteId, userId, role, entries),
  );
}

/** Takes a user's company role and explicit entries in one store away. */
async function clearAccess(trx: Q, websiteId: number, userId: number): Promise<void> {
  await trx
    .deleteFrom("website_permissions")
    .where("website_id", "=", websiteId)
    .where("user_id", "=", userId)
    .execute();
  await trx
    .deleteFrom("website_users")
    .where("website_id", "=", websiteId)
    .where("user_id", "=", userId)
    .execute();
}

async function replaceAccess(
  trx: Q,
  websiteId: number,
  userId: number,
  role: string,
  entries: readonly { type: string; value: number }[],
): Promise<void> {
  const now = nowIso();
  await clearAccess(trx, websiteId, userId);
  await trx
    .insertInto("website_users")
    .values({ website_id: websiteId, user_id: userId, company_role: role, created_at: now })
    .execute();
  if (entries.length > 0)
    await trx
      .insertInto("website_permissions")
      .values(
        entries.map((e) => ({
          website_id: websiteId,
          user_id: userId,
          type: e.type,
          value: e.value,
          created_at: now,
        })),
      )
      .execute();
}

/**
 * What joining a store changes on the account itself. The store_owner flag lets them create their
 * own stores. A user with no standing of their own (no company, not a
 * store owner) who joins a company store becomes part of that company with the invited role, as the
 * seed's company staff are; an independent store owner is never pulled into a company, since
 * company users need can_create_stores to create stores and would lose that right.
 */
export async function joinStore(
  trx: Q,
  website: Website,
  user: User,
  role: string,
  storeOwner: number,
): Promise<void> {
  const patch: UserUpdate = {};
  if (storeOwner === 1 && user.website_role === null) patch.website_role = "store_owner";
  else if (website.company_id !== null && user.company_id === null && user.website_role === null) {
    patch.company_id = website.company_id;
    patch.main_company_role = role;
  }
  if (Object.keys(patch).length > 0)
    await writeUser(trx, user.id, { ...patch, updated_at: nowIso() }, "update");
}
