import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminPanelRoutes } from "../../custom-pages/admin-panel/routes";
import { resolveDateRange } from "../../ui/date-range/dateRangeValue";
import { Route } from "react-router-dom";
import { admin, openApp, stubAppApi } from "./dashboard-helpers";
import { lastQuery, openScreen, page } from "./gift-cards-helpers";
import { requestsSent } from "./api";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
/** The query of the last call to `path` (handlers may run during the first render). */
const sent = (path: string) => lastQuery(requestsSent(), path);

const store = (id: number, name: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name,
  link: name.toLowerCase().replace(/\W+/g, "-"),
  plan: "free",
  is_launched: 0,
  created_at: "2026-03-04T00:00:00.000Z",
  owner: { id: 10, name: "Olivia Owner", email: "olivia@example.com" },
  products_count: 4,
  orders_count: 12,
  revenue: 123_456,
  ...overrides,
});

const levelUser = (userId: number, name: string) => ({
  level_id: 3,
  level_name: "VIP",
  website_id: 7,
  website_name: "Acme Merch",
  user_id: userId,
  name,
  email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
  created_at: "2026-03-04T00:00:00.000Z",
});

const split = { orders: 0, price: 0, platform_fee: 0, profit: 0, supplier_cost: 0 };
const emptyStats = {
  totals: split,
  canceled: split,
  monthly: [],
  payments: { for_website: 0, for_platform: 0, requested_open: 0, done: 0, open_requests: 0 },
  users: { total: 0, active: 0, new: 0 },
  websites: { total: 0, launched: 0, new: 0 },
  new_users: [],
  new_websites: [],
};

describe("admin panel stores, level users and statistics period", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../custom-pages/admin-panel/AdminPanelPage"),
      import("../../resources/websites/WebsiteList"),
    ]);
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("leads from the stores tab to the store list", async () => {
    openScreen(
      [...adminPanelRoutes, <Route key="/Website" path="/Website" element={<p>The store list</p>} />],
      "/master/admin/view?tab=stores",
      {},
      admin,
    );
    fireEvent.click(await screen.findByRole("link", { name: "Manage stores" }, { timeout: 8000 }));
    expect(await screen.findByText("The store list")).toBeTruthy();
  });

  it("lists every store with owner, plan, launch state, orders and revenue, searched on the server", async () => {
    stubAppApi(admin, {
      "GET /api/admin/websites/detailed": () =>
        sent("/api/admin/websites/detailed").get("search")
          ? { body: page([]) }
          : {
              body: page([store(7, "Acme Merch", { plan: "pro", is_launched: 1 }), store(8, "Oscar's Tees")]),
            },
    });
    openApp(admin, "/websites");
    const table = await screen.findByRole("table", {}, { timeout: 8000 });
    const acme = (await within(table).findByText("Acme Merch", {}, { timeout: 8000 })).closest("tr")!;
    expect(within(acme).getByText("Olivia Owner")).toBeTruthy();
    expect(within(acme).getByText("olivia@example.com")).toBeTruthy();
    expect(within(acme).getByText("pro")).toBeTruthy();
    expect(within(acme).getByText("Launched")).toBeTruthy();
    expect(within(acme).getByText("12")).toBeTruthy();
    expect(within(acme).getByText("$1,234.56")).toBeTruthy();
    expect(
      within(within(table).getByText("Oscar's Tees").closest("tr")!).getByText("Not launched"),
    ).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText("Search"), { target: { value: "zzz" } });
    expect(await screen.findByText("No stores match your search.", {}, { timeout: 8000 })).toBeTruthy();
    expect(sent("/api/admin/websites/detailed").get("search")).toBe("zzz");
    expect(sent("/api/admin/websites/detailed").get("page")).toBe("1");
  });

  it("pages the stores list", async () => {
    stubAppApi(admin, {
      "GET /api/admin/websites/detailed": () => {
        const current = Number(sent("/api/admin/websites/detailed").get("page") ?? 1);
        const rows = Array.from({ length: current === 1 ? 25 : 5 }, (_, i) =>
          store(current * 100 + i, `Store ${current}-${i}`),
        );
        return { body: { ...page(rows), total: 30, current_page: current, last_page: 2 } };
      },
    });
    openApp(admin, "/websites");
    expect(await screen.findByText("Store 1-0", {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Go to next page" }));
    expect(await screen.findByText("Store 2-4", {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText("Store 1-0")).toBeNull();
    expect(sent("/api/admin/websites/detailed").get("page")).toBe("2");
  });

  it("lists level memberships with store, level and user, searched by term", async () => {
    openScreen(
      [...adminPanelRoutes, <Route key="/User/:id" path="/User/:id" element={<p>User 22</p>} />],
      "/master/admin/view?tab=levels",
      {
        "GET /api/admin/po/levels/users": () =>
          sent("/api/admin/po/levels/users").get("term") === "ben"
            ? { body: page([levelUser(22, "Ben Buyer")]) }
            : { body: page([levelUser(21, "Anna Alpha"), levelUser(22, "Ben Buyer")]) },
      },
      admin,
    );
    await screen.findByText("Anna Alpha", {}, { timeout: 8000 });
    const table = screen.getByRole("table", { name: "Level users" });
    const anna = within(table).getByText("Anna Alpha").closest("tr")!;
    expect(within(anna).getByText("Acme Merch")).toBeTruthy();
    expect(within(anna).getByText("VIP")).toBeTruthy();
    expect(within(anna).getByText("anna@example.com")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "ben" } });
    await eventually(() => {
      expect(screen.queryByText("Anna Alpha")).toBeNull();
      expect(screen.getByText("Ben Buyer")).toBeTruthy();
    });
    expect(sent("/api/admin/po/levels/users").get("page")).toBe("1");
    // A membership opens its user.
    fireEvent.click(screen.getByText("Ben Buyer"));
    expect(await screen.findByText("User 22", {}, { timeout: 8000 })).toBeTruthy();
  });

  it("says so when there are no level users, and offers a retry when the list fails", async () => {
    let fail = true;
    openScreen(
      adminPanelRoutes,
      "/master/admin/view?tab=levels",
      {
        "GET /api/admin/po/levels/users": () =>
          fail ? { status: 500, body: { message: "Server error" } } : { body: page([]) },
      },
      admin,
    );
    const retry = await screen.findByRole("button", { name: "Try again" }, { timeout: 8000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText("No level users.", {}, { timeout: 8000 })).toBeTruthy();
  });

  it("limits the statistics with the shared date-range selector", async () => {
    openScreen(
      adminPanelRoutes,
      "/master/admin/view",
      { "GET /api/admin/panel/stats": () => ({ body: emptyStats }) },
      admin,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Date range: All" }, { timeout: 8000 }));
    expect(sent("/api/admin/panel/stats").get("from")).toBeNull();
    fireEvent.click(screen.getByRole("option", { name: "Last 30 days" }));
    const expected = resolveDateRange({ preset: "last_30_days" })!;
    await eventually(() => {
      const q = sent("/api/admin/panel/stats");
      expect(q.get("from")).toBe(expected.from);
      expect(q.get("to")).toBe(expected.to);
    });
    expect(screen.getByRole("button", { name: /^Date range: Last 30 days/ })).toBeTruthy();
    // The old pair of date fields is gone.
    expect(screen.queryByLabelText("From")).toBeNull();
  });
});
