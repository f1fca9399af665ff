import type { NewNotification, NotificationPage, NotificationRecord } from "../../domain/contracts/notifications";
import { apiRequest } from "../httpClient";

export interface AdminUserPage {
  data: { id: number; name: string; email: string }[];
  total: number;
}

/** The user's notifications (the bell and the page), and the admins' sending of new ones. */
export const notificationsActions = {
  notifications: (params: { page?: number; perPage?: number; unseen?: boolean }) => {
    const query = new URLSearchParams({ page: String(params.page ?? 1) });
    if (params.perPage !== undefined) query.set("per_page", String(params.perPage));
    if (params.unseen) query.set("unseen", "1");
    return apiRequest<NotificationPage>(`/api/notifications?${query}`);
  },
  markNotificationSeen: (id: number) =>
    apiRequest<NotificationRecord & { unseen: number }>(`/api/notifications/${id}`, {
      method: "PUT",
      body: { seen: 1 },
    }),
  clearNotification: (id: number) =>
    apiRequest<{ id: number; unseen: number }>(`/api/notifications/clear/${id}`, { method: "POST" }),
  markAllNotificationsSeen: () => apiRequest<{ unseen: number }>("/api/notifications/clear", { method: "POST" }),
  sendNotification: (body: NewNotification) => apiRequest<{ created: number }>("/api/notifications", { body }),
  /** GET /api/admin/users?term=: the platform admins' search for users to notify. */
  notificationRecipients: (term: string) =>
    apiRequest<AdminUserPage>(`/api/admin/users?${new URLSearchParams({ term })}`),
};
