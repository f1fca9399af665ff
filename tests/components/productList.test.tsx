import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeUser } from "./fixtures";
import { page, product, renderProductList, STORE } from "./product-list-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

describe("Product list", { timeout: 20_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("renders rows with prices from cents, status and inventory chips, pictures and edit links", async () => {
    renderProductList({
      "GET /api/all/website/products": () =>
        page([
          product(1, { name: "Classic Tee", price: 123450 }),
          product(2, {
            name: "Logo Mug",
            price: 999,
            status: "scheduled",
            inventory_quantity: 3,
            inventory_level: "medium",
            preview_photo_url: null,
          }),
          product(3, { name: "Cap", status: "unpublished", inventory_quantity: 0, inventory_level: "low" }),
        ]),
    });

    const row = (await screen.findByText("Classic Tee", {}, { timeout: 8000 })).closest("tr")!;
    expect(within(row).getByText("$1,234.50")).toBeTruthy();
    expect(within(row).getByText("Published")).toBeTruthy();
    expect(within(row).getByText("40 in stock")).toBeTruthy();
    expect(within(row).getByText("03/07/25")).toBeTruthy();
    expect(within(row).getByRole("img", { name: "Classic Tee" }).getAttribute("src")).toBe("/files/p1.png");
    expect(within(row).getByRole("link", { name: "Classic Tee" }).getAttribute("href")).toBe(
      "/products/edit/1",
    );

    const mug = screen.getByText("Logo Mug").closest("tr")!;
    expect(within(mug).getByText("$9.99")).toBeTruthy();
    expect(within(mug).getByText("Scheduled")).toBeTruthy();
    expect(within(mug).getByText("3 left")).toBeTruthy();
    const cap = screen.getByText("Cap").closest("tr")!;
    expect(within(cap).getByText("Out of stock")).toBeTruthy();
    expect(within(cap).getByText("Unpublished")).toBeTruthy();
  });

  it("pages on the server with the user's page_view and the spec's page sizes", async () => {
    const { listQueries } = renderProductList(
      { "GET /api/all/website/products": () => page([product(1)]) },
      makeUser({ page_view: 15, user_websites: [STORE] }),
    );
    await screen.findByText("Product 1", {}, { timeout: 8000 });
    const first = listQueries()[0]!;
    expect(first.get("per_page")).toBe("15");
    expect(first.get("page")).toBe("1");
    expect(first.get("orderBy")).toBe("sort_order");
    expect(first.get("orderType")).toBe("asc");
    expect(screen.getByText("Rows per page:")).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("combobox", { name: /rows per page/i }));
    const options = (await screen.findAllByRole("option")).map((o) => o.textContent);
    expect(options).toEqual(["10", "15", "25", "50", "75", "100"]);
  });

  it("searches with the term", async () => {
    const { listQueries } = renderProductList({
      "GET /api/all/website/products": () => page([product(1)]),
    });
    await screen.findByText("Product 1", {}, { timeout: 8000 });
    fireEvent.change(screen.getByPlaceholderText("Search"), { target: { value: "hoodie" } });
    await eventually(() => expect(listQueries().some((q) => q.get("term") === "hoodie")).toBe(true));
  });
});
