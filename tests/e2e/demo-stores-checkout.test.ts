import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appUnderTest, demoApi, openPage, shot } from "./session.js";

/**
 * Every launched demo store takes payments out of the box: a buyer on its storefront puts a
 * product in the cart, pays with the sandbox test card and lands on the thank-you page, on a
 * desktop and on a phone.
 */

const app = appUnderTest();

interface Store {
  name: string;
  link: string;
  is_launched: number;
}

async function launchedStores(): Promise<Store[]> {
  const admin = await demoApi(app, "admin@example.com");
  const body = await admin.get<Store[] | { data: Store[] }>("/api/websites?per_page=100");
  const stores = Array.isArray(body) ? body : body.data;
  return stores.filter((s) => s.is_launched === 1);
}

/** Adds the first product that can be added to the cart, then pays at checkout. */
async function buy(buyer: Page, store: Store, shotName: string): Promise<number> {
  const base = app.server.baseUrl;
  await buyer.goto(`${base}/store/${store.link}/products`);
  const hrefs = (
    await buyer.locator("li.card a").evaluateAll((as) => as.map((a) => a.getAttribute("href")))
  ).filter((h): h is string => h !== null);
  let added = false;
  for (const href of hrefs) {
    await buyer.goto(`${base}${href}`);
    const form = buyer.locator("form.add-to-cart");
    if ((await form.count()) === 0) continue;
    await form.getByRole("button", { name: "Add to cart" }).click();
    await buyer.waitForURL((url) => url.pathname.endsWith("/cart"));
    added = true;
    break;
  }
  expect(added, `${store.name} has a product to buy`).toBe(true);
  await buyer.getByRole("link", { name: "Checkout" }).click();
  await buyer.waitForURL((url) => url.pathname.endsWith("/checkout"));
  await buyer.getByLabel("Name").fill("Bea Buyer");
  await buyer.getByLabel("E-mail").fill("bea@example.net");
  await buyer.getByLabel("Street").fill("1 Main St");
  await buyer.getByLabel("City").fill("Springfield");
  await buyer.getByLabel("Postal code").fill("12345");
  await buyer.getByLabel("Card number").fill("4242 4242 4242 4242");
  await buyer.getByLabel("Expiry (MM/YY)").fill("12/30");
  await buyer.getByLabel("CVC").fill("123");
  await buyer.getByRole("button", { name: /^Pay / }).click();
  await buyer.waitForURL((url) => url.pathname.endsWith("/thank-you"));
  const orderId = Number(new URL(buyer.url()).searchParams.get("order"));
  expect(orderId).toBeGreaterThan(0);
  await buyer.getByRole("heading", { name: `Thank you! Your order #${orderId} is placed.` }).waitFor();
  await shot(buyer, shotName, true);
  return orderId;
}

describe("a buyer pays at every launched demo store", () => {
  it("orders with the sandbox card and sees the thank-you page, at 1280 px and at 393 px", async () => {
    const stores = await launchedStores();
    expect(stores.length).toBeGreaterThanOrEqual(2);
    const viewports = [
      { width: 1280, height: 800 },
      { width: 393, height: 852 },
    ];
    for (const store of stores) {
      for (const viewport of viewports) {
        const { page, errors } = await openPage(app.browser, viewport);
        await buy(page, store, `demo-store-thank-you-${store.link}-${viewport.width}`);
        expect(errors).toEqual([]);
        await page.context().close();
      }
    }
  });
});
