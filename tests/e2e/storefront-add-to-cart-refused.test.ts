import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ORDER_MSG } from "../../domain/messages.js";
import { appUnderTest, openPage, shot } from "./session.js";
import { seriousStoreViolations } from "./storefront-axe.js";

/**
 * A buyer on a launched demo store asks for more pieces of an option than are left. The store
 * refuses the line, and the browser is back on the store's product page (never an /api address)
 * with the reason next to Add to cart, at desktop and phone widths, without a console error.
 */

const app = appUnderTest();
const STORE = "/store/acme-team-store";

type OptionRow = [string, number, number, string, string, number];

/** Console errors and uncaught exceptions of a page. */
function consoleErrors(page: Page, errors: string[]): void {
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
}

/** A product of the store's listing with a buyable option that has only a few pieces left. */
async function lowStockProduct(page: Page): Promise<{ path: string; option: OptionRow; left: number }> {
  await page.goto(`${app.server.baseUrl}${STORE}/products`);
  const hrefs = await page
    .locator(`li.card a[href^="${STORE}/products/"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  for (const path of hrefs) {
    await page.goto(`${app.server.baseUrl}${path}`);
    const form = page.locator("form.add-to-cart[data-options]");
    if ((await form.count()) === 0) continue;
    const rows = JSON.parse((await form.getAttribute("data-options")) ?? "[]") as OptionRow[];
    for (const option of rows) {
      const left = /^Only (\d+) left$/.exec(option[4]);
      if (option[5] === 1 && left) return { path, option, left: Number(left[1]) };
    }
  }
  throw new Error("no demo product of the store has an option with only a few pieces left");
}

async function askForTooMany(width: number, height: number, name: string): Promise<void> {
  const { page, errors } = await openPage(app.browser, { width, height });
  consoleErrors(page, errors);
  const { path, option, left } = await lowStockProduct(page);
  const [, colour, size] = option;
  // As a buyer: choose that colour and size, type one more than is left, press Add to cart.
  if ((await page.locator("label.swatch-pick").count()) > 0)
    await page.locator("label.swatch-pick").nth(colour).click();
  if (size >= 0) await page.locator("label.size-pick").nth(size).click();
  await expect.poll(() => page.locator("[data-stock]").textContent()).toBe(`Only ${left} left`);
  const quantity = page.getByLabel("Quantity");
  const minimum = Number((await quantity.getAttribute("min")) ?? "1");
  const wanted = String(Math.max(left + 1, minimum));
  await quantity.fill(wanted);
  const product = (await page.locator("h1").textContent()) ?? "";
  await page.getByRole("button", { name: "Add to cart" }).click();

  await page.waitForURL((url) => url.pathname === path && url.searchParams.has("cart_error"));
  const url = new URL(page.url());
  expect(url.pathname.startsWith(`${STORE}/`)).toBe(true);
  expect(url.pathname.startsWith("/api/")).toBe(false);
  const notice = page.locator("form.add-to-cart").getByRole("alert");
  await notice.waitFor();
  expect(await notice.textContent()).toBe(ORDER_MSG.outOfStock(product, left));
  expect(await notice.isVisible()).toBe(true);
  // The option and quantity the buyer chose are still chosen, so the reason matches what is shown.
  expect(await page.locator("input[data-variant]").inputValue()).toBe(option[0]);
  expect(await page.locator("[data-stock]").textContent()).toBe(`Only ${left} left`);
  expect(await page.getByLabel("Quantity").inputValue()).toBe(wanted);
  // Next to the button: just below it, inside the form.
  const button = await page.getByRole("button", { name: "Add to cart" }).boundingBox();
  const box = await notice.boundingBox();
  expect(button && box).toBeTruthy();
  expect((box?.y ?? 0) - ((button?.y ?? 0) + (button?.height ?? 0))).toBeLessThan(40);
  expect(await page.locator("header .cart-link [data-count]").textContent()).toBe("0");
  expect(await seriousStoreViolations(page)).toEqual([]);
  await notice.scrollIntoViewIfNeeded();
  await shot(page, name);
  expect(errors).toEqual([]);
  await page.context().close();
}

describe("a refused Add to cart on a demo store's product page", () => {
  it("at 1280 px: back on the store's product page with the reason next to Add to cart", async () => {
    await askForTooMany(1280, 800, "storefront-add-to-cart-refused-1280");
  });

  it("at 393 px: the same, the reason in view", async () => {
    await askForTooMany(393, 852, "storefront-add-to-cart-refused-393");
  });
});
