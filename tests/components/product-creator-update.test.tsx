import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DESIGN, makeDraft, makeItem, renderCreator } from "./product-creator-helpers";
import { resetBrowserState } from "./reset";

vi.mock("../../custom-pages/design-canvas/FabricCanvas", async () =>
  (await import("./product-creator-helpers")).mockCanvasModule(),
);

const ready = makeItem({
  colors: ["Black"],
  sides: { front: DESIGN },
  mockups: [{ color: "Black", side: "front", url: "/files/m-black-front.png", stale: false }],
  name: "Crew Tee",
  slug: "crew-tee",
  price: 1500,
});

describe("product creator on a reopened store product", { timeout: 60_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it('says "Update product", not "Publish", and reports the product updated', async () => {
    const draft = makeDraft({ step: 3, product_id: 37, items: [ready] });
    const { calls, location } = renderCreator("/products/create?draft=12", {
      "GET /api/product-drafts/12": () => ({ body: draft }),
      "POST /api/product-drafts/12/publish": () => ({ status: 201, body: { product_ids: [37] } }),
    });
    const update = await screen.findByRole("button", { name: "Update product" }, { timeout: 8000 });
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();
    expect(screen.getByText(/You are changing the design of the store product “Crew Tee”/)).toBeTruthy();
    expect(screen.getAllByText("Update the product's design").length).toBeGreaterThan(0);

    fireEvent.click(update);
    expect(await screen.findByText("Product updated", {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText(/Product published/)).toBeNull();
    expect(await screen.findByText("product editor", {}, { timeout: 8000 })).toBeTruthy();
    expect(location()).toBe("/products/edit/37");
    expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/publish"))).toBe(true);
  });

  it('keeps "Publish" for a new product', async () => {
    const draft = makeDraft({ step: 3, items: [ready] });
    renderCreator("/products/create?draft=12", {
      "GET /api/product-drafts/12": () => ({ body: draft }),
    });
    expect(await screen.findByRole("button", { name: "Publish" }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Update product" })).toBeNull();
  });
});
