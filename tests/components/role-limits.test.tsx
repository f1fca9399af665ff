import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orderRoutes } from "../../resources/orders/routes";
import { findRouteMeta } from "../../src/layout/routing/findRouteMeta";
import { decideRoute } from "../../src/layout/routing/routeDecision";
import { storeMenu } from "../../src/layout/sidebar/storeMenu";
import type { UserDto } from "../../domain/api";
import { makeStats } from "./dashboard-helpers";
import { makeUser } from "./fixtures";
import { openOrders, orderDetail } from "./orders-helpers";
import { resetBrowserState } from "./reset";
import { acme, appPath, openApp, STORE, stubShell, users } from "./shell-helpers";

const DENIED = "You don't have permission to access this resource.";
const slow = { timeout: 8000 };
const decide = (path: string, user: keyof typeof users) =>
  decideRoute(findRouteMeta(path), users[user], STORE);

/** An order row as a server that still sent every store's profit would answer. */
const row = (id: number) => ({
  id,
  website_id: STORE,
  website_name: "Acme Merch",
  buyer_name: `Buyer ${id}`,
  buyer_email: `b${id}@example.net`,
  status: "new",
  subtotal: 5000,
  discount: 0,
  price: 5000,
  platform_fee: null,
  profit: 1234,
  supplier_cost: null,
  created_at: "2026-06-14T10:00:00.000Z",
  deleted_at: null,
});
const orderList = { body: [row(1), row(2)], headers: { "Content-Range": "orders 0-1/2" } };

describe("route guard: screens behind a permission", () => {
  it("denies the file library to roles without the files right, like /discounts", () => {
    for (const role of ["salesperson", "client"] as const) {
      expect(decide("/discounts", role)).toBe("denied");
      expect(decide("/files", role)).toBe("denied");
      expect(decide("/files/12", role)).toBe("denied");
    }
    expect(decide("/files", "designer")).toBe("allow");
    expect(decide("/files/12", "owner")).toBe("allow");
  });

  it("denies the store designer without edit_design and the wishlist without browse_products", () => {
    expect(decide(`/store/designer/${STORE}`, "salesperson")).toBe("denied");
    expect(decide(`/store/designer/${STORE}`, "designer")).toBe("allow");
    expect(decide("/products/wishlist", "client")).toBe("denied");
    expect(decide(`/products/wishlist/${STORE}`, "salesperson")).toBe("denied");
    expect(decide(`/products/wishlist/${STORE}`, "designer")).toBe("allow");
  });

  it("never offers Files in the store menu to whom the guard denies it", () => {
    // A store admin whose design and product rights were taken away: the full menu, less Files.
    const entry = (type: string) => ({ type, value: 0, user_permission: { website_id: STORE } });
    const noArtwork = makeUser({
      id: 14,
      company_id: 3,
      company_roles: [{ website_id: STORE, company_role: { slug: "store_admin" } }],
      website_permissions: ["edit_design", "add_products", "edit_products"].map(entry),
    });
    const keys = (user: UserDto) => storeMenu(user, acme).map((item) => item.key);
    expect(decideRoute(findRouteMeta("/files"), noArtwork, STORE)).toBe("denied");
    expect(keys(noArtwork)).not.toContain("files");
    expect(keys(noArtwork)).toContain("orders");
    expect(keys(users.owner)).toContain("files");
  });
});

describe("role limits in the app", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../resources/orders/OrderList"),
      import("../../resources/orders/OrderShow"),
      import("../../resources/files/FileList"),
      import("../../custom-pages/dashboard/StoreDashboard"),
      import("../../resources/contacts/ContactsDrawer"),
    ]);
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("shows the permission message and goes to '/' for a salesperson opening /files", async () => {
    const { calls } = stubShell(users.salesperson, [acme]);
    openApp(users.salesperson, "/files");
    expect(await screen.findByText(DENIED, {}, slow)).toBeTruthy();
    await waitFor(() => expect(appPath()).toBe("/"), slow);
    // Denied before the page mounted: the library was never asked for.
    expect(calls.filter((call) => call.path.startsWith("/api/library"))).toEqual([]);
  });

  it("hides the profit column of a salesperson's order list", async () => {
    stubShell(users.salesperson, [acme], { "GET /api/orders": () => orderList });
    openApp(users.salesperson, "/Order");
    expect(await screen.findByText("Buyer 1", {}, slow)).toBeTruthy();
    expect(screen.getAllByText("$50.00").length).toBe(2);
    expect(screen.queryByText("Profit")).toBeNull();
    expect(screen.queryByText("$12.34")).toBeNull();
  });

  it("keeps the profit column for the store owner", async () => {
    stubShell(users.owner, [acme], { "GET /api/orders": () => orderList });
    openApp(users.owner, "/Order");
    expect(await screen.findByText("Buyer 1", {}, slow)).toBeTruthy();
    // The table's header (the column chooser names the column too).
    expect(within(screen.getByRole("table")).getByText("Profit")).toBeTruthy();
    expect(screen.getAllByText("$12.34").length).toBe(2);
  });

  it("hides the profit and the payout on a salesperson's order page", async () => {
    openOrders(orderRoutes, "/orders/41", users.salesperson, {
      "GET /api/orders/41": () => ({ body: orderDetail() }),
    });
    expect(await screen.findByText("Bea Buyer", {}, slow)).toBeTruthy();
    expect(screen.getAllByText("$45.00").length).toBeGreaterThan(0);
    expect(screen.queryByText("Profit")).toBeNull();
    expect(screen.queryByText("$14.50")).toBeNull();
  });

  it("offers contact editing only to those who may write contacts", async () => {
    const betty = {
      id: 12,
      website_id: STORE,
      name: "Betty Williams",
      city: "Phoenix",
      postal: null,
      street: null,
      phone: null,
      email: "betty@example.org",
      lang: "EN",
      comment: null,
      tags: [],
      created_at: "2025-01-01T00:00:00.000Z",
    };
    const handlers = {
      "GET /api/bread/Contact": () => ({ body: [betty], headers: { "Content-Range": "contact 0-0/1" } }),
      "GET /api/bread/Contact/12": () => ({ body: betty }),
    };
    const openBetty = async (user: UserDto) => {
      stubShell(user, [acme], handlers);
      openApp(user, "/notifications");
      fireEvent.click(await screen.findByRole("button", { name: "Contacts" }, slow));
      const drawer = await screen.findByRole("presentation", {}, slow);
      fireEvent.click(await within(drawer).findByText("Betty Williams", {}, slow));
      await within(drawer).findByText("betty@example.org", {}, slow);
      return drawer;
    };
    const sales = await openBetty(users.salesperson);
    expect(within(sales).queryByRole("button", { name: "Edit" })).toBeNull();
    resetBrowserState();
    const own = await openBetty(users.owner);
    expect(await within(own).findByRole("button", { name: "Edit" }, slow)).toBeTruthy();
  });

  it("hides income and earnings on a salesperson's store dashboard", async () => {
    const stats = makeStats(false, { website_ids: [STORE] });
    stubShell(users.salesperson, [acme], { "GET /api/chart/stats": () => ({ body: stats }) });
    openApp(users.salesperson, "/store-dashboard");
    const orders = await screen.findByRole("region", { name: "Orders statistics" }, slow);
    await waitFor(() => expect(within(orders).getByText("88")).toBeTruthy(), slow);
    expect(within(orders).queryByText("Income")).toBeNull();
    expect(within(orders).queryByText("Earnings")).toBeNull();
  });
});
