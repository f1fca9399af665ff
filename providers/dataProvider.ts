import simpleRestProvider from "ra-data-simple-rest";
import { HttpError, useDataProvider, type DataProvider, type Identifier } from "react-admin";
import { actions } from "./data";
import { contentPages } from "./data/content";
import { giftCardProductResources } from "./data/giftCardProducts";
import { platformCategories } from "./data/categories";
import { storeTeamLists } from "./data/storeTeam";
import { httpClient } from "./httpClient";
import { typedResource, type TypedResource } from "./data/typedResource";
import { versionTag } from "../domain/versions";

const simpleRest = simpleRestProvider("/api/bread", httpClient);

/**
 * /api/bread/<Model> speaks ra-data-simple-rest exactly; resource names are the model names. An
 * update also sends the version it read (`previousData.version`) as If-Match: a record someone else
 * saved meanwhile is refused (409 with the record now) instead of silently overwritten.
 */
const bread: DataProvider = {
  ...simpleRest,
  update: (resource, params) => {
    const version: unknown = params.previousData?.version;
    if (typeof version !== "number") return simpleRest.update(resource, params);
    return httpClient(`/api/bread/${resource}/${encodeURIComponent(String(params.id))}`, {
      method: "PUT",
      body: JSON.stringify(params.data),
      headers: new Headers({ "If-Match": versionTag(version) }),
    }).then(({ json }) => ({ data: json as typeof params.previousData }));
  },
};

/** A spec endpoint answering a list as react-admin reads it. */
const listReader = (read: NonNullable<TypedResource["getList"]>) => typedResource({ getList: read }).getList;

const storeProductList = listReader(actions.productListPage);

/** A spec endpoint answering one record (it answers more than BREAD's row). */
const oneReader = (read: NonNullable<TypedResource["getOne"]>) => typedResource({ getOne: read }).getOne;

const editorProduct = oneReader(actions.productEditor);
const supplierProduct = oneReader(actions.fetchSupplierProduct);

/** The editor's save: a custom product goes to its own save call; both answer the editor's read. */
const editorSave = typedResource({
  update: (id, data, params) =>
    actions.saveEditorProduct({ id, is_custom: params.previousData?.is_custom === true }, data),
}).update;
const storeDetail = oneReader(actions.storeDetail);
const discountDetail = oneReader(actions.discount);

/**
 * A stale save of a screen that reads its record by a spec call: BREAD's 409 answers the record as
 * BREAD reads it, but the screen compares the record as it reads it (the settings' every tab, a
 * discount's chosen products), so the refusal carries that read instead.
 */
async function conflictAsRead(
  error: unknown,
  id: Identifier,
  read: (resource: string, params: { id: Identifier }) => Promise<{ data: unknown }>,
  resource: string,
): Promise<never> {
  const body: unknown = error instanceof HttpError ? error.body : null;
  if (
    !(error instanceof HttpError) ||
    error.status !== 409 ||
    !body ||
    typeof body !== "object" ||
    !("current" in body)
  )
    throw error;
  const { data } = await read(resource, { id });
  throw new HttpError(error.message, 409, { ...body, current: data });
}

/** The spec's order calls (/api/orders) speak the same protocol, with the company-wide scope and fee rules. */
const orders = simpleRestProvider("/api", httpClient);

/**
 * Resources whose lists (or reads) a spec endpoint answers instead of BREAD; every other method
 * of these resources, and every other resource, goes to BREAD.
 */
const ADAPTERS: Record<string, Partial<DataProvider>> = {
  // The stores list includes archived stores and owners, which BREAD does not know. The settings
  // screen (meta.storeSettings) reads the store with every tab's data, saves through BREAD and
  // reads it again, so its form shows what the server now holds.
  Website: {
    getList: listReader(actions.websiteList),
    getOne: (resource, params) =>
      params.meta?.storeSettings === true ? storeDetail(resource, params) : bread.getOne(resource, params),
    update: (resource, params) =>
      params.meta?.storeSettings === true
        ? bread.update(resource, params).then(
            () => storeDetail(resource, { id: params.id, meta: params.meta }),
            (error: unknown) => conflictAsRead(error, params.id, storeDetail, resource),
          )
        : bread.update(resource, params),
  },
  // The store's product list (it asks with `meta.storeProductList`) includes deleted products for
  // the Deleted tab; pickers and lookups of products read BREAD.
  Product: {
    getList: (resource, params) =>
      params.meta?.storeProductList === true
        ? storeProductList(resource, params)
        : bread.getList(resource, params),
    // The product editor (it asks with `meta.editor`) reads and saves with the editor's calls:
    // variants, supplier colours and pricing lines, and the full save's rules (BREAD's update is
    // the list's quick edit).
    getOne: (resource, params) =>
      params.meta?.editor === true ? editorProduct(resource, params) : bread.getOne(resource, params),
    update: (resource, params) =>
      params.meta?.editor === true ? editorSave(resource, params) : bread.update(resource, params),
  },
  Order: {
    getList: (_resource, params) => orders.getList("orders", params),
    getOne: (_resource, params) => orders.getOne("orders", params),
    // Picked by id among every store whose orders the caller browses (a list may show several).
    getMany: (_resource, params) =>
      orders
        .getList("orders", {
          filter: { id: params.ids, all: true },
          pagination: { page: 1, perPage: Math.max(params.ids.length, 1) },
          sort: { field: "id", order: "ASC" },
          signal: params.signal,
        })
        .then(({ data }) => ({ data })),
  },
  // A discount's form needs its chosen products and categories and its latest uses.
  Discount: {
    getOne: discountDetail,
    update: (resource, params) =>
      bread
        .update(resource, params)
        .catch((error: unknown) => conflictAsRead(error, params.id, discountDetail, resource)),
  },
  // A gift card's page shows its history.
  GiftCard: { getOne: oneReader(actions.giftCard) },
  // Gift-card products (a store product whose variants are values), by their own calls.
  ...giftCardProductResources,
  // Payouts list every store for platform admins, with each request's totals: the payments call.
  PaymentRequest: { getList: listReader(actions.paymentRequestList) },
  // A store's plain pages and home page, by the page kind's content routes.
  Page: contentPages,
  // Platform admins: every store's level memberships, and the print team's file preparation queue.
  LevelUser: { getList: listReader(actions.adminLevelUsers) },
  FilePrepRequest: { getList: listReader(actions.prepQueuePage) },
  // The platform's own categories (asked with `meta.platform`) have no store, so not BREAD: the
  // admin category calls. A store's categories are BREAD's.
  Category: {
    getList: (resource, params) =>
      (params.meta?.platform === true ? platformCategories.getList : bread.getList)(resource, params),
    getOne: (resource, params) =>
      (params.meta?.platform === true ? platformCategories.getOne : bread.getOne)(resource, params),
    create: (resource, params) =>
      (params.meta?.platform === true ? platformCategories.create : bread.create)(resource, params),
    update: (resource, params) =>
      (params.meta?.platform === true ? platformCategories.update : bread.update)(resource, params),
    delete: (resource, params) =>
      (params.meta?.platform === true ? platformCategories.delete : bread.delete)(resource, params),
    deleteMany: (resource, params) =>
      (params.meta?.platform === true ? platformCategories.deleteMany : bread.deleteMany)(resource, params),
  },
  // A store's join requests, invitation codes and whitelisted users, by the team's own calls.
  ...storeTeamLists,
  // A blank's editor needs its variants and size charts: read so, and read back after a BREAD save;
  // a stale save's 409 carries the blank as it is now in that same shape, for the conflict dialog.
  SupplierProduct: {
    getOne: supplierProduct,
    update: (resource, params) =>
      bread.update(resource, params).then(
        () => supplierProduct(resource, { id: params.id }),
        (error: unknown) => conflictAsRead(error, params.id, supplierProduct, resource),
      ),
  },
};

type Standard = Pick<
  DataProvider,
  | "getList"
  | "getOne"
  | "getMany"
  | "getManyReference"
  | "create"
  | "update"
  | "updateMany"
  | "delete"
  | "deleteMany"
>;

/** Each standard method asks the resource's adapter first, then BREAD. */
const combined: Standard = {
  getList: (resource, params) => (ADAPTERS[resource]?.getList ?? bread.getList)(resource, params),
  getOne: (resource, params) => (ADAPTERS[resource]?.getOne ?? bread.getOne)(resource, params),
  getMany: (resource, params) => (ADAPTERS[resource]?.getMany ?? bread.getMany)(resource, params),
  getManyReference: (resource, params) =>
    (ADAPTERS[resource]?.getManyReference ?? bread.getManyReference)(resource, params),
  create: (resource, params) => (ADAPTERS[resource]?.create ?? bread.create)(resource, params),
  update: (resource, params) => (ADAPTERS[resource]?.update ?? bread.update)(resource, params),
  updateMany: (resource, params) => (ADAPTERS[resource]?.updateMany ?? bread.updateMany)(resource, params),
  delete: (resource, params) => (ADAPTERS[resource]?.delete ?? bread.delete)(resource, params),
  deleteMany: (resource, params) => (ADAPTERS[resource]?.deleteMany ?? bread.deleteMany)(resource, params),
};

/** The one dataProvider: per-resource adapters over BREAD, plus the API's custom actions. */
export const dataProvider = {
  ...combined,
  ...actions,
  // Lets react-query cancel a list fetch when the user pages or filters again.
  supportAbortSignal: true,
};

export type AppDataProvider = typeof dataProvider;

/** The dataProvider with the API's custom actions typed: the one way screens reach the API. */
export const useAppDataProvider = (): AppDataProvider => useDataProvider<AppDataProvider>();
