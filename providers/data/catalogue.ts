import { CATALOGUE_PAGE_SIZE } from "../../domain/catalogue";
import type { CountRow, FavouriteList } from "../../domain/contracts/catalogue";
import type { Page } from "../../domain/contracts/page";
import type {
  CatalogueItem,
  SupplierProductBody,
  SupplierProductDetail,
} from "../../domain/contracts/supplier-products";
import type { CategoryBody, CategoryNode, CategoryScope } from "../../domain/contracts/categories";
import { xhrUpload } from "../transport/upload";
import { apiRequest } from "../httpClient";

/** What the catalogue screens ask GET /api/all/products for. */
export interface CatalogueQuery {
  term?: string;
  page?: number;
  perPage?: number;
  brands?: readonly string[];
  categories?: readonly string[];
  /** Admins: list the switched-off products instead of the active ones. */
  inactive?: boolean;
}

type SavedSupplierProduct = { message: string; product: SupplierProductDetail; notified: number };
type SavedCategory = { message: string; category: CategoryNode };

/** The platform's own category tree has no store: website_id is null. */
const categoryStoreField = (scope: CategoryScope) => (scope === "platform" ? null : scope);

/** The supplier catalogue, supplier products, category trees and store wishlists. */
export const catalogueActions = {
  fetchCatalogue(query: CatalogueQuery): Promise<Page<CatalogueItem>> {
    const params = new URLSearchParams({
      page: String(query.page ?? 1),
      itemsPerPage: String(query.perPage ?? CATALOGUE_PAGE_SIZE),
      is_active: query.inactive ? "0" : "1",
    });
    if (query.term) params.set("term", query.term);
    if (query.brands?.length) params.set("selected_brand", query.brands.join(","));
    if (query.categories?.length) params.set("selected_categories", query.categories.join(","));
    return apiRequest<Page<CatalogueItem>>(`/api/all/products?${params}`);
  },
  fetchBrands: () => apiRequest<CountRow[]>("/api/smake/brands"),
  fetchSupplierCategories: () => apiRequest<CountRow[]>("/api/smake/categories"),
  fetchSupplierProduct: (id: number) => apiRequest<SupplierProductDetail>(`/api/smake/product/${id}`),
  createSupplierProduct: (body: SupplierProductBody) =>
    apiRequest<SavedSupplierProduct>("/api/smake/product", { body }),
  updateSupplierProduct: (id: number, body: SupplierProductBody) =>
    apiRequest<SavedSupplierProduct>("/api/update/smake/product", { body: { id, ...body } }),
  deleteSupplierProduct: (id: number) =>
    apiRequest<{ message: string }>(`/api/smake/product/${id}`, { method: "DELETE" }),
  /** The copy starts inactive. */
  cloneSupplierProduct: (id: number) =>
    apiRequest<{ message: string; product: { id: number } }>(`/api/clone/smake/${id}`, { method: "POST" }),
  importCatalogueCsv(file: File, onProgress: (fraction: number) => void) {
    const form = new FormData();
    form.append("file", file);
    return xhrUpload<{ message: string; rows: number; products: number; notified: number }>(
      "/api/upload/smake",
      form,
      onProgress,
    );
  },
  uploadSizeImages(id: number, files: readonly File[], onProgress: (fraction: number) => void) {
    const form = new FormData();
    form.append("id", String(id));
    files.forEach((file, i) => form.append(`files[${i}]`, file));
    return xhrUpload<{ message: string; size_images: (string | null)[] }>(
      "/admin/product-smake/update/size/images",
      form,
      onProgress,
    );
  },

  fetchCategories: (scope: CategoryScope) =>
    apiRequest<CategoryNode[]>(
      scope === "platform" ? "/api/admin/categories" : `/api/categories?website_id=${scope}`,
    ),
  createCategory: (scope: CategoryScope, body: CategoryBody) =>
    apiRequest<SavedCategory>("/api/categories", {
      body: { ...body, website_id: categoryStoreField(scope) },
    }),
  updateCategory: (id: number, body: CategoryBody) =>
    apiRequest<SavedCategory>(`/api/categories/${id}`, { body }),
  deleteCategory: (id: number) =>
    apiRequest<{ message: string }>(`/api/delete/categories/${id}`, { method: "POST" }),
  orderCategories: (scope: CategoryScope, items: { id: number; childOf: number | null }[]) =>
    apiRequest<{ message: string; categories: CategoryNode[] }>("/api/categories/order", {
      body: { website_id: categoryStoreField(scope), items },
    }),
  importCategoriesCsv(scope: CategoryScope, file: File, onProgress: (fraction: number) => void) {
    const form = new FormData();
    form.append("website_id", scope === "platform" ? "" : String(scope));
    form.append("file", file);
    return xhrUpload<{ message: string; imported: number }>("/api/categories/csv", form, onProgress);
  },

  fetchStoreFavourites: (websiteId: number) =>
    apiRequest<FavouriteList>(`/wishlist/products/favourites/${websiteId}`),
  removeFavourite: (productId: number) =>
    apiRequest<{ message: string; favouritesProducts: number[] }>(`/wishlist/delete/${productId}`, {
      method: "POST",
    }),
  toggleFavourite: (productId: number, favourite?: boolean) =>
    apiRequest<{ favourite: boolean; favouritesProducts: number[] }>("/api/favourite/product", {
      body: { product_id: productId, ...(favourite === undefined ? {} : { favourite }) },
    }),
};
