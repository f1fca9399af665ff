import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { priceBelowMinimumMessage } from "../../domain/pricing";
import { page, product, renderProductList } from "./product-list-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

/** The text an input is described by: its helper text, where its error is said. */
const describedBy = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

async function selectRows(...names: string[]) {
  for (const name of names) {
    const row = (await screen.findByText(name, {}, { timeout: 8000 })).closest("tr")!;
    fireEvent.click(within(row).getByRole("checkbox"));
  }
}

describe("Product list bulk work", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("deletes the selected products only after Yes in the spec's confirm", async () => {
    const { calls } = renderProductList({
      "GET /api/all/website/products": () => page([product(1), product(2), product(3)]),
      "POST /api/products/delete": () => ({ body: { message: "Deleted 2 products.", deleted: 2 } }),
    });
    await selectRows("Product 1", "Product 2");
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Are you sure, you want delete this element?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "No" }));
    await eventually(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((c) => c.path === "/api/products/delete")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Yes" }));
    await eventually(() =>
      expect(calls.find((c) => c.path === "/api/products/delete")?.body).toEqual({ ids: [1, 2] }),
    );
    expect(await screen.findByText("Deleted 2 products")).toBeTruthy();
  });

  it("publishes, unpublishes and duplicates the selection", async () => {
    const { calls } = renderProductList({
      "GET /api/all/website/products": () => page([product(1), product(2)]),
      "POST /api/products/change/status": () => ({ body: { message: "ok", changed: 1 } }),
      "POST /api/duplicate/products": () => ({ body: { message: "ok", products: [] } }),
    });
    await selectRows("Product 2");
    fireEvent.click(screen.getByRole("button", { name: "Unpublish" }));
    await eventually(() =>
      expect(calls.find((c) => c.path === "/api/products/change/status")?.body).toEqual({
        ids: [2],
        status: "unpublished",
      }),
    );
    await selectRows("Product 1");
    fireEvent.click(screen.getByRole("button", { name: "Duplicate" }));
    await eventually(() =>
      expect(calls.find((c) => c.path === "/api/duplicate/products")?.body).toEqual({ ids: [1] }),
    );
  });

  it("updates several products and shows the server's price error at the field", async () => {
    let attempts = 0;
    const { calls } = renderProductList({
      "GET /api/all/website/products": () => page([product(1, { price: 2500 }), product(2, { price: 3000 })]),
      "POST /api/update/multiple/products": () => {
        attempts++;
        return attempts === 1
          ? {
              status: 422,
              body: {
                message: priceBelowMinimumMessage(2950),
                errors: { "products.1.price": priceBelowMinimumMessage(2950) },
              },
            }
          : { body: { message: "Completed successfully", products: [] } };
      },
    });
    await selectRows("Product 1", "Product 2");
    fireEvent.click(screen.getByRole("button", { name: "Update multiple" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Update 2 products")).toBeTruthy();
    expect(
      (within(dialog).getByRole("textbox", { name: "Retail price ($) 1" }) as HTMLInputElement).value,
    ).toBe("25.00");
    expect(within(dialog).getAllByRole("img").length).toBe(2);

    fireEvent.change(within(dialog).getByRole("textbox", { name: "Retail price ($) 2" }), {
      target: { value: "abc" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Price must be greater than 0")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/update/multiple/products")).toBe(false);

    fireEvent.change(within(dialog).getByRole("textbox", { name: "Retail price ($) 2" }), {
      target: { value: "1.50" },
    });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Name 1" }), {
      target: { value: "Renamed" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    // The server's error names the minimum at the field.
    expect(
      await within(dialog).findByText(
        "The retail price must not be below the minimum price. The minimum price is $29.50.",
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/update/multiple/products")?.body).toEqual({
      products: [
        { id: 1, name: "Renamed", price: 2500, available: 1, min_quantity: 1 },
        { id: 2, name: "Product 2", price: 150, available: 1, min_quantity: 1 },
      ],
    });

    fireEvent.change(within(dialog).getByRole("textbox", { name: "Retail price ($) 2" }), {
      target: { value: "31.00" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await eventually(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("update multiple: says each refusal beside its field, the browser's and the server's, and sends exactly the rows' values", async () => {
    const { calls } = renderProductList({
      "GET /api/all/website/products": () => page([product(1, { price: 2500 }), product(2, { price: 3000 })]),
      "POST /api/update/multiple/products": () => ({
        status: 422,
        body: { message: "Invalid", errors: { "products.1.name": "The name is already used." } },
      }),
    });
    await selectRows("Product 1", "Product 2");
    fireEvent.click(screen.getByRole("button", { name: "Update multiple" }));
    const dialog = await screen.findByRole("dialog");
    const name1 = within(dialog).getByRole("textbox", { name: "Name 1" });
    const name2 = within(dialog).getByRole("textbox", { name: "Name 2" });
    fireEvent.change(name1, { target: { value: " " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await eventually(() => expect(describedBy(name1)).toContain("This element is required"));
    expect(name1.getAttribute("aria-invalid")).toBe("true");
    expect(name2.getAttribute("aria-invalid")).toBe("false");
    expect(calls.some((c) => c.path === "/api/update/multiple/products")).toBe(false);

    fireEvent.change(name1, { target: { value: " Renamed " } });
    fireEvent.change(within(dialog).getByRole("spinbutton", { name: "Minimum quantity 2" }), {
      target: { value: "3" },
    });
    fireEvent.click(within(dialog).getByRole("switch", { name: "Published 1" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await eventually(() => expect(describedBy(name2)).toContain("The name is already used."));
    expect(name2.getAttribute("aria-invalid")).toBe("true");
    expect(name1.getAttribute("aria-invalid")).toBe("false");
    expect(calls.filter((c) => c.path === "/api/update/multiple/products").map((c) => c.body)).toEqual([
      {
        products: [
          { id: 1, name: "Renamed", price: 2500, available: 0, min_quantity: 1 },
          { id: 2, name: "Product 2", price: 3000, available: 1, min_quantity: 3 },
        ],
      },
    ]);
    // Nothing was saved: the dialog stays, with the edits.
    expect((name1 as HTMLInputElement).value).toBe(" Renamed ");
  });

  it("quick-edits one product from its row", async () => {
    const { calls } = renderProductList({
      "GET /api/all/website/products": () => page([product(1, { name: "Classic Tee", price: 2000 })]),
      "POST /api/quick-edit/product": () => ({
        body: { message: "Product successfully updated", product: product(1) },
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Quick edit Classic Tee" }, { timeout: 8000 }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Name" }), {
      target: { value: "Better Tee" },
    });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Retail price ($)" }), {
      target: { value: "24.99" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await eventually(() =>
      expect(calls.find((c) => c.path === "/api/quick-edit/product")?.body).toMatchObject({
        id: 1,
        name: "Better Tee",
        price: 2499,
        available: 1,
      }),
    );
    expect(await screen.findByText("Product successfully updated")).toBeTruthy();
  });

  it("lists deleted products on their tab and restores one", async () => {
    const { calls, listQueries } = renderProductList({
      "GET /api/all/website/products": () =>
        calls.length > 0 && listQueries().at(-1)?.get("deleted") === "1"
          ? page([product(9, { name: "Old Hoodie", deleted_at: "2026-01-01T00:00:00.000Z", available: 0 })])
          : page([product(1)]),
      "PUT /api/restore/product/9": () => ({
        body: { message: "The product is restored.", product: product(9) },
      }),
    });
    await screen.findByText("Product 1", {}, { timeout: 8000 });
    fireEvent.click(screen.getByRole("tab", { name: "Deleted" }));
    const row = (await screen.findByText("Old Hoodie", {}, { timeout: 8000 })).closest("tr")!;
    expect(within(row).queryByRole("link")).toBeNull();
    fireEvent.click(within(row).getByRole("button", { name: "Restore Old Hoodie" }));
    await eventually(() =>
      expect(calls.some((c) => c.method === "PUT" && c.path === "/api/restore/product/9")).toBe(true),
    );
    expect(await screen.findByText("The product is restored.")).toBeTruthy();
  });
});
