import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, demoApi, shot, signInAs, toast, type DemoApi } from "./session.js";

/**
 * The owner of Oscar's Tees on the demo data: exports the store's products, renames one in the
 * file and imports it from the product list's dialog; the import runs as a background job whose
 * progress the dialog follows to "Created 0, updated N". Sending the same file again is refused
 * line by line: the first import saved those products after the export the file was read from.
 */

const STORE = "Oscar's Tees";
const NEW_NAME = `CSV Walked Tee ${Date.now().toString(36)}`;
const app = appUnderTest();
let owner: Page;
let ownerErrors: string[];
let ownerApi: DemoApi;
let storeId = 0;
let edited = "";
let renamedId = 0;

type CsvLine = Record<string, string>;

const dialog = (page: Page) => page.getByRole("dialog", { name: "Import from a CSV file" });

async function importFile(page: Page, text: string): Promise<void> {
  await page.getByRole("button", { name: "Import CSV" }).click();
  await dialog(page)
    .getByLabel("Choose a .csv file")
    .setInputFiles({
      name: "products.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(text),
    });
  await dialog(page).getByRole("button", { name: "Import", exact: true }).click();
}

beforeAll(async () => {
  ownerApi = await demoApi(app, "owner@example.com");
  storeId = await ownerApi.storeNamed(STORE);
  ({ page: owner, errors: ownerErrors } = await signInAs(app, "owner@example.com", { store: storeId }));
});

afterAll(async () => {
  await owner?.context().close();
});

describe("product CSV import", { timeout: 120_000 }, () => {
  it("exports the products, imports the edited file as a job and shows its result", async () => {
    await owner.goto(`${app.server.baseUrl}/app/Product`);
    await owner.locator("tbody tr").first().waitFor();
    await owner.getByRole("button", { name: "Export CSV" }).click();
    const [download] = await Promise.all([
      owner.waitForEvent("download"),
      owner.getByRole("menuitem", { name: "Products", exact: true }).click(),
    ]);
    const exported = Papa.parse<CsvLine>(await readFile((await download.path())!, "utf8"), {
      header: true,
      skipEmptyLines: "greedy",
    }).data;
    expect(exported.length).toBeGreaterThan(1);
    expect(exported[0]).toHaveProperty("version");
    renamedId = Number(exported[0]!.id);
    edited = Papa.unparse(exported.map((line, i) => (i === 0 ? { ...line, name: NEW_NAME } : line)));

    await importFile(owner, edited);
    await expect
      .poll(() => dialog(owner).getByText(`Created 0, updated ${exported.length}.`).count(), {
        timeout: 60_000,
      })
      .toBe(1);
    await toast(owner, "Completed successfully").waitFor();
    expect(describeViolations(await axeViolations(owner))).toEqual([]);
    await shot(owner, "product-csv-import-done-1280");
    await dialog(owner).getByRole("button", { name: "Close" }).click();
    // The list shows the renamed product, and the server holds it.
    await owner.locator("tbody tr").filter({ hasText: NEW_NAME }).waitFor();
    const stored = await ownerApi.get<{ name: string }>(`/api/products/${renamedId}/editor`, storeId);
    expect(stored.name).toBe(NEW_NAME);
  });

  it("refuses the same file again on a phone, each product having been saved since the export, writing nothing", async () => {
    const before = await ownerApi.get<{ version: number }>(`/api/products/${renamedId}/editor`, storeId);
    const { page: phone, errors } = await signInAs(app, "owner@example.com", {
      store: storeId,
      viewport: { width: 393, height: 852 },
    });
    await phone.goto(`${app.server.baseUrl}/app/Product`);
    await phone.getByText(NEW_NAME).waitFor();
    await importFile(phone, edited);
    await dialog(phone).getByText("This record was changed by someone else.").first().waitFor();
    await shot(phone, "product-csv-import-stale-393");
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(describeViolations(await axeViolations(phone))).toEqual([]);
    const after = await ownerApi.get<{ version: number }>(`/api/products/${renamedId}/editor`, storeId);
    expect(after.version).toBe(before.version);
    await dialog(phone).getByRole("button", { name: "Close" }).click();
    await expect.poll(() => dialog(phone).count()).toBe(0);
    expect(errors).toEqual([]);
    expect(ownerErrors).toEqual([]);
    await phone.context().close();
  });
});
