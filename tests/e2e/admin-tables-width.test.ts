import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import { appUnderTest, openPage, pathOf, shot, submitLogin } from "./session.js";

/**
 * On the demo data, as the platform admin: the user list's table and the variant table of a
 * supplier product fit their card on a 1280 px screen (1265 px beside a classic scroll bar), last
 * column included; on a phone they scroll inside their card (the user list is one line per user
 * there), never the page. The widest lists fit too, their actions included: every store's orders,
 * stores and payments as the admin, and a store's products, orders and payments as its owner.
 */

const app = appUnderTest();

/** Each table's width against the box it scrolls in, and the page's against the screen. */
async function widths(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    tables: Array.from(document.querySelectorAll("table")).map((table) => {
      const box = table.parentElement!;
      return { overflow: box.scrollWidth - box.clientWidth, scrolls: getComputedStyle(box).overflowX };
    }),
  }));
}

async function admin(width: number): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(app.browser, { width, height: 900 });
  await submitLogin(opened.page, app.server.baseUrl, "admin@example.com", DEMO_PASSWORD);
  await opened.page.waitForURL((url) => !pathOf(url).endsWith("/login"));
  return opened;
}

const SCREENS = [
  { path: "/app/User", name: "admin-users", row: "salesperson@example.com", phoneTable: false },
  {
    path: "/app/SupplierProduct",
    name: "admin-supplier-products",
    row: "Bella+Canvas 3001 Unisex Jersey Tee",
    phoneTable: false,
  },
];

/** The lists with the most columns, by who sees their widest form. */
const WIDE_LISTS = [
  { email: "admin@example.com", path: "/app/all/orders", name: "all-orders" },
  { email: "admin@example.com", path: "/app/Website", name: "admin-stores" },
  { email: "admin@example.com", path: "/app/PaymentRequest", name: "admin-payments" },
  { email: "owner@example.com", path: "/app/Product", name: "store-products" },
  { email: "owner@example.com", path: "/app/Order", name: "store-orders" },
  { email: "owner@example.com", path: "/app/payments", name: "store-payments" },
];

describe("admin tables", { timeout: 120_000 }, () => {
  it("the widest lists keep every column in view at 1280 px", async () => {
    for (const email of ["admin@example.com", "owner@example.com"]) {
      const { page, errors } = await openPage(app.browser, { width: 1265, height: 900 });
      await submitLogin(page, app.server.baseUrl, email, DEMO_PASSWORD);
      await page.waitForURL((url) => !pathOf(url).endsWith("/login"));
      for (const list of WIDE_LISTS.filter((l) => l.email === email)) {
        await page.goto(`${app.server.baseUrl}${list.path}`);
        await page.locator("tbody tr").first().waitFor();
        const seen = await widths(page);
        expect(seen.page, list.name).toBeLessThanOrEqual(0);
        for (const table of seen.tables) expect(table.overflow, list.name).toBeLessThanOrEqual(0);
        await shot(page, `${list.name}-1280`);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it("fit their card at 1280 px with every column in view", async () => {
    const { page, errors } = await admin(1265);
    for (const screen of SCREENS) {
      await page.goto(`${app.server.baseUrl}${screen.path}`);
      await page.getByRole("table").first().waitFor();
      if (screen.row) await page.getByText(screen.row).waitFor();
      else await page.getByRole("combobox", { name: "Size 1", exact: true }).waitFor();
      const seen = await widths(page);
      expect(seen.page, screen.name).toBeLessThanOrEqual(0);
      for (const table of seen.tables) expect(table.overflow, screen.name).toBeLessThanOrEqual(0);
      await shot(page, `${screen.name}-1280`);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("scroll inside their card on a phone", async () => {
    const { page, errors } = await admin(393);
    for (const screen of SCREENS) {
      await page.goto(`${app.server.baseUrl}${screen.path}`);
      if (screen.phoneTable) await page.getByRole("table").first().waitFor();
      if (screen.row) await page.getByText(screen.row).waitFor();
      const seen = await widths(page);
      expect(seen.page, screen.name).toBeLessThanOrEqual(0);
      for (const table of seen.tables) expect(table.scrolls, screen.name).toBe("auto");
      await shot(page, `${screen.name}-393`);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
