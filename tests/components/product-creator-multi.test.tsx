import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Draft } from "../../domain/drafts";
import { DESIGN, eventually, makeDraft, makeItem, renderCreator } from "./product-creator-helpers";
import { resetBrowserState } from "./reset";

vi.mock("../../custom-pages/design-canvas/FabricCanvas", async () =>
  (await import("./product-creator-helpers")).mockCanvasModule(),
);

const catalogue = Array.from({ length: 11 }, (_, i) => ({
  id: 100 + i,
  name: `Blank ${i + 1}`,
  brand: "Gildan",
  photo: null,
  similar_product_id: null,
  colors: [],
  sizes: [],
  price_from: 500,
}));

const mockups = (color: string) =>
  ["front", "back"].map((side) => ({ color, side, url: `/files/m-${color}-${side}.png`, stale: false }));

describe("multi-product quick creator", { timeout: 90_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("takes at most 10 blanks and creates the draft with them", async () => {
    const { calls } = renderCreator("/products/create/multiple", {
      "GET /api/product-drafts": () => ({ body: { data: [], total: 0 } }),
      "GET /api/all/products": () => ({
        body: { data: catalogue, total: 11, current_page: 1, per_page: 100, last_page: 1 },
      }),
      "POST /api/product-drafts": () => ({ status: 201, body: makeDraft({ kind: "multiple" }) }),
      "PUT /api/product-drafts/12": () => ({ body: makeDraft({ kind: "multiple", step: 1 }) }),
    });
    for (let i = 0; i < 11; i++) {
      fireEvent.click(await screen.findByRole("button", { name: "Add a product" }, { timeout: 8000 }));
      const picker = await screen.findByRole("dialog", {}, { timeout: 8000 });
      fireEvent.click(await within(picker).findByText(`Blank ${i + 1}`, {}, { timeout: 8000 }));
      await eventually(() => expect(screen.queryByRole("dialog")).toBeNull());
    }
    expect((await screen.findByRole("alert")).textContent).toBe("Max. products limit has been reached.");
    expect(screen.getByText("Choose the blanks (10 of 10)")).toBeTruthy();
    expect(screen.queryByText("Blank 11")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await eventually(() =>
      expect(calls.some((c) => c.method === "POST" && c.path === "/api/product-drafts")).toBe(true),
    );
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      kind: "multiple",
      supplier_product_ids: catalogue.slice(0, 10).map((c) => c.id),
    });
  });

  it("needs name, slug and price for every product, then a front or back mockup, then publishes all", async () => {
    const items = [
      makeItem({
        key: "a",
        colors: ["Black"],
        sides: { front: DESIGN },
        mockups: mockups("Black").slice(0, 1),
      }),
      makeItem({
        key: "b",
        colors: ["White"],
        sides: { front: DESIGN },
        mockups: mockups("White").slice(0, 1),
      }),
    ];
    let draft: Draft = makeDraft({ kind: "multiple", step: 3, items });
    const { calls } = renderCreator("/products/create/multiple?draft=12", {
      "GET /api/product-drafts/12": () => ({ body: draft }),
      "PUT /api/product-drafts/12": (call) => {
        const body = call.body as { step?: number; items?: { key: string }[] };
        if (body.step !== undefined) draft = { ...draft, step: body.step };
        for (const patch of body.items ?? [])
          draft = {
            ...draft,
            items: draft.items.map((item) => (item.key === patch.key ? { ...item, ...patch } : item)),
          };
        return { body: draft };
      },
      "POST /api/product-drafts/12/publish": () => ({ status: 201, body: { product_ids: [77, 78] } }),
    });
    expect(await screen.findAllByRole("group", { name: "Softstyle Tee" }, { timeout: 8000 })).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The product name is required.");
    expect(screen.getAllByText("The product name is required.").length).toBeGreaterThanOrEqual(2);

    const names = screen.getAllByLabelText(/^Name/);
    const prices = screen.getAllByLabelText(/Retail price/);
    for (const [i, name] of names.entries()) {
      fireEvent.change(name, { target: { value: `Team Tee ${i + 1}` } });
      fireEvent.blur(name);
      await eventually(() => expect(draft.items[i]!.slug).toBe(`team-tee-${i + 1}`));
      fireEvent.change(prices[i]!, { target: { value: "9.50" } });
      fireEvent.blur(prices[i]!);
      await eventually(() => expect(draft.items[i]!.price).toBe(950));
    }
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    // 9.50 is below the $10.00 minimum.
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The retail price must not be below the minimum price. The minimum price is $10.00.",
    );
    for (const price of screen.getAllByLabelText(/Retail price/)) {
      fireEvent.change(price, { target: { value: "19.99" } });
      fireEvent.blur(price);
    }
    await eventually(() => expect(draft.items.every((i) => i.price === 1999)).toBe(true));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Locations", { selector: "h2" }, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("product list", {}, { timeout: 8000 })).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/product-drafts/12/publish")).toBe(true);
  });

  it("refuses the locations step while a product has no front or back mockup", async () => {
    const items = [
      makeItem({
        key: "a",
        name: "A",
        slug: "a",
        price: 1500,
        colors: ["Black"],
        sides: { front: DESIGN },
        mockups: mockups("Black"),
      }),
      makeItem({
        key: "b",
        name: "B",
        slug: "b",
        price: 1500,
        colors: ["White"],
        sides: { front: DESIGN },
        mockups: mockups("White").map((m) => ({ ...m, stale: true })),
      }),
    ];
    const { calls } = renderCreator("/products/create/multiple/12", {
      "GET /api/product-drafts/12": () => ({ body: makeDraft({ kind: "multiple", step: 4, items }) }),
    });
    expect(await screen.findByText("Locations", { selector: "h2" }, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Each product needs a front or back mockup.");
    expect(calls.some((c) => c.path.endsWith("/publish"))).toBe(false);
  });
});
