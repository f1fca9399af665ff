import { CATALOGUE_PAGE_SIZE } from "../../domain/catalogue";
import type { CountRow, FavouriteList } from "../../domain/contracts/catalogue";
import type { Page } from "../../domain/contracts/page";
import type {
  CatalogueItem,
  SupplierProductBody,
  SupplierProductDetail,
} from "../../domain/contracts/supplier-products";
import { importCsv } from "../transport/import-stream";
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

/** The supplier catalogue, supplier products and store wishlists. */
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
  /** Uploads the file, then follows its import job to the end (the upload is the bar). */
  importCatalogueCsv: (file: File, onProgress: (fraction: number) => void) =>
    importCsv("/api/upload/smake", file, (p) => onProgress(p.stage === "uploading" ? p.fraction : 1)),
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
