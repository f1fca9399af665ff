import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeEditorProduct, renderEditor } from "./product-editor-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

const blank = {
  id: 5,
  name: "Gildan Softstyle Tee",
  variants: ["Black", "White", "Navy"].flatMap((color, ci) =>
    ["S", "M", "L", "XL"].map((size, si) => ({
      id: ci * 10 + si,
      color,
      color_swatch: "#000000",
      size,
      available: color === "Navy" ? 0 : 1,
      quantity: 20,
      images: [
        { place: "front", url: `/files/${color}-front.png` },
        { place: "back", url: `/files/${color}-back.png` },
      ],
    })),
  ),
};

describe("create a product from a blank", { timeout: 60_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("chooses colours with every size on, creates it and opens the editor", async () => {
    const { calls } = renderEditor("/products/create/5", {
      "GET /api/smake/product/5": () => ({ body: blank }),
      "POST /api/products/create": () => ({ status: 201, body: makeEditorProduct() }),
      "GET /api/products/42/editor": () => ({ body: makeEditorProduct() }),
    });
    const colours = await screen.findByRole("group", { name: "Add Product colors" }, { timeout: 8000 });
    // Unavailable colours are not offered; pictures come from the front image.
    expect(within(colours).queryByText("Navy")).toBeNull();
    const create = screen.getByRole("button", { name: "Create product" });
    expect(create.hasAttribute("disabled")).toBe(true);
    fireEvent.click(within(colours).getByText("Black"));
    fireEvent.click(within(colours).getByText("White"));
    const sizes = screen.getByRole("group", { name: "Sizes" });
    expect(within(sizes).getAllByRole("button", { pressed: true })).toHaveLength(4);
    fireEvent.click(within(sizes).getByText("XL"));
    fireEvent.click(create);

    await eventually(() => expect(calls.some((c) => c.path === "/api/products/create")).toBe(true));
    expect(calls.find((c) => c.path === "/api/products/create")!.body).toEqual({
      supplier_product_id: 5,
      name: "Gildan Softstyle Tee",
      colors: ["Black", "White"],
      sizes: ["S", "M", "L"],
    });
    expect(await screen.findByRole("region", { name: "Pricing" }, { timeout: 8000 })).toBeTruthy();
  });

  it("shows the server's refusal next to the field", async () => {
    renderEditor("/products/create/5", {
      "GET /api/smake/product/5": () => ({ body: blank }),
      "POST /api/products/create": () => ({
        status: 422,
        body: {
          message: "The retail price must not be below the minimum price.",
          errors: { name: "This element is required" },
        },
      }),
    });
    const colours = await screen.findByRole("group", { name: "Add Product colors" }, { timeout: 8000 });
    fireEvent.click(within(colours).getByText("Black"));
    fireEvent.click(screen.getByRole("button", { name: "Create product" }));
    expect(await screen.findByText("This element is required")).toBeTruthy();
  });

  it("says so when the blank does not exist", async () => {
    renderEditor("/products/create/5", {});
    expect(await screen.findByText("This blank was not found.", {}, { timeout: 8000 })).toBeTruthy();
  });
});
