import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { admin, makeEditorProduct, renderEditor } from "./product-editor-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
const saves = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.method === "POST" && c.path === "/api/products/42/update");

describe("product editor: pricing card", { timeout: 60_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("shows the calculation line by line and the minimum from domain/pricing.ts", async () => {
    renderEditor("/products/edit/42", {
      "GET /api/products/42/editor": () => ({ body: makeEditorProduct() }),
    });
    const table = await screen.findByRole("table", { name: "Price calculation" }, { timeout: 8000 });
    const rows = within(table)
      .getAllByRole("row")
      .map((r) => r.textContent);
    expect(rows).toEqual([
      "Cheapest variant cost$4.00",
      "Print price, first area$5.00",
      "Cost$9.00",
      "× production margin× 1",
      "× store margin× 1",
      "Minimum price$9.00",
    ]);
  });

  it("refuses a price below the minimum at the field, rounds with the buttons and saves cents", async () => {
    const { calls } = renderEditor("/products/edit/42", {
      "GET /api/products/42/editor": () => ({ body: makeEditorProduct() }),
      "POST /api/products/42/update": (call) => ({
        body: { ...makeEditorProduct(), ...(call.body as object), message: "Product successfully updated" },
      }),
    });
    const price = await screen.findByLabelText(/Retail price/, {}, { timeout: 8000 });
    fireEvent.change(price, { target: { value: "8.5" } });
    expect(
      await screen.findByText(
        "The retail price must not be below the minimum price. The minimum price is $9.00.",
      ),
    ).toBeTruthy();
    expect(price.getAttribute("aria-invalid")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "Round to .95" }));
    expect((price as HTMLInputElement).value).toBe("8.95");
    fireEvent.change(price, { target: { value: "12.10" } });
    fireEvent.click(screen.getByRole("button", { name: "Round to .99" }));
    expect((price as HTMLInputElement).value).toBe("12.99");
    // 12.99 over a 9.00 minimum is a 44 % margin.
    expect((screen.getByLabelText(/^Margin\s*\*?$/) as HTMLInputElement).value).toBe("44");

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toMatchObject({
      price: 1299,
      margin: 44,
      price_fixed: 0,
      name: "Team Tee",
    });
    // Colours untouched: no regeneration requested, and no admin-only fields from a store owner.
    expect(saves(calls)[0]!.body).not.toHaveProperty("colors");
    expect(saves(calls)[0]!.body).not.toHaveProperty("min_quantity");
  });

  it("recomputes the margin from the retail price when a print place moves the minimum", async () => {
    renderEditor(
      "/products/edit/42",
      { "GET /api/products/42/editor": () => ({ body: makeEditorProduct() }) },
      admin,
    );
    const margin = await screen.findByLabelText(/^Margin\s*\*?$/, {}, { timeout: 8000 });
    // $12.99 over the $9.00 minimum: 44 %.
    expect((margin as HTMLInputElement).value).toBe("44");
    fireEvent.click(screen.getByRole("checkbox", { name: "back" }));
    // A second area adds $3.00: the minimum is $12.00, the price stays $12.99, the margin is 8 %.
    expect(await screen.findByText("Minimum price: $12.00")).toBeTruthy();
    expect((screen.getByLabelText(/Retail price/) as HTMLInputElement).value).toBe("12.99");
    await eventually(() => expect((margin as HTMLInputElement).value).toBe("8"));
    fireEvent.click(screen.getByRole("checkbox", { name: "back" }));
    await eventually(() => expect((margin as HTMLInputElement).value).toBe("44"));
  });

  it("moves the price with the margin, fixed in dollars or as a percentage", async () => {
    renderEditor("/products/edit/42", {
      "GET /api/products/42/editor": () => ({ body: makeEditorProduct() }),
    });
    const margin = await screen.findByLabelText(/^Margin\s*\*?$/, {}, { timeout: 8000 });
    fireEvent.change(margin, { target: { value: "50" } });
    expect((screen.getByLabelText(/Retail price/) as HTMLInputElement).value).toBe("13.50");
    fireEvent.click(screen.getByRole("button", { name: "Fixed ($)" }));
    expect(margin.getAttribute("step")).toBe("0.01");
    fireEvent.change(margin, { target: { value: "2.5" } });
    expect((screen.getByLabelText(/Retail price/) as HTMLInputElement).value).toBe("11.50");
  });

  it("clears the publish start and shows the server's error when the window is refused", async () => {
    renderEditor("/products/edit/42", {
      "GET /api/products/42/editor": () => ({
        body: makeEditorProduct({
          published_from: "2027-02-01T10:00:00.000Z",
          published_to: "2027-01-01T10:00:00.000Z",
        }),
      }),
      "POST /api/products/42/update": () => ({
        status: 422,
        body: {
          message: "The publish start must be before the publish end.",
          errors: { published_from: "The publish start must be before the publish end." },
        },
      }),
    });
    const from = await screen.findByLabelText("Publish from", {}, { timeout: 8000 });
    expect((from as HTMLInputElement).value).not.toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() => expect((from as HTMLInputElement).value).toBe(""));
    expect(screen.getAllByText("The publish start must be before the publish end.").length).toBeGreaterThan(
      0,
    );
  });

  it("shows admin-only fields to admins and counts the name to 50", async () => {
    const { admin } = await import("./product-editor-helpers");
    const { calls } = renderEditor(
      "/products/edit/42",
      {
        "GET /api/products/42/editor": () => ({ body: makeEditorProduct() }),
        "POST /api/products/42/update": () => ({ body: { ...makeEditorProduct(), message: "ok" } }),
      },
      admin,
    );
    const fee = await screen.findByLabelText("Custom fee ($)", {}, { timeout: 8000 });
    fireEvent.change(fee, { target: { value: "1" } });
    const minimumRow = within(screen.getByRole("table", { name: "Price calculation" }))
      .getByText("Minimum price")
      .closest("tr");
    expect(minimumRow?.textContent).toBe("Minimum price$10.00");
    const name = screen.getByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: "x".repeat(60) } });
    expect(screen.getByText("50 / 50")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toMatchObject({ custom_fee: 100, min_quantity: 1, print_areas: ["front"] });
  });
});
