import type { DataProvider, GetListParams, GetListResult, RaRecord } from "react-admin";
import { getUser } from "../../providers/authProvider";
import { dataProvider } from "../../providers/dataProvider";
import { apiRequest } from "../../providers/httpClient";
import type { WebsitePage, WebsiteRecord } from "./types";

/** The websites fetch asks for 10000 rows at once; a user's own stores fit in one page. */
export const WEBSITES_PER_PAGE = 10_000;

export interface WebsiteListFilter {
  q?: string;
  /** "1": the archived stores, to restore or delete them. */
  archived?: "0" | "1";
}

function listQuery(filter: WebsiteListFilter, page: number, perPage: number): string {
  const query = new URLSearchParams({
    page: String(page),
    per_page: String(perPage),
    archived: filter.archived === "1" ? "1" : "0",
  });
  const search = filter.q?.trim();
  if (search) query.set("search", search);
  return query.toString();
}

/**
 * The stores list reads the spec's store calls instead of BREAD, because BREAD hides archived
 * stores and knows nothing of owners: platform admins page through GET /api/admin/websites/detailed
 * (every store, paged and searched in SQL); everyone else gets their own stores with
 * GET /api/get/websites?per_page=10000 and pages them here.
 */
export async function getWebsiteList(params: GetListParams): Promise<GetListResult<WebsiteRecord>> {
  const filter = (params.filter ?? {}) as WebsiteListFilter;
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const user = await getUser();
  if (user.is_admin) {
    const answer = await apiRequest<WebsitePage>(
      `/api/admin/websites/detailed?${listQuery(filter, page, perPage)}`,
    );
    return { data: answer.data, total: answer.total };
  }
  const answer = await apiRequest<WebsitePage>(
    `/api/get/websites?${listQuery(filter, 1, WEBSITES_PER_PAGE)}`,
  );
  const start = (page - 1) * perPage;
  return { data: answer.data.slice(start, start + perPage), total: answer.total };
}

/** react-admin's data provider with the Website list answered by getWebsiteList. */
const getList = (resource: string, params: GetListParams): Promise<GetListResult<RaRecord>> =>
  resource === "Website" ? getWebsiteList(params) : dataProvider.getList(resource, params);

export const websitesDataProvider: DataProvider = {
  ...dataProvider,
  getList: getList as DataProvider["getList"],
};
