import type { GetListParams, GetListResult } from "react-admin";
import type { AdminStats, AppInfoSettings, LevelUser } from "../../domain/contracts/admin-panel";
import { apiRequest } from "../httpClient";
import { readWindow } from "./pagedWindow";

/** A level membership as a list row: one user in one level, keyed by both. */
export type LevelUserRow = LevelUser & { id: string };

/** The level users list's filters: a name or e-mail (`q`) and one store (`website_id`). */
export interface LevelUserFilter {
  q?: string;
  website_id?: number | string;
}

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
  /**
   * GET /api/admin/po/levels/users: one page of every store's level memberships (ordered by store,
   * level and user on the server), searched by name or e-mail, optionally of one store.
   */
  async adminLevelUsers(params: GetListParams): Promise<GetListResult<LevelUserRow>> {
    const filter = (params.filter ?? {}) as LevelUserFilter;
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    const term = filter.q?.trim();
    const answer = await readWindow(page, perPage, (serverPage, serverPerPage) => {
      const query = new URLSearchParams({ page: String(serverPage), per_page: String(serverPerPage) });
      if (term) query.set("term", term);
      if (filter.website_id !== undefined && filter.website_id !== "")
        query.set("website_id", String(filter.website_id));
      return apiRequest<{ data: LevelUser[]; total: number }>(`/api/admin/po/levels/users?${query.toString()}`);
    });
    return {
      data: answer.data.map((row) => ({ ...row, id: `${row.level_id}-${row.user_id}` })),
      total: answer.total,
    };
  },
  /** GET /api/admin/panel/stats, over a date range or all time. */
  adminStats: (range: { from: string; to: string } | null) =>
    apiRequest<AdminStats>(`/api/admin/panel/stats?${new URLSearchParams(range ?? {}).toString()}`),
};
