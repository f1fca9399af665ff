import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest, type DemoApi, demoApi, pathOf, retype, shot, signInAs, toast } from "./session.js";

/**
 * The store owner on the demo data edits a seeded product's name and retail price in the product
 * editor (react-admin inputs on the Product's form), is asked before leaving with unsaved
 * changes, saves, and finds both after a reload, on a desktop and on a phone.
 */

const STORE_LINK = "oscars-tees";

interface EditorProduct {
  id: number;
  name: string;
  price: number;
  bulk_tiers: { quantity: number; price: number }[];
  pricing: { minimum_price: number };
}

const app = appUnderTest();
let ownerApi: DemoApi;
let storeId = 0;

const api = <T>(path: string) => ownerApi.get<T>(path, storeId);

beforeAll(async () => {
  ownerApi = await demoApi(app, "owner@example.com");
  const stores = await ownerApi.get<{ id: number; link: string }[]>("/api/websites");
  storeId = stores.find((s) => s.link === STORE_LINK)!.id;
});

describe("product editor on the demo data", () => {
  // The seeded product's minimum is at most $12.00, so a $12.00 bulk tier is a valid one.
  const cases = [
    { width: 1280, name: "Editor Walk Tee", dollars: "23.45", cents: 2345 },
    { width: 393, name: "Phone Walk Tee", dollars: "24.95", cents: 2495 },
  ];
  let productId = 0;

  for (const c of cases) {
    it(`edits a seeded product's name and price, asks before leaving unsaved, saves and shows them after a reload at ${c.width} px`, async () => {
      if (productId === 0) {
        const list = await api<{ id: number }[]>(`/api/bread/Product?range=${encodeURIComponent("[0,24]")}`);
        for (const { id } of list) {
          const product = await api<EditorProduct>(`/api/products/${id}/editor`);
          if (product.pricing.minimum_price <= 1200) {
            productId = id;
            break;
          }
        }
      }
      expect(productId, "a seeded product whose minimum allows the prices").toBeGreaterThan(0);

      const { page, errors, consoleErrors } = await signInAs(app, "owner@example.com", {
        store: storeId,
        viewport: { width: c.width, height: 900 },
      });
      await page.goto(`${app.server.baseUrl}/app/products/edit/${productId}`);
      const name = page.getByLabel(/^Name/);
      const price = page.getByLabel(/^Retail price/);
      await retype(name, c.name);
      await retype(price, c.dollars);
      await expect(price.inputValue()).resolves.toBe(c.dollars);
      await page.getByText(`${c.name.length} / 50`, { exact: true }).waitFor();

      // Unsaved changes: leaving asks first; dismissing it keeps the page and what was typed.
      let asked = "";
      page.once("dialog", (dialog) => {
        asked = dialog.message();
        void dialog.dismiss();
      });
      await page.getByRole("link", { name: "Back to products" }).click();
      await expect.poll(() => asked).not.toBe("");
      expect(pathOf(page.url())).toBe(`/app/Product/${productId}`);
      await expect(name.inputValue()).resolves.toBe(c.name);

      // A bulk tier: its inputs fit on the card at this width too.
      await page.getByRole("button", { name: "Add tier" }).click();
      await retype(page.getByLabel(/^Bulk margin price/).last(), "12.00");
      await shot(page, `product-editor-${c.width}`, true);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await toast(page, "Product successfully updated").waitFor();
      const saved = await api<EditorProduct>(`/api/products/${productId}/editor`);
      expect({ name: saved.name, price: saved.price }).toEqual({ name: c.name, price: c.cents });
      expect(saved.bulk_tiers.at(-1)).toEqual({ quantity: saved.bulk_tiers.length * 10, price: 1200 });

      await page.reload();
      await expect.poll(() => page.getByLabel(/^Name/).inputValue()).toBe(c.name);
      await expect(page.getByLabel(/^Retail price/).inputValue()).resolves.toBe(c.dollars);
      await shot(page, `product-editor-${c.width}-saved`);
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    });
  }
});
