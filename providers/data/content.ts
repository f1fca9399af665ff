import type {
  ContentItem,
  ContentKind,
  ContentList,
  ContentProduct,
  Promotion,
  SeoSettings,
} from "../../domain/content";
import type { EntryModalDto, ListParams } from "../../custom-pages/content/shared/types";
import { apiRequest } from "../httpClient";

function contentQuery(params: ListParams): string {
  const q = new URLSearchParams({ page: String(params.page), per_page: String(params.perPage) });
  if (params.q) q.set("q", params.q);
  if (params.sort) q.set("sort", params.sort);
  if (params.order) q.set("order", params.order);
  return q.toString();
}

/** A store's content (pages, posts, menus...), promotions, SEO and entry modal: every call is scoped to the store in its path. */
export const contentActions = {
  listContent: (websiteId: number, kind: ContentKind, params: ListParams) =>
    apiRequest<ContentList>(`/api/content/${websiteId}/${kind}?${contentQuery(params)}`),
  contentItem: (websiteId: number, kind: ContentKind, id: number) =>
    apiRequest<ContentItem>(`/api/content/${websiteId}/${kind}/${id}`),
  saveContent: (websiteId: number, kind: ContentKind, id: number | null, body: unknown) =>
    apiRequest<ContentItem>(`/api/content/${websiteId}/${kind}${id === null ? "" : `/${id}`}`, {
      method: id === null ? "POST" : "PUT",
      body,
    }),
  deleteContent: (websiteId: number, kind: ContentKind, id: number) =>
    apiRequest<{ message: string }>(`/api/content/${websiteId}/${kind}/${id}`, { method: "DELETE" }),

  listPromotions: (websiteId: number, params: ListParams) =>
    apiRequest<{ data: Promotion[]; total: number }>(
      `/api/content/${websiteId}/promotions?${contentQuery(params)}`,
    ),
  promotion: (websiteId: number, id: number) =>
    apiRequest<Promotion>(`/api/content/${websiteId}/promotions/${id}`),
  savePromotion: (websiteId: number, id: number | null, body: unknown) =>
    apiRequest<Promotion>(`/api/content/${websiteId}/promotions${id === null ? "" : `/${id}`}`, {
      method: id === null ? "POST" : "PUT",
      body,
    }),
  deletePromotion: (websiteId: number, id: number) =>
    apiRequest<{ message: string }>(`/api/content/${websiteId}/promotions/${id}`, { method: "DELETE" }),

  storeSeo: (websiteId: number) => apiRequest<SeoSettings>(`/api/content/${websiteId}/seo`),
  saveStoreSeo: (websiteId: number, body: unknown) =>
    apiRequest<SeoSettings>(`/api/content/${websiteId}/seo`, { method: "PUT", body }),
  savePageSeo: (websiteId: number, pageId: number, body: unknown) =>
    apiRequest<SeoSettings>(`/api/content/${websiteId}/seo/pages/${pageId}`, { method: "PUT", body }),

  entryModal: (websiteId: number) => apiRequest<EntryModalDto>(`/api/content/${websiteId}/entry-modal`),
  saveEntryModal: (websiteId: number, body: unknown) =>
    apiRequest<EntryModalDto>(`/api/content/${websiteId}/entry-modal`, { method: "PUT", body }),

  findContentProducts(websiteId: number, params: { q?: string; ids?: number[] }) {
    const q = new URLSearchParams();
    if (params.ids) q.set("ids", params.ids.join(","));
    else if (params.q) q.set("q", params.q);
    return apiRequest<{ data: ContentProduct[] }>(`/api/content/${websiteId}/products?${q}`);
  },
};
