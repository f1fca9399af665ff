import { lazy } from "react";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route } from "react-router-dom";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { shipmentRoutes } from "../../resources/shipments/routes";
import { useProgress } from "../../src/layout/progress/useProgress";
import { owner } from "./dashboard-helpers";
import { makeUser } from "./fixtures";
import { openOrders, shipmentRow } from "./orders-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
const slow = { timeout: 8000 };

const ShipmentList = lazy(() => import("../../resources/shipments/ShipmentList"));

const salesperson = makeUser({
  id: 12,
  name: "Sam Sales",
  permissions: { "7": ["browse_dashboard", "browse_orders", "browse_single_order"] },
});

/** Renders the onboarding progress query beside a page, as the layout's stepper does. */
const ProgressProbe = () => {
  const { data } = useProgress(7);
  return <p>{data ? "progress loaded" : "progress loading"}</p>;
};

/** The spec's /shippments leads to the Shipment resource's list. */
const routes = (probe = false) => [
  ...shipmentRoutes,
  <Route
    key="Shipment"
    path="/Shipment"
    element={
      <>
        {probe ? <ProgressProbe /> : null}
        <ShipmentList />
      </>
    }
  />,
];

describe("the Shipment resource list", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import("../../resources/shipments/ShipmentList");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("lists the store's shipments and deletes one after the confirmation", async () => {
    let rows = [shipmentRow];
    const { calls } = openOrders(routes(), "/shippments", owner, {
      "GET /api/bread/Shipment": () => ({
        body: rows,
        headers: { "Content-Range": `shipment 0-${rows.length}/${rows.length}` },
      }),
      "DELETE /api/bread/Shipment/9": () => {
        rows = [];
        return { body: shipmentRow };
      },
    });
    expect(await screen.findByText("1Z999", {}, slow)).toBeTruthy();
    expect(screen.getByText("Shipped")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Delete shipment" }, slow));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    expect(
      await screen.findByText("No shipments yet. Add one from an order or here.", {}, slow),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/bread/Shipment/9")).toBe(true);
  });

  it("refetches the onboarding progress after a shipment is saved", async () => {
    const { calls } = openOrders(routes(true), "/Shipment", owner, {
      "GET /api/bread/Shipment": () => ({
        body: [shipmentRow],
        headers: { "Content-Range": "shipment 0-0/1" },
      }),
      "PUT /api/bread/Shipment/9": (call) => ({ body: { ...shipmentRow, ...(call.body as object) } }),
    });
    expect(await screen.findByText("progress loaded", {}, slow)).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Edit shipment" }, slow));
    const progressCalls = () => calls.filter((c) => c.path === "/api/app_progress").length;
    const before = progressCalls();
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Carrier"), { target: { value: "DHL" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await eventually(() => expect(progressCalls()).toBeGreaterThan(before));
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({ carrier: "DHL" });
  });

  it("hides the shipment writes on /shippments from a salesperson", async () => {
    openOrders(routes(), "/shippments", salesperson, {
      "GET /api/bread/Shipment": () => ({
        body: [shipmentRow],
        headers: { "Content-Range": "shipment 0-0/1" },
      }),
    });
    expect(await screen.findByText("1Z999", {}, slow)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add shipment" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit shipment" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Delete/ })).toBeNull();
  });
});
