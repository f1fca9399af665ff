import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Admin, CustomRoutes, memoryStore, Resource, TestMemoryRouter } from "react-admin";
import { priceBelowMinimumMessage } from "../../domain/pricing";
import { VERSION_MSG } from "../../domain/versions";
import { storeActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { dataProvider } from "../../providers/dataProvider";
import { i18nProvider } from "../../src/i18n";
import { startSession } from "../../providers/session";
import { productListRoutes } from "../../resources/products/routes";
import ProductList from "../../resources/products/ProductList";
import { answerApi, type ApiCall, type Handlers } from "./api";
import { makeUser } from "./fixtures";
import { page, product, STORE } from "./product-list-helpers";
import { resetBrowserState } from "./reset";
import { unwatched } from "./unwatched-answers";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

function renderSheet(handlers: Handlers) {
  const user = makeUser({ user_websites: [STORE] });
  startSession(user, "test-token");
  storeActiveWebsiteId(STORE);
  const api = answerApi({
    ...unwatched,
    "GET /api/all/website/products": () =>
      page([product(1), product(2, { available: 0, status: "unpublished" })]),
    ...handlers,
  });
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => user,
    canAccess: async () => true,
  };
  render(
    <TestMemoryRouter initialEntries={["/Product/spreadsheet"]}>
      <Admin
        disableTelemetry
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Resource name="Product" list={ProductList} />
        <CustomRoutes>{productListRoutes}</CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return api;
}

/** The grid cell of a product's row in a column (0 name, 1 price, 2 status, 3 stock). */
async function cell(name: string, col: number): Promise<HTMLElement> {
  const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
  const row = (await within(grid).findByText(name)).closest("tr")!;
  return within(row).getAllByRole("gridcell")[col]!;
}

const editor = () => within(screen.getByRole("grid")).getByRole("textbox");
const saves = (calls: readonly ApiCall[]) =>
  calls.filter((c) => c.method === "PATCH" && c.path === "/api/products/bulk");

describe("the store's product spreadsheet", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("edits cells with the keyboard, marks changes, undoes, and saves every change in one request", async () => {
    const { calls } = renderSheet({
      "PATCH /api/products/bulk": () => ({
        body: { message: "The store's products are saved.", products: [] },
      }),
    });
    const name = await cell("Product 1", 0);
    fireEvent.mouseDown(name);
    // Typing starts the edit with the key typed; Enter keeps it and moves down.
    fireEvent.keyDown(name, { key: "N" });
    expect((editor() as HTMLInputElement).value).toBe("N");
    fireEvent.change(editor(), { target: { value: "New name" } });
    fireEvent.keyDown(editor(), { key: "Enter" });
    const renamed = await cell("New name", 0);
    expect(renamed.getAttribute("data-changed")).toBe("true");
    expect(within(renamed).getByText("(changed)", { exact: false })).toBeTruthy();
    expect(screen.getByText("1 unsaved change")).toBeTruthy();

    // The active cell is now Product 2's name: Escape drops an edit there.
    const second = await cell("Product 2", 0);
    await eventually(() => expect(document.activeElement).toBe(second));
    fireEvent.keyDown(second, { key: "X" });
    fireEvent.keyDown(editor(), { key: "Escape" });
    expect(screen.queryByText("X")).toBeNull();
    expect(second.getAttribute("data-changed")).toBeNull();

    // Arrows to the first row's price; Enter edits it, Tab keeps it and moves to the status.
    fireEvent.keyDown(second, { key: "ArrowUp" });
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    const price = await cell("New name", 1);
    await eventually(() => expect(document.activeElement).toBe(price));
    fireEvent.keyDown(price, { key: "Enter" });
    expect((editor() as HTMLInputElement).value).toBe("10.01");
    fireEvent.change(editor(), { target: { value: "12.50" } });
    fireEvent.keyDown(editor(), { key: "Tab" });
    expect(price.textContent).toContain("$12.50");
    expect(price.getAttribute("data-changed")).toBe("true");
    expect(screen.getByText("2 unsaved changes")).toBeTruthy();

    // Undo reverts the last change only.
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(price.textContent).toContain("$10.01");
    expect(price.getAttribute("data-changed")).toBeNull();
    expect(renamed.getAttribute("data-changed")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toEqual({ rows: [{ id: 1, name: "New name" }] });
    expect(await screen.findByText("No unsaved changes")).toBeTruthy();
  });

  it("discards all changes, and shows the server's per-row errors next to their cells", async () => {
    const { calls } = renderSheet({
      "PATCH /api/products/bulk": () => ({
        status: 422,
        body: {
          message: priceBelowMinimumMessage(1500),
          errors: { "rows.1.price": priceBelowMinimumMessage(1500) },
        },
      }),
    });
    const name = await cell("Product 1", 0);
    fireEvent.mouseDown(name);
    fireEvent.keyDown(name, { key: "Z" });
    fireEvent.keyDown(editor(), { key: "Enter" });
    fireEvent.click(screen.getByRole("button", { name: "Discard all" }));
    expect(await cell("Product 1", 0)).toBeTruthy();
    expect(screen.getByText("No unsaved changes")).toBeTruthy();

    const first = await cell("Product 1", 0);
    fireEvent.mouseDown(first);
    fireEvent.keyDown(first, { key: "Enter" });
    fireEvent.change(editor(), { target: { value: "Product One" } });
    fireEvent.keyDown(editor(), { key: "Enter" });
    const price = await cell("Product 2", 1);
    fireEvent.mouseDown(price);
    fireEvent.keyDown(price, { key: "9" });
    fireEvent.keyDown(editor(), { key: "Enter" });
    // A status change through the list of statuses.
    const status = await cell("Product 2", 2);
    fireEvent.mouseDown(status);
    fireEvent.keyDown(status, { key: "Enter" });
    fireEvent.change(within(status).getByRole("combobox"), { target: { value: "published" } });
    fireEvent.keyDown(within(status).getByRole("combobox"), { key: "Enter" });
    expect(status.textContent).toContain("Published");

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toEqual({
      rows: [
        { id: 1, name: "Product One" },
        { id: 2, price: 900, status: "published" },
      ],
    });
    const shown = await within(price).findByText(priceBelowMinimumMessage(1500));
    expect(price.getAttribute("aria-describedby")).toBe(shown.id);
    expect(price.getAttribute("aria-invalid")).toBe("true");
    // Nothing was saved: the changes stay for the user to correct.
    expect(screen.getByText("3 unsaved changes")).toBeTruthy();
  });

  it("sends each row's version, marks rows someone else changed, keeps the edits and takes theirs", async () => {
    const theirs = { ...product(2, { name: "Renamed elsewhere", price: 2002 }), version: 6 };
    let conflicted = false;
    const { calls } = renderSheet({
      "GET /api/all/website/products": () =>
        page([{ ...product(1), version: 3 }, conflicted ? theirs : { ...product(2), version: 5 }]),
      "PATCH /api/products/bulk": () => {
        if (conflicted) return { body: { message: "The store's products are saved.", products: [] } };
        conflicted = true;
        return {
          status: 409,
          body: {
            message: VERSION_MSG.stale,
            code: "version.stale",
            errors: { "rows.1.version": VERSION_MSG.stale },
            codes: { "rows.1.version": "version.stale" },
            current: { products: [theirs] },
          },
        };
      },
    });
    const first = await cell("Product 1", 0);
    fireEvent.mouseDown(first);
    fireEvent.keyDown(first, { key: "Enter" });
    fireEvent.change(editor(), { target: { value: "Mine One" } });
    fireEvent.keyDown(editor(), { key: "Enter" });
    const price = await cell("Product 2", 1);
    fireEvent.mouseDown(price);
    fireEvent.keyDown(price, { key: "Enter" });
    fireEvent.change(editor(), { target: { value: "12.50" } });
    fireEvent.keyDown(editor(), { key: "Enter" });

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toEqual({
      rows: [
        { id: 1, name: "Mine One", version: 3 },
        { id: 2, price: 1250, version: 5 },
      ],
    });
    // The stale row says so on its name, with what is stored now; the user's edits stay.
    const staleName = await cell("Product 2", 0);
    const said = await within(staleName).findByText(
      `${VERSION_MSG.stale} Now: Renamed elsewhere, $20.02, Published`,
    );
    expect(staleName.getAttribute("aria-describedby")).toBe(said.id);
    expect(staleName.getAttribute("aria-invalid")).toBe("true");
    expect((await cell("Mine One", 0)).getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByRole("note").textContent).toContain("someone else changed 1 of these products");
    expect(screen.getByText("2 unsaved changes")).toBeTruthy();

    // Taking theirs reloads the row: their name shows, the user's price stays on top, saved again.
    fireEvent.click(screen.getByRole("button", { name: "Take their changes" }));
    const renamed = await cell("Renamed elsewhere", 0);
    expect(within(renamed).queryByText(VERSION_MSG.stale, { exact: false })).toBeNull();
    expect((await cell("Renamed elsewhere", 1)).textContent).toContain("$12.50");
    expect(screen.queryByRole("button", { name: "Take their changes" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Save" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() => expect(saves(calls)).toHaveLength(2));
    expect(saves(calls)[1]!.body).toEqual({
      rows: [
        { id: 1, name: "Mine One", version: 3 },
        { id: 2, price: 1250, version: 6 },
      ],
    });
    expect(await screen.findByText("No unsaved changes")).toBeTruthy();
  });
});
