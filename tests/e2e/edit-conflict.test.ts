import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUnderTest, breadQuery, type DemoApi, demoApi, retype, shot, signInAs, toast } from "./session.js";

/**
 * Two people of the same seeded store edit the same product at once: the first saves a price; the
 * second's save, made on the version they opened, is refused with the conflict dialog, which shows
 * both prices, and "Apply my changes on top" saves the second person's price over the new version.
 */

const app = appUnderTest();
let primaryAdmin: DemoApi;
let storeId = 0;
const pages: Page[] = [];

interface EditorProduct {
  id: number;
  price: number;
  version: number;
  pricing: { minimum_price: number };
}

const api = <T>(path: string) => primaryAdmin.get<T>(path, storeId);

beforeAll(async () => {
  primaryAdmin = await demoApi(app, "primary-admin@example.com");
  storeId = await primaryAdmin.storeNamed("Acme Team Store");
});

afterAll(async () => {
  for (const page of pages) await page.context().close();
});

describe("two people saving the same product", () => {
  it("shows the second, stale save the conflict dialog, and 'Apply my changes on top' saves it", async () => {
    const list = await api<{ id: number }[]>(
      `/api/bread/Product?${breadQuery([0, 24], { website_id: storeId })}`,
    );
    let product: EditorProduct | null = null;
    for (const { id } of list) {
      const candidate = await api<EditorProduct>(`/api/products/${id}/editor`);
      if (candidate.pricing.minimum_price <= 1849 && ![1849, 1949].includes(candidate.price)) {
        product = candidate;
        break;
      }
    }
    expect(product, "a seeded product whose minimum allows $18.49").not.toBeNull();
    const id = product!.id;

    const first = await signInAs(app, "primary-admin@example.com", { store: storeId });
    const second = await signInAs(app, "store-admin@example.com", { store: storeId });
    pages.push(first.page, second.page);
    for (const { page } of [first, second]) {
      await page.goto(`${app.server.baseUrl}/app/products/edit/${id}`);
      await page.getByLabel(/^Retail price/).waitFor();
    }

    await retype(first.page.getByLabel(/^Retail price/), "19.49");
    await first.page.getByRole("button", { name: "Save", exact: true }).click();
    await toast(first.page, "Product successfully updated").waitFor();

    await retype(second.page.getByLabel(/^Retail price/), "18.49");
    await second.page.getByRole("button", { name: "Save", exact: true }).click();
    const dialog = second.page.getByRole("dialog", { name: "Someone else saved this record" });
    await dialog.waitFor();
    const priceRow = dialog
      .getByRole("row")
      .filter({ has: second.page.getByRole("rowheader", { name: "Retail price" }) });
    await expect(priceRow.getByRole("cell").allTextContents()).resolves.toEqual([
      `$${(product!.price / 100).toFixed(2)}`,
      "$19.49",
      "$18.49",
    ]);
    await shot(second.page, "edit-conflict-dialog-1280");
    await second.page.setViewportSize({ width: 393, height: 852 });
    await shot(second.page, "edit-conflict-dialog-393");
    await second.page.setViewportSize({ width: 1280, height: 800 });

    await dialog.getByRole("button", { name: "Apply my changes on top" }).click();
    await toast(second.page, "Product successfully updated").waitFor();
    await dialog.waitFor({ state: "hidden" });
    const saved = await api<EditorProduct>(`/api/products/${id}/editor`);
    expect(saved.price).toBe(1849);
    expect(saved.version).toBe(product!.version + 2);
    expect([...first.errors, ...second.errors]).toEqual([]);
  });
});
