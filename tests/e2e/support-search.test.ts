import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, demoApi, pathOf, shot, signInAs } from "./session.js";

/**
 * The search across the stores on the demo data: the store owner types a buyer's name in the app
 * bar, sees orders, contacts and products grouped, and opens an order in its store; a designer
 * (products only) sees only the products group; on a phone the icon opens the field.
 */

const app = appUnderTest();
let order: { id: number; buyer_name: string; buyer_email: string };

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

async function expectNoBlockingAxe(page: Page) {
  expect(describeViolations(await axeViolations(page))).toEqual([]);
}

beforeAll(async () => {
  const owner = await demoApi(app, "owner@example.com");
  const tees = await owner.storeNamed("Oscar's Tees");
  const orders = await owner.get<{ id: number; buyer_name: string; buyer_email: string }[]>(
    `/api/orders?filter=${encodeURIComponent(JSON.stringify({ website_id: tees }))}`,
  );
  order = orders[0]!;
});

describe("search across the stores", () => {
  it("finds a seeded buyer's orders from the app bar and opens one in its store", async () => {
    const { page, errors, consoleErrors } = await signInAs(app, "owner@example.com", {
      viewport: { width: 1280, height: 900 },
    });
    const box = page.getByRole("searchbox", { name: "Search the stores" }).first();
    await box.fill(order.buyer_name);
    await box.press("Enter");
    await page.waitForURL((url) => pathOf(url) === "/app/search");
    const orders = region(page, "Orders");
    await orders.getByRole("link").first().waitFor();
    await expect(region(page, "Contacts").isVisible()).resolves.toBe(true);
    await expect(region(page, "Products").isVisible()).resolves.toBe(true);
    const hit = orders.getByRole("link", { name: new RegExp(`Order #${order.id}\\b`) });
    expect(await hit.textContent()).toContain("in Oscar's");
    await shot(page, "support-search-1280", true);
    await expectNoBlockingAxe(page);

    await hit.click();
    await page.waitForURL((url) => pathOf(url) === `/app/Order/${order.id}/show`);
    await page.getByText(order.buyer_email).first().waitFor();
    await shot(page, "support-search-order-1280");
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("shows a designer only the kinds the role may list", async () => {
    const { page, errors } = await signInAs(app, "designer@example.com", {
      viewport: { width: 1280, height: 900 },
    });
    await page.goto(`${app.server.baseUrl}/app/search?q=tee`);
    await region(page, "Products").getByRole("link").first().waitFor();
    expect(await region(page, "Orders").count()).toBe(0);
    expect(await region(page, "Contacts").count()).toBe(0);
    await shot(page, "support-search-designer-1280", true);
    await expectNoBlockingAxe(page);
    expect(errors).toEqual([]);
  });

  it("opens the field from an icon on a phone", async () => {
    const { page, errors, consoleErrors } = await signInAs(app, "owner@example.com", {
      viewport: { width: 393, height: 852 },
    });
    await page.getByRole("button", { name: "Search the stores" }).click();
    const field = page.getByRole("dialog").getByRole("searchbox", { name: "Search the stores" });
    await field.fill(order.buyer_email);
    await field.press("Enter");
    await page.waitForURL((url) => pathOf(url) === "/app/search");
    await region(page, "Orders").getByRole("link").first().waitFor();
    await shot(page, "support-search-393", true);
    await expectNoBlockingAxe(page);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
