import { render, screen, waitFor, within } from "@testing-library/react";
import {
  Admin,
  memoryStore,
  Resource,
  TestMemoryRouter,
  type DataProvider,
  type GetListParams,
} from "react-admin";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18nProvider } from "../../providers/i18nProvider";
import ProductList from "../../resources/products/ProductList";
import type { ProductRecord } from "../../resources/products/types";
import { makeUser } from "./fixtures";
import { resetBrowserState } from "./reset";

const products: ProductRecord[] = [
  {
    id: 1,
    website_id: 7,
    name: "Classic Tee",
    price: 123450,
    status: "published",
    inventory_quantity: 40,
    preview_photo_url: "/files/tee.png",
    updated_at: "2025-03-07T12:00:00.000Z",
  },
  {
    id: 2,
    website_id: 7,
    name: "Logo Mug",
    price: 999,
    status: "scheduled",
    inventory_quantity: 3,
    preview_photo_url: null,
    updated_at: "2025-11-30T12:00:00.000Z",
  },
];

function renderList(getList: DataProvider["getList"]) {
  const dataProvider = { getList } as unknown as DataProvider;
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => makeUser({ page_view: 15, user_websites: [7] }),
    canAccess: async () => true,
  };
  return render(
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
}

describe("Product list", { timeout: 20_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("renders rows with prices formatted from cents and the status chips", async () => {
    const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({
      data: products,
      total: 2,
    }));
    renderList(getList as unknown as DataProvider["getList"]);

    const row = (await screen.findByText("Classic Tee", {}, { timeout: 8000 })).closest("tr");
    expect(row).not.toBeNull();
    expect(within(row!).getByText("$1,234.50")).toBeTruthy();
    expect(within(row!).getByText("Published")).toBeTruthy();
    expect(within(row!).getByText("03/07/25")).toBeTruthy();

    const mugRow = screen.getByText("Logo Mug").closest("tr");
    expect(within(mugRow!).getByText("$9.99")).toBeTruthy();
    expect(within(mugRow!).getByText("Scheduled")).toBeTruthy();
  });

  it("pages on the server with the user's page_view as the page size", async () => {
    const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({
      data: products,
      total: 2,
    }));
    renderList(getList as unknown as DataProvider["getList"]);

    await screen.findByText("Classic Tee", {}, { timeout: 8000 });
    await waitFor(() => expect(getList).toHaveBeenCalled());
    const [resource, params] = getList.mock.calls[0]!;
    expect(resource).toBe("Product");
    expect(params.pagination).toEqual({ page: 1, perPage: 15 });
    expect(screen.getByText("Rows per page:")).toBeTruthy();
  });
});
