import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findRouteMeta } from "../../src/layout/routing/findRouteMeta";
import { decideRoute } from "../../src/layout/routing/routeDecision";
import { resetBrowserState } from "./reset";
import { acme, appPath, callsTo, openApp, STORE, stubShell, users } from "./shell-helpers";

const decide = (path: string, user = users.designer, activeId: number | null = STORE) =>
  decideRoute(findRouteMeta(path), user, activeId);

describe("route guard decisions", () => {
  it("denies a page whose permission the active store does not grant", () => {
    expect(decide("/Order")).toBe("denied");
    expect(decide("/Product")).toBe("allow");
    expect(decide("/Order", users.salesperson)).toBe("allow");
  });

  it("checks a store-id route in the store it names; 'create' always passes", () => {
    expect(decide(`/websites/design/${STORE}`)).toBe("allow");
    expect(decide("/websites/design/99")).toBe("denied");
    expect(decide(`/websites/${STORE}`)).toBe("denied");
    expect(decide(`/websites/${STORE}`, users.owner)).toBe("allow");
    expect(decide("/Website/create")).toBe("allow");
  });

  it("sends non-admins home from admin routes and lets admins through everything", () => {
    expect(decide("/master/admin/view")).toBe("home");
    expect(decide("/notifications/create", users.owner)).toBe("home");
    expect(decide("/master/admin/view", users.admin)).toBe("allow");
    expect(decide("/websites/99", users.admin)).toBe("allow");
  });

  it("asks for a store on store pages when none is chosen", () => {
    expect(decide("/Product", users.owner, null)).toBe("select-store");
    expect(decide("/notifications", users.owner, null)).toBe("allow");
  });

  it("never denies the store dashboard, which '/' sends store users to", () => {
    const ordersOnly = {
      ...users.owner,
      user_websites: [],
      permissions: { [STORE]: ["browse_orders" as const] },
    };
    expect(decide("/store-dashboard", ordersOnly)).toBe("allow");
    expect(decide("/Order", ordersOnly)).toBe("allow");
    expect(decide("/Product", ordersOnly)).toBe("denied");
  });

  it("lets unknown paths through to the 404 page", () => {
    expect(findRouteMeta("/no/such/page")).toBeNull();
    expect(decide("/no/such/page")).toBe("allow");
  });
});

describe("route guard in the app", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../resources/orders/OrderList");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("shows the permission message and goes to '/' for a designer opening the orders", async () => {
    const { calls } = stubShell(users.designer, [acme]);
    openApp(users.designer, "/Order");
    expect(
      await screen.findByText("You don't have permission to access this resource.", {}, { timeout: 8000 }),
    ).toBeTruthy();
    await waitFor(() => expect(appPath()).toBe("/"));
    // Denied before the page mounted: the orders were never requested.
    expect(callsTo(calls, "GET", "/api/orders")).toEqual([]);
  });

  it("opens the orders for a salesperson", async () => {
    const { calls } = stubShell(users.salesperson, [acme]);
    openApp(users.salesperson, "/Order");
    await waitFor(() => expect(callsTo(calls, "GET", "/api/orders").length).toBeGreaterThan(0), {
      timeout: 8000,
    });
    expect(appPath()).toBe("/Order");
    expect(screen.queryByText("You don't have permission to access this resource.")).toBeNull();
  });

  it("opens the select-store dialog on a store page when the user has no store", async () => {
    const loner = { ...users.owner, user_websites: [], permissions: {} };
    stubShell(loner, []);
    openApp(loner, "/Product");
    expect(
      await screen.findByRole("dialog", { name: "Select active store" }, { timeout: 8000 }),
    ).toBeTruthy();
  });
});
