import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { priceBelowMinimumMessage } from "../../domain/pricing";
import type { ApiCall } from "./api";
import { page, product, renderProductList } from "./product-list-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
const bodiesTo = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body);
const QUICK_EDIT = "/api/quick-edit/product";

async function openQuickEdit(name: string) {
  fireEvent.click(await screen.findByRole("button", { name: `Quick edit ${name}` }, { timeout: 8000 }));
  return screen.findByRole("dialog");
}

/** The helper text an input is described by: what shows beside that field. */
function besideField(input: HTMLElement): string {
  const id = input.getAttribute("aria-describedby");
  return (id && document.getElementById(id)?.textContent) || "";
}

describe("Product list quick edit", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("sends a price typed as 18.49 as 1849 cents and shows the server's field errors beside their fields", async () => {
    let attempts = 0;
    const { calls } = renderProductList({
      "GET /api/all/website/products": () =>
        page([product(1, { name: "Classic Tee", slug: "classic-tee", price: 2000, version: 3 })]),
      [`POST ${QUICK_EDIT}`]: () =>
        ++attempts === 1
          ? {
              status: 422,
              body: {
                message: priceBelowMinimumMessage(2950),
                errors: { price: priceBelowMinimumMessage(2950), slug: "This slug is already used." },
              },
            }
          : { body: { message: "Product successfully updated", product: product(1) } },
    });
    const dialog = await openQuickEdit("Classic Tee");
    const price = within(dialog).getByRole("textbox", { name: "Retail price ($)" });
    const slug = within(dialog).getByRole("textbox", { name: "Slug (URL)" });
    fireEvent.change(price, { target: { value: "18.49" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await eventually(() =>
      expect(besideField(price)).toBe(
        "The retail price must not be below the minimum price. The minimum price is $29.50.",
      ),
    );
    expect(besideField(slug)).toBe("This slug is already used.");
    expect(bodiesTo(calls, QUICK_EDIT)[0]).toMatchObject({
      id: 1,
      name: "Classic Tee",
      slug: "classic-tee",
      price: 1849,
      version: 3,
    });
    // Refused: the dialog stays open with the user's text.
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect((price as HTMLInputElement).value).toBe("18.49");

    fireEvent.change(price, { target: { value: "29.50" } });
    fireEvent.change(slug, { target: { value: "classic-tee-2" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await eventually(() => expect(bodiesTo(calls, QUICK_EDIT)).toHaveLength(2));
    expect(bodiesTo(calls, QUICK_EDIT)[1]).toMatchObject({ price: 2950, slug: "classic-tee-2", version: 3 });
    await eventually(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("refuses without a call: each rule's message beside its field, the name's counter, a window start cleared", async () => {
    const { calls } = renderProductList({
      "GET /api/all/website/products": () => page([product(1, { name: "Classic Tee", slug: "classic-tee" })]),
    });
    const dialog = await openQuickEdit("Classic Tee");
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    expect(besideField(name)).toBe("11/50");
    expect(name.getAttribute("maxlength")).toBe("50");

    fireEvent.change(within(dialog).getByRole("textbox", { name: "Slug (URL)" }), { target: { value: " " } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Retail price ($)" }), {
      target: { value: "abc" },
    });
    const min = within(dialog).getByRole("spinbutton", { name: "Minimum quantity" });
    fireEvent.change(min, { target: { value: "0" } });
    const from = within(dialog).getByLabelText("Publish from");
    fireEvent.change(from, { target: { value: "2026-05-02T10:00" } });
    fireEvent.change(within(dialog).getByLabelText("Publish until"), {
      target: { value: "2026-05-01T10:00" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await eventually(() =>
      expect(besideField(from)).toBe("The publish start must be before the publish end."),
    );
    expect(besideField(within(dialog).getByRole("textbox", { name: "Slug (URL)" }))).toBe(
      "This element is required",
    );
    expect(besideField(within(dialog).getByRole("textbox", { name: "Retail price ($)" }))).toBe(
      "Price must be greater than 0",
    );
    expect(besideField(min)).toBe("Value must be greater than or equal to 1");
    await eventually(() => expect((from as HTMLInputElement).value).toBe(""));
    expect(bodiesTo(calls, QUICK_EDIT)).toHaveLength(0);

    fireEvent.change(name, { target: { value: "" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await eventually(() => expect(besideField(name)).toBe("This element is required"));
    expect(bodiesTo(calls, QUICK_EDIT)).toHaveLength(0);
  });
});
