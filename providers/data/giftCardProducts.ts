import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  RaRecord,
  UpdateParams,
  UpdateResult,
} from "react-admin";
import type {
  GiftCardProduct,
  GiftCardProductPage,
  GiftCardProductSaved,
} from "../../domain/contracts/gift-card-products";
import { apiRequest } from "../httpClient";
import { queryString } from "./lists";

const PATH = "/api/gift-card-products";
/** The largest page the list call answers. */
const MAX_PER_PAGE = 100;

/** A store's gift card products: one page, one read, created, updated or deleted. */
export const giftCardProductsActions = {
  giftCardProductPage: (query: { page: number; per_page: number; published?: string; website_id?: number }) =>
    apiRequest<GiftCardProductPage>(`${PATH}?${queryString(query)}`),
  giftCardProduct: (id: number) => apiRequest<GiftCardProduct>(`${PATH}/${id}`),
  createGiftCardProduct: (body: Record<string, unknown>) =>
    apiRequest<GiftCardProductSaved>(PATH, { body }),
  updateGiftCardProduct: (id: number, body: Record<string, unknown>) =>
    apiRequest<GiftCardProductSaved>(`${PATH}/${id}`, { method: "PUT", body }),
  deleteGiftCardProduct: (id: number) => apiRequest<{ message: string }>(`${PATH}/${id}`, { method: "DELETE" }),
};

/**
 * One page of the list as react-admin asks for it (newest first: the call has no other order),
 * filtered by `published` ("0"/"1") and the store. A page larger than the call's own (an export)
 * is read in several.
 */
async function readList(params: GetListParams): Promise<GetListResult<GiftCardProduct>> {
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const published = filter.published === "0" || filter.published === "1" ? filter.published : undefined;
  const websiteId = typeof filter.website_id === "number" ? filter.website_id : undefined;
  const read = (p: number, size: number) =>
    giftCardProductsActions.giftCardProductPage({ page: p, per_page: size, published, website_id: websiteId });
  if (perPage <= MAX_PER_PAGE) {
    const one = await read(page, perPage);
    return { data: one.data, total: one.total };
  }
  const first = (page - 1) * perPage;
  const rows: GiftCardProduct[] = [];
  let total = 0;
  for (let p = Math.floor(first / MAX_PER_PAGE) + 1; ; p++) {
    const chunk = await read(p, MAX_PER_PAGE);
    total = chunk.total;
    rows.push(...chunk.data);
    if (p >= chunk.last_page || (p - 1) * MAX_PER_PAGE + chunk.data.length >= first + perPage) break;
  }
  const skip = first - Math.floor(first / MAX_PER_PAGE) * MAX_PER_PAGE;
  return { data: rows.slice(skip, skip + perPage), total };
}

const readOne = (id: unknown) => giftCardProductsActions.giftCardProduct(Number(id));

/**
 * The GiftCardProduct resource over the gift-card product calls (no BREAD model answers it).
 * react-admin types each method as generic in the record the caller expects; these know their
 * records and are widened once here.
 */
export const giftCardProductResources: Record<string, Partial<DataProvider>> = {
  GiftCardProduct: {
    getList: <T extends RaRecord>(_resource: string, params: GetListParams) =>
      readList(params) as Promise<GetListResult<GiftCardProduct | T>> as Promise<GetListResult<T>>,
    getOne: <T extends RaRecord>(_resource: string, params: GetOneParams) =>
      readOne(params.id).then((data) => ({ data })) as Promise<GetOneResult<GiftCardProduct | T>> as Promise<
        GetOneResult<T>
      >,
    getMany: <T extends RaRecord>(_resource: string, params: GetManyParams) =>
      Promise.all(params.ids.map(readOne)).then((data) => ({ data })) as Promise<
        GetManyResult<GiftCardProduct | T>
      > as Promise<GetManyResult<T>>,
    create: <T extends RaRecord>(_resource: string, params: CreateParams) =>
      giftCardProductsActions
        .createGiftCardProduct(params.data as Record<string, unknown>)
        .then(({ data }) => ({ data })) as Promise<CreateResult<GiftCardProduct | T>> as Promise<CreateResult<T>>,
    update: <T extends RaRecord>(_resource: string, params: UpdateParams) =>
      giftCardProductsActions
        .updateGiftCardProduct(Number(params.id), params.data as Record<string, unknown>)
        .then(({ data }) => ({ data })) as Promise<UpdateResult<GiftCardProduct | T>> as Promise<UpdateResult<T>>,
    delete: <T extends RaRecord>(_resource: string, params: DeleteParams<T>) =>
      giftCardProductsActions
        .deleteGiftCardProduct(Number(params.id))
        .then(() => ({ data: params.previousData ?? ({ id: params.id } as T) })) as Promise<DeleteResult<T>>,
    // One at a time: each delete is checked and answered on its own.
    deleteMany: async <T extends RaRecord>(_resource: string, params: DeleteManyParams<T>) => {
      for (const id of params.ids) await giftCardProductsActions.deleteGiftCardProduct(Number(id));
      return { data: params.ids } as DeleteManyResult<T>;
    },
  },
};
