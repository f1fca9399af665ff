import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route } from "react-router-dom";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orderRoutes } from "../../resources/orders/routes";
import { admin, owner } from "./dashboard-helpers";
import { openOrders, orderDetail } from "./orders-helpers";
import { resetBrowserState } from "./reset";
import { callsTo } from "./api";
import StoreOrders from "../../resources/orders/OrderList";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
const slow = { timeout: 8000 };

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
  platform_fee: 500,
  profit: 1500,
  supplier_cost: 3000,
  created_at: "2026-06-14T10:00:00.000Z",
  deleted_at: null,
  ...overrides,
});

describe("order screens", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../resources/orders/OrderShow"),
      import("../../resources/orders/OrderList"),
      import("../../resources/orders/OrderClone"),
      import("../../resources/orders/OrderEdit"),
      import("../../resources/shipments/ShipmentList"),
    ]);
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("lists every store's orders for an admin with the store, e-mail, fee columns and status colours", async () => {
    const { calls } = openOrders(orderRoutes, "/all/orders", admin, {
      "GET /api/orders": () => ({
        body: [row(1), row(2, { status: "completed" }), row(3, { status: "canceled" })],
        headers: { "Content-Range": "orders 0-2/3" },
      }),
    });
    expect(await screen.findByText("Buyer 1", {}, slow)).toBeTruthy();
    expect(await screen.findByText("b2@example.net", {}, slow)).toBeTruthy();
    expect(screen.getAllByText("Acme Merch").length).toBeGreaterThan(0);
    expect(screen.getAllByText("$5.00").length).toBe(3);
    const completed = screen.getByText("Completed").closest(".MuiChip-root");
    expect(completed?.className).toContain("MuiChip-colorSuccess");
    expect(screen.getByText("Canceled").closest(".MuiChip-root")?.className).toContain("MuiChip-colorError");
    const url = calls.find((call) => call.path.includes("/api/orders"))!.url;
    expect(JSON.parse(url.searchParams.get("filter") ?? "{}")).toMatchObject({ all: true });
  });

  it("marks picked orders completed and deletes them after the delete question, through the Order model", async () => {
    let rows = [row(1), row(2)];
    const { calls } = openOrders(
      [<Route key="list" path="/list" element={<StoreOrders />} />],
      "/list",
      owner,
      {
        "GET /api/orders": () => ({
          body: rows,
          headers: { "Content-Range": `orders 0-${rows.length - 1}/${rows.length}` },
        }),
        "PUT /api/bread/Order/1": () => {
          rows = [row(1, { status: "completed" }), row(2)];
          return { body: { id: 1, status: "completed" } };
        },
        "DELETE /api/bread/Order/1": () => {
          rows = [row(2)];
          return { body: { id: 1 } };
        },
      },
    );
    expect(await screen.findByText("Buyer 1", {}, slow)).toBeTruthy();
    const pick = () =>
      fireEvent.click(within(screen.getByText("Buyer 1").closest("tr")!).getByRole("checkbox"));
    pick();
    fireEvent.click(await screen.findByRole("button", { name: "Mark completed" }));
    fireEvent.click(
      await within(await screen.findByRole("dialog")).findByRole("button", { name: "Confirm" }),
    );
    await eventually(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ status: "completed" }),
    );
    expect(await screen.findByText("Completed", {}, slow)).toBeTruthy();
    await eventually(() => expect(screen.queryByRole("dialog")).toBeNull());

    pick();
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Are you sure? This action will delete selected order.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await eventually(() => expect(screen.queryByText("Buyer 1")).toBeNull());
    expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/bread/Order/1")).toBe(true);
  });

  it("opens an order from the list row without showing the row as the order", async () => {
    openOrders([<Route key="list" path="/list" element={<StoreOrders />} />], "/list", owner, {
      "GET /api/orders": () => ({ body: [row(41)], headers: { "Content-Range": "orders 0-0/1" } }),
      "GET /api/orders/41": () => ({ body: orderDetail() }),
    });
    fireEvent.click(await screen.findByText("Buyer 41", {}, slow));
    expect(await screen.findByText("Order #41", {}, slow)).toBeTruthy();
    expect(await screen.findByText("Team tee (Navy / M)", {}, slow)).toBeTruthy();
  });

  it("shows an order with mockups, decoration files and totals, changes its status with a note", async () => {
    let order = orderDetail();
    const { calls } = openOrders(orderRoutes, "/orders/41", owner, {
      "GET /api/orders/41": () => ({ body: order }),
      "PUT /api/orders/41/status": (call) => {
        const body = call.body as { status: "completed"; note: string };
        order = orderDetail({
          status: body.status,
          updated_at: "2026-06-15T10:00:00.000Z",
          history: [
            ...order.history,
            {
              id: 2,
              from_status: "new",
              to_status: "completed",
              note: body.note,
              user_name: "Olivia Owner",
              created_at: "2026-06-15T10:00:00.000Z",
            },
          ],
        });
        return { body: order };
      },
    });
    expect(await screen.findByText("Order #41", {}, slow)).toBeTruthy();
    expect(screen.getByText("Team tee (Navy / M)")).toBeTruthy();
    expect(screen.getByAltText("Team tee (Navy / M) back")).toBeTruthy();
    expect(screen.getByRole("link", { name: "front: logo.png" }).getAttribute("href")).toContain(
      "/files/signed/",
    );
    expect(screen.getByText("Discount (SAVE10)")).toBeTruthy();
    expect(screen.getByText("$45.00")).toBeTruthy();
    expect(screen.getByText("Springfield", { exact: false })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByRole("option", { name: "Completed" }));
    fireEvent.change(screen.getByLabelText("Note"), { target: { value: "Picked up" } });
    fireEvent.click(screen.getByRole("button", { name: "Change status" }));
    expect(await screen.findByText("Picked up", {}, slow)).toBeTruthy();
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.body).toEqual({ status: "completed", note: "Picked up" });
  });

  it("asks the spec's question before deleting an order and goes back to the list after", async () => {
    const { calls } = openOrders(orderRoutes, "/orders/41", owner, {
      "GET /api/orders/41": () => ({ body: orderDetail() }),
      "POST /api/delete/purchase/41": () => ({ body: { message: "The order is canceled and archived." } }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }, slow));
    expect(await screen.findByText("Are you sure? This action will delete selected order.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "No" }));
    await eventually(() =>
      expect(screen.queryByText("Are you sure? This action will delete selected order.")).toBeNull(),
    );
    expect(calls.some((c) => c.path === "/api/delete/purchase/41")).toBe(false);
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }, slow));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    expect(await screen.findByText("Order list page", {}, slow)).toBeTruthy();
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/delete/purchase/41")).toBe(true);
  });

  it("adds a shipment from the order page, refusing an empty carrier next to the field", async () => {
    let order = orderDetail();
    const { calls } = openOrders(orderRoutes, "/orders/41", owner, {
      "GET /api/orders/41": () => ({ body: order }),
      "POST /api/bread/Shipment": (call) => {
        const body = call.body as { carrier: string; tracking_number: string; status: string };
        const shipment = {
          id: 9,
          website_id: 7,
          order_id: 41,
          shipped_at: null,
          delivered_at: null,
          note: null,
          created_at: "",
          updated_at: "",
          ...body,
        };
        order = orderDetail({ shipments: [shipment] });
        return { status: 201, body: shipment };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Add shipment" }, slow));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Tracking number"), { target: { value: "1Z999" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Enter the carrier.")).toBeTruthy();
    const shipmentPosts = () => callsTo(calls, "POST", "/api/bread/Shipment");
    expect(shipmentPosts()).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("Carrier"), { target: { value: "UPS" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("1Z999", {}, slow)).toBeTruthy();
    expect(shipmentPosts()[0]?.body).toMatchObject({
      order_id: 41,
      carrier: "UPS",
      tracking_number: "1Z999",
      status: "pending",
    });
  });

  it("clones an order as an admin with the split previewed, showing server errors by the field", async () => {
    let attempt = 0;
    const { calls } = openOrders(orderRoutes, "/master/admin/order/41", admin, {
      "GET /api/orders/41": () => ({
        body: orderDetail({ can: { change_status: true, ship: true, delete: true, admin: true } }),
      }),
      "GET /api/orders/77": () => ({ body: orderDetail({ id: 77, cloned_from: 41 }) }),
      "POST /api/admin/orders/41/clone": () =>
        ++attempt === 1
          ? {
              status: 422,
              body: { message: "E-mail must be valid", errors: { buyer_email: "E-mail must be valid" } },
            }
          : { status: 201, body: orderDetail({ id: 77, cloned_from: 41 }) },
    });
    expect(await screen.findByText("Clone order #41", {}, slow)).toBeTruthy();
    expect(screen.getByTestId("split-preview").textContent).toContain("$50.00");
    fireEvent.change(screen.getByLabelText("Platform fee per piece"), { target: { value: "3.00" } });
    expect(screen.getByTestId("split-preview").textContent).toContain("$6.00");
    fireEvent.click(screen.getByRole("button", { name: "Clone order" }));
    expect(await screen.findAllByText("E-mail must be valid", {}, slow)).toBeTruthy();
    expect(screen.getByLabelText("E-mail").getAttribute("aria-invalid")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Clone order" }));
    expect(await screen.findByText("Order #77", {}, slow)).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/admin/orders/41/clone")).toHaveLength(2);
    expect(calls.find((c) => c.path === "/api/admin/orders/41/clone")?.body).toMatchObject({
      items: [{ quantity: 2, unit_price: 2500, unit_platform_fee: 300 }],
    });
  });
  it("keeps each remaining line's own prices after the first line is removed", async () => {
    const base = orderDetail({ can: { change_status: true, ship: true, delete: true, admin: true } });
    const [first] = base.items;
    const order = {
      ...base,
      items: [
        { ...first, unit_price: 2500, unit_cost: 1000, unit_platform_fee: 300 },
        {
          ...first,
          id: 2,
          name: "Team mug",
          quantity: 3,
          unit_price: 1200,
          unit_cost: 400,
          unit_platform_fee: 150,
        },
      ],
    };
    const { calls } = openOrders(orderRoutes, "/master/admin/order/41", admin, {
      "GET /api/orders/41": () => ({ body: order }),
      "GET /api/orders/77": () => ({ body: orderDetail({ id: 77, cloned_from: 41 }) }),
      "POST /api/admin/orders/41/clone": () => ({
        status: 201,
        body: orderDetail({ id: 77, cloned_from: 41 }),
      }),
    });
    expect(await screen.findByText("Clone order #41", {}, slow)).toBeTruthy();
    expect(screen.getByTestId("split-preview").textContent).toContain("$86.00");
    fireEvent.click(screen.getAllByRole("button", { name: "Remove line" })[0]);
    await eventually(() => expect(screen.getAllByLabelText("Unit price")).toHaveLength(1));
    const shown = (label: string) => {
      const input = screen.getByLabelText(label);
      return input instanceof HTMLInputElement ? input.value : null;
    };
    expect(shown("Name")).toBe("Team mug");
    expect(shown("Unit price")).toBe("12.00");
    expect(shown("Unit cost")).toBe("4.00");
    expect(shown("Platform fee per piece")).toBe("1.50");
    expect(screen.getByTestId("split-preview").textContent).toContain("$36.00");
    fireEvent.click(screen.getByRole("button", { name: "Clone order" }));
    expect(await screen.findByText("Order #77", {}, slow)).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/admin/orders/41/clone")?.body).toMatchObject({
      items: [{ name: "Team mug", quantity: 3, unit_price: 1200, unit_cost: 400, unit_platform_fee: 150 }],
    });
  });
  it("refuses a price that is no amount and an order without lines beside them, sending nothing", async () => {
    const { calls } = openOrders(orderRoutes, "/master/admin/order/41", admin, {
      "GET /api/orders/41": () => ({
        body: orderDetail({ can: { change_status: true, ship: true, delete: true, admin: true } }),
      }),
    });
    expect(await screen.findByText("Clone order #41", {}, slow)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Unit price"), { target: { value: "abc" } });
    expect(screen.queryByTestId("split-preview")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Clone order" }));
    expect(await screen.findByText("The price must be at least 0.", {}, slow)).toBeTruthy();
    expect(screen.getByLabelText("Unit price").getAttribute("aria-invalid")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Remove line" }));
    fireEvent.click(screen.getByRole("button", { name: "Clone order" }));
    expect(await screen.findByText("This element should contains at least 1 element", {}, slow)).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/admin/orders/41/clone")).toHaveLength(0);
  });
});
