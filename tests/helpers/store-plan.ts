import type { Db } from "../../server/db/types.js";
import { toJson } from "../../server/db/json.js";
import { effectiveLimits, type PlanId } from "../../domain/plans.js";

/**
 * Test setup: puts a demo store on a plan directly, as a paid subscription leaves it (the API
 * changes a plan only once the payment succeeded). For tests of features a Free store lacks.
 */
export async function putStoreOnPlan(db: Db, websiteId: number, plan: PlanId): Promise<void> {
  await db.kysely
    .updateTable("websites")
    .set({ plan, limits: toJson(effectiveLimits(plan)) })
    .where("id", "=", websiteId)
    .execute();
}
