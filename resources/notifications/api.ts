import type { NotificationType } from "../../domain/notifications";
import type { NotificationRecord } from "../../domain/contracts/notifications";

export type {
  NewNotification,
  NotificationPage,
  NotificationRecord,
} from "../../domain/contracts/notifications";

/** Every notification query starts with this key, so one invalidation refreshes bell and page. */
export const NOTIFICATIONS_KEY = ["notifications"] as const;

/**
 * domain/notifications.ts HTML_NOTIFICATION_TYPES, restated: that module also holds zod schemas,
 * which would otherwise ride along into the initial bundle with the bell. The type keeps it honest.
 */
const HTML_TYPES: readonly NotificationType[] = ["price_change"];

/**
 * The notification as plain text. Only price changes carry (server-escaped) HTML; its text is
 * read through DOMParser, which runs no scripts, so no notification is ever injected as HTML.
 */
export function notificationText(notification: NotificationRecord): string {
  if (!HTML_TYPES.includes(notification.type as NotificationType)) return notification.content;
  return new DOMParser().parseFromString(notification.content, "text/html").body.textContent ?? "";
}
