import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/demo/index.js";

import { appUnderTest, openPage, pathOf, SHOTS_DIR as SHOTS, submitLogin } from "./session.js";

const STORE_ITEMS = [
  "Dashboard",
  "Orders",
  "Products",
  "Gift cards",
  "Discounts",
  "Files",
  "Store design",
  "Settings",
];
const DENIED = "You don't have permission to access this resource.";

/** What each demo login's store sidebar offers for its first store. */
const MENUS: { email: string; items: string[]; adminPanel: boolean }[] = [
  { email: "admin@example.com", items: STORE_ITEMS, adminPanel: true },
  { email: "owner@example.com", items: STORE_ITEMS, adminPanel: false },
  { email: "primary-admin@example.com", items: STORE_ITEMS, adminPanel: false },
  { email: "company-admin@example.com", items: STORE_ITEMS, adminPanel: false },
  // Acme Events: a store_admin there, with browse_discounts taken away by a permission entry.
  {
    email: "store-admin@example.com",
    items: ["Dashboard", "Orders", "Products", "Files", "Store design", "Settings"],
    adminPanel: false,
  },
  { email: "designer@example.com", items: ["Dashboard", "Products", "Store design"], adminPanel: false },
  { email: "salesperson@example.com", items: ["Dashboard", "Orders"], adminPanel: false },
  { email: "client@example.com", items: ["Dashboard", "Orders"], adminPanel: false },
];

const app = appUnderTest();

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

/** A fresh profile per account, signed in; uncaught page errors are collected. */
async function signedIn(email: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(app.browser);
  await submitLogin(opened.page, app.server.baseUrl, email, DEMO_PASSWORD);
  await opened.page.waitForURL((url) => pathOf(url) !== "/app/login");
  return opened;
}

/** The store menu's entries as shown (the store sidebar is on every page but the company ones). */
async function storeMenu(page: Page): Promise<string[]> {
  await page.goto(`${app.server.baseUrl}/app/notifications`);
  await page.getByRole("menuitem", { name: "Dashboard", exact: true }).waitFor();
  const texts = await page.getByRole("menuitem").allTextContents();
  return texts.map((text) => text.trim()).filter((text) => STORE_ITEMS.includes(text));
}

const bellCount = (page: Page) => page.locator('[data-testid="bell-count"] .MuiBadge-badge').textContent();

describe("the signed-in shell per role", () => {
  // One account at a time: parallel contexts only make each page load CPU-bound.
  for (const { email, items, adminPanel } of MENUS) {
    it(`${email} sees ${items.join(", ")}`, async () => {
      const { page, errors } = await signedIn(email);
      expect(await storeMenu(page)).toEqual(items);
      expect(await page.getByRole("menuitem", { name: "Admin Panel" }).count()).toBe(adminPanel ? 1 : 0);
      await page.screenshot({ path: join(SHOTS, `shell-${email.split("@")[0]}.png`) });
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it("gives company users the company sidebar on '/', without All Orders for designers", async () => {
    for (const [email, items] of [
      ["salesperson@example.com", ["Main Dashboard", "All Orders", "Stores"]],
      ["designer@example.com", ["Main Dashboard", "Stores"]],
    ] as const) {
      const { page, errors } = await signedIn(email);
      await page.getByRole("menuitem", { name: "Stores" }).waitFor();
      const texts = (await page.getByRole("menuitem").allTextContents()).map((text) => text.trim());
      expect(texts.slice(0, items.length)).toEqual(items);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it("sends a designer away from the orders with the permission message", async () => {
    const { page, errors } = await signedIn("designer@example.com");
    await page.goto(`${app.server.baseUrl}/app/Order`);
    await page.getByText(DENIED).first().waitFor();
    await page.waitForURL((url) => pathOf(url) === "/app");
    await page.screenshot({ path: join(SHOTS, "shell-denied.png") });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("counts one notification less after marking it read in the bell", async () => {
    const { page, errors } = await signedIn("admin@example.com");
    await expect.poll(() => bellCount(page), { timeout: 15_000 }).toMatch(/^[1-9]\d*$/);
    const before = Number(await bellCount(page));
    await page.getByRole("button", { name: /^Notifications, \d+ unread/ }).click();
    const list = page.getByRole("region", { name: "Notifications" });
    await list.getByRole("button", { name: "Mark as read" }).first().click();
    await expect.poll(() => bellCount(page).then(Number), { timeout: 15_000 }).toBe(before - 1);
    await page.screenshot({ path: join(SHOTS, "shell-bell.png") });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("leaves a phone's top bar room for the page name, the language chosen in the user menu", async () => {
    const { page, errors } = await openPage(app.browser, { width: 393, height: 852 });
    await submitLogin(page, app.server.baseUrl, "owner@example.com", DEMO_PASSWORD);
    await page.waitForURL((url) => pathOf(url) !== "/app/login");
    await page.goto(`${app.server.baseUrl}/app/Product`);
    const title = page.locator("#react-admin-title, header h1").first();
    await title.waitFor();
    // The bar's name shows at least "Products" whole, not two letters and an ellipsis.
    expect((await title.boundingBox())!.width).toBeGreaterThan(100);
    expect(await page.getByRole("button", { name: "Language" }).count()).toBe(0);
    await page.getByRole("button", { name: "Profile" }).click();
    await page.getByRole("menuitem", { name: "Polski" }).click();
    await expect.poll(() => title.textContent()).toMatch(/^Produkty/);
    await page.screenshot({ path: join(SHOTS, "shell-phone-bar.png") });
    // A name too long for the bar ends in an ellipsis: its text is inline in the clipping heading,
    // not cut whole mid-letter inside a box of its own.
    await page.goto(`${app.server.baseUrl}/app/company-orders`);
    const long = page.locator("#react-admin-title");
    await expect.poll(() => long.textContent()).not.toBe("");
    const fit = await long.evaluate((heading) => ({
      overflowing: heading.scrollWidth > heading.clientWidth,
      ellipsis: getComputedStyle(heading).textOverflow === "ellipsis",
      boxes: [...heading.querySelectorAll("*")].filter((el) => getComputedStyle(el).display !== "inline")
        .length,
    }));
    expect(fit).toEqual({ overflowing: true, ellipsis: true, boxes: 0 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("closes the open sidebar when a desktop window narrows to a phone's width, leaving the page usable", async () => {
    const { page, errors } = await signedIn("owner@example.com");
    await page.goto(`${app.server.baseUrl}/app/Product`);
    await page.getByRole("menuitem", { name: "Dashboard", exact: true }).waitFor();
    await page.setViewportSize({ width: 393, height: 852 });
    // On a phone the menu is a drawer over the page: left open, it would hide the page from
    // assistive technology and cover it with its backdrop until the user finds how to close it.
    await expect
      .poll(() => page.locator("#root[aria-hidden=true], .MuiBackdrop-root:visible").count(), {
        timeout: 5_000,
      })
      .toBe(0);
    await page.getByRole("heading", { name: "Products" }).first().waitFor();
    await page.screenshot({ path: join(SHOTS, "shell-narrowed-393.png") });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows no bare translation key on a freshly opened page, in English or in Polish", async () => {
    // The areas' texts are not in the first page's scripts: each page opened by its address
    // (a full load) must still show only texts.
    const bareKey = /\bapp\.[a-z][A-Za-z]*\.[a-z_]+/;
    const { page, errors } = await signedIn("admin@example.com");
    const seen = async (path: string) => {
      await page.goto(`${app.server.baseUrl}/app${path}`);
      await page.getByRole("menuitem").first().waitFor();
      // The layout names the page in the document title once it renders.
      await expect.poll(() => page.title()).toContain(" · ");
      // The page's own screen is a chunk of its own: read once what it shows stops changing.
      const body = () => page.locator("body").innerText();
      let last = "";
      await expect
        .poll(async () => {
          const [before, after] = [last, await body()];
          last = after;
          return before === after;
        })
        .toBe(true);
      return { path, title: await page.title(), body: last };
    };
    const paths = ["/", "/Product", "/Order", "/user/edit", "/roles"];
    for (const path of paths) {
      const { title, body } = await seen(path);
      expect({ path, bare: bareKey.exec(`${title}\n${body}`)?.[0] }).toEqual({ path, bare: undefined });
    }
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitem", { name: "Polski" }).click();
    await expect.poll(() => page.title()).toMatch(/^Role i uprawnienia/);
    for (const path of paths) {
      const { title, body } = await seen(path);
      expect({ path, bare: bareKey.exec(`${title}\n${body}`)?.[0] }).toEqual({ path, bare: undefined });
    }
    // The last page opened was /roles, again in Polish after the full load.
    expect(await page.title()).toMatch(/^Role i uprawnienia/);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
