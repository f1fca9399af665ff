import type { AdminStats, AppInfoSettings } from "../../domain/contracts/admin-panel";
import { apiRequest } from "../httpClient";

/**
 * The platform admins' panel and user actions beyond BREAD's edit: "log in as", the production
 * margin, deactivation, the platform's settings and its sales statistics.
 */
export const adminPanelActions = {
  /** POST /api/admin/users/{id}/login-link: a one-time link that signs the admin in as the user. */
  adminLoginLink: (userId: number) =>
    apiRequest<{ etoken: string }>(`/api/admin/users/${userId}/login-link`, { method: "POST" }),
  adminSetUserMargin: (userId: number, productionMargin: number) =>
    apiRequest<unknown>(`/api/users/updateMargin/${userId}`, {
      method: "PUT",
      body: { production_margin: productionMargin },
    }),
  adminSetUserDeactivated: (userId: number, deactivated: boolean) =>
    apiRequest<{ message: string }>(`/api/admin/users/${userId}/deactivate`, {
      method: "PUT",
      body: { deactivated },
    }),
  adminAppInfo: () => apiRequest<AppInfoSettings>("/api/admin/app-info"),
  adminSaveAppInfo: (body: {
    admin_info: { phone: string; email: string };
    colors: { primary: string; secondary: string };
    product_fruit_id: string;
  }) => apiRequest<unknown>("/api/admin/app-info", { method: "PUT", body }),
  /** GET /api/admin/panel/stats, over a date range or all time. */
  adminStats: (range: { from: string; to: string } | null) =>
    apiRequest<AdminStats>(`/api/admin/panel/stats?${new URLSearchParams(range ?? {}).toString()}`),
};
