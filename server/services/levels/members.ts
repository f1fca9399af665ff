import type { AppContext } from "../../context.js";
import type { Website } from "../../db/schema.js";
import { invalid } from "../../../domain/errors.js";
import { INVITATION_MSG } from "../../../domain/invitations.js";
import { storeMembers } from "../team/members.js";
import { addLevelUsers } from "./writes.js";

type Level = { id: number; website_id: number; name: string };

/**
 * Adds users by id to a level of `website`. A manager adds only people they already work with
 * (members of the store, or of its company): user ids are not a directory of the platform; a
 * platform admin any existing user. Answers how many were new.
 */
export async function addUsersToLevel(
  ctx: AppContext,
  level: Level,
  website: Website,
  userIds: readonly number[],
  asPlatformAdmin: boolean,
): Promise<number> {
  const k = ctx.db.kysely;
  const ids = [...new Set(userIds)];
  let allowed: Set<number>;
  if (asPlatformAdmin) {
    const found = await k.selectFrom("users").select("id").where("id", "in", ids).execute();
    allowed = new Set(found.map((u) => u.id));
  } else {
    const members = (await storeMembers(k, website.id)).map((m) => m.user_id);
    const colleagues =
      website.company_id === null
        ? []
        : await k
            .selectFrom("users")
            .select("id")
            .where("company_id", "=", website.company_id)
            .where("id", "in", ids)
            .execute();
    allowed = new Set([...members, ...colleagues.map((c) => c.id)]);
  }
  if (ids.some((id) => !allowed.has(id))) throw invalid({ user_ids: INVITATION_MSG.unknownUsers });
  return addLevelUsers(ctx, level, ids);
}

/** Adds the account with this address to a level (none: invalid). Answers how many were new. */
export async function addUserToLevelByEmail(ctx: AppContext, level: Level, email: string): Promise<number> {
  const user = await ctx.db.kysely
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirst();
  if (!user) throw invalid({ email: INVITATION_MSG.noAccount });
  return addLevelUsers(ctx, level, [user.id]);
}
