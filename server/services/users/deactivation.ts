import type { Kysely } from "kysely";
import { writeUser } from "./activity.js";
import { nowIso } from "../../db/json.js";
import type { Database } from "../../db/schema.js";
import { conflict, notFound } from "../../../domain/errors.js";
import { ADMIN_ROLE_ID } from "../../../domain/permissions.js";
import { anotherActiveAdmin } from "./last-admin.js";
import { bumpVersion } from "../versions/index.js";

export const ADMIN_PANEL_MSG = {
  deactivated: "The user is deactivated.",
  activated: "The user is active again.",
  lastAdmin: "The last active platform admin cannot be deactivated.",
  self: "Use your account settings to deactivate your own account.",
  settingsSaved: "Settings saved.",
  rangeOrder: "The start date must not be after the end date.",
} as const;

/**
 * A platform admin deactivates a user (their sessions end, sign-in is refused) or reactivates
 * them. An admin never deactivates themself here, and the last active platform admin stays.
 */
export async function setUserDeactivated(
  k: Kysely<Database>,
  actingAdminId: number,
  id: number,
  deactivated: boolean,
  /** The version the screen read: a user saved by someone else since is refused (StaleVersion). */
  version: number | null = null,
): Promise<{ message: string; id: number; deactivated_at: string | null }> {
  if (id === actingAdminId) throw conflict(ADMIN_PANEL_MSG.self);
  return k.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom("users")
      .select(["id", "role_id"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!user) throw notFound();
    await bumpVersion(trx, "users", id, version);
    const deactivated_at = deactivated ? nowIso() : null;
    if (deactivated_at !== null && user.role_id === ADMIN_ROLE_ID && !(await anotherActiveAdmin(trx, id)))
      throw conflict(ADMIN_PANEL_MSG.lastAdmin);
    await writeUser(trx, id, { deactivated_at, updated_at: nowIso() }, "status");
    if (deactivated_at !== null) await trx.deleteFrom("sessions").where("user_id", "=", id).execute();
    return {
      message: deactivated_at ? ADMIN_PANEL_MSG.deactivated : ADMIN_PANEL_MSG.activated,
      id,
      deactivated_at,
    };
  });
}
