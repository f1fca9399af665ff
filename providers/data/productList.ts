import type { GetListParams, GetListResult } from "react-admin";
import type { ProductListFilter, ProductPage, ProductRecord } from "../../domain/contracts/product-list";
import type { SheetRow } from "../../domain/contracts/product-spreadsheet";
import { apiRequest } from "../httpClient";

type Message = { message: string };

export interface QuickEdit {
  id: number;
  /** The version the screen read: a product saved by someone else since is refused (409). */
  version?: number;
  name?: string;
  slug?: string;
  price?: number;
  available?: 0 | 1;
  min_quantity?: number;
  published_from?: string | null;
  published_to?: string | null;
}

export interface MultipleEdit {
  id: number;
  /** The version the screen read: a product saved by someone else since is refused (409). */
  version?: number;
  name?: string;
  price?: number;
  available?: 0 | 1;
  min_quantity?: number;
}

const SORTS = new Set(["sort_order", "name", "price", "created_at", "updated_at", "inventory_quantity"]);

/** The list's params as GET /api/all/website/products reads them. */
function productListQuery(params: GetListParams): string {
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

/** The store's product list: its page, and the row and bulk actions on it. */
export const productListActions = {
  /**
   * GET /api/all/website/products (in the active store), which also lists deleted products for
   * the Deleted tab.
   */
  async productListPage(params: GetListParams): Promise<GetListResult<ProductRecord>> {
    const page = await apiRequest<ProductPage>(`/api/all/website/products?${productListQuery(params)}`);
    return { data: page.data, total: page.total };
  },
  deleteProducts: (ids: readonly number[]) =>
    apiRequest<Message & { deleted: number }>("/api/products/delete", { body: { ids } }),
  restoreDeletedProduct: (id: number) =>
    apiRequest<Message & { product: ProductRecord }>(`/api/restore/product/${id}`, { method: "PUT" }),
  setProductsStatus: (ids: readonly number[], status: "published" | "unpublished") =>
    apiRequest<Message & { changed: number }>("/api/products/change/status", { body: { ids, status } }),
  duplicateProducts: (ids: readonly number[]) =>
    apiRequest<Message & { products: ProductRecord[] }>("/api/duplicate/products", { body: { ids } }),
  saveProductSortOrder: (ids: readonly number[]) =>
    apiRequest<Message>("/api/products/update/sortorder", { body: { ids } }),
  quickEditProduct: (body: QuickEdit) =>
    apiRequest<Message & { product: ProductRecord }>("/api/quick-edit/product", { body }),
  updateMultipleProducts: (products: readonly MultipleEdit[]) =>
    apiRequest<Message & { products: ProductRecord[] }>("/api/update/multiple/products", {
      body: { products },
    }),
  /** PATCH /api/products/bulk: the store's product spreadsheet's changed rows, all saved or none. */
  saveProductSheet: (rows: readonly SheetRow[]) =>
    apiRequest<Message & { products: ProductRecord[] }>("/api/products/bulk", { method: "PATCH", body: { rows } }),
};
