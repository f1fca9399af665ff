import { render } from "@testing-library/react";
import { Admin, memoryStore, Resource, TestMemoryRouter } from "react-admin";
import type { UserDto } from "../../domain/api";
import { storeActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { dataProvider } from "../../providers/dataProvider";
import { i18nProvider } from "../../src/i18n";
import { startSession } from "../../providers/session";
import ProductList from "../../resources/products/ProductList";
import type { ProductRecord } from "../../domain/contracts/product-list";
import { makeUser } from "./fixtures";
import { answerApi, type Handlers } from "./api";
import { unwatched } from "./unwatched-answers";

export const STORE = 7;

export function product(id: number, overrides: Partial<ProductRecord> = {}): ProductRecord {
  return {
    id,
    website_id: STORE,
    name: `Product ${id}`,
    slug: `product-${id}`,
    price: 1000 + id,
    available: 1,
    status: "published",
    published_from: null,
    published_to: null,
    sort_order: id,
    inventory_quantity: 40,
    inventory_level: "high",
    min_quantity: 1,
    preview_photo_url: `/files/p${id}.png`,
    deleted_at: null,
    updated_at: "2025-03-07T12:00:00.000Z",
    ...overrides,
  };
}

export const page = (data: ProductRecord[], total = data.length) => ({
  body: { data, total, current_page: 1, per_page: 25, last_page: 1 },
});

const emptyDialogs = { body: { data: [], total: 0 } };

/** The list in a bare <Admin>, signed in as `user`, store 7 active, the API stubbed. */
export function renderProductList(handlers: Handlers, user: UserDto = makeUser({ user_websites: [STORE] })) {
  startSession(user, "test-token");
  storeActiveWebsiteId(STORE);
  const api = answerApi({
    ...unwatched,
    "GET /api/products/low-stock": () => emptyDialogs,
    "GET /api/products/price-changes": () => emptyDialogs,
    ...handlers,
  });
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => user,
    canAccess: async () => true,
  };
  const view = render(
    <TestMemoryRouter initialEntries={["/Product"]}>
      <Admin
        disableTelemetry
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Resource name="Product" list={ProductList} />
      </Admin>
    </TestMemoryRouter>,
  );
  /** The query strings the product list was fetched with, oldest first. */
  const listQueries = () =>
    api.calls
      .map((call) => call.url)
      .filter((url) => url.pathname === "/api/all/website/products")
      .map((url) => url.searchParams);
  return { ...view, ...api, listQueries };
}
