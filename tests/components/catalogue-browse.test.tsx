import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { admin, openApp, owner, stubAppApi } from "./dashboard-helpers";
import { catalogueItem, page } from "./catalogue-fixtures";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
const path = () => window.location.pathname.replace(/^\/app/, "");

const catalogueHandlers = () => ({
  "GET /api/all/products": () => ({ body: page([catalogueItem()], 30) }),
  "GET /api/smake/brands": () => ({ body: [{ name: "Gildan", count: 7 }] }),
  "GET /api/smake/categories": () => ({ body: [{ name: "T-Shirts", count: 7 }] }),
});

describe("supplier catalogue (/catalog)", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import("../../custom-pages/catalogue/browse/CataloguePage");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("shows products 12 per page with 5 colour chips, stock markers and the colour's photo", async () => {
    const { calls } = stubAppApi(owner, catalogueHandlers());
    openApp(owner, "/catalog");
    const card = await screen.findByRole(
      "article",
      { name: "Gildan 5000 Heavy Cotton Tee" },
      { timeout: 8000 },
    );
    const listUrl = calls.map((call) => call.url).find((url) => url.pathname === "/api/all/products")!;
    expect(listUrl.searchParams.get("itemsPerPage")).toBe("12");
    expect(within(card).getByText("from $3.10")).toBeTruthy();

    // 5 chips, then "Show more" reveals the other 2.
    expect(within(card).queryByRole("button", { name: "Gold" })).toBeNull();
    fireEvent.click(within(card).getByRole("button", { name: "Show more (2)" }));
    expect(within(card).getByRole("button", { name: "Gold" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Maroon" })).toBeTruthy();

    // White is high stock: the text; Black is low: a red marker; the photo follows the colour.
    expect(within(card).getByText("High stock level")).toBeTruthy();
    const img = () => within(card).getByRole("img") as HTMLImageElement;
    expect(img().src).toContain("/white-front.png");
    fireEvent.click(within(card).getByRole("button", { name: "Black" }));
    expect(within(card).getByText("Low stock level")).toBeTruthy();
    expect(img().src).toContain("/black-front.png");
    fireEvent.click(within(card).getByRole("button", { name: "Navy" }));
    expect(within(card).getByText("Medium stock level")).toBeTruthy();

    // 30 products: 3 pages.
    fireEvent.click(screen.getByRole("button", { name: "Go to page 3" }));
    await eventually(() =>
      expect(calls.some((call) => call.url.searchParams.get("page") === "3")).toBe(true),
    );
  });

  it("searches 700 ms after the last key and opens the product creator from Add to store", async () => {
    const { calls } = stubAppApi(owner, catalogueHandlers());
    openApp(owner, "/catalog");
    await screen.findByRole("article", { name: "Gildan 5000 Heavy Cotton Tee" }, { timeout: 8000 });
    const terms = () =>
      calls
        .map((call) => call.url)
        .filter((url) => url.pathname === "/api/all/products")
        .map((url) => url.searchParams.get("term"));
    const box = screen.getByRole("textbox", { name: "Search products" });
    fireEvent.change(box, { target: { value: "hood" } });
    fireEvent.change(box, { target: { value: "hoodie" } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(terms()).not.toContain("hoodie");
    await eventually(() => expect(terms()).toContain("hoodie"));
    expect(terms()).not.toContain("hood");

    fireEvent.click(screen.getAllByRole("link", { name: "Add to store" })[0]!);
    await eventually(() => expect(path()).toBe("/products/create/5"));
  });

  it("filters by brand, and gives admins the CSV and edit actions", async () => {
    const { calls } = stubAppApi(admin, catalogueHandlers());
    openApp(admin, "/catalog");
    await screen.findByRole("article", { name: "Gildan 5000 Heavy Cotton Tee" }, { timeout: 8000 });
    expect(screen.getByRole("button", { name: "Import CSV" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit" }).getAttribute("href")).toContain("/SupplierProduct/5");

    fireEvent.click(screen.getByRole("switch", { name: "Inactive products" }));
    await eventually(() =>
      expect(calls.some((call) => call.url.searchParams.get("is_active") === "0")).toBe(true),
    );
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Brand" }));
    fireEvent.click(await screen.findByRole("option", { name: "Gildan (7)" }));
    await eventually(() =>
      expect(calls.some((call) => call.url.searchParams.get("selected_brand") === "Gildan")).toBe(true),
    );
  });
});
