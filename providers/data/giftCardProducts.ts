import type { DataProvider, GetListParams, GetListResult } from "react-admin";
import type {
  GiftCardProduct,
  GiftCardProductPage,
  GiftCardProductSaved,
} from "../../domain/contracts/gift-card-products";
import { GIFT_CARD_PRODUCT_SORTS } from "../../domain/list-sorts";
import { apiRequest } from "../httpClient";
import { queryString, sortParams } from "./lists";
import { readWindow } from "./pagedWindow";
import { typedResource } from "./typedResource";

const PATH = "/api/gift-card-products";

/** A store's gift card products: one page, one read, created, updated or deleted. */
export const giftCardProductsActions = {
  giftCardProductPage: (query: {
    page: number;
    per_page: number;
    published?: string;
    website_id?: number;
    sort?: string;
    order?: "asc" | "desc";
  }) =>
    apiRequest<GiftCardProductPage>(`${PATH}?${queryString(query)}`),
  giftCardProduct: (id: number) => apiRequest<GiftCardProduct>(`${PATH}/${id}`),
  createGiftCardProduct: (body: Record<string, unknown>) =>
    apiRequest<GiftCardProductSaved>(PATH, { body }),
  updateGiftCardProduct: (id: number, body: Record<string, unknown>) =>
    apiRequest<GiftCardProductSaved>(`${PATH}/${id}`, { method: "PUT", body }),
  deleteGiftCardProduct: (id: number) => apiRequest<{ message: string }>(`${PATH}/${id}`, { method: "DELETE" }),
};

/**
 * One page of the list as react-admin asks for it, in its order (by when made or by name),
 * filtered by `published` ("0"/"1") and the store. A page larger than the call's own (an export)
 * is read in several.
 */
async function readList(params: GetListParams): Promise<GetListResult<GiftCardProduct>> {
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const published = filter.published === "0" || filter.published === "1" ? filter.published : undefined;
  const websiteId = typeof filter.website_id === "number" ? filter.website_id : undefined;
  const order = sortParams(params.sort, GIFT_CARD_PRODUCT_SORTS);
  return readWindow(page, perPage, (p, size) =>
    giftCardProductsActions.giftCardProductPage({
      page: p,
      per_page: size,
      published,
      website_id: websiteId,
      ...order,
    }),
  );
}

/** The GiftCardProduct resource over the gift-card product calls (no BREAD model answers it). */
export const giftCardProductResources: Record<string, Partial<DataProvider>> = {
  GiftCardProduct: typedResource({
    getList: readList,
    getOne: (id) => giftCardProductsActions.giftCardProduct(id),
    create: (data) => giftCardProductsActions.createGiftCardProduct(data).then((saved) => saved.data),
    update: (id, data) => giftCardProductsActions.updateGiftCardProduct(id, data).then((saved) => saved.data),
    delete: (id) => giftCardProductsActions.deleteGiftCardProduct(id).then(() => undefined),
  }),
};
