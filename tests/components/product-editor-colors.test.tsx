import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { admin, makeEditorProduct, renderEditor } from "./product-editor-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
const load = () => ({ body: makeEditorProduct() });

describe("product editor: colours, sizes and variants", { timeout: 60_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("offers 5 colour chips with stock markers until Show more, and saves the new colour list", async () => {
    const { calls } = renderEditor("/products/edit/42", {
      "GET /api/products/42/editor": load,
      "POST /api/products/42/update": () => ({ body: { ...makeEditorProduct(), message: "ok" } }),
    });
    const card = await screen.findByRole("region", { name: "Add Product colors" }, { timeout: 8000 });
    const chips = () =>
      within(card)
        .getAllByRole("button", { pressed: undefined })
        .filter((b) => b.hasAttribute("aria-pressed"));
    expect(within(card).getByText("Forest")).toBeTruthy();
    expect(within(card).queryByText("Pink")).toBeNull();
    expect(within(card).getAllByText("High stock level").length).toBeGreaterThan(0);
    expect(within(card).getByRole("img", { name: "Low stock" })).toBeTruthy();
    expect(within(card).getByRole("img", { name: "Medium stock" })).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "Show more" }));
    expect(within(card).getByText("Pink")).toBeTruthy();
    expect(chips().length).toBeGreaterThanOrEqual(7);

    fireEvent.click(within(card).getByText("Navy"));
    expect(within(card).getByRole("list", { name: "Chosen colors" }).textContent).toContain("Navy");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() => expect(calls.some((c) => c.path === "/api/products/42/update")).toBe(true));
    const body = calls.find((c) => c.path === "/api/products/42/update")!.body;
    expect(body).toMatchObject({ colors: ["Black", "White", "Navy"], force: true });
  });

  it("switches a colour's availability at once through /api/variant/availability", async () => {
    const { calls } = renderEditor("/products/edit/42", {
      "GET /api/products/42/editor": load,
      "POST /api/variant/availability": () => ({
        body: { message: "Completed successfully", updated: 3, inventory_quantity: 10 },
      }),
    });
    const toggle = await screen.findByLabelText("Available White", {}, { timeout: 8000 });
    fireEvent.click(toggle);
    await eventually(() => expect(calls.some((c) => c.path === "/api/variant/availability")).toBe(true));
    expect(calls.find((c) => c.path === "/api/variant/availability")!.body).toEqual({
      product_id: 42,
      color: "White",
      available: 0,
    });
    await eventually(() =>
      expect((screen.getByLabelText("Available White") as HTMLInputElement).checked).toBe(false),
    );
  });

  it("asks before removing the last colour", async () => {
    renderEditor("/products/edit/42", {
      "GET /api/products/42/editor": () => ({ body: makeEditorProduct({ colors: ["Black"] }) }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Remove Black" }, { timeout: 8000 }));
    expect(await screen.findByText("This is the last colour. Remove it anyway?")).toBeTruthy();
  });

  it("hides the variant table from store owners", async () => {
    renderEditor("/products/edit/42", { "GET /api/products/42/editor": load });
    await screen.findByRole("region", { name: "Pricing" }, { timeout: 8000 });
    expect(screen.queryByRole("region", { name: "Variants" })).toBeNull();
  });

  it("shows admins the variant table with generated photos, and the dialog's variant errors", async () => {
    const { calls } = renderEditor(
      "/products/edit/42",
      {
        "GET /api/products/42/editor": load,
        "POST /api/products/42/variant": () => ({
          status: 422,
          body: { message: "Smake variant not found", errors: { variant: "Smake variant not found" } },
        }),
      },
      admin,
    );
    const table = await screen.findByRole("region", { name: "Variants" }, { timeout: 8000 });
    expect(within(table).getByText("Generated photos")).toBeTruthy();
    expect(within(table).getByRole("img", { name: "front" }).getAttribute("src")).toBe("/files/mock-1.png");
    fireEvent.click(within(table).getByRole("button", { name: "Add variant" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save variant" }));
    expect(await within(dialog).findByText("You must select color first")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/products/42/variant")).toBe(false);

    fireEvent.click(within(dialog).getByLabelText("Grouped (several colours and sizes)"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save variant" }));
    expect(await within(dialog).findByText("You must select sizes and colors")).toBeTruthy();
  });

  it("marks selected variants for deletion after a confirmation and saves them as removed", async () => {
    const { calls } = renderEditor(
      "/products/edit/42",
      {
        "GET /api/products/42/editor": load,
        "POST /api/products/42/update": () => ({ body: { ...makeEditorProduct(), message: "ok" } }),
      },
      admin,
    );
    const table = await screen.findByRole("region", { name: "Variants" }, { timeout: 8000 });
    fireEvent.click(within(table).getByRole("checkbox", { name: "Select variant White_S" }));
    fireEvent.click(within(table).getByRole("button", { name: "Delete selected" }));
    fireEvent.click(await screen.findByRole("button", { name: /Yes|Confirm/ }));
    await eventually(() => expect(within(table).queryByText("White_S")).toBeNull());
    // The confirmation's exit transition keeps the page aria-hidden until it is gone.
    await eventually(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(await screen.findByRole("button", { name: "Save" }));
    await eventually(() => expect(calls.some((c) => c.path === "/api/products/42/update")).toBe(true));
    expect(calls.find((c) => c.path === "/api/products/42/update")!.body).toMatchObject({
      remove_variants: ["White-S-idxxxxxxxxxx"],
    });
  });
});
