import type { Kysely } from "kysely";
import { nowIso } from "../../db/json.js";
import type { Database, Website } from "../../db/schema.js";
import { refused } from "../../../domain/errors.js";
import { PLAN_MSG, planAllows, storeLimits, type PlanFeature } from "../../../domain/plans.js";

type Q = Kysely<Database>;

/** Of the given stores, those whose plan includes the feature (a list over several stores shows only them). */
export async function storesWithFeature(q: Q, ids: number[], feature: PlanFeature): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await q
    .selectFrom("websites")
    .select(["id", "plan", "limits"])
    .where("id", "in", ids)
    .execute();
  return rows.filter((w) => planAllows(w, feature)).map((w) => w.id);
}

/** Team members besides the owner, counting open invitations (each may become one). */
export async function teamSeatsTaken(q: Q, website: Pick<Website, "id" | "user_id">): Promise<number> {
  const [members, pending] = await Promise.all([
    q
      .selectFrom("website_users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("website_id", "=", website.id)
      .where("user_id", "!=", website.user_id)
      .executeTakeFirst(),
    q
      .selectFrom("invitations")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("website_id", "=", website.id)
      .where("status", "=", "pending")
      .where("expires_at", ">", nowIso())
      .executeTakeFirst(),
  ]);
  return Number(members?.n ?? 0) + Number(pending?.n ?? 0);
}

/**
 * Adding team members (an invitation, a redeemed invitation code) stays within the plan's users
 * limit; over it the write is answered 403 with the upgrade text. Members already in stay.
 */
export async function requireTeamRoom(
  q: Q,
  website: Pick<Website, "id" | "user_id" | "plan" | "limits">,
  adding: number,
): Promise<void> {
  const limit = storeLimits(website).users;
  if (limit === null || adding <= 0) return;
  if ((await teamSeatsTaken(q, website)) + adding > limit) throw refused(PLAN_MSG.usersLimit(limit));
}
