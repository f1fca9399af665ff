import { apiRequest } from "../../providers/httpClient";
import type { ProductRecord } from "./types";

type Message = { message: string };

export const deleteProducts = (ids: readonly number[]) =>
  apiRequest<Message & { deleted: number }>("/api/products/delete", { body: { ids } });

export const restoreProduct = (id: number) =>
  apiRequest<Message & { product: ProductRecord }>(`/api/restore/product/${id}`, { method: "PUT" });

export const changeStatus = (ids: readonly number[], status: "published" | "unpublished") =>
  apiRequest<Message & { changed: number }>("/api/products/change/status", { body: { ids, status } });

export const duplicateProducts = (ids: readonly number[]) =>
  apiRequest<Message & { products: ProductRecord[] }>("/api/duplicate/products", { body: { ids } });

export const saveSortOrder = (ids: readonly number[]) =>
  apiRequest<Message>("/api/products/update/sortorder", { body: { ids } });

export interface QuickEdit {
  id: number;
  name?: string;
  slug?: string;
  price?: number;
  available?: 0 | 1;
  min_quantity?: number;
  published_from?: string | null;
  published_to?: string | null;
}

export const quickEditProduct = (body: QuickEdit) =>
  apiRequest<Message & { product: ProductRecord }>("/api/quick-edit/product", { body });

export interface MultipleEdit {
  id: number;
  name?: string;
  price?: number;
  available?: 0 | 1;
  min_quantity?: number;
}

export const updateMultipleProducts = (products: readonly MultipleEdit[]) =>
  apiRequest<Message & { products: ProductRecord[] }>("/api/update/multiple/products", {
    body: { products },
  });
