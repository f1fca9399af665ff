import { z } from "zod";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { notFound } from "../../../domain/errors.js";
import { recordActivity } from "../activity/record.js";

/** What a caller sees of one of their notifications. */
export const NOTIFICATION_COLUMNS = ["id", "content", "seen", "type", "website_id", "created_at"] as const;

/** Marking a notification: read ({seen: 1}, the default) or unread ({seen: 0}). */
export const markNotificationInput = z
  .object({ seen: z.union([z.literal(0), z.literal(1)]).default(1) })
  .nullish();

/** How many of the user's notifications are still unread. */
export async function unseenCount(k: Kysely<Database>, userId: number): Promise<number> {
  const row = await k
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("seen", "=", 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Marks one of the user's own notifications read or unread; anyone else's answers 404, exactly as
 * a missing one.
 */
export async function markNotification(k: Kysely<Database>, userId: number, id: number, seen: 0 | 1) {
  return k.transaction().execute(async (trx) => {
    const before = await ownNotification(trx, userId, id);
    const row = await trx
      .updateTable("notifications")
      .set({ seen })
      .where("id", "=", id)
      .returning(NOTIFICATION_COLUMNS)
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      entity: "Notification",
      entityId: id,
      action: "update",
      websiteId: row.website_id,
      before,
      after: row,
    });
    return row;
  });
}

async function ownNotification(k: Kysely<Database>, userId: number, id: number) {
  const row = await k
    .selectFrom("notifications")
    .select(NOTIFICATION_COLUMNS)
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Deletes one of the user's own notifications; anyone else's answers 404, exactly as a missing one. */
export async function clearNotification(k: Kysely<Database>, userId: number, id: number): Promise<void> {
  await k.transaction().execute(async (trx) => {
    const before = await ownNotification(trx, userId, id);
    await trx.deleteFrom("notifications").where("id", "=", id).execute();
    await recordActivity(trx, {
      entity: "Notification",
      entityId: id,
      action: "delete",
      websiteId: before.website_id,
      before,
    });
  });
}
