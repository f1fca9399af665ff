import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../server/demo/index.js";

import { appUnderTest, openPage, pathOf, submitLogin, settled } from "./session.js";

const SCREENSHOT_DIR = fileURLToPath(new URL("../.tmp/screenshots", import.meta.url));

/** Every demo login and where it lands (the "sees the right landing page"), written out
 * here as the spec; the first test checks the seed still creates exactly these. */
const ACCOUNTS: { email: string; path: string; title: string }[] = [
  ...[
    "admin@example.com",
    "primary-admin@example.com",
    "company-admin@example.com",
    "store-admin@example.com",
    "designer@example.com",
    "salesperson@example.com",
    "client@example.com",
  ].map((email) => ({ email, path: "/app", title: "Main Dashboard" })),
  { email: "owner@example.com", path: "/app/store-dashboard", title: "Store Dashboard" },
];

const app = appUnderTest();

beforeAll(async () => {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
});

const signIn = (page: Page, email: string, password: string) =>
  submitLogin(page, app.server.baseUrl, email, password);

async function waitForPath(page: Page, path: string): Promise<void> {
  try {
    await page.waitForURL((url) => pathOf(url) === path);
  } catch {
    throw new Error(
      `expected ${path}, still at ${page.url()}\n--- server output ---\n${app.server.output()}`,
    );
  }
}

describe("signing in to the back office", () => {
  it("covers every demo account the seed creates", () => {
    const seeded = DEMO_ACCOUNTS.map((a) => ({ email: a.email, path: pathOf(`http://x/app${a.landing}`) }));
    expect(seeded).toEqual(ACCOUNTS.map(({ email, path }) => ({ email, path })));
    expect(DEMO_PASSWORD).toBe("demo1234");
  });

  // One at a time: on a 2-core CI box, parallel contexts made each page load CPU-bound (10 s+)
  // and the whole run no faster.
  for (const account of ACCOUNTS) {
    it(`${account.email} lands on ${account.title}`, async () => {
      const { page, errors } = await openPage(app.browser);
      await signIn(page, account.email, DEMO_PASSWORD);
      await waitForPath(page, account.path);
      await expect.poll(() => page.title(), { timeout: 15_000 }).toMatch(new RegExp(`^${account.title}`));
      // The page itself rendered (a heading, in the app bar or the content), not just the route.
      await page.getByRole("heading", { name: account.title }).first().waitFor();
      // Let the dashboard's data requests settle so the screenshot shows the real page.
      await settled(page, 500, 5_000);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `${account.email}.png`) });
      expect(pathOf(page.url())).toBe(account.path);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it("rejects a wrong password and stays on the login page", async () => {
    const { page, errors } = await openPage(app.browser);
    await signIn(page, "admin@example.com", "not-the-password");
    await page.getByText("These credentials do not match our records.").first().waitFor();
    expect(pathOf(page.url())).toBe("/app/login");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("sends a signed-out visitor from /app/products to the login page", async () => {
    const { page } = await openPage(app.browser);
    await page.goto(`${app.server.baseUrl}/app/products`);
    await waitForPath(page, "/app/login");
    await page.locator('input[name="email"]').waitFor();
    await page.context().close();
  });

  it("logs out from the user menu", async () => {
    const { page, errors } = await openPage(app.browser);
    await signIn(page, "admin@example.com", DEMO_PASSWORD);
    await waitForPath(page, "/app");
    // react-admin labels its user menu button "Profile"; accept the usual alternatives.
    await page
      .getByRole("button", { name: /profile|user menu|account/i })
      .first()
      .click();
    await page.getByRole("menuitem", { name: /log ?out/i }).click();
    await waitForPath(page, "/app/login");
    // The token is gone, not just the page: a protected URL sends us back to the login page.
    await page.goto(`${app.server.baseUrl}/app/products`);
    await waitForPath(page, "/app/login");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
