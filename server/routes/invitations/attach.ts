import type { Kysely } from "kysely";
import type { Database, User, UserUpdate, Website } from "../../db/schema.js";
import { nowIso } from "../../db/json.js";

type Q = Kysely<Database>;

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
  const now = nowIso();
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
    await trx
      .updateTable("users")
      .set({ ...patch, updated_at: nowIso() })
      .where("id", "=", user.id)
      .execute();
}
