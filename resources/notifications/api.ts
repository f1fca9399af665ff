import type { NotificationType } from "../../domain/notifications";

/** Notification (plus its type and date), as GET /api/notifications lists it. */
export interface NotificationRecord {
  id: number;
  content: string;
  seen: number;
  type: string;
  website_id: number | null;
  created_at: string;
}

export interface NotificationPage {
  data: NotificationRecord[];
  total: number;
  unseen: number;
  current_page: number;
  last_page: number;
  per_page: number;
}

/** Every notification query starts with this key, so one invalidation refreshes bell and page. */
export const NOTIFICATIONS_KEY = ["notifications"] as const;

export interface NewNotification {
  content: string;
  all?: boolean;
  user_ids?: number[];
}

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
