import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/json.js";
import { conflict, notFound } from "../../../domain/errors.js";
import { INVITATION_MSG } from "../../../domain/invitations.js";
import { recordActivity } from "../activity/record.js";

/** A store's access level is created under a name no other level of the store has (409 otherwise). */
export async function createLevel(ctx: AppContext, websiteId: number, name: string) {
  const k = ctx.db.kysely;
  const taken = await k
    .selectFrom("levels")
    .select("id")
    .where("website_id", "=", websiteId)
    .where("name", "=", name)
    .executeTakeFirst();
  if (taken) throw conflict(INVITATION_MSG.levelExists, { name: INVITATION_MSG.levelExists });
  return k.transaction().execute(async (trx) => {
    const level = await trx
      .insertInto("levels")
      .values({ website_id: websiteId, name, created_at: nowIso() })
      .returning(["id", "website_id", "name", "created_at"])
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      entity: "Level",
      entityId: level.id,
      action: "create",
      websiteId,
      after: level,
    });
    return level;
  });
}

/** A level by id (its store was checked by the caller's declaration or BREAD's guard). */
export async function loadLevel(ctx: AppContext, id: number) {
  const level = await ctx.db.kysely.selectFrom("levels").selectAll().where("id", "=", id).executeTakeFirst();
  if (!level) throw notFound();
  return level;
}

/** Deletes a level; its users keep their accounts (level_users rows go with it, ON DELETE CASCADE). */
export async function deleteLevel(ctx: AppContext, id: number): Promise<void> {
  const level = await loadLevel(ctx, id);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom("levels").where("id", "=", level.id).execute();
    await recordActivity(trx, {
      entity: "Level",
      entityId: level.id,
      action: "delete",
      websiteId: level.website_id,
      before: level,
    });
  });
}

async function levelUserIds(k: Kysely<Database>, levelId: number): Promise<number[]> {
  const rows = await k
    .selectFrom("level_users")
    .select("user_id")
    .where("level_id", "=", levelId)
    .orderBy("user_id")
    .execute();
  return rows.map((r) => r.user_id);
}

/**
 * Adds users to a level; a user already in it stays once. Recorded as an update of the level
 * with its users before and after (no change when all were in it). Answers how many were new.
 */
export function addLevelUsers(
  ctx: AppContext,
  level: { id: number; website_id: number; name: string },
  userIds: readonly number[],
): Promise<number> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const present = await levelUserIds(trx, level.id);
    const have = new Set(present);
    const fresh = [...new Set(userIds)].filter((id) => !have.has(id));
    if (fresh.length > 0)
      await trx
        .insertInto("level_users")
        .values(fresh.map((user_id) => ({ level_id: level.id, user_id, created_at: nowIso() })))
        // Two managers adding the same user at once: the second insert is a no-op, not a 409.
        .onConflict((oc) => oc.columns(["level_id", "user_id"]).doNothing())
        .execute();
    await recordActivity(trx, {
      entity: "Level",
      entityId: level.id,
      action: "update",
      websiteId: level.website_id,
      name: level.name,
      before: { user_ids: present },
      after: { user_ids: await levelUserIds(trx, level.id) },
    });
    return fresh.length;
  });
}
