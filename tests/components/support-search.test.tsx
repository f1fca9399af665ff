import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getActiveWebsiteId } from "../../providers/activeWebsiteStore";
import type { SupportSearchResult } from "../../domain/support-search";
import { holdAnswers } from "./api";
import { makeUser, makeWebsite } from "./fixtures";
import { resetBrowserState } from "./reset";
import { appPath, callsTo, openApp, stubShell, users } from "./shell-helpers";

/** The app bar's search across the stores and its results page. */

const owner = makeUser({ id: 10, name: "Olivia Owner", user_websites: [7, 8] });
const tees = makeWebsite({ id: 7, name: "Oscar's Tees" });
const mugs = makeWebsite({ id: 8, name: "Oscar's Mugs", link: "oscars-mugs" });

const found: SupportSearchResult = {
  orders: {
    total: 12,
    items: [
      {
        id: 501,
        website_id: 8,
        website_name: "Oscar's Mugs",
        buyer_name: "Maya Lopez",
        buyer_email: "maya@example.com",
        status: "new",
        price: 2599,
        created_at: "2026-05-02T10:00:00.000Z",
      },
    ],
  },
  contacts: {
    total: 1,
    items: [
      {
        id: 31,
        website_id: 7,
        website_name: "Oscar's Tees",
        name: "Maya Lopez",
        email: "maya@example.com",
        city: null,
      },
    ],
  },
  products: { total: 0, items: [] },
};

const nothing: SupportSearchResult = {
  orders: { total: 0, items: [] },
  contacts: { total: 0, items: [] },
  products: null,
};

describe("search across the stores", { timeout: 20_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("searches from the app bar, shows the groups with counts and stores, and opens an order in its store", async () => {
    const { calls } = stubShell(owner, [tees, mugs], {
      "GET /api/support/search": () => ({ body: found }),
      "GET /api/orders/:id": () => undefined,
    });
    openApp(owner, "/notifications");
    // jsdom applies no media queries: the wide screens' field counts as hidden.
    const box = await screen.findByRole(
      "searchbox",
      { name: "Search the stores", hidden: true },
      { timeout: 8000 },
    );
    await waitFor(() => expect(getActiveWebsiteId()).toBe(7));
    const release = holdAnswers("GET /api/support/search");
    fireEvent.change(box, { target: { value: "  maya " } });
    fireEvent.submit(box.closest("form")!);

    await waitFor(() => expect(appPath()).toBe("/search"));
    expect(window.location.search).toBe("?q=maya");
    // A skeleton while the stores are searched.
    expect(await screen.findByTestId("store-search-loading", undefined, { timeout: 5000 })).toBeTruthy();
    release();

    const orders = await screen.findByRole("region", { name: "Orders" }, { timeout: 5000 });
    expect(within(orders).getByText("1 of 12")).toBeTruthy();
    const order = within(orders).getByRole("link", { name: /Order #501/ });
    expect(order.textContent).toContain("in Oscar's Mugs");
    expect(order.textContent).toContain("Maya Lopez");
    const contacts = screen.getByRole("region", { name: "Contacts" });
    // The owner edits contacts: the hit opens the contact's editor.
    expect(
      within(contacts)
        .getByRole("link", { name: /Maya Lopez/ })
        .getAttribute("href"),
    ).toBe("/app/Contact/31");
    expect(within(screen.getByRole("region", { name: "Products" })).getByText("No matches.")).toBeTruthy();
    expect(callsTo(calls, "GET", "/api/support/search").at(-1)?.query.get("q")).toBe("maya");

    fireEvent.click(order);
    await waitFor(() => expect(appPath()).toBe("/Order/501/show"));
    expect(getActiveWebsiteId()).toBe(8);
  });

  it("says when nothing matches, leaves out a kind the user may not search, and asks for 2 characters", async () => {
    const { calls } = stubShell(users.salesperson, undefined, {
      "GET /api/support/search": () => ({ body: nothing }),
    });
    openApp(users.salesperson, "/search?q=zz");
    expect(
      await screen.findByText("Nothing in your stores matches “zz”.", undefined, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Products" })).toBeNull();

    // The page's own field: one character is not searched.
    const field = within(document.getElementById("main-content")!).getByRole("searchbox", {
      name: "Search the stores",
    });
    fireEvent.change(field, { target: { value: "z" } });
    fireEvent.submit(field.closest("form")!);
    expect(await screen.findByText("Type at least 2 characters to search the stores.")).toBeTruthy();
    expect(callsTo(calls, "GET", "/api/support/search").map((call) => call.query.get("q"))).toEqual(["zz"]);
  });

  it("opens the field from an icon on narrow screens", async () => {
    stubShell(owner, [tees, mugs], { "GET /api/support/search": () => ({ body: found }) });
    openApp(owner, "/notifications");
    fireEvent.click(
      await screen.findByRole("button", { name: "Search the stores", hidden: true }, { timeout: 8000 }),
    );
    const dialog = await screen.findByRole("dialog");
    const field = within(dialog).getByRole("searchbox", { name: "Search the stores" });
    fireEvent.change(field, { target: { value: "#501" } });
    fireEvent.submit(field.closest("form")!);
    await waitFor(() => expect(appPath()).toBe("/search"));
    expect(new URLSearchParams(window.location.search).get("q")).toBe("#501");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
