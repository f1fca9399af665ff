import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/json.js";
import { recordActivities } from "../activity/record.js";
import { NOTIFICATION_MSG, type NotificationType } from "../../../domain/notifications.js";
import { invalid } from "../../../domain/errors.js";
import type { AppContext } from "../../context.js";

/** An admin's message is plain information, never one of the kinds users can switch off. */
const TYPE: NotificationType = "info";

export interface AdminNotification {
  /** The chosen users, or every active account. */
  to: readonly number[] | "all";
  websiteId: number | null;
  content: string;
}

/**
 * A platform admin's plain-text notification: one row per active recipient, inserted by one
 * statement however many there are, each recorded as created. Answers how many were created.
 */
export function sendAdminNotification(k: Kysely<Database>, input: AdminNotification): Promise<number> {
  const { to, websiteId, content } = input;
  if (to !== "all" && to.length === 0) return Promise.resolve(0);
  return k.transaction().execute(async (trx) => {
    let recipients = trx.selectFrom("users").where("deactivated_at", "is", null);
    if (to !== "all") recipients = recipients.where("id", "in", [...to]);
    const created = await trx
      .insertInto("notifications")
      .columns(["user_id", "website_id", "type", "content", "seen", "created_at"])
      .expression(
        recipients.select([
          "id",
          sql<number | null>`cast(${websiteId} as integer)`.as("website_id"),
          sql<string>`cast(${TYPE} as text)`.as("type"),
          sql<string>`cast(${content} as text)`.as("content"),
          sql.lit(0).as("seen"),
          sql<string>`cast(${nowIso()} as text)`.as("created_at"),
        ]),
      )
      .returning(["id", "user_id", "website_id", "type", "content", "seen"])
      .execute();
    await recordActivities(
      trx,
      created.map((row) => ({
        entity: "Notification",
        entityId: row.id,
        action: "create",
        websiteId: row.website_id,
        after: row,
      })),
    );
    return created.length;
  });
}

/** Marks all of the user's unread notifications read, each recorded; answers how many there were. */
export function markAllNotificationsSeen(k: Kysely<Database>, userId: number): Promise<number> {
  return k.transaction().execute(async (trx) => {
    const unseen = await trx
      .updateTable("notifications")
      .set({ seen: 1 })
      .where("user_id", "=", userId)
      .where("seen", "=", 0)
      .returning(["id", "website_id"])
      .execute();
    await recordActivities(
      trx,
      unseen.map((row) => ({
        entity: "Notification",
        entityId: row.id,
        action: "update",
        websiteId: row.website_id,
        before: { seen: 0 },
        after: { seen: 1 },
      })),
    );
    return unseen.length;
  });
}

/**
 * A platform admin's notification to every active account (`all`) or to the chosen users, every
 * one of whom must exist. Answers how many were created.
 */
export async function notifyUsers(
  ctx: AppContext,
  input: { content: string; user_ids?: number[]; all?: boolean; website_id?: number | null },
): Promise<number> {
  const k = ctx.db.kysely;
  const websiteId = input.website_id ?? null;
  if (input.all) return sendAdminNotification(k, { to: "all", websiteId, content: input.content });
  const ids = [...new Set(input.user_ids ?? [])];
  const found = await k
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("id", "in", ids)
    .executeTakeFirstOrThrow();
  if (Number(found.n) !== ids.length) throw invalid({ user_ids: NOTIFICATION_MSG.unknownUsers });
  return sendAdminNotification(k, { to: ids, websiteId, content: input.content });
}
