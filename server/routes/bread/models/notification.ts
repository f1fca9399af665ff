import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import {
  clearNotification,
  markNotification,
  markNotificationInput,
} from "../../../services/notifications/own.js";
import type { BreadModel } from "../model.js";
import { z } from "zod";
import { notificationDto } from "../../../../domain/contracts/notifications.js";

/**
 * The caller's own notifications (the bell): each user sees, marks and clears only their own.
 * Marking ({seen: 0|1}) and clearing are the notification routes' own writes; notifications are
 * sent, never created one by one, so BREAD does not create them.
 */
export const notificationModel: BreadModel = {
  name: "Notification",
  table: "notifications",
  scope: "own",
  rights: RESOURCE_RIGHTS.Notification,
  columns: ["id", "user_id", "website_id", "type", "content", "seen", "created_at"],
  filters: { seen: "flag", type: "text", website_id: "int" },
  sorts: ["id", "created_at", "seen", "type"],
  defaultSort: ["created_at", "DESC"],
  search: ["content"],
  accountService: {
    update: async (input, w) => {
      const body = markNotificationInput.parse(input);
      await markNotification(w.ctx.db.kysely, w.user.id, w.id, body?.seen ?? 1);
    },
    delete: async (w) => {
      await clearNotification(w.ctx.db.kysely, w.user.id, w.id);
    },
  },
  bodies: { update: markNotificationInput },
  record: notificationDto.extend({ user_id: z.number() }).strict(),
  toDto: (row) => row,
};
