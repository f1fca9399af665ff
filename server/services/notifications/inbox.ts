import type { AppContext } from "../../context.js";
import { pageOfQuery } from "../../db/page.js";
import { clearNotification, markNotification, NOTIFICATION_COLUMNS, unseenCount } from "./own.js";
import { markAllNotificationsSeen } from "./send.js";

/** A page of the user's own notifications, newest first (only the unread ones when asked), with the unread count. */
export async function listOwnNotifications(
  ctx: AppContext,
  userId: number,
  asked: { page: number; perPage: number; onlyUnseen: boolean },
) {
  const k = ctx.db.kysely;
  let base = k.selectFrom("notifications").where("user_id", "=", userId);
  if (asked.onlyUnseen) base = base.where("seen", "=", 0);
  const [list, unseen] = await Promise.all([
    pageOfQuery(
      base,
      (filtered) => filtered.select(NOTIFICATION_COLUMNS).orderBy("created_at", "desc").orderBy("id", "desc"),
      asked.page,
      asked.perPage,
    ),
    unseenCount(k, userId),
  ]);
  return { ...list, unseen };
}

/** Marks one of the user's notifications read or unread; answers it with the unread count after. */
export async function markOwnNotification(ctx: AppContext, userId: number, id: number, seen: 0 | 1) {
  const row = await markNotification(ctx.db.kysely, userId, id, seen);
  return { ...row, unseen: await unseenCount(ctx.db.kysely, userId) };
}

/** Deletes one of the user's notifications; answers its id with the unread count after. */
export async function clearOwnNotification(ctx: AppContext, userId: number, id: number) {
  await clearNotification(ctx.db.kysely, userId, id);
  return { id, unseen: await unseenCount(ctx.db.kysely, userId) };
}

/** Marks all of the user's notifications read; answers how many were unread. */
export function markAllOwnNotificationsSeen(ctx: AppContext, userId: number): Promise<number> {
  return markAllNotificationsSeen(ctx.db.kysely, userId);
}
