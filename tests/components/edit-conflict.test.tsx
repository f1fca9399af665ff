import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { VERSION_MSG } from "../../domain/versions";
import { dataProvider } from "../../providers/dataProvider";
import { answerApi, callsTo } from "./api";
import { makeEditorProduct, renderEditor } from "./product-editor-helpers";
import { resetBrowserState } from "./reset";

const theirs = makeEditorProduct({ version: 2, name: "Their Tee", price: 1999 });

/** The editor at version 1; a save of version 1 is refused with their version 2, a save of 2 passes. */
async function openEditor() {
  const rendered = renderEditor("/products/edit/42", {
    "GET /api/products/42/editor": () => ({ body: makeEditorProduct() }),
    "POST /api/products/42/update": (call) => {
      const body = call.body as Record<string, unknown>;
      if (body.version === 1)
        return { status: 409, body: { message: VERSION_MSG.stale, code: "version.stale", current: theirs } };
      return { body: { ...theirs, ...body, version: 3, message: "Product successfully updated" } };
    },
  });
  const price = (await screen.findByLabelText(/Retail price/, {}, { timeout: 8000 })) as HTMLInputElement;
  fireEvent.change(price, { target: { value: "18.49" } });
  fireEvent.blur(price);
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  const dialog = await screen.findByRole(
    "dialog",
    { name: "Someone else saved this record" },
    { timeout: 8000 },
  );
  return { ...rendered, dialog };
}

const row = (dialog: HTMLElement, field: string) =>
  within(within(dialog).getByRole("rowheader", { name: field }).closest("tr")!)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("the conflict dialog on a stale product save", { timeout: 60_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("shows field by field what the user read, what it is now and the user's edit", async () => {
    const { dialog, calls } = await openEditor();
    expect(callsTo(calls, "POST", "/api/products/42/update")[0]!.body).toMatchObject({
      version: 1,
      price: 1849,
    });
    // Their change: the name; the user's: the price, which they changed too.
    expect(row(dialog, "Name")).toEqual(["Team Tee", "Their Tee", "(unchanged)"]);
    // Money as money, the field by its label: as the revisions show them.
    expect(row(dialog, "Retail price")).toEqual(["$12.99", "$19.99", "$18.49"]);
  });

  it("applies only the user's changed fields on top of their version", async () => {
    const { dialog, calls } = await openEditor();
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply my changes on top" }));
    await waitFor(() => expect(callsTo(calls, "POST", "/api/products/42/update")).toHaveLength(2));
    const second = callsTo(calls, "POST", "/api/products/42/update")[1]!.body as Record<string, unknown>;
    expect(second).toMatchObject({ version: 2, price: 1849 });
    expect(second).not.toHaveProperty("name");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("reloads their version without saving", async () => {
    const { dialog, calls } = await openEditor();
    fireEvent.click(within(dialog).getByRole("button", { name: "Reload their version" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByDisplayValue("Their Tee")).toBeTruthy();
    expect(callsTo(calls, "POST", "/api/products/42/update")).toHaveLength(1);
  });
});

describe("BREAD updates", () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("send the version they read as If-Match", async () => {
    const { calls } = answerApi({
      "PUT /api/bread/:model/:id": () => ({ body: { id: 5, name: "Tees", version: 4 } }),
    });
    await dataProvider.update("Category", {
      id: 5,
      data: { name: "Tees" },
      previousData: { id: 5, version: 3 },
    });
    expect(callsTo(calls, "PUT", "/api/bread/Category/5")[0]!.headers.get("if-match")).toBe('"3"');
  });
});
