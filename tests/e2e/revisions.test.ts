import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import {
  appUnderTest,
  demoApi,
  openPage,
  pathOf,
  shot,
  submitLogin,
  toast,
  type DemoApi,
} from "./session.js";

/**
 * The store owner on the demo data edits a seeded product's retail price twice, opens History,
 * sees the two saves side by side, and reverts to the first: the editor reloads showing it, and
 * the revert is one more revision.
 */

const STORE_LINK = "oscars-tees";

interface EditorProduct {
  price: number;
  pricing: { minimum_price: number };
}
interface Revisions {
  data: { id: number; number: number; user_name: string | null }[];
}

const app = appUnderTest();
let page: Page;
let errors: string[];
let owner: DemoApi;
let storeId = 0;

const api = <T>(path: string) => owner.get<T>(path, storeId);

/** Replaces the retail price by typing it, and saves the editor. */
async function savePrice(price: string): Promise<void> {
  const field = page.getByLabel(/^Retail price/);
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.press("Backspace");
  await page.keyboard.type(price, { delay: 20 });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await toast(page, "Product successfully updated").waitFor();
  await toast(page, "Product successfully updated").waitFor({ state: "hidden", timeout: 15_000 });
}

beforeAll(async () => {
  owner = await demoApi(app, "owner@example.com");
  const stores = await api<{ id: number; link: string }[]>("/api/websites");
  storeId = stores.find((s) => s.link === STORE_LINK)!.id;
  ({ page, errors } = await openPage(app.browser));
  await page
    .context()
    .addCookies([{ name: "active_website", value: String(storeId), url: app.server.baseUrl }]);
  await submitLogin(page, app.server.baseUrl, "owner@example.com", DEMO_PASSWORD);
  await page.waitForURL((url) => pathOf(url) === "/app/store-dashboard");
});

afterAll(async () => {
  await page?.context().close();
});

describe("revisions on the demo data", () => {
  it("edits a seeded product's price twice, compares the saves in History and reverts to the first", async () => {
    const list = await api<{ id: number }[]>(`/api/bread/Product?range=${encodeURIComponent("[0,24]")}`);
    let productId = 0;
    for (const { id } of list) {
      const product = await api<EditorProduct>(`/api/products/${id}/editor`);
      if (product.pricing.minimum_price <= 1849) {
        productId = id;
        break;
      }
    }
    expect(productId, "a seeded product whose minimum allows $18.49").toBeGreaterThan(0);

    await page.goto(`${app.server.baseUrl}/app/products/edit/${productId}`);
    await savePrice("18.49");
    await savePrice("19.99");
    const kept = await api<Revisions>(`/api/products/${productId}/revisions`);
    const [second, first] = kept.data;
    expect(second!.user_name).toBe("Oscar Owner");

    await page.getByRole("button", { name: "History" }).click();
    const dialog = page.getByRole("dialog", { name: "Store revision history" });
    const table = dialog.getByRole("table");
    await table.waitFor();
    const price = table.getByRole("row", { name: /^Retail price/ });
    await expect(price.getByRole("cell").allInnerTexts()).resolves.toEqual(["$18.49", "$19.99"]);
    await shot(page, "revisions-1280");
    await page.setViewportSize({ width: 393, height: 850 });
    await shot(page, "revisions-393");
    await page.setViewportSize({ width: 1280, height: 800 });

    const row = dialog
      .getByRole("listitem")
      .filter({ has: page.getByText(`Revision ${first!.number}`, { exact: true }) });
    await row.getByRole("button", { name: "Revert to this revision" }).click();
    const confirm = page.getByRole("dialog", { name: `Revert to revision ${first!.number}?` });
    await confirm.getByRole("button", { name: /^(Confirm|Yes)$/ }).click();

    // The screen reloads the record: the editor shows the first save's price.
    await expect.poll(() => page.getByLabel(/^Retail price/).inputValue(), { timeout: 20_000 }).toBe("18.49");
    expect((await api<EditorProduct>(`/api/products/${productId}/editor`)).price).toBe(1849);
    const after = await api<Revisions>(`/api/products/${productId}/revisions`);
    expect(after.data[0]!.number).toBe(second!.number + 1);
    expect(errors).toEqual([]);
  });
});
