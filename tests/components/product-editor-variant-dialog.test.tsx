import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { admin, makeEditorProduct, renderEditor } from "./product-editor-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
const load = () => ({ body: makeEditorProduct() });
const VARIANT = "/api/products/42/variant";

/** The text said under an input (its helper text). */
const helperOf = (input: HTMLElement) => {
  const id = input.getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? "") : "";
};

/** Opens the dialog on the White S variant and adds a custom attribute row. */
async function editWithAttribute() {
  const table = await screen.findByRole("region", { name: "Variants" }, { timeout: 8000 });
  fireEvent.click(within(table).getByRole("button", { name: "Edit White_S" }));
  const dialog = await screen.findByRole("dialog");
  expect(within(dialog).getByText("Edit variant")).toBeTruthy();
  expect(within(dialog).queryByLabelText("Grouped (several colours and sizes)")).toBeNull();
  fireEvent.click(within(dialog).getByRole("button", { name: "Add attribute" }));
  return dialog;
}

describe("product editor: the variant dialog", { timeout: 60_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("requires each custom attribute's name and value before it calls the server", async () => {
    const { calls } = renderEditor("/products/edit/42", { "GET /api/products/42/editor": load }, admin);
    const dialog = await editWithAttribute();
    fireEvent.click(within(dialog).getByRole("button", { name: "Save variant" }));
    await eventually(() => expect(within(dialog).getAllByText("This element is required")).toHaveLength(2));
    expect(helperOf(within(dialog).getByLabelText("Attribute name"))).toBe("This element is required");
    expect(helperOf(within(dialog).getByLabelText("Value"))).toBe("This element is required");
    expect(calls.some((c) => c.path === VARIANT)).toBe(false);
  });

  it("shows the server's field error beside the attribute's field and its message in the alert", async () => {
    const { calls } = renderEditor(
      "/products/edit/42",
      {
        "GET /api/products/42/editor": load,
        "POST /api/products/42/variant": () => ({
          status: 400,
          body: {
            message: "Invalid attribute",
            errors: { "attributes.0.value": "The attribute value is required." },
          },
        }),
      },
      admin,
    );
    const dialog = await editWithAttribute();
    fireEvent.change(within(dialog).getByLabelText("Attribute name"), { target: { value: "Material" } });
    fireEvent.change(within(dialog).getByLabelText("Value"), { target: { value: "Cotton" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save variant" }));
    await eventually(() =>
      expect(helperOf(within(dialog).getByLabelText("Value"))).toBe("The attribute value is required."),
    );
    expect(within(dialog).getByRole("alert").textContent).toBe("Invalid attribute");
    expect(helperOf(within(dialog).getByLabelText("Attribute name"))).not.toContain("required");
    expect(calls.find((c) => c.path === VARIANT)!.body).toEqual({
      variant_id: "White-S-idxxxxxxxxxx",
      grouped: false,
      colors: ["White"],
      sizes: ["S"],
      attributes: [{ name: "Material", type: "text", value: "Cotton", custom: true }],
    });
  });

  it("saves the variant with Save off while the call runs, says so and closes", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { calls } = renderEditor(
      "/products/edit/42",
      {
        "GET /api/products/42/editor": load,
        "POST /api/products/42/variant": async () => {
          await answered;
          return {
            body: { message: "Product successfully updated", variants: makeEditorProduct().variants },
          };
        },
      },
      admin,
    );
    const dialog = await editWithAttribute();
    fireEvent.change(within(dialog).getByLabelText("Attribute name"), { target: { value: "Material" } });
    fireEvent.change(within(dialog).getByLabelText("Value"), { target: { value: "Cotton" } });
    const save = within(dialog).getByRole("button", { name: "Save variant" });
    fireEvent.click(save);
    await eventually(() => expect(calls.some((c) => c.path === VARIANT)).toBe(true));
    expect(save.hasAttribute("disabled")).toBe(true);
    answer();
    expect(await screen.findByText("Product successfully updated", {}, { timeout: 8000 })).toBeTruthy();
    await eventually(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((c) => c.path === VARIANT)).toHaveLength(1);
  });

  it("adds a grouped set of colours x sizes through the multiple selects", async () => {
    const { calls } = renderEditor(
      "/products/edit/42",
      {
        "GET /api/products/42/editor": load,
        "POST /api/products/42/variant": () => ({
          body: { message: "Product successfully updated", variants: makeEditorProduct().variants },
        }),
      },
      admin,
    );
    const table = await screen.findByRole("region", { name: "Variants" }, { timeout: 8000 });
    fireEvent.click(within(table).getByRole("button", { name: "Add variant" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByLabelText("Grouped (several colours and sizes)"));
    const pick = async (select: RegExp, options: string[]) => {
      fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: select }));
      const list = await screen.findByRole("listbox");
      for (const option of options) fireEvent.click(within(list).getByRole("option", { name: option }));
      fireEvent.keyDown(list, { key: "Escape" });
      await eventually(() => expect(screen.queryByRole("listbox")).toBeNull());
    };
    await pick(/^Colors/, ["Navy", "Red"]);
    await pick(/^Sizes/, ["M"]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Add attribute" }));
    fireEvent.change(within(dialog).getByLabelText("Attribute name"), { target: { value: "Organic" } });
    // A True or false attribute starts as true.
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: /^Type/ }));
    fireEvent.click(
      within(await screen.findByRole("listbox")).getByRole("option", { name: "True or false" }),
    );
    await eventually(() => expect(screen.queryByRole("listbox")).toBeNull());
    fireEvent.click(within(dialog).getByRole("button", { name: "Save variant" }));
    await eventually(() => expect(calls.some((c) => c.path === VARIANT)).toBe(true));
    expect(calls.find((c) => c.path === VARIANT)!.body).toEqual({
      grouped: true,
      colors: ["Navy", "Red"],
      sizes: ["M"],
      attributes: [{ name: "Organic", type: "boolean", value: "true", custom: true }],
    });
  });

  it("clears its errors after five seconds", async () => {
    renderEditor("/products/edit/42", { "GET /api/products/42/editor": load }, admin);
    const table = await screen.findByRole("region", { name: "Variants" }, { timeout: 8000 });
    fireEvent.click(within(table).getByRole("button", { name: "Add variant" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Add variant")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Save variant" }));
    expect(await within(dialog).findByText("You must select color first")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(within(dialog).getByText("You must select color first")).toBeTruthy();
    await eventually(() => expect(within(dialog).queryByText("You must select color first")).toBeNull());
  });
});
