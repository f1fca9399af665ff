import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/demo/index.js";

import { appUnderTest, demoApi, openPage, pathOf, settled, submitLogin } from "./session.js";

const SCREENSHOT_DIR = fileURLToPath(new URL("../.tmp", import.meta.url));

const app = appUnderTest();

beforeAll(async () => {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
});

/** en-US money and counts, as the dashboard shows them. */
const money = (cents: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 }).format(
    cents / 100,
  );
const count = (n: number) => n.toLocaleString("en-US");

interface Stats {
  total: number;
  ssmFees: number | null;
  storeOwnerFees: number | null;
  allProductsInStore: number;
  newProducts: number;
}

/** The statistics call made independently of the page, with the user's own token. */
async function statsFor(email: string, query: string): Promise<Stats> {
  return (await demoApi(app, email)).get<Stats>(`/api/chart/stats?${query}`);
}

/** The browser's calendar year: the dashboard's default period. */
const yearQuery = (page: Page) =>
  page.evaluate(() => {
    const year = new Date().getFullYear();
    return `from=${year}-01-01&to=${year}-12-31`;
  });

async function signIn(email: string, landing: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(app.browser, { width: 1366, height: 900 });
  await submitLogin(opened.page, app.server.baseUrl, email, DEMO_PASSWORD);
  await opened.page.waitForURL((url) => pathOf(url) === pathOf(`${app.server.baseUrl}/app${landing}`));
  return opened;
}

/** A KPI's number: the group named by its label. */
const kpi = (page: Page, card: string, label: string) =>
  page.getByRole("region", { name: card, exact: true }).getByRole("group", { name: label, exact: true });

describe("dashboard and account in the browser", () => {
  it("shows an admin the fee split and the new users card, with the API's numbers", async () => {
    const { page, errors } = await signIn("admin@example.com", "/");
    const orders = page.getByRole("region", { name: "Orders statistics" });
    await orders.getByText("Platform fees").waitFor();
    const stats = await statsFor("admin@example.com", await yearQuery(page));

    expect(await kpi(page, "Orders statistics", "Orders").innerText()).toContain(count(stats.total));
    const text = await orders.innerText();
    expect(text).toContain(money(stats.ssmFees ?? NaN));
    expect(text).toContain(money(stats.storeOwnerFees ?? NaN));
    await page.getByRole("region", { name: "New users", exact: true }).waitFor();
    await page.getByRole("region", { name: "New websites" }).waitFor();
    expect(await page.getByRole("region", { name: "Products", exact: true }).count()).toBe(0);

    await settled(page);
    await page.screenshot({ path: join(SCREENSHOT_DIR, "dash-e2e-admin.png"), fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows a salesperson the new products without links to screens their role cannot open", async () => {
    const { page, errors } = await signIn("salesperson@example.com", "");
    const created = page.getByRole("region", { name: "New products", exact: true });
    await created.locator("li").first().waitFor();
    expect(await created.getByRole("link").count()).toBe(0);
    const products = page.getByRole("region", { name: "Products", exact: true });
    await products.getByText("All products").waitFor();
    expect(await products.getByRole("link", { name: /See all products/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("opens a new product of another store in its own store: the switcher follows the product", async () => {
    const email = "primary-admin@example.com";
    const { page, errors } = await signIn(email, "/");
    const created = page.getByRole("region", { name: "New products", exact: true });
    await created.getByRole("link").first().waitFor();
    const activeId = async () =>
      Number((await page.context().cookies()).find((c) => c.name === "active_website")?.value);
    const before = await activeId();
    // A tile names its store under the product: take one of a store that is not the current one.
    const api = await demoApi(app, email);
    const tiles = await created.getByRole("link").allInnerTexts();
    const stores = await Promise.all(
      tiles.map(async (text) => {
        const name = text
          .split("\n")
          .find((line) => line.includes(" · "))!
          .split(" · ")[0]!;
        return { name, id: await api.storeNamed(name) };
      }),
    );
    const index = stores.findIndex((s) => s.id !== before);
    expect(index).toBeGreaterThanOrEqual(0);
    await created.getByRole("link").nth(index).click();
    await page.waitForURL((url) => /^\/app\/Product\/\d+$/.test(pathOf(url)));
    await page.getByRole("heading", { name: "Details" }).waitFor();
    await expect.poll(activeId, { timeout: 10_000 }).toBe(stores[index]!.id);
    await expect
      .poll(() => page.getByRole("combobox", { name: "Current store" }).textContent(), { timeout: 10_000 })
      .toContain(stores[index]!.name);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("opens every new product tile on a phone into an editor no wider than the phone", async () => {
    const opened = await openPage(app.browser, { width: 393, height: 852 });
    const { page, errors } = opened;
    await submitLogin(page, app.server.baseUrl, "primary-admin@example.com", DEMO_PASSWORD);
    const created = page.getByRole("region", { name: "New products", exact: true });
    await created.getByRole("link").first().waitFor();
    const links = await created.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links.length).toBeGreaterThan(0);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    for (const href of links) {
      await page.goto(`${app.server.baseUrl}${href}`);
      await page.getByRole("heading", { name: "Details" }).waitFor();
      await settled(page);
      // The blank's name under the product's (as long as "Independent Trading Co. IND4000
      // Heavyweight Hoodie") is cut inside the column, never pushing the page sideways.
      expect(await overflow(), href ?? "").toBe(0);
    }
    await page.screenshot({ path: join(SCREENSHOT_DIR, "dash-e2e-phone-editor.png") });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows a store owner the Products card with the numbers the API gives for the same range", async () => {
    const { page, errors } = await signIn("owner@example.com", "/store-dashboard");
    const products = page.getByRole("region", { name: "Products", exact: true });
    await products.getByRole("link", { name: /See all products/ }).waitFor();
    // The store dashboard counts the active store (the sidebar's choice, kept in a cookie).
    const cookies = await page.context().cookies();
    const active = cookies.find((c) => c.name === "active_website")?.value;
    expect(active).toMatch(/^\d+$/);
    const stats = await statsFor("owner@example.com", `${await yearQuery(page)}&filterWebsites[]=${active}`);

    await settled(page);
    expect((await kpi(page, "Products", "All products").innerText()).split("\n")).toContain(
      count(stats.allProductsInStore),
    );
    expect((await kpi(page, "Products", "Newly added").innerText()).split("\n")).toContain(
      count(stats.newProducts),
    );
    expect((await kpi(page, "Orders statistics", "Orders").innerText()).split("\n")).toContain(
      count(stats.total),
    );
    expect(await page.getByText("Platform fees").count()).toBe(0);
    expect(await page.getByRole("region", { name: "New users", exact: true }).count()).toBe(0);

    await page.screenshot({ path: join(SCREENSHOT_DIR, "dash-e2e-owner.png"), fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("renames the account and the top bar shows the new name", async () => {
    const { page, errors } = await signIn("designer@example.com", "/");
    await page.goto(`${app.server.baseUrl}/app/user/edit`);
    const name = page.getByLabel(/^Name/);
    await name.fill("Dana Renamed");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Your account has been updated.").waitFor();
    await page.getByRole("banner").getByText("Dana Renamed").waitFor();

    // The server kept it: a fresh page load shows it too.
    await page.reload();
    await page.getByRole("banner").getByText("Dana Renamed").waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
