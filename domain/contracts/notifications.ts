import { z } from "zod";
import type { createNotificationSchema } from "../notifications.js";
import { pageSchema } from "./page.js";

/** A notification (plus its type and date), as GET /api/notifications lists it. */
export const notificationDto = z.object({
  id: z.number(),
  content: z.string(),
  seen: z.number(),
  type: z.string(),
  website_id: z.number().nullable(),
  created_at: z.string(),
});
export type NotificationRecord = z.infer<typeof notificationDto>;

/** One page of the caller's notifications with the unread count. */
export const notificationPageDto = pageSchema(notificationDto).extend({ unseen: z.number() });
export type NotificationPage = z.infer<typeof notificationPageDto>;

/** POST /api/notifications (platform admins): to chosen users or to everyone. */
export type NewNotification = z.input<typeof createNotificationSchema>;
