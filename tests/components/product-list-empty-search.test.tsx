import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { page, product, renderProductList } from "./product-list-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

describe("Product list search without a match", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("says nothing matches the search and clears it, instead of claiming the store has no products", async () => {
    let term: string | null = null;
    const { listQueries } = renderProductList({
      "GET /api/all/website/products": () => {
        term = listQueries().at(-1)?.get("term") ?? null;
        return term ? page([]) : page([product(1)]);
      },
    });
    await screen.findByText("Product 1", {}, { timeout: 8000 });
    fireEvent.change(screen.getByPlaceholderText("Search"), { target: { value: "zebra" } });

    await screen.findByText("No products match “zebra”.", {}, { timeout: 8000 });
    expect(screen.queryByText(/No products yet/)).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    await screen.findByText("Product 1", {}, { timeout: 8000 });
    await eventually(() => expect(listQueries().at(-1)?.get("term") ?? null).toBeNull());
    expect((screen.getByPlaceholderText("Search") as HTMLInputElement).value).toBe("");
  });

  it("still says the store has no products when nothing is filtered", async () => {
    renderProductList({ "GET /api/all/website/products": () => page([]) });
    await screen.findByText(
      "No products yet. Add one from the catalogue or import a CSV file.",
      {},
      { timeout: 8000 },
    );
    expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();
  });
});
