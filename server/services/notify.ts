import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { nowIso } from "../db/json.js";
import { storeTeamIds } from "./team/members.js";
import { NOTIFICATION_PREFERENCE, type NotificationType } from "../../domain/notifications.js";

export { escapeHtml, notificationText } from "../../domain/notifications.js";

/** A Kysely instance or a transaction: callers notify inside the transaction of their event. */
type Q = Kysely<Database>;

export interface NotifyInput {
  userIds: readonly number[];
  websiteId?: number | null;
  type: NotificationType;
  /** Plain text; HTML only for the price_change type, built with escapeHtml (see domain/notifications.ts). */
  content: string;
}

/**
 * Creates one notification per user for an event. Deactivated users and users who switched this
 * kind of notification off in their account settings are skipped. Returns how many were created.
 */
export async function notify(db: Q, input: NotifyInput): Promise<number> {
  const ids = [...new Set(input.userIds)];
  if (ids.length === 0) return 0;
  let recipients = db
    .selectFrom("users")
    .select("id")
    .where("id", "in", ids)
    .where("deactivated_at", "is", null);
  const preference = (NOTIFICATION_PREFERENCE as Partial<Record<NotificationType, keyof Database["users"]>>)[
    input.type
  ];
  if (preference) recipients = recipients.where(preference, "=", 1);
  const users = await recipients.execute();
  if (users.length === 0) return 0;
  const created_at = nowIso();
  const rows = users.map((u) => ({
    user_id: u.id,
    website_id: input.websiteId ?? null,
    type: input.type,
    content: input.content,
    seen: 0,
    created_at,
  }));
  // Bind parameters per statement are limited (SQLite 32766): 6 columns x 1000 rows stays under.
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto("notifications")
      .values(rows.slice(i, i + 1000))
      .execute();
  }
  return rows.length;
}

/** Notifies a store's whole team (owner, attached users, company admins) about an event in it. */
export async function notifyStoreTeam(
  db: Q,
  websiteId: number,
  type: NotificationType,
  content: string,
  options: { exceptUserId?: number } = {},
): Promise<number> {
  const team = (await storeTeamIds(db, websiteId)).filter((id) => id !== options.exceptUserId);
  return notify(db, { userIds: team, websiteId, type, content });
}
