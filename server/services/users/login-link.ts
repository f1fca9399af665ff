import type { AppContext } from "../../context.js";
import type { User } from "../../db/schema.js";
import { issueLoginAsLink, type LoginAsLink } from "../../auth/login-as.js";
import { recordActivity } from "../activity/record.js";

/**
 * A platform admin's "log in as" link for a user, recorded on that account (action "permission":
 * the admin may open a session as them until the link expires). The link itself is a login token
 * and stays out of the trail; its expiry says how long the access was open.
 */
export function issueRecordedLoginAsLink(
  ctx: Pick<AppContext, "db" | "config">,
  admin: User,
  userId: number,
): Promise<LoginAsLink> {
  const { db, config } = ctx;
  return db.kysely.transaction().execute(async (trx) => {
    const link = await issueLoginAsLink({ ...db, kysely: trx }, config, admin, userId);
    await recordActivity(trx, {
      entity: "User",
      entityId: userId,
      action: "permission",
      websiteId: null,
      after: { login_as_admin_id: admin.id, login_as_until: link.expires_at },
    });
    return link;
  });
}
