import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { UserDto, WebsiteSummary } from "../../domain/api";
import { resetBrowserState } from "./reset";
import { acme, appPath, callsTo, openApp, STORE, stubShell, users } from "./shell-helpers";

const STORE_ITEMS = [
  "Dashboard",
  "Orders",
  "Shipments",
  "Products",
  "Gift cards",
  "Discounts",
  "Payments",
  "Files",
  "Store design",
  "Pages & content",
  "Settings",
];

/** The store sidebar's menu entries, in order (the picker and links above them excluded). */
async function storeMenu(user: UserDto, website: WebsiteSummary = acme): Promise<string[]> {
  stubShell(user, [website]);
  openApp(user, "/notifications");
  await screen.findByRole("menuitem", { name: "Dashboard" }, { timeout: 8000 });
  return screen
    .getAllByRole("menuitem")
    .map((item) => item.textContent ?? "")
    .filter((text) => STORE_ITEMS.includes(text));
}

describe("store sidebar per role", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../resources/notifications/NotificationList");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("gives an admin the full menu and the Admin Panel", async () => {
    expect(await storeMenu(users.admin)).toEqual(STORE_ITEMS);
    expect(screen.getByRole("menuitem", { name: "Admin Panel" })).toBeTruthy();
    expect(screen.getByRole("menuitem", { name: "View Store" }).getAttribute("href")).toBe(
      "http://localhost:3000/store/acme",
    );
  });

  it("gives a store owner the full menu without the Admin Panel", async () => {
    expect(await storeMenu(users.owner)).toEqual(STORE_ITEMS);
    expect(screen.queryByRole("menuitem", { name: "Admin Panel" })).toBeNull();
  });

  it("gives a designer the dashboard, products, store design and content", async () => {
    expect(await storeMenu(users.designer)).toEqual([
      "Dashboard",
      "Products",
      "Store design",
      "Pages & content",
    ]);
  });

  it("gives a salesperson and a client the dashboard and orders", async () => {
    expect(await storeMenu(users.salesperson)).toEqual(["Dashboard", "Orders"]);
    resetBrowserState();
    expect(await storeMenu(users.client)).toEqual(["Dashboard", "Orders"]);
  });

  it("drops what a permission entry takes away", async () => {
    const noDiscounts = { ...users.owner, permissions: { [STORE]: ["browse_dashboard", "browse_orders"] } };
    const limited = { ...noDiscounts, user_websites: [] } as UserDto;
    expect(await storeMenu(limited)).toEqual(["Dashboard", "Orders"]);
  });

  it("offers Shipments with browse_single_order and Payments only with full_admin_access", async () => {
    const entries = (types: string[]) =>
      ({ ...users.owner, user_websites: [], permissions: { [STORE]: types } }) as UserDto;
    expect(await storeMenu(entries(["browse_dashboard", "browse_orders", "browse_single_order"]))).toEqual([
      "Dashboard",
      "Orders",
      "Shipments",
    ]);
    resetBrowserState();
    // Files needs design or product rights (canUseFiles); full_admin_access alone opens Payments.
    expect(await storeMenu(entries(["browse_dashboard", "full_admin_access"]))).toEqual([
      "Dashboard",
      "Payments",
    ]);
  });

  it("links Shipments to /shippments and Payments to /payments", async () => {
    await storeMenu(users.owner);
    expect(screen.getByRole("menuitem", { name: "Shipments" }).getAttribute("href")).toBe("/app/shippments");
    expect(screen.getByRole("menuitem", { name: "Payments" }).getAttribute("href")).toBe("/app/payments");
  });
});

describe("company sidebar", { timeout: 20_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  const companyMenu = async (user: UserDto) => {
    stubShell(user, [acme]);
    openApp(user, "/Website");
    await screen.findByRole("menuitem", { name: "Stores" }, { timeout: 8000 });
    return screen.getAllByRole("menuitem").map((item) => item.textContent);
  };

  it("shows Main Dashboard, All Orders and Stores, then the active store", async () => {
    expect(await companyMenu(users.salesperson)).toEqual([
      "Main Dashboard",
      "All Orders",
      "Stores",
      "Acme Merch",
    ]);
  });

  it("never shows All Orders to a designer", async () => {
    expect(await companyMenu(users.designer)).toEqual(["Main Dashboard", "Stores", "Acme Merch"]);
  });

  it("sends a company user's All Orders to their stores' orders", async () => {
    await companyMenu(users.salesperson);
    expect(screen.getByRole("menuitem", { name: "All Orders" }).getAttribute("href")).toBe(
      "/app/company-orders",
    );
    expect(screen.queryByRole("menuitem", { name: "Admin Panel" })).toBeNull();
  });

  it("gives an admin every store's orders (/all/orders), the Admin Panel and every store's activity log", async () => {
    expect(await companyMenu(users.admin)).toEqual([
      "Main Dashboard",
      "All Orders",
      "Stores",
      "Admin Panel",
      "Activity log",
      "Acme Merch",
    ]);
    expect(screen.getByRole("menuitem", { name: "All Orders" }).getAttribute("href")).toBe("/app/all/orders");
    expect(screen.getByRole("menuitem", { name: "Admin Panel" }).getAttribute("href")).toBe(
      "/app/master/admin/view",
    );
    expect(screen.getByRole("menuitem", { name: "Activity log" }).getAttribute("href")).toBe(
      "/app/all/activity",
    );
  });
});

describe("gift cards lock and Launch Store", { timeout: 20_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("shows the upgrade dialog instead of the page when the plan lacks gift cards", async () => {
    stubShell(users.owner, [{ ...acme, limits: {} }]);
    openApp(users.owner, "/notifications");
    fireEvent.click(await screen.findByRole("menuitem", { name: /Gift cards/ }, { timeout: 8000 }));
    const dialog = await screen.findByRole("dialog", { name: "Upgrade your plan" });
    expect(
      within(dialog).getByText(
        "Gift cards are not available in your plan. Upgrade your plan to create gift cards.",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "See plans" }).getAttribute("href")).toBe(
      `/app/websites/${STORE}?tab=subscriptions`,
    );
    // The page stays where it was (/notifications is the Notification list).
    expect(appPath()).toBe("/Notification");
  });

  it("launches a store, says so and reloads the store list", async () => {
    const { calls } = stubShell(users.owner, [{ ...acme, is_launched: 0 }], {
      [`POST /api/websites/${STORE}/launch-store`]: () => ({ body: { message: "ok" } }),
    });
    openApp(users.owner, "/notifications");
    fireEvent.click(await screen.findByRole("button", { name: "Launch Store" }, { timeout: 8000 }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    expect(await screen.findByText("Your store is active now!")).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, "GET", "/api/websites").length).toBeGreaterThan(1));
  });

  it("shows the answer's error field, or the generic text when the call fails", async () => {
    stubShell(users.owner, [{ ...acme, is_launched: 0 }], {
      [`POST /api/websites/${STORE}/launch-store`]: () => ({ body: { error: "Add a product first." } }),
    });
    openApp(users.owner, "/notifications");
    const launch = await screen.findByRole("button", { name: "Launch Store" }, { timeout: 8000 });
    fireEvent.click(launch);
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    expect(await screen.findByText("Add a product first.")).toBeTruthy();

    resetBrowserState();
    stubShell(users.owner, [{ ...acme, is_launched: 0 }], {
      [`POST /api/websites/${STORE}/launch-store`]: () => ({ status: 404, body: { message: "Not found." } }),
    });
    openApp(users.owner, "/notifications");
    fireEvent.click(await screen.findByRole("button", { name: "Launch Store" }, { timeout: 8000 }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    expect(await screen.findByText("Something went wrong...")).toBeTruthy();
  });

  it("disables Launch Store on a demo store and hides it once launched", async () => {
    stubShell(users.owner, [{ ...acme, is_launched: 0, is_demo: 1 }]);
    openApp(users.owner, "/notifications");
    const launch = await screen.findByRole("button", { name: "Launch Store" }, { timeout: 8000 });
    expect((launch as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseOver(launch.parentElement!);
    expect(await screen.findByRole("tooltip", { name: "A demo store cannot be launched" })).toBeTruthy();

    resetBrowserState();
    stubShell(users.owner, [acme]);
    openApp(users.owner, "/notifications");
    await screen.findByRole("menuitem", { name: "Dashboard" }, { timeout: 8000 });
    expect(screen.queryByRole("button", { name: "Launch Store" })).toBeNull();
  });
});
