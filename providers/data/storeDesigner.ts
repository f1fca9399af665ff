import type { Section } from "../../domain/sections";
import type {
  DesignerPage,
  DesignerStore,
  PageOrderResponse,
  PickerProduct,
} from "../../domain/contracts/store-designer";
import { apiRequest } from "../httpClient";

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** Every page a store menu may hold; far more than any store has. */
const PAGE_RANGE = [0, 499];
const PRODUCT_RANGE = [0, 49];

/**
 * A page as the editor holds it: whatever shape its stored sections have (seeded, written by an
 * older editor), they are read through the one normaliser, so each opens in the section editor.
 * The normaliser and its schemas load with the designer, not with the app's first page.
 */
const designerPage = async (page: DesignerPage): Promise<DesignerPage> => {
  const { normaliseSections } = await import("../../domain/sections");
  return { ...page, sections: normaliseSections(page.sections) };
};

/** The store designer: a store, its pages and their sections, the menu order, and the product picker. */
export const storeDesignerActions = {
  designerStore: (websiteId: number) => apiRequest<DesignerStore>(`/api/bread/Website/${websiteId}`),
  designerPages: async (websiteId: number) =>
    Promise.all(
      (
        await apiRequest<DesignerPage[]>(
          `/api/bread/Page?filter=${json({ website_id: websiteId })}&sort=${json(["sort_order", "ASC"])}&range=${json(PAGE_RANGE)}`,
        )
      ).map(designerPage),
    ),

  /** The BREAD Page update the auto-save sends: only the sections change. */
  savePageSections: (pageId: number, sections: readonly Section[]) =>
    apiRequest<DesignerPage>(`/api/bread/Page/${pageId}`, { method: "PUT", body: { sections } }),

  createDesignerPage: async (body: { website_id: number; type: string; name: string; slug: string }) =>
    designerPage(await apiRequest<DesignerPage>("/api/bread/Page", { method: "POST", body })),

  deleteDesignerPage: (pageId: number) =>
    apiRequest<DesignerPage>(`/api/bread/Page/${pageId}`, { method: "DELETE" }),

  /** The store menu's new order: every page id; the answer holds each page's stored sort_order. */
  savePageOrder: (websiteId: number, pages: readonly number[]) =>
    apiRequest<PageOrderResponse>("/api/update/website/pages/order", {
      method: "POST",
      body: { website_id: websiteId, pages },
    }),

  designerProducts: (websiteId: number, term: string, ids?: readonly number[]) => {
    const filter: Record<string, unknown> = { website_id: websiteId };
    if (term.trim()) filter.q = term.trim();
    if (ids) filter.id = ids;
    return apiRequest<PickerProduct[]>(
      `/api/bread/Product?filter=${json(filter)}&sort=${json(["name", "ASC"])}&range=${json(PRODUCT_RANGE)}`,
    );
  },
};
