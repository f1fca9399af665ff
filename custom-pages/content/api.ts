import type {
  ContentItem,
  ContentKind,
  ContentList,
  ContentProduct,
  EntryModalContent,
  Promotion,
  SeoSettings,
} from "../../domain/content";
import { apiRequest } from "../../providers/httpClient";

/** The content calls (server/routes/content): every one is scoped to the store in its path. */

export interface ListParams {
  q?: string;
  page: number;
  perPage: number;
  sort?: string;
  order?: "asc" | "desc";
}

function query(params: ListParams): string {
  const q = new URLSearchParams({ page: String(params.page), per_page: String(params.perPage) });
  if (params.q) q.set("q", params.q);
  if (params.sort) q.set("sort", params.sort);
  if (params.order) q.set("order", params.order);
  return q.toString();
}

export const contentKey = (websiteId: number | null, kind: string) => ["content", websiteId, kind] as const;

export const listContent = (websiteId: number, kind: ContentKind, params: ListParams) =>
  apiRequest<ContentList>(`/api/content/${websiteId}/${kind}?${query(params)}`);
export const getContent = (websiteId: number, kind: ContentKind, id: number) =>
  apiRequest<ContentItem>(`/api/content/${websiteId}/${kind}/${id}`);
export const saveContent = (websiteId: number, kind: ContentKind, id: number | null, body: unknown) =>
  apiRequest<ContentItem>(`/api/content/${websiteId}/${kind}${id === null ? "" : `/${id}`}`, {
    method: id === null ? "POST" : "PUT",
    body,
  });
export const deleteContent = (websiteId: number, kind: ContentKind, id: number) =>
  apiRequest<{ message: string }>(`/api/content/${websiteId}/${kind}/${id}`, { method: "DELETE" });

export const listPromotions = (websiteId: number, params: ListParams) =>
  apiRequest<{ data: Promotion[]; total: number }>(`/api/content/${websiteId}/promotions?${query(params)}`);
export const getPromotion = (websiteId: number, id: number) =>
  apiRequest<Promotion>(`/api/content/${websiteId}/promotions/${id}`);
export const savePromotion = (websiteId: number, id: number | null, body: unknown) =>
  apiRequest<Promotion>(`/api/content/${websiteId}/promotions${id === null ? "" : `/${id}`}`, {
    method: id === null ? "POST" : "PUT",
    body,
  });
export const deletePromotion = (websiteId: number, id: number) =>
  apiRequest<{ message: string }>(`/api/content/${websiteId}/promotions/${id}`, { method: "DELETE" });

export const getSeo = (websiteId: number) => apiRequest<SeoSettings>(`/api/content/${websiteId}/seo`);
export const saveStoreSeo = (websiteId: number, body: unknown) =>
  apiRequest<SeoSettings>(`/api/content/${websiteId}/seo`, { method: "PUT", body });
export const savePageSeo = (websiteId: number, pageId: number, body: unknown) =>
  apiRequest<SeoSettings>(`/api/content/${websiteId}/seo/pages/${pageId}`, { method: "PUT", body });

export type EntryModalDto = EntryModalContent & { image_url: string | null };
export const getEntryModal = (websiteId: number) =>
  apiRequest<EntryModalDto>(`/api/content/${websiteId}/entry-modal`);
export const saveEntryModal = (websiteId: number, body: unknown) =>
  apiRequest<EntryModalDto>(`/api/content/${websiteId}/entry-modal`, { method: "PUT", body });

export function findProducts(websiteId: number, params: { q?: string; ids?: number[] }) {
  const q = new URLSearchParams();
  if (params.ids) q.set("ids", params.ids.join(","));
  else if (params.q) q.set("q", params.q);
  return apiRequest<{ data: ContentProduct[] }>(`/api/content/${websiteId}/products?${q}`);
}
