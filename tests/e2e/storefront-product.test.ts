import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appUnderTest, openPage, shot } from "./session.js";
import { seriousStoreViolations } from "./storefront-axe.js";

/**
 * A buyer on a launched demo store: opens a product from a category, switches colour (the
 * pictures change), picks a size (its price shows), adds it to the cart (the header counts it),
 * sees the colour's picture in the cart, is refused with the declined test card (and stays on the
 * store's checkout page) and pays with the good one. Every page has no serious accessibility
 * violation, and on a phone Add to cart is in the first screen.
 */

const app = appUnderTest();
const STORE = "/store/acme-team-store";
const PRODUCT = "acme-classic-logo-ultra-cotton-long-sleeve";

async function noSeriousViolations(page: Page, name: string): Promise<void> {
  expect(await seriousStoreViolations(page), name).toEqual([]);
  expect(await page.locator("h1").count(), `${name}: one top heading`).toBe(1);
}

type OptionRow = [string, number, number, string, string, number];

async function options(page: Page): Promise<OptionRow[]> {
  const raw = await page.locator("form.add-to-cart").getAttribute("data-options");
  return JSON.parse(raw ?? "[]") as OptionRow[];
}

async function fillBuyer(page: Page, card: string): Promise<void> {
  await page.getByLabel("Name").fill("Bea Buyer");
  await page.getByLabel("E-mail").fill("bea@example.net");
  await page.getByLabel("Street").fill("1 Main St");
  await page.getByLabel("City").fill("Springfield");
  await page.getByLabel("Postal code").fill("12345");
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("CVC").fill("123");
}

describe("a buyer on a demo store's product page", () => {
  it("switches colour and size, adds to the cart, pays after a declined card; no serious axe violations", async () => {
    const base = app.server.baseUrl;
    const { page, errors } = await openPage(app.browser, { width: 1280, height: 800 });
    await page.goto(`${base}${STORE}/`);
    await noSeriousViolations(page, "home");
    await page.locator("nav.menu").getByRole("link", { name: "T-Shirts" }).click();
    await page.waitForURL((url) => url.pathname === `${STORE}/category/t-shirts`);
    await noSeriousViolations(page, "category");
    await shot(page, "storefront-category-1280", true);
    await page.locator(`li.card a[href="${STORE}/products/${PRODUCT}"]`).click();
    await page.waitForURL((url) => url.pathname === `${STORE}/products/${PRODUCT}`);
    await noSeriousViolations(page, "product");

    // Colour: the large picture and the thumbnails become the new colour's.
    const main = page.locator("img[data-main]");
    const firstSrc = await main.getAttribute("src");
    const colours = page.locator('input[name="colour"]');
    expect(await colours.count()).toBeGreaterThanOrEqual(2);
    await page.locator("label.swatch-pick").nth(1).click();
    const colourName = (await colours.nth(1).getAttribute("data-name")) ?? "";
    await expect.poll(() => main.getAttribute("src")).not.toBe(firstSrc);
    const chosenSrc = (await main.getAttribute("src")) ?? "";
    expect(chosenSrc).toContain(colourName.toLowerCase().replace(/\s+/g, "-"));
    await expect.poll(() => page.locator("[data-colour-name]").textContent()).toBe(colourName);
    // A thumbnail shows its side large.
    const thumbs = page.locator(".thumbset:not([hidden]) .thumb");
    if ((await thumbs.count()) > 1) {
      await thumbs.nth(1).click();
      expect(await main.getAttribute("src")).toBe(await thumbs.nth(1).getAttribute("data-src"));
      await thumbs.nth(0).click();
    }

    // Size: the most expensive size of this colour, whose price shows before adding it.
    const rows = (await options(page)).filter((o) => o[1] === 1 && o[5] === 1);
    const dearest = rows.reduce((a, b) =>
      Number(b[3].replace(/[^0-9.]/g, "")) > Number(a[3].replace(/[^0-9.]/g, "")) ? b : a,
    );
    const sizeLabel = page.locator("label.size-pick").nth(dearest[2]);
    const sizeName = (await sizeLabel.textContent()) ?? "";
    await sizeLabel.click();
    await expect.poll(() => page.locator("[data-price]").textContent()).toBe(dearest[3]);
    expect(await page.locator("input[data-variant]").inputValue()).toBe(dearest[0]);
    await shot(page, "storefront-product-1280");

    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.waitForURL((url) => url.pathname === `${STORE}/cart`);
    expect(await page.locator("header .cart-link [data-count]").textContent()).toBe("1");
    const line = page.locator("tr[data-line]").first();
    expect(await line.textContent()).toContain(`${colourName} / ${sizeName}`);
    expect(await line.locator("img").getAttribute("src")).toBe(chosenSrc);
    await noSeriousViolations(page, "cart");
    await shot(page, "storefront-cart-1280", true);

    // The count is on every page of the store, cached ones included.
    await page.goto(`${base}${STORE}/category/t-shirts`);
    await expect.poll(() => page.locator("header .cart-link [data-count]").textContent()).toBe("1");
    await page.goto(`${base}${STORE}/cart`);

    await page.getByRole("link", { name: "Checkout" }).click();
    await page.waitForURL((url) => url.pathname === `${STORE}/checkout`);
    await noSeriousViolations(page, "checkout");
    await fillBuyer(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.getByText("Your card was declined.").waitFor();
    expect(new URL(page.url()).pathname).toBe(`${STORE}/checkout`);
    expect(await page.getByLabel("Name").inputValue()).toBe("Bea Buyer");
    expect(await page.getByLabel("Street").inputValue()).toBe("1 Main St");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM/YY)").fill("12/30");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL((url) => url.pathname === `${STORE}/thank-you`);
    expect(await page.locator("tr img").first().getAttribute("src")).toBe(chosenSrc);
    expect(await page.locator("header .cart-link [data-count]").textContent()).toBe("0");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("at 393 px the price and Add to cart are in the first screen", async () => {
    const base = app.server.baseUrl;
    const { page, errors } = await openPage(app.browser, { width: 393, height: 852 });
    await page.goto(`${base}${STORE}/products/${PRODUCT}`);
    const button = await page.getByRole("button", { name: "Add to cart" }).boundingBox();
    const price = await page.locator("[data-price]").boundingBox();
    expect(button).not.toBeNull();
    expect(price).not.toBeNull();
    expect((button?.y ?? 0) + (button?.height ?? 0)).toBeLessThanOrEqual(852);
    expect((price?.y ?? 0) + (price?.height ?? 0)).toBeLessThanOrEqual(852);
    await noSeriousViolations(page, "product at 393 px");
    await shot(page, "storefront-product-393");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.waitForURL((url) => url.pathname === `${STORE}/cart`);
    await shot(page, "storefront-cart-393", true);
    await page.goto(`${base}${STORE}/category/t-shirts`);
    await shot(page, "storefront-category-393", true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
