import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeEditorProduct, renderEditor } from "./product-editor-helpers";
import { resetBrowserState } from "./reset";

const saves = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.method === "POST" && c.path === "/api/products/42/update");

/** Types `text` one key at a time at the end of what the field shows, as a keyboard does. */
function typeKeys(input: HTMLInputElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: "" } });
  for (const key of text) fireEvent.change(input, { target: { value: input.value + key } });
}

async function openEditor() {
  const rendered = renderEditor("/products/edit/42", {
    "GET /api/products/42/editor": () => ({ body: makeEditorProduct() }),
    "POST /api/products/42/update": (call) => ({
      body: { ...makeEditorProduct(), ...(call.body as object), message: "Product successfully updated" },
    }),
  });
  const price = (await screen.findByLabelText(/Retail price/, {}, { timeout: 8000 })) as HTMLInputElement;
  return { ...rendered, price };
}

describe("product editor: typing the retail price", { timeout: 60_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("keeps what is typed key by key and saves it as cents", async () => {
    const { calls, price } = await openEditor();
    typeKeys(price, "18.49");
    expect(price.value).toBe("18.49");
    fireEvent.blur(price);
    expect(price.value).toBe("18.49");

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 8000 });
    expect(saves(calls)[0]!.body).toMatchObject({ price: 1849 });
  });

  it("shows a half-typed amount as typed and formats it on leaving the field", async () => {
    const { price } = await openEditor();
    typeKeys(price, "18.4");
    expect(price.value).toBe("18.4");
    fireEvent.blur(price);
    expect(price.value).toBe("18.40");
  });

  it("names the minimum at the field when the price is below it", async () => {
    const { price } = await openEditor();
    typeKeys(price, "8.5");
    expect(price.value).toBe("8.5");
    // The message and the minimum are at the field itself.
    const field = within(price.closest<HTMLElement>(".MuiFormControl-root")!);
    expect(
      await field.findByText(
        "The retail price must not be below the minimum price. The minimum price is $9.00.",
      ),
    ).toBeTruthy();
    expect(price.getAttribute("aria-invalid")).toBe("true");
  });
});
