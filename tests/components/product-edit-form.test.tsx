import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeEditorProduct, renderEditor } from "./product-editor-helpers";
import { resetBrowserState } from "./reset";

const saves = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.method === "POST" && c.path === "/api/products/42/update");

/** The Product edit's form: checked by the save's own schema before anything is sent. */
describe("product edit form", { timeout: 60_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("refuses an emptied name at the field without sending the save, and saves once it is filled", async () => {
    const { calls } = renderEditor("/products/edit/42", {
      "GET /api/products/42/editor": () => ({ body: makeEditorProduct() }),
      "POST /api/products/42/update": (call) => ({
        body: { ...makeEditorProduct(), ...(call.body as object), message: "Product successfully updated" },
      }),
    });
    const name = (await screen.findByLabelText(/^Name/, {}, { timeout: 8000 })) as HTMLInputElement;
    fireEvent.change(name, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This element is required", {}, { timeout: 8000 })).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(saves(calls)).toHaveLength(0);

    fireEvent.change(name, { target: { value: "Store Tee" } });
    expect(screen.queryByText("This element is required")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 8000 });
    expect(saves(calls)[0]!.body).toMatchObject({ name: "Store Tee", price: 1299 });
  });

  it("shows the server's refusal of a field next to that field, and takes it away when the value changes", async () => {
    const taken = "This slug is already used by another product.";
    const { calls } = renderEditor("/products/edit/42", {
      "GET /api/products/42/editor": () => ({ body: makeEditorProduct() }),
      "POST /api/products/42/update": () => ({
        status: 422,
        body: { message: taken, errors: { slug: taken } },
      }),
    });
    const slug = (await screen.findByLabelText(/^Slug/, {}, { timeout: 8000 })) as HTMLInputElement;
    fireEvent.change(slug, { target: { value: "team-tee-2" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 8000 });
    await waitFor(() => expect(slug.getAttribute("aria-invalid")).toBe("true"), { timeout: 8000 });
    expect(document.getElementById(slug.getAttribute("aria-describedby") ?? "")?.textContent).toBe(taken);

    fireEvent.change(slug, { target: { value: "team-tee-3" } });
    expect(slug.getAttribute("aria-invalid")).toBe("false");
  });

  it("adds bulk tiers 10 pieces apart, takes one away and saves the rest in cents", async () => {
    const { calls } = renderEditor("/products/edit/42", {
      "GET /api/products/42/editor": () => ({ body: makeEditorProduct() }),
      "POST /api/products/42/update": (call) => ({
        body: { ...makeEditorProduct(), ...(call.body as object), message: "Product successfully updated" },
      }),
    });
    const add = await screen.findByRole("button", { name: "Add tier" }, { timeout: 8000 });
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(screen.getAllByLabelText("From quantity")).toHaveLength(2));
    const quantities = screen.getAllByLabelText("From quantity") as HTMLInputElement[];
    expect(quantities.map((q) => q.value)).toEqual(["10", "20"]);
    fireEvent.change(screen.getAllByLabelText("Bulk margin price ($)")[1]!, { target: { value: "2.50" } });
    fireEvent.click(screen.getAllByRole("button", { name: "Remove tier" })[0]!);
    await waitFor(() => expect(screen.getAllByLabelText("From quantity")).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 8000 });
    expect(saves(calls)[0]!.body).toMatchObject({ bulk_tiers: [{ quantity: 20, price: 250 }] });
  });
});
