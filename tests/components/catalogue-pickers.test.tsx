import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { AdminContext } from "react-admin";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SupplierProductPicker, type CatalogueItem } from "../../custom-pages/catalogue";
import { CategoryPicker } from "../../resources/categories/CategoryPicker";
import { authProvider } from "../../providers/authProvider";
import { dataProvider } from "../../providers/dataProvider";
import { i18nProvider } from "../../src/i18n";
import { startSession } from "../../providers/session";
import { categoryRows } from "../../domain/contracts/categories";
import { category, catalogueItem, page } from "./catalogue-fixtures";
import { owner } from "./dashboard-helpers";
import { resetBrowserState } from "./reset";
import { answerApi } from "./api";
import { unwatched } from "./unwatched-answers";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

const inAdmin = (node: ReactNode) =>
  render(
    <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider}>
      {node}
    </AdminContext>,
  );

describe("catalogue pickers", { timeout: 60_000 }, () => {
  beforeEach(() => {
    resetBrowserState();
    startSession(owner, "test-token");
  });
  afterEach(resetBrowserState);

  it("SupplierProductPicker asks per_page 100, searches after 700 ms and hands back the choice", async () => {
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/user": () => ({ body: owner }),
      "GET /api/all/products": () => ({
        body: page(
          [
            catalogueItem(),
            catalogueItem({ id: 6, name: "Bella+Canvas 3001 Unisex Jersey Tee", brand: "Bella+Canvas" }),
          ],
          2,
          100,
        ),
      }),
    });
    const onSelect = vi.fn<(item: CatalogueItem) => void>();
    const onClose = vi.fn();
    inAdmin(<SupplierProductPicker open onClose={onClose} onSelect={onSelect} />);
    expect(
      await screen.findByText("Bella+Canvas 3001 Unisex Jersey Tee", {}, { timeout: 8000 }),
    ).toBeTruthy();
    const urls = () => calls.map((call) => call.url).filter((url) => url.pathname === "/api/all/products");
    expect(urls()[0]!.searchParams.get("itemsPerPage")).toBe("100");

    fireEvent.change(screen.getByRole("textbox", { name: "Search products" }), {
      target: { value: "bella" },
    });
    await eventually(() => expect(urls().map((u) => u.searchParams.get("term"))).toContain("bella"));

    fireEvent.click(screen.getByText("Bella+Canvas 3001 Unisex Jersey Tee"));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 6 }));
    expect(onClose).toHaveBeenCalled();
  });

  it("CategoryPicker ticks categories and selects one it creates", async () => {
    const tree = [category(1, "Shirts", null, [category(2, "Long sleeves", 1)]), category(3, "Mugs")];
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/user": () => ({ body: owner }),
      "GET /api/bread/Category": () => {
        const rows = categoryRows(tree);
        return { body: rows, headers: { "Content-Range": `category 0-${rows.length - 1}/${rows.length}` } };
      },
      "POST /api/bread/Category": () => ({ status: 201, body: categoryRows([category(9, "Caps")])[0] }),
    });
    const seen: number[][] = [];
    const Harness = () => {
      const [value, setValue] = useState<number[]>([3]);
      return (
        <CategoryPicker
          websiteId={7}
          value={value}
          onChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
        />
      );
    };
    inAdmin(<Harness />);
    expect(
      await screen.findByText("Select a category for this product (optional)", {}, { timeout: 8000 }),
    ).toBeTruthy();
    const mugs = (await screen.findByRole("checkbox", { name: "Mugs" })) as HTMLInputElement;
    expect(mugs.checked).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Long sleeves" }));
    expect(seen.at(-1)).toEqual([3, 2]);

    fireEvent.click(screen.getByRole("button", { name: "Add a new category" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "Caps" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() => expect(seen.at(-1)).toEqual([3, 2, 9]));
    expect(calls.find((c) => c.method === "POST" && c.path === "/api/bread/Category")?.body).toEqual({
      name: "Caps",
      slug: "caps",
      parent_id: null,
      website_id: 7,
    });
    await eventually(() => expect(dialog.isConnected).toBe(false));
  });
});
