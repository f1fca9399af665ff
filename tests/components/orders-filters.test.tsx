import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Link, Route } from "react-router-dom";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "./fixtures";
import { orderRoutes } from "../../resources/orders/routes";
import { TrackingDialog } from "../../resources/orders/TrackingDialog";
import StoreOrders, { CompanyOrders } from "../../resources/orders/OrderList";
import { admin, owner } from "./dashboard-helpers";
import { openOrders, orderDetail, shipmentRow } from "./orders-helpers";
import type { ApiCall } from "./api";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
const slow = { timeout: 8000 };

const salesperson = makeUser({
  id: 12,
  name: "Sam Sales",
  permissions: { "7": ["browse_dashboard", "browse_orders", "browse_single_order"] },
});

const row = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  website_id: 7,
  website_name: "Acme Merch",
  buyer_name: `Buyer ${id}`,
  buyer_email: `b${id}@example.net`,
  status: "new",
  subtotal: 5000,
  discount: 0,
  price: 5000,
  platform_fee: null,
  profit: 1500,
  supplier_cost: null,
  created_at: "2026-06-14T10:00:00.000Z",
  deleted_at: null,
  ...overrides,
});

const listAnswer = () => ({
  body: [row(1), row(2, { status: "completed" })],
  headers: { "Content-Range": "orders 0-1/2" },
});

/** The filter of the requests to `path`, newest last. */
function listFilters(calls: ApiCall[], path = "/api/orders"): Record<string, unknown>[] {
  return calls
    .map((call) => call.url)
    .filter((url) => url.pathname === path)
    .map((url) => JSON.parse(url.searchParams.get("filter") ?? "{}") as Record<string, unknown>);
}

const listRoutes = [
  <Route
    key="list"
    path="/list"
    element={
      <>
        <StoreOrders />
        <Link to="/away">Somewhere else</Link>
      </>
    }
  />,
  <Route key="away" path="/away" element={<Link to="/list">Back to the list</Link>} />,
];

describe("order list filters and order tools", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../resources/orders/PreOrderPage"),
      import("../../resources/orders/OrderClone"),
      import("../../resources/orders/OrderEdit"),
      import("../../resources/shipments/ShipmentList"),
    ]);
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("sends the status, date range and search filters and exports with them", async () => {
    const { calls } = openOrders(listRoutes, "/list", owner, {
      "GET /api/orders": listAnswer,
      "GET /api/orders/export": () => ({
        body: "id,created_at\n1,2026-06-14\n",
        headers: { "Content-Type": "text/csv" },
      }),
    });
    expect(await screen.findByText("Buyer 1", {}, slow)).toBeTruthy();
    const search = screen.getByPlaceholderText("Search buyer or #order");
    expect(screen.queryByPlaceholderText("app.orders.filters.search")).toBeNull();

    fireEvent.change(search, { target: { value: "bea" } });
    await eventually(() => expect(listFilters(calls).at(-1)).toMatchObject({ q: "bea" }));

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByRole("option", { name: "Completed" }));
    await eventually(() =>
      expect(listFilters(calls).at(-1)).toMatchObject({ q: "bea", status: "completed" }),
    );

    fireEvent.click(screen.getByRole("button", { name: "Date range: All" }));
    fireEvent.click(await screen.findByRole("option", { name: "Last 7 days" }));
    await eventually(() => {
      const filter = listFilters(calls).at(-1)!;
      expect(filter).toMatchObject({ q: "bea", status: "completed" });
      const from = Date.parse(String(filter.created_at_gte));
      const to = Date.parse(String(filter.created_at_lte));
      // Seven calendar days ending today, local midnight to the last millisecond.
      expect(Math.round((to - from) / 86_400_000)).toBe(7);
      expect(to).toBeGreaterThanOrEqual(Date.now());
    });

    const created = vi.fn(() => "blob:csv");
    // jsdom has no object URLs.
    Object.defineProperty(URL, "createObjectURL", { value: created, configurable: true });
    Object.defineProperty(URL, "revokeObjectURL", { value: vi.fn(), configurable: true });
    // The list toolbar's export (the bulk toolbar's comes later in the page).
    fireEvent.click(screen.getAllByRole("button", { name: "Export" })[0]!);
    await eventually(() => expect(created).toHaveBeenCalled());
    const exported = listFilters(calls, "/api/orders/export").at(-1)!;
    expect(exported).toMatchObject({ q: "bea", status: "completed" });
    expect(exported.created_at_gte).toBe(listFilters(calls).at(-1)!.created_at_gte);
  });

  it("shows the chosen date range again after navigating away and back", async () => {
    const { calls } = openOrders(listRoutes, "/list", owner, { "GET /api/orders": listAnswer });
    fireEvent.click(await screen.findByRole("button", { name: "Date range: All" }, slow));
    fireEvent.click(await screen.findByRole("option", { name: "Last 30 days" }));
    await eventually(() => expect(listFilters(calls).at(-1)?.created_at_gte).toBeTruthy());
    expect(screen.getByRole("button", { name: /^Date range: Last 30 days/ })).toBeTruthy();

    fireEvent.click(screen.getByRole("link", { name: "Somewhere else" }));
    fireEvent.click(await screen.findByRole("link", { name: "Back to the list" }, slow));
    expect(await screen.findByRole("button", { name: /^Date range: Last 30 days/ }, slow)).toBeTruthy();
    expect(listFilters(calls).at(-1)?.created_at_gte).toBeTruthy();
  });

  it("filters the company orders by store", async () => {
    const { calls } = openOrders(
      [<Route key="company" path="/company-orders" element={<CompanyOrders />} />],
      "/company-orders",
      owner,
      { "GET /api/orders": listAnswer },
    );
    expect(await screen.findByText("Buyer 1", {}, slow)).toBeTruthy();
    expect(listFilters(calls).at(-1)).toMatchObject({ all: true });
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Store" }));
    fireEvent.click(await screen.findByRole("option", { name: "Oscar's Mugs" }));
    await eventually(() => expect(listFilters(calls).at(-1)).toMatchObject({ all: true, website_id: 8 }));
  });

  it("hides the status change and shipment buttons from a salesperson", async () => {
    openOrders(orderRoutes, "/orders/41", salesperson, {
      "GET /api/orders/41": () => ({
        body: orderDetail({
          can: { change_status: false, ship: false, delete: false, admin: false },
          shipments: [shipmentRow],
        }),
      }),
    });
    expect(await screen.findByText("Order #41", {}, slow)).toBeTruthy();
    expect(screen.getByText("1Z999")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Change status" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add shipment" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit shipment" })).toBeNull();
  });

  it("confirms before canceling an order through the status", async () => {
    const { calls } = openOrders(orderRoutes, "/orders/41", owner, {
      "GET /api/orders/41": () => ({ body: orderDetail() }),
      "PUT /api/orders/41/status": () => ({
        body: orderDetail({
          status: "canceled",
          payment: null,
          can: { change_status: false, ship: true, delete: true, admin: false },
        }),
      }),
    });
    fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Status" }, slow));
    fireEvent.click(await screen.findByRole("option", { name: "Canceled" }));
    fireEvent.click(screen.getByRole("button", { name: "Change status" }));
    expect(await screen.findByText(/A canceled order cannot be reopened/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "No" }));
    await eventually(() => expect(screen.queryByText(/A canceled order cannot be reopened/)).toBeNull());
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
    fireEvent.click(await screen.findByRole("button", { name: "Change status" }, slow));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    await eventually(() => expect(screen.queryByRole("button", { name: "Change status" })).toBeNull());
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ status: "canceled", note: null });
  });

  it("shows the order summary page with its lines and total", async () => {
    openOrders(orderRoutes, "/pre-order/41", owner, {
      "GET /api/orders/41": () => ({ body: orderDetail() }),
    });
    expect(await screen.findByText("Order #41", {}, slow)).toBeTruthy();
    expect(screen.getByText("Team tee (Navy / M)", { exact: false })).toBeTruthy();
    expect(screen.getByText(/\$45\.00/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Print" })).toBeTruthy();
  });

  it("edits an order as an admin and shows the saved order", async () => {
    let order = orderDetail({ can: { change_status: true, ship: true, delete: true, admin: true } });
    const { calls } = openOrders(orderRoutes, "/master/admin/edit/order/41", admin, {
      "GET /api/orders/41": () => ({ body: order }),
      "PUT /api/admin/orders/41": (call) => {
        order = { ...order, buyer_name: (call.body as { buyer_name: string }).buyer_name };
        return { body: order };
      },
    });
    expect(await screen.findByText("Edit order #41", {}, slow)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Buyer"), { target: { value: "Bea Renamed" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Order #41", {}, slow)).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      buyer_name: "Bea Renamed",
      items: [{ quantity: 2, unit_price: 2500 }],
    });
  });

  it("shows the supplier's tracking of a shipment", async () => {
    const { calls } = openOrders(
      [
        <Route
          key="tracking"
          path="/tracking"
          element={<TrackingDialog number="1Z999" onClose={() => undefined} />}
        />,
      ],
      "/tracking",
      owner,
      {
        "GET /api/profill/fetch-tracking/1Z999": () => ({
          body: {
            known: true,
            source: "recorded",
            carrier: "UPS",
            status: "in_transit",
            events: [{ at: "2026-06-11T08:00:00.000Z", status: "shipped", description: "Shipped" }],
          },
        }),
      },
    );
    const dialog = await screen.findByRole("dialog", {}, slow);
    expect(within(dialog).getByText("Tracking 1Z999")).toBeTruthy();
    expect(await within(dialog).findByText("Shipped", {}, slow)).toBeTruthy();
    expect(
      within(dialog).getByText(
        "Dates recorded for this shipment (the local supplier account asks no carrier).",
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/profill/fetch-tracking/1Z999")).toBe(true);
  });
});
