import type { AppContext } from "../../context.js";
import { notFound } from "../../../domain/errors.js";

/** A store's levels (or only one of them), by name, each with its users by name and their count. */
export async function levelsOf(ctx: AppContext, websiteId: number, onlyId?: number) {
  const k = ctx.db.kysely;
  let query = k
    .selectFrom("levels")
    .select(["id", "website_id", "name", "created_at"])
    .where("website_id", "=", websiteId);
  if (onlyId !== undefined) query = query.where("id", "=", onlyId);
  const levels = await query.orderBy("name").orderBy("id").execute();
  if (levels.length === 0) return [];
  const users = await k
    .selectFrom("level_users")
    .innerJoin("users", "users.id", "level_users.user_id")
    .select(["level_users.level_id", "users.id", "users.name", "users.email"])
    .where(
      "level_users.level_id",
      "in",
      levels.map((l) => l.id),
    )
    .orderBy("users.name")
    .orderBy("users.id")
    .execute();
  return levels.map((level) => {
    const mine = users
      .filter((u) => u.level_id === level.id)
      .map(({ id, name, email }) => ({ id, name, email }));
    return { ...level, users_count: mine.length, users: mine };
  });
}

/** One level of the store with its users. */
export async function oneLevel(ctx: AppContext, websiteId: number, id: number) {
  const [level] = await levelsOf(ctx, websiteId, id);
  if (!level) throw notFound();
  return level;
}
