import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { VERSION_MSG } from "../../domain/versions";
import type { ApiCall } from "./api";
import { page, product, renderProductList } from "./product-list-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
const stale = (current: unknown, errors?: Record<string, string>) => ({
  status: 409,
  body: { message: VERSION_MSG.stale, code: "version.stale", ...(errors ? { errors } : {}), current },
});
const bodiesTo = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

async function openQuickEdit(name: string) {
  fireEvent.click(await screen.findByRole("button", { name: `Quick edit ${name}` }, { timeout: 8000 }));
  return screen.findByRole("dialog");
}

describe("Product list saves send the version each product was read at", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  const theirs = product(1, { name: "Their Tee", price: 2600, version: 4 });

  it("quick edit: a product saved meanwhile opens the conflict dialog; 'Apply my changes on top' saves on their version", async () => {
    let attempts = 0;
    const { calls } = renderProductList({
      "GET /api/all/website/products": () =>
        page([product(1, { name: "Classic Tee", price: 2000, version: 3 })]),
      "POST /api/quick-edit/product": () =>
        ++attempts === 1
          ? stale(theirs)
          : { body: { message: "Product successfully updated", product: theirs } },
    });
    const dialog = await openQuickEdit("Classic Tee");
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Retail price ($)" }), {
      target: { value: "24.99" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    const conflict = await screen.findByRole("dialog", { name: "Someone else saved this record" });
    expect(bodiesTo(calls, "/api/quick-edit/product")[0]).toMatchObject({ id: 1, price: 2499, version: 3 });
    // Their name beside what the user read, and the user's price edit.
    expect(within(conflict).getByText("Classic Tee")).toBeTruthy();
    expect(within(conflict).getByText("Their Tee")).toBeTruthy();
    expect(within(conflict).getByText("24.99")).toBeTruthy();

    fireEvent.click(within(conflict).getByRole("button", { name: "Apply my changes on top" }));
    await eventually(() => expect(bodiesTo(calls, "/api/quick-edit/product")).toHaveLength(2));
    expect(bodiesTo(calls, "/api/quick-edit/product")[1]).toMatchObject({
      id: 1,
      name: "Their Tee",
      price: 2499,
      version: 4,
    });
    expect(await screen.findByText("Product successfully updated")).toBeTruthy();
    await eventually(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("quick edit: 'Reload their version' shows the product as it is now and saves on that version", async () => {
    let attempts = 0;
    const { calls } = renderProductList({
      "GET /api/all/website/products": () =>
        page([product(1, { name: "Classic Tee", price: 2000, version: 3 })]),
      "POST /api/quick-edit/product": () =>
        ++attempts === 1
          ? stale(theirs)
          : { body: { message: "Product successfully updated", product: theirs } },
    });
    const dialog = await openQuickEdit("Classic Tee");
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Name" }), { target: { value: "Mine" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const conflict = await screen.findByRole("dialog", { name: "Someone else saved this record" });
    fireEvent.click(within(conflict).getByRole("button", { name: "Reload their version" }));
    await eventually(() =>
      expect(screen.queryByRole("dialog", { name: "Someone else saved this record" })).toBeNull(),
    );

    expect((within(dialog).getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe(
      "Their Tee",
    );
    expect(
      (within(dialog).getByRole("textbox", { name: "Retail price ($)" }) as HTMLInputElement).value,
    ).toBe("26.00");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await eventually(() => expect(bodiesTo(calls, "/api/quick-edit/product")).toHaveLength(2));
    expect(bodiesTo(calls, "/api/quick-edit/product")[1]).toMatchObject({ name: "Their Tee", version: 4 });
  });

  it("update multiple: says which products someone else changed, keeps the edits, and saves again on their versions", async () => {
    let attempts = 0;
    const { calls, listQueries } = renderProductList({
      "GET /api/all/website/products": () =>
        page([product(1, { price: 2500, version: 2 }), product(2, { price: 3000, version: 5 })]),
      "POST /api/update/multiple/products": () =>
        ++attempts === 1
          ? stale(
              { products: [product(2, { name: "Renamed Elsewhere", price: 3300, version: 6 })] },
              { "products.1.version": VERSION_MSG.stale },
            )
          : { body: { message: "Completed successfully", products: [] } },
    });
    for (const name of ["Product 1", "Product 2"]) {
      const row = (await screen.findByText(name, {}, { timeout: 8000 })).closest("tr")!;
      fireEvent.click(within(row).getByRole("checkbox"));
    }
    fireEvent.click(screen.getByRole("button", { name: "Update multiple" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Retail price ($) 2" }), {
      target: { value: "31.00" },
    });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Name 1" }), { target: { value: "Mine" } });
    const reads = listQueries().length;
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(
      await within(dialog).findByText(
        "Nothing was saved: someone else changed 1 of these products since you opened them (Renamed Elsewhere). Your edits are kept.",
      ),
    ).toBeTruthy();
    expect(bodiesTo(calls, "/api/update/multiple/products")[0]).toEqual({
      products: [
        { id: 1, name: "Mine", price: 2500, available: 1, min_quantity: 1, version: 2 },
        { id: 2, name: "Product 2", price: 3100, available: 1, min_quantity: 1, version: 5 },
      ],
    });
    expect(
      within(dialog).getByText(`${VERSION_MSG.stale} Now: Renamed Elsewhere, $33.00, Published`),
    ).toBeTruthy();
    // The list is read again, to show what was saved meanwhile.
    await eventually(() => expect(listQueries().length).toBeGreaterThan(reads));

    fireEvent.click(within(dialog).getByRole("button", { name: "Take their changes" }));
    expect((within(dialog).getByRole("textbox", { name: "Name 2" }) as HTMLInputElement).value).toBe(
      "Renamed Elsewhere",
    );
    // The user's own edit stays on top of theirs.
    expect(
      (within(dialog).getByRole("textbox", { name: "Retail price ($) 2" }) as HTMLInputElement).value,
    ).toBe("31.00");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await eventually(() => expect(bodiesTo(calls, "/api/update/multiple/products")).toHaveLength(2));
    expect(bodiesTo(calls, "/api/update/multiple/products")[1]).toEqual({
      products: [
        { id: 1, name: "Mine", price: 2500, available: 1, min_quantity: 1, version: 2 },
        { id: 2, name: "Renamed Elsewhere", price: 3100, available: 1, min_quantity: 1, version: 6 },
      ],
    });
    await eventually(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
