import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Draft } from "../../domain/drafts";
import { DESIGN, eventually, makeDraft, makeItem, renderCreator } from "./product-creator-helpers";
import { resetBrowserState } from "./reset";

vi.mock("../../custom-pages/design-canvas/FabricCanvas", async () =>
  (await import("./product-creator-helpers")).mockCanvasModule(),
);

const ready = () =>
  makeItem({
    colors: ["Black"],
    sides: { front: DESIGN },
    mockups: [{ color: "Black", side: "front", url: "/files/m-black-front.png", stale: false }],
  });

describe("product creator pricing and publishing", { timeout: 60_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("prices with the calculation and margin, then publishes and opens the product", async () => {
    let draft: Draft = makeDraft({ step: 3, items: [ready()] });
    const { calls, location } = renderCreator("/products/create?draft=12", {
      "GET /api/product-drafts/12": () => ({ body: draft }),
      "PUT /api/product-drafts/12": (call) => {
        const patch = (call.body as { items: Record<string, unknown>[] }).items[0]!;
        draft = { ...draft, items: [{ ...draft.items[0]!, ...patch }] };
        return { body: draft };
      },
      "POST /api/product-drafts/12/publish": () => ({ status: 201, body: { product_ids: [77] } }),
    });
    const card = await screen.findByRole("region", { name: "Pricing" }, { timeout: 8000 });
    const calculation = within(card).getByRole("table", { name: "Price calculation" });
    const minimumRow = within(calculation).getAllByRole("row").at(-1)!;
    expect(minimumRow.textContent).toContain("$10.00");
    expect(within(card).getByText("Minimum price: $10.00")).toBeTruthy();
    // The mockup is the product's picture here.
    expect(screen.getByRole("img", { name: "Softstyle Tee" }).getAttribute("src")).toBe(
      "/files/m-black-front.png",
    );

    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The product name is required.");

    const name = screen.getByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: "Crew Tee" } });
    fireEvent.blur(name);
    await eventually(() => expect(draft.items[0]!.slug).toBe("crew-tee"));

    const margin = within(card).getByLabelText("Margin");
    fireEvent.change(margin, { target: { value: "40" } });
    fireEvent.blur(margin);
    await eventually(() => expect(draft.items[0]!.price).toBe(1400));
    fireEvent.click(within(card).getByRole("button", { name: "Round to .95" }));
    await eventually(() => expect(draft.items[0]!.price).toBe(1495));
    expect(calls.at(-1)!.body).toEqual({ items: [{ key: "k1", price: 1495, margin: 50 }] });

    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("product editor", {}, { timeout: 8000 })).toBeTruthy();
    expect(location()).toBe("/products/edit/77");
  });

  it("shows the server's refusal of publishing", async () => {
    const draft = makeDraft({
      step: 3,
      items: [{ ...ready(), name: "Crew Tee", slug: "crew-tee", price: 1500 }],
    });
    renderCreator("/products/create?draft=12", {
      "GET /api/product-drafts/12": () => ({ body: draft }),
      "POST /api/product-drafts/12/publish": () => ({
        status: 422,
        body: { message: "The mockups are out of date. Generate them again.", errors: {} },
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Publish" }, { timeout: 8000 }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The mockups are out of date. Generate them again.",
    );
  });
});
