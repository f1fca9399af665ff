import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { priceBelowMinimumMessage } from "../../domain/pricing";
import { axeViolations, describeViolations } from "./axe.js";
import {
  appUnderTest,
  type DemoApi,
  demoApi,
  demoStoreId,
  pathOf,
  shot,
  signInAs,
  toast,
} from "./session.js";

/**
 * The store's product spreadsheet on the demo data: the owner of Oscar's Tees opens it from the
 * product list, renames a product and changes its price by typing, saves, and finds both after a
 * reload; a price below the minimum is refused with the editor's message beside the cell. A
 * salesperson (no product editing) sees no button and is turned away from the address.
 */

const STORE = "Oscar's Tees";
const DENIED = "You don't have permission to access this resource.";
const NEW_NAME = `Sheet Tee ${Date.now().toString(36)}`;
const app = appUnderTest();
let ownerApi: DemoApi;
let storeId = 0;

interface Row {
  id: number;
  name: string;
  price: number;
}

const api = <T>(path: string) => ownerApi.get<T>(path, storeId);

const firstRows = async () =>
  (await api<{ data: Row[] }>(`/api/all/website/products?website_id=${storeId}&per_page=10`)).data;
const minimumOf = async (id: number) =>
  (await api<{ pricing: { minimum_price: number } }>(`/api/products/${id}/editor`)).pricing.minimum_price;

/** The grid's cell of a product row: 0 name, 1 price, 2 status, 3 stock. */
const cell = (page: Page, name: string, col: number) =>
  page.getByRole("grid").getByRole("row").filter({ hasText: name }).getByRole("gridcell").nth(col);

const settled = (page: Page) =>
  expect.poll(() => page.locator(".MuiCircularProgress-root").count(), { timeout: 20_000 }).toBe(0);

beforeAll(async () => {
  ownerApi = await demoApi(app, "owner@example.com");
  storeId = await ownerApi.storeNamed(STORE);
});

describe("the store's product spreadsheet", () => {
  it("renames and reprices by typing, saves in one go, and refuses a price below the minimum", async () => {
    const { page, errors, consoleErrors } = await signInAs(app, "owner@example.com", { store: storeId });
    const [first, second] = await firstRows();
    const [minFirst, minSecond] = await Promise.all([minimumOf(first!.id), minimumOf(second!.id)]);
    const newPrice = Math.ceil((minFirst + 500) / 100) * 100 + 99;

    await page.goto(`${app.server.baseUrl}/app/Product`);
    await page.locator("tbody tr").first().waitFor();
    await shot(page, "product-spreadsheet-list-1280");
    await page.getByRole("link", { name: "Edit as spreadsheet" }).click();
    await page.waitForURL((url) => pathOf(url) === "/app/Product/spreadsheet");
    await cell(page, first!.name, 0).waitFor();
    await settled(page);
    await shot(page, "product-spreadsheet-1280");
    expect(describeViolations(await axeViolations(page))).toEqual([]);

    // Typing on a cell starts its edit; Enter keeps it and moves down.
    await cell(page, first!.name, 0).click();
    await page.keyboard.type(NEW_NAME);
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.type((newPrice / 100).toFixed(2));
    await page.keyboard.press("Enter");
    await expect
      .poll(() => cell(page, NEW_NAME, 1).textContent())
      .toContain(`$${(newPrice / 100).toFixed(2)}`);
    expect(await cell(page, NEW_NAME, 0).getAttribute("data-changed")).toBe("true");
    await page.getByText("2 unsaved changes").waitFor();
    await shot(page, "product-spreadsheet-changed-1280");

    await page.getByRole("button", { name: "Save" }).click();
    await toast(page, "The store's products are saved.").waitFor();
    await page.reload();
    await cell(page, NEW_NAME, 0).waitFor();
    expect(await cell(page, NEW_NAME, 1).textContent()).toContain(`$${(newPrice / 100).toFixed(2)}`);
    expect(await cell(page, NEW_NAME, 0).getAttribute("data-changed")).toBeNull();

    // Below the minimum: nothing is saved and the editor's message shows beside the cell.
    const below = ((minSecond - 100) / 100).toFixed(2);
    await cell(page, second!.name, 1).click();
    await page.keyboard.type(below);
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Save" }).click();
    const message = priceBelowMinimumMessage(minSecond);
    await cell(page, second!.name, 1).getByText(message).waitFor();
    await toast(page, "Nothing was saved: correct the marked cells.").waitFor();
    // axe judges the toast's contrast once it has faded in, not half-way.
    await expect
      .poll(() => page.locator(".MuiSnackbarContent-root").evaluate((el) => getComputedStyle(el).opacity))
      .toBe("1");
    await shot(page, "product-spreadsheet-error-1280");
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    const stored = (await firstRows()).find((r) => r.id === second!.id)!;
    expect(stored.price).toBe(second!.price);

    expect(errors).toEqual([]);
    // The refused save's 422 is the browser's own network line, not an app error.
    expect(consoleErrors.filter((e) => !e.includes("422"))).toEqual([]);
    await page.context().close();
  });

  it("fits a phone", async () => {
    const { page, errors } = await signInAs(app, "owner@example.com", {
      store: storeId,
      viewport: { width: 393, height: 852 },
    });
    await page.goto(`${app.server.baseUrl}/app/Product/spreadsheet`);
    await page.getByRole("grid").waitFor();
    await settled(page);
    await shot(page, "product-spreadsheet-393");
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a salesperson sees no spreadsheet button and is turned away from the address", async () => {
    const acme = await demoStoreId(app, "salesperson@example.com", "Acme Team Store");
    const { page, errors } = await signInAs(app, "salesperson@example.com", { store: acme });
    await page.goto(`${app.server.baseUrl}/app/Product`);
    await page.locator("tbody tr").first().waitFor();
    expect(await page.getByText("Edit as spreadsheet").count()).toBe(0);
    await page.goto(`${app.server.baseUrl}/app/Product/spreadsheet`);
    await page.getByText(DENIED).first().waitFor();
    expect(await page.getByRole("grid").count()).toBe(0);
    await shot(page, "product-spreadsheet-salesperson-denied");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
