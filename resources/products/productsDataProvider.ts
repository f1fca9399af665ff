import type { DataProvider, GetListParams, GetListResult, RaRecord } from "react-admin";
import { dataProvider } from "../../providers/dataProvider";
import { apiRequest } from "../../providers/httpClient";
import type { ProductListFilter, ProductPage } from "./types";

const SORTS = new Set(["sort_order", "name", "price", "created_at", "updated_at", "inventory_quantity"]);

/** The list's params as GET /api/all/website/products reads them. */
export function productListQuery(params: GetListParams): string {
  const filter = (params.filter ?? {}) as ProductListFilter;
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  const term = filter.q?.trim();
  if (term) query.set("term", term);
  if (filter.status) query.set("status", filter.status);
  if (filter.deleted === "1") query.set("deleted", "1");
  const sort = params.sort;
  if (sort && SORTS.has(sort.field)) {
    query.set("orderBy", sort.field);
    query.set("orderType", sort.order === "DESC" ? "desc" : "asc");
  }
  return query.toString();
}

/**
 * The product list reads the spec's GET /api/all/website/products (in the active store), which
 * also lists deleted products for the Deleted tab; everything else stays on BREAD.
 */
const getList = async (resource: string, params: GetListParams): Promise<GetListResult<RaRecord>> => {
  if (resource !== "Product") return dataProvider.getList(resource, params);
  const page = await apiRequest<ProductPage>(`/api/all/website/products?${productListQuery(params)}`);
  return { data: page.data, total: page.total };
};

export const productsDataProvider: DataProvider = {
  ...dataProvider,
  getList: getList as DataProvider["getList"],
};
