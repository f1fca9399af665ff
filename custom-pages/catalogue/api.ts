import { apiRequest } from "../../providers/httpClient";
import { xhrUpload } from "../../src/uploads/xhrUpload";

export type InventoryLevel = "low" | "medium" | "high";

export interface CatalogueColour {
  name: string;
  hex: string;
  inventory: InventoryLevel;
  quantity: number;
  photos: { place: string; url: string | null }[];
}

/** What a supplier product says of itself, as it is read and as it is saved. Money in cents. */
export interface SupplierProductFields {
  style_id: string;
  short_name: string;
  name: string;
  brand: string;
  category: string;
  description: string;
  suggested_method: number;
  second_suggested_method: number | null;
  moq: number;
  print_price: number;
  first_custom_fee: number;
  popular: number;
}

/** One supplier product as GET /api/all/products lists it. Money in cents. */
export interface CatalogueItem extends SupplierProductFields {
  id: number;
  is_customizable: number;
  is_active: number;
  similar_product_id: number | null;
  inventory_quantity: number;
  price_from: number | null;
  photo: string | null;
  colors: CatalogueColour[];
  sizes: string[];
}

export interface Paged<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

export interface SupplierVariant {
  id: number;
  sku: string;
  color: string;
  color_swatch: string;
  size: string;
  cost: number;
  quantity: number;
  available: number;
}

export interface SupplierProductDetail extends CatalogueItem {
  print_price_second: number;
  size_images: (string | null)[];
  variants: SupplierVariant[];
}

export interface CatalogueQuery {
  term?: string;
  page?: number;
  perPage?: number;
  brands?: readonly string[];
  categories?: readonly string[];
  /** Admins: list the switched-off products instead of the active ones. */
  inactive?: boolean;
}

/** The catalogue shows 12 per page; the picker asks 100 at once. */
export const CATALOGUE_PAGE_SIZE = 12;
export const PICKER_PAGE_SIZE = 100;

export function fetchCatalogue(query: CatalogueQuery): Promise<Paged<CatalogueItem>> {
  const params = new URLSearchParams({
    page: String(query.page ?? 1),
    itemsPerPage: String(query.perPage ?? CATALOGUE_PAGE_SIZE),
    is_active: query.inactive ? "0" : "1",
  });
  if (query.term) params.set("term", query.term);
  if (query.brands?.length) params.set("selected_brand", query.brands.join(","));
  if (query.categories?.length) params.set("selected_categories", query.categories.join(","));
  return apiRequest<Paged<CatalogueItem>>(`/api/all/products?${params}`);
}

export interface CountRow {
  name: string;
  count: number;
}

export const fetchBrands = () => apiRequest<CountRow[]>("/api/smake/brands");
export const fetchSupplierCategories = () => apiRequest<CountRow[]>("/api/smake/categories");
export const fetchSupplierProduct = (id: number) =>
  apiRequest<SupplierProductDetail>(`/api/smake/product/${id}`);

export interface SupplierProductBody extends SupplierProductFields {
  print_price_second: number;
  is_customizable: 0 | 1;
  is_active: 0 | 1;
  variants: (Omit<SupplierVariant, "id" | "sku" | "available"> & { id?: number; available: 0 | 1 })[];
}

type Saved = { message: string; product: SupplierProductDetail; notified: number };

export const createSupplierProduct = (body: SupplierProductBody) =>
  apiRequest<Saved>("/api/smake/product", { body });
export const updateSupplierProduct = (id: number, body: SupplierProductBody) =>
  apiRequest<Saved>("/api/update/smake/product", { body: { id, ...body } });
export const deleteSupplierProduct = (id: number) =>
  apiRequest<{ message: string }>(`/api/smake/product/${id}`, { method: "DELETE" });

export function importCatalogueCsv(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append("file", file);
  return xhrUpload<{ message: string; rows: number; products: number; notified: number }>(
    "/api/upload/smake",
    form,
    onProgress,
  );
}

export function uploadSizeImages(id: number, files: readonly File[], onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append("id", String(id));
  files.forEach((file, i) => form.append(`files[${i}]`, file));
  return xhrUpload<{ message: string; size_images: (string | null)[] }>(
    "/admin/product-smake/update/size/images",
    form,
    onProgress,
  );
}

// Categories (childOf, childrens).
export interface CategoryNode {
  id: number;
  website_id: number | null;
  name: string;
  real_name: string | null;
  slug: string;
  childOf: number | null;
  sort_order: number;
  childrens: CategoryNode[];
}

/** A store's categories, or "platform" for the admin's own tree (/master/admin/categories). */
export type CategoryScope = number | "platform";

export const fetchCategories = (scope: CategoryScope) =>
  apiRequest<CategoryNode[]>(
    scope === "platform" ? "/api/admin/categories" : `/api/categories?website_id=${scope}`,
  );

export interface CategoryBody {
  name: string;
  slug: string;
  childOf: number | null;
}

type SavedCategory = { message: string; category: CategoryNode };

const scopeField = (scope: CategoryScope) => (scope === "platform" ? null : scope);

export const createCategory = (scope: CategoryScope, body: CategoryBody) =>
  apiRequest<SavedCategory>("/api/categories", { body: { ...body, website_id: scopeField(scope) } });
export const updateCategory = (id: number, body: CategoryBody) =>
  apiRequest<SavedCategory>(`/api/categories/${id}`, { body });
export const deleteCategory = (id: number) =>
  apiRequest<{ message: string }>(`/api/delete/categories/${id}`, { method: "POST" });
export const orderCategories = (scope: CategoryScope, items: { id: number; childOf: number | null }[]) =>
  apiRequest<{ message: string; categories: CategoryNode[] }>("/api/categories/order", {
    body: { website_id: scopeField(scope), items },
  });

export function importCategoriesCsv(
  scope: CategoryScope,
  file: File,
  onProgress: (fraction: number) => void,
) {
  const form = new FormData();
  form.append("website_id", scope === "platform" ? "" : String(scope));
  form.append("file", file);
  return xhrUpload<{ message: string; imported: number }>("/api/categories/csv", form, onProgress);
}

// Wishlist (favourite store products).
export interface FavouriteProduct {
  id: number;
  website_id: number;
  name: string;
  slug: string;
  price: number;
  inventory_quantity: number;
  status: "published" | "unpublished" | "scheduled";
  preview_photo_url: string | null;
  updated_at: string;
}

export const fetchStoreFavourites = (websiteId: number) =>
  apiRequest<{ data: FavouriteProduct[]; total: number }>(`/wishlist/products/favourites/${websiteId}`);
export const removeFavourite = (productId: number) =>
  apiRequest<{ message: string; favouritesProducts: number[] }>(`/wishlist/delete/${productId}`, {
    method: "POST",
  });
export const toggleFavourite = (productId: number, favourite?: boolean) =>
  apiRequest<{ favourite: boolean; favouritesProducts: number[] }>("/api/favourite/product", {
    body: { product_id: productId, ...(favourite === undefined ? {} : { favourite }) },
  });
