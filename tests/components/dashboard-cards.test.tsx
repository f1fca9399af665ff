import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, localDateOnly } from "../../domain/dashboard";
import { admin, makeStats, openApp, owner, stubAppApi } from "./dashboard-helpers";
import type { ApiCall } from "./api";
import { makeUser } from "./fixtures";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
const region = (name: string) => screen.findByRole("region", { name }, { timeout: 8000 });

/** The query strings of every statistics call made so far. */
function statsQueries(calls: ApiCall[]): URLSearchParams[] {
  return calls
    .map((call) => call.url)
    .filter((url) => url.pathname === "/api/chart/stats")
    .map((url) => url.searchParams);
}

describe("dashboard cards", { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../custom-pages/dashboard/MainDashboard"),
      import("../../custom-pages/dashboard/StoreDashboard"),
    ]);
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("shows an admin the order numbers, the fee split and the platform cards", async () => {
    stubAppApi(admin, { "GET /api/chart/stats": () => ({ body: makeStats(true) }) });
    openApp(admin, "/");

    const orders = await region("Orders statistics");
    await eventually(() => expect(within(orders).getByText("88")).toBeTruthy());
    expect(within(orders).getByText("$9,404.82")).toBeTruthy();
    expect(within(orders).getByText("Platform fees")).toBeTruthy();
    expect(within(orders).getByText("$940.31")).toBeTruthy();
    expect(within(orders).getByText("$5,419.35")).toBeTruthy();

    const stores = await region("Most selling stores");
    expect(within(stores).getByText("Acme Merch")).toBeTruthy();
    expect(within(stores).getByText("120 units")).toBeTruthy();

    // Bestseller names are cut to 20 characters.
    const best = await region("Bestsellers");
    expect(within(best).getByText("Good Vibes Softstyle")).toBeTruthy();

    expect(await region("New users")).toBeTruthy();
    expect(within(await region("New websites")).getByText("Fresh Store")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Products" })).toBeNull();
  });

  it("hides the admin-only cards and numbers from a store owner, who gets the Products card", async () => {
    stubAppApi(owner, { "GET /api/chart/stats": () => ({ body: makeStats(false) }) });
    openApp(owner, "/store-dashboard");

    const products = await region("Products");
    await eventually(() => expect(within(products).getByText("21")).toBeTruthy());
    expect(within(products).getByText("3")).toBeTruthy();
    expect(
      within(products)
        .getByRole("link", { name: /See all products/ })
        .getAttribute("href"),
    ).toBe("/app/Product");

    const orders = await region("Orders statistics");
    expect(within(orders).queryByText("Platform fees")).toBeNull();
    expect(within(orders).getByText("Earnings")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "New users" })).toBeNull();
    expect(screen.queryByRole("region", { name: "New websites" })).toBeNull();
  });

  it("shows a member without product rights the new products, but no way to a list or editor they cannot open", async () => {
    // A salesperson of both stores: dashboard and orders, no products.
    const seller = makeUser({
      id: 11,
      name: "Sally Sales",
      permissions: { 7: ["browse_dashboard", "browse_orders"], 8: ["browse_dashboard", "browse_orders"] },
    });
    stubAppApi(seller, { "GET /api/chart/stats": () => ({ body: makeStats(false) }) });
    openApp(seller, "/");

    const products = await region("Products");
    await eventually(() => expect(within(products).getByText("21")).toBeTruthy());
    expect(within(products).queryByRole("link", { name: /See all products/ })).toBeNull();
    const created = await region("New products");
    expect(within(created).getByText("Plant Parent Two-Tone Mug")).toBeTruthy();
    expect(within(created).queryByRole("link")).toBeNull();
  });

  it("lets the owner open a new product from its tile", async () => {
    stubAppApi(owner, { "GET /api/chart/stats": () => ({ body: makeStats(false) }) });
    openApp(owner, "/");
    const created = await region("New products");
    await eventually(() =>
      expect(
        within(created)
          .getByRole("link", { name: /Plant Parent Two-Tone Mug/ })
          .getAttribute("href"),
      ).toBe("/app/products/edit/57"),
    );
  });

  it("refetches with the chosen period's days", async () => {
    const { calls } = stubAppApi(admin, { "GET /api/chart/stats": () => ({ body: makeStats(true) }) });
    openApp(admin, "/");
    const today = localDateOnly(new Date());
    const year = Number(today.slice(0, 4));

    // The default period is the current calendar year.
    await eventually(() => expect(statsQueries(calls).length).toBeGreaterThan(0));
    expect(statsQueries(calls)[0]?.get("from")).toBe(`${year}-01-01`);
    expect(statsQueries(calls)[0]?.get("to")).toBe(`${year}-12-31`);

    fireEvent.click(await screen.findByRole("button", { name: `01.${year - 2}-12.${year - 2}` }));
    await eventually(() => expect(statsQueries(calls).at(-1)?.get("from")).toBe(`${year - 2}-01-01`));
    expect(statsQueries(calls).at(-1)?.get("to")).toBe(`${year - 2}-12-31`);

    fireEvent.click(screen.getByRole("button", { name: "All" }));
    await eventually(() => {
      const last = statsQueries(calls).at(-1);
      expect(last?.has("from")).toBe(false);
      expect(last?.has("to")).toBe(false);
    });

    // The date-range selector: "Last 7 days" is today and the six days before.
    fireEvent.click(screen.getByRole("button", { name: /^Date range:/ }));
    fireEvent.click(within(await screen.findByRole("listbox")).getByText("Last 7 days"));
    await eventually(() => expect(statsQueries(calls).at(-1)?.get("from")).toBe(addDays(today, -6)));
    expect(statsQueries(calls).at(-1)?.get("to")).toBe(today);
  });

  it("offers only the stores with browse_dashboard and sends the picked ones", async () => {
    const company = { ...owner, company_id: 3 };
    const { calls } = stubAppApi(company, { "GET /api/chart/stats": () => ({ body: makeStats(false) }) });
    openApp(company, "/");

    fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Stores" }, { timeout: 8000 }));
    const options = within(await screen.findByRole("listbox"));
    expect(options.queryByText("Hidden Store")).toBeNull();
    fireEvent.click(options.getByText("Oscar's Mugs"));
    await eventually(() => expect(statsQueries(calls).at(-1)?.getAll("filterWebsites[]")).toEqual(["8"]));
  });

  it("says the spec's message when the statistics cannot be loaded", async () => {
    stubAppApi(admin, {
      "GET /api/chart/stats": () => ({ status: 500, body: { message: "Something went wrong..." } }),
    });
    openApp(admin, "/");
    expect(
      (await screen.findAllByText("We couldn't get statistics", {}, { timeout: 8000 })).length,
    ).toBeGreaterThan(0);
  });
});
