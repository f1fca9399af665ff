import type { GetListParams, GetListResult } from "react-admin";
import type { WebsitePage, WebsiteRecord } from "../../domain/contracts/websites";
import { getUser } from "../authProvider";
import { apiRequest } from "../httpClient";

/** The websites fetch asks for 10000 rows at once; a user's own stores fit in one page. */
export const WEBSITES_PER_PAGE = 10_000;

export interface WebsiteListFilter {
  q?: string;
  /** "1": the archived stores, to restore or delete them. */
  archived?: "0" | "1";
}

export interface StoreWithWebsite {
  message: string;
  website: WebsiteRecord;
}

/** GET /api/websites/{id}/preview-token: opens the store's pages before launch, for two hours. */
export interface StorePreviewToken {
  token: string;
  expires_at: string;
  url: string;
}

export interface StoreTransferCandidate {
  id: number;
  name: string;
  email: string;
}

export interface StoreTransferTeam {
  user_permissions: { user_id: number; name: string; email: string; is_owner: boolean }[];
}

function listQuery(
  filter: WebsiteListFilter,
  sort: GetListParams["sort"],
  page: number,
  perPage: number,
): string {
  const query = new URLSearchParams({
    page: String(page),
    per_page: String(perPage),
    archived: filter.archived === "1" ? "1" : "0",
  });
  // The server orders by name, plan, state or creation; react-admin's default id order is creation order.
  if (sort?.field) query.set("sort", sort.field === "id" ? "created_at" : sort.field);
  if (sort?.order) query.set("order", sort.order.toLowerCase());
  const search = filter.q?.trim();
  if (search) query.set("search", search);
  return query.toString();
}

/** The stores list and the store lifecycle: create, archive, restore, destroy, clone, transfer, preview. */
export const websitesActions = {
  /**
   * The stores list reads the store calls instead of BREAD, because BREAD hides archived stores
   * and knows nothing of owners: platform admins page through GET /api/admin/websites/detailed
   * (every store, paged and searched in SQL); everyone else gets their own stores with
   * GET /api/get/websites?per_page=10000 and pages them here.
   */
  async websiteList(params: GetListParams): Promise<GetListResult<WebsiteRecord>> {
    const filter = (params.filter ?? {}) as WebsiteListFilter;
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    const user = await getUser();
    if (user.is_admin) {
      const answer = await apiRequest<WebsitePage>(
        `/api/admin/websites/detailed?${listQuery(filter, params.sort, page, perPage)}`,
      );
      return { data: answer.data, total: answer.total };
    }
    const answer = await apiRequest<WebsitePage>(`/api/get/websites?${listQuery(filter, params.sort, 1, WEBSITES_PER_PAGE)}`);
    const start = (page - 1) * perPage;
    return { data: answer.data.slice(start, start + perPage), total: answer.total };
  },
  /** POST /api/websites: the store creation rules, checked again by the server. */
  createWebsite: (body: { name: string; link?: string; is_demo: boolean }) =>
    apiRequest<WebsiteRecord>("/api/websites", { body }),
  archiveWebsite: (websiteId: number) =>
    apiRequest<StoreWithWebsite>("/api/websites/archive", { body: { website_id: websiteId } }),
  restoreWebsite: (websiteId: number) =>
    apiRequest<StoreWithWebsite>(`/api/websites/restore/${websiteId}`, { method: "POST" }),
  destroyWebsite: (websiteId: number) =>
    apiRequest<unknown>("/api/websites/destroy", { body: { website_id: websiteId } }),
  cloneWebsite: (websiteId: number, input: { name: string; is_demo: boolean }) =>
    apiRequest<StoreWithWebsite>("/api/websites/clone", {
      body: { website_id: websiteId, name: input.name, is_demo: input.is_demo },
    }),
  transferWebsite: (websiteId: number, email: string) =>
    apiRequest<StoreWithWebsite>("/api/transfer/website", { body: { website_id: websiteId, email } }),
  /** POST /api/validate_domain with a new store's link: is it free. */
  validateStoreLink: (link: string) => apiRequest<{ message: string }>("/api/validate_domain", { body: { link } }),
  storePreviewToken: (websiteId: number) =>
    apiRequest<StorePreviewToken>(`/api/websites/${websiteId}/preview-token`),
  /** GET /api/admin/users: platform admins give a store to any user. */
  storeTransferUsers: (term: string) =>
    apiRequest<{ data: StoreTransferCandidate[] }>(
      `/api/admin/users?${new URLSearchParams({ term, per_page: "20" })}`,
    ),
  /** GET /api/permissions: an owner gives the store to someone of its team. */
  storeTransferTeam: (websiteId: number) =>
    apiRequest<StoreTransferTeam>(`/api/permissions?${new URLSearchParams({ website_id: String(websiteId) })}`),
};
