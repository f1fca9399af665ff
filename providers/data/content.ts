import { HttpError } from "react-admin";
import type { ContentItem, ContentKind, ContentList, ContentProduct, SeoSettings } from "../../domain/content";
import type { EntryModalDto } from "../../domain/contracts/content";
import { getActiveWebsiteId } from "../activeWebsiteStore";
import { apiRequest } from "../httpClient";
import { typedResource } from "./typedResource";

/** One page of a store's content list: search, page and sort. */
interface ListParams {
  q?: string;
  page: number;
  perPage: number;
  sort?: string;
  order?: "asc" | "desc";
}

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

const PAGE_SORTS = ["sort_order", "name", "updated_at", "created_at"];

function activeStore(): number {
  const id = getActiveWebsiteId();
  if (id === null) throw new HttpError("Choose a store first.", 400);
  return id;
}

/**
 * The Page Resource: the store's plain pages and its home page, read and written by the page
 * kind's content routes (its rules: one home page, SEO pictures of the store). The BREAD Page
 * model is the design editor's, which lays out every designable page type.
 */
export const contentPages = typedResource({
  getList: async (params) => {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const field = params.sort?.field ?? "sort_order";
    const q: unknown = params.filter?.q;
    const list = await contentActions.listContent(activeStore(), "page", {
      q: typeof q === "string" ? q : undefined,
      page,
      perPage,
      sort: PAGE_SORTS.includes(field) ? field : "sort_order",
      order: params.sort?.order === "DESC" ? "desc" : "asc",
    });
    return { data: list.data, total: list.total };
  },
  getOne: (id) => contentActions.contentItem(activeStore(), "page", id),
  create: (data) => contentActions.saveContent(activeStore(), "page", null, data),
  // With the version it read, a page saved by someone else meanwhile (here or in the designer) is
  // refused with the page as it is now.
  update: (id, data, params) =>
    contentActions.saveContent(activeStore(), "page", id, { ...data, version: params.previousData?.version }),
  delete: (id) => contentActions.deleteContent(activeStore(), "page", id).then(() => undefined),
});
