import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Draft } from "../../domain/drafts";
import { storeActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { openApp, owner, stubAppApi } from "./dashboard-helpers";
import { eventually, makeDraft, makeItem, renderCreator } from "./product-creator-helpers";
import { makeEditorProduct, renderEditor } from "./product-editor-helpers";
import { resetBrowserState } from "./reset";

vi.mock("../../custom-pages/design-canvas/FabricCanvas", async () =>
  (await import("./product-creator-helpers")).mockCanvasModule(),
);

const blank = {
  id: 5,
  name: "Softstyle Tee",
  brand: "Gildan",
  photo: "/files/tee.png",
  similar_product_id: null,
  colors: [],
  sizes: [],
  variants: [],
};

const storeProduct = {
  id: 42,
  website_id: 7,
  supplier_product_id: 5,
  name: "Team Tee",
  price: 1299,
  status: "published",
  inventory_quantity: 0,
  preview_photo_url: "/files/preview.png",
  updated_at: "2026-03-01T10:00:00.000Z",
};

/** /products/create/{similarProductId}: the spec's "creation route can also carry a similar product id". */
describe("creating a product similar to another", { timeout: 60_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("goes from the editor's Create similar to a draft started from that product", async () => {
    const draft: Draft = makeDraft({
      similar_product_id: 42,
      items: [makeItem({ colors: ["Navy", "Black"], price: 1999, print_method: "dtg" })],
    });
    const { calls } = stubAppApi(owner, {
      "GET /api/products/42/editor": () => ({ body: makeEditorProduct() }),
      "GET /api/bread/Product/42": () => ({ body: storeProduct }),
      "GET /api/smake/product/5": () => ({ body: blank }),
      "POST /api/product-drafts": () => ({ status: 201, body: draft }),
      "PUT /api/product-drafts/12": () => ({ body: { ...draft, step: 1 } }),
    });
    storeActiveWebsiteId(7);
    openApp(owner, "/products/edit/42");
    const link = await screen.findByRole("link", { name: "Create similar" }, { timeout: 20_000 });
    expect(link.getAttribute("href")).toBe("/app/products/create/5?similar=42");
    fireEvent.click(link);

    expect(
      await screen.findByText(
        "Starting from Team Tee: its blank, colours, sizes, print method and price are copied into the new product.",
        {},
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText("Softstyle Tee")).toBeTruthy();
    expect(screen.getAllByRole("img", { name: "Team Tee" })[0]!.getAttribute("src")).toBe(
      "/files/preview.png",
    );
    // Starting from a product is not resuming an unfinished one.
    expect(calls.some((c) => c.method === "GET" && c.path === "/api/product-drafts")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Upload or choose your design", {}, { timeout: 8000 })).toBeTruthy();
    expect(calls.find((c) => c.method === "POST" && c.path === "/api/product-drafts")!.body).toEqual({
      kind: "single",
      supplier_product_ids: [5],
      similar_product_id: 42,
    });
  });

  it("says so when the product is not the store's, and starts a plain draft from the blank in the path", async () => {
    const { calls } = renderCreator("/products/create/5?similar=99", {
      "GET /api/bread/Product/99": () => ({ status: 404, body: { message: "Not found." } }),
      "GET /api/smake/product/5": () => ({ body: blank }),
      "POST /api/product-drafts": () => ({ status: 201, body: makeDraft() }),
      "PUT /api/product-drafts/12": () => ({ body: makeDraft({ step: 1 }) }),
    });
    expect(
      await screen.findByText(
        "The product to start from was not found in this store. Choose a blank from the catalogue.",
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(await screen.findByText("Softstyle Tee", {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await eventually(() =>
      expect(calls.find((c) => c.method === "POST" && c.path === "/api/product-drafts")?.body).toEqual({
        kind: "single",
        supplier_product_ids: [5],
      }),
    );
  });

  it("offers no Create similar on a custom product, which has no blank to start from", async () => {
    renderEditor("/products/edit/custom/42", {
      "GET /api/products/42/editor": () => ({
        body: makeEditorProduct({ is_custom: true, supplier: null, supplier_product_id: null }),
      }),
    });
    expect(await screen.findByRole("heading", { name: "Team Tee" }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Create similar" })).toBeNull();
  });
});
