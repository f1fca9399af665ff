import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { admin, makeEditorProduct, renderEditor } from "./product-editor-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

const customProduct = () =>
  makeEditorProduct({
    id: 77,
    supplier_product_id: null,
    supplier: null,
    is_custom: true,
    colors: ["Sand"],
    sizes: ["11oz"],
    variants: [],
    price: 3000,
    print_files: [{ id: "p1", place: "front", name: "logo.png", file_id: 3, url: "/files/logo.png" }],
    pricing: {
      input: {
        cheapestVariantCost: 500,
        customizable: true,
        customFee: 0,
        firstCustomFee: 950,
        printPrice: 1000,
        printPriceSecond: 300,
        areas: 1,
        ssmFee: 0,
        productionMargin: 1,
        websiteMargin: 1,
      },
      minimum_price: 2450,
      lines: [],
    },
  });

const minimumRow = () =>
  within(screen.getByRole("table", { name: "Price calculation" }))
    .getByText("Minimum price")
    .closest("tr")?.textContent;

describe("product editor: custom products and fees", { timeout: 60_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("recomputes the minimum from the custom cost lines and saves them through /api/update/custom", async () => {
    const { calls } = renderEditor("/products/edit/custom/77", {
      "GET /api/products/77/editor": () => ({ body: customProduct() }),
      "POST /api/update/custom": () => ({
        body: { ...customProduct(), message: "Product successfully updated" },
      }),
    });
    const cost = await screen.findByLabelText("Base cost ($)", {}, { timeout: 8000 });
    expect(minimumRow()).toBe("Minimum price$24.50");
    fireEvent.change(cost, { target: { value: "6" } });
    expect(minimumRow()).toBe("Minimum price$25.50");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() => expect(calls.some((c) => c.path === "/api/update/custom")).toBe(true));
    expect(calls.find((c) => c.path === "/api/update/custom")!.body).toMatchObject({
      id: 77,
      custom: { cost: 600, first_custom_fee: 950, second_custom_fee: 1000, third_custom_fee: 300 },
    });
  });

  it("removes a print file after a confirmation", async () => {
    const { calls } = renderEditor("/products/edit/custom/77", {
      "GET /api/products/77/editor": () => ({ body: customProduct() }),
      "DELETE /api/product/custom/print/77": () => ({
        body: { message: "Completed successfully", print_files: [] },
      }),
    });
    fireEvent.click(
      await screen.findByRole("button", { name: "Remove print file logo.png" }, { timeout: 8000 }),
    );
    fireEvent.click(await screen.findByRole("button", { name: /Yes|Confirm/ }));
    await eventually(() => expect(screen.getByText("No print files.")).toBeTruthy());
    expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/product/custom/print/77")).toBe(true);
  });

  it("lets an admin set the platform fee and shows the server's refusal at the field", async () => {
    const { calls } = renderEditor(
      "/products/edit/42",
      {
        "GET /api/products/42/editor": () => ({ body: makeEditorProduct() }),
        "POST /api/products/custom/fee": () => ({
          status: 422,
          body: {
            message: "The retail price must not be below the minimum price.",
            errors: { price: "The retail price must not be below the minimum price." },
          },
        }),
      },
      admin,
    );
    const fee = await screen.findByLabelText("Platform fee ($)", {}, { timeout: 8000 });
    fireEvent.change(fee, { target: { value: "50" } });
    fireEvent.click(screen.getByRole("button", { name: "Save fee" }));
    await eventually(() =>
      expect(
        screen.getAllByText("The retail price must not be below the minimum price.").length,
      ).toBeGreaterThan(0),
    );
    expect(calls.find((c) => c.path === "/api/products/custom/fee")!.body).toEqual({
      id: 42,
      ssm_fees: 5000,
    });
  });
});
