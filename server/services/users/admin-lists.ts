import type { AppContext } from "../../context.js";
import { isPlatformAdmin } from "../../auth/access.js";
import { matchesAny } from "../../db/like.js";
import { pageOfQuery } from "../../db/page.js";

/** Every user, by name or newest first, whose name or email holds `term`: a page of them. */
export async function listAllUsers(
  ctx: AppContext,
  asked: { term?: string; sort: "name" | "newest"; page: number; perPage: number },
) {
  let base = ctx.db.kysely.selectFrom("users");
  if (asked.term?.trim()) {
    base = base.where(matchesAny<"users">(["name", "email"], asked.term.trim()));
  }
  const users = await pageOfQuery(
    base,
    (filtered) =>
      filtered
        .select([
          "id",
          "name",
          "email",
          "role_id",
          "website_role",
          "can_create_stores",
          "company_id",
          "main_company_role",
          "email_verified_at",
          "deactivated_at",
          "production_margin",
          "created_at",
        ])
        .$if(asked.sort === "newest", (q) => q.orderBy("created_at", "desc").orderBy("id", "desc"))
        .$if(asked.sort === "name", (q) => q.orderBy("name").orderBy("id")),
    asked.page,
    asked.perPage,
  );
  return {
    ...users,
    data: users.data.map((user) => ({
      ...user,
      can_create_stores: Number(user.can_create_stores),
      is_admin: isPlatformAdmin(user),
    })),
  };
}

/** Every access-level membership, of one store or level, whose user's name or email holds `term`: a page of them. */
export function listLevelMemberships(
  ctx: AppContext,
  asked: { term?: string; website_id?: number; level_id?: number; page: number; perPage: number },
) {
  const { term, website_id, level_id } = asked;
  let base = ctx.db.kysely
    .selectFrom("level_users")
    .innerJoin("levels", "levels.id", "level_users.level_id")
    .innerJoin("websites", "websites.id", "levels.website_id")
    .innerJoin("users", "users.id", "level_users.user_id");
  if (website_id !== undefined) base = base.where("levels.website_id", "=", website_id);
  if (level_id !== undefined) base = base.where("levels.id", "=", level_id);
  if (term?.trim()) {
    base = base.where(matchesAny<"users">(["users.name", "users.email"], term.trim()));
  }
  return pageOfQuery(
    base,
    (filtered) =>
      filtered
        .select([
          "levels.id as level_id",
          "levels.name as level_name",
          "websites.id as website_id",
          "websites.name as website_name",
          "users.id as user_id",
          "users.name",
          "users.email",
          "level_users.created_at",
        ])
        .orderBy("websites.name")
        .orderBy("levels.name")
        .orderBy("users.name")
        .orderBy("users.id"),
    asked.page,
    asked.perPage,
  );
}
