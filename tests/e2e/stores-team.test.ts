import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import { lastMailTo, linkIn } from "./outbox.js";
import { appUnderTest, openPage, pathOf, shot, submitLogin, toast } from "./session.js";

/**
 * Issue 4 bar, all through the UI: a store owner creates a store, invites a designer from the
 * Store Users tab, the designer accepts from the mailed link and sees only the designer menu; the
 * owner connects the sandbox card account, adds the address and a published product, and launches.
 */

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
// src/layout/sidebar/storeMenu.ts: a designer gets dashboard, products and design.
const DESIGNER_ITEMS = ["Dashboard", "Products", "Store design"];

const stamp = Date.now().toString(36);
const STORE_NAME = `Team Store ${stamp}`;
const DESIGNER_EMAIL = `designer.${stamp}@example.net`;
const DESIGNER_NAME = "Dana Newdesigner";
const DESIGNER_PASSWORD = "designer-pass-42";
const BLANK = "Bella+Canvas 3001 Unisex Jersey Tee";

const app = appUnderTest();
/** The owner's one browser profile, signed in once; every step continues in it. */
let owner: Page;
let ownerErrors: string[];
let websiteId = 0;

const settingsUrl = (tab: string) => `${app.server.baseUrl}/app/websites/${websiteId}?tab=${tab}`;

/** The store menu's entries as shown in the sidebar (as in shell.test.ts). */
async function storeMenu(page: Page): Promise<string[]> {
  await page.getByRole("menuitem", { name: "Dashboard", exact: true }).waitFor();
  const texts = await page.getByRole("menuitem").allTextContents();
  return texts.map((text) => text.trim()).filter((text) => STORE_ITEMS.includes(text));
}

beforeAll(async () => {
  ({ page: owner, errors: ownerErrors } = await openPage(app.browser));
  await submitLogin(owner, app.server.baseUrl, "owner@example.com", DEMO_PASSWORD);
  await owner.waitForURL((url) => pathOf(url) === "/app/store-dashboard");
});

afterAll(async () => {
  await owner?.context().close();
});

describe("a store owner builds a team and launches a new store", () => {
  it("creates the store at /app/websites/create and lands in its settings", async () => {
    await owner.goto(`${app.server.baseUrl}/app/websites/create`);
    await owner.getByLabel("Store name").fill(STORE_NAME);
    await owner.getByRole("button", { name: "Create store" }).click();
    await owner.waitForURL((url) => /^\/app\/Website\/\d+$/.test(pathOf(url)));
    websiteId = Number(pathOf(owner.url()).split("/").pop());
    await expect
      .poll(() => owner.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000 })
      .toBe(STORE_NAME);
    await expect(
      owner.getByRole("tab", { name: "General Store Settings" }).getAttribute("aria-selected"),
    ).resolves.toBe("true");
    // The new store is the current one.
    await expect.poll(() => owner.getByLabel("Current store").textContent()).toContain(STORE_NAME);

    await owner.goto(`${app.server.baseUrl}/app/Website`);
    const row = owner.getByRole("row").filter({ hasText: STORE_NAME });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain("Not launched");
    await shot(owner, "stores-list");
  });

  it("invites a new address as designer from the Store Users tab", async () => {
    await owner.goto(settingsUrl("general"));
    await owner.getByRole("tab", { name: "Store Users" }).click();
    await owner.waitForURL((url) => pathOf(url) === `/app/Website/${websiteId}/users`);
    await owner.getByRole("button", { name: "Invite", exact: true }).click();
    const dialog = owner.getByRole("dialog", { name: "Invite to the store" });
    await dialog.getByLabel("Email").fill(DESIGNER_EMAIL);
    await dialog.getByRole("combobox", { name: "Role" }).click();
    await owner.getByRole("option", { name: "Designer", exact: true }).click();
    await expect(dialog.getByRole("combobox", { name: "Role" }).textContent()).resolves.toBe("Designer");
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await dialog.waitFor({ state: "hidden" });

    const invitations = owner.getByRole("region", { name: "Invitations" });
    const row = invitations.getByRole("row").filter({ hasText: DESIGNER_EMAIL });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/Designer.*Pending/);
    await shot(owner, "store-settings-users", true);
  });

  it("lets the designer accept from the mail, sign in and see only the designer menu", async () => {
    const mail = lastMailTo(app.server.dataDir, DESIGNER_EMAIL);
    expect(mail?.subject).toBe(`You are invited to join ${STORE_NAME}`);
    const link = linkIn(mail!, "/app/invitation/accept?token=");
    expect(link.startsWith(`${app.server.baseUrl}/app/`)).toBe(true);

    // Accept: no account yet, so the page asks for a name and a password, then signs in.
    const invited = await openPage(app.browser);
    await invited.page.goto(link);
    await invited.page.getByRole("button", { name: "Accept" }).click();
    await invited.page.locator('input[name="name"]').fill(DESIGNER_NAME);
    await invited.page.locator('input[name="password"]').fill(DESIGNER_PASSWORD);
    await invited.page.locator('input[name="password_confirmation"]').fill(DESIGNER_PASSWORD);
    await invited.page.getByRole("button", { name: "Create account and accept" }).click();
    await invited.page.waitForURL((url) => !pathOf(url).startsWith("/app/invitation"));
    await toast(invited.page, "Invitation accepted. Welcome aboard!").waitFor();
    expect(invited.errors).toEqual([]);
    await invited.page.context().close();

    // A fresh profile signs in with the new account through the login form.
    const { page, errors } = await openPage(app.browser);
    await submitLogin(page, app.server.baseUrl, DESIGNER_EMAIL, DESIGNER_PASSWORD);
    await page.waitForURL((url) => pathOf(url) !== "/app/login");
    await expect.poll(() => page.getByLabel("Current store").textContent()).toContain(STORE_NAME);
    expect(await storeMenu(page)).toEqual(DESIGNER_ITEMS);
    await expect(page.getByRole("button", { name: "Launch Store" }).count()).resolves.toBe(0);
    await page.getByRole("heading", { name: STORE_NAME }).first().waitFor();
    // The onboarding stepper leads to the store settings, which a designer may not change: it
    // would show 0.5 s after load.
    await page.waitForTimeout(1500);
    expect(await page.getByText("Get your store ready").count()).toBe(0);
    await shot(page, "designer-menu");
    expect(errors).toEqual([]);
    await page.context().close();

    // The owner now sees the designer among the store users.
    await owner.reload();
    const members = owner.getByRole("region", { name: "Store users" });
    await members
      .getByRole("row")
      .filter({ hasText: DESIGNER_EMAIL })
      .filter({ hasText: "Designer" })
      .waitFor();
  });

  it("connects the sandbox card payment account from the Payments tab", async () => {
    await owner.goto(settingsUrl("users"));
    await owner.getByRole("tab", { name: "Payments" }).click();
    const accounts = owner.getByRole("region", { name: "Payment accounts" });
    await accounts.getByText("Card payments not ready").waitFor();
    await shot(owner, "store-settings-payments", true);

    await accounts
      .getByRole("region", { name: "Card payment account" })
      .getByRole("button", { name: "Connect" })
      .click();
    await owner.waitForURL((url) => pathOf(url).startsWith("/api/payments/sandbox/onboard/"));
    await owner.getByRole("heading", { name: "Connect a test card payments account" }).waitFor();
    await owner.getByRole("button", { name: "Connect test account" }).click();

    await owner.waitForURL((url) => pathOf(url) === "/app/third-party");
    await owner.getByText("Account connected").waitFor();
    await owner.getByText("Your card payments account is connected.", { exact: false }).waitFor();
    await shot(owner, "third-party-connected");
    await owner.getByRole("link", { name: "Back to payment settings" }).click();
    await owner.getByRole("region", { name: "Payment accounts" }).getByText("Card payments ready").waitFor();
  });

  it("completes the store address in the General tab", async () => {
    await owner.goto(settingsUrl("general"));
    const address = owner.getByRole("region", { name: "Store address" });
    await address.getByText("Address incomplete").waitFor();
    await address.getByLabel("Street").fill("1 Main Street");
    await address.getByLabel("City").fill("Springfield");
    await address.getByLabel("Postal code").fill("62701");
    await address.getByRole("combobox", { name: "State", exact: true }).click();
    await owner.getByRole("option", { name: "Illinois" }).click();
    // One Save for every settings tab.
    await owner.getByRole("button", { name: "Save", exact: true }).click();
    await address.getByText("Address valid").waitFor();
    await shot(owner, "store-settings-general", true);
  });

  it("adds a published product through the catalogue's Add to store", async () => {
    await owner.goto(`${app.server.baseUrl}/app/catalog`);
    await owner.getByRole("article", { name: BLANK }).getByRole("link", { name: "Add to store" }).click();
    await owner.waitForURL((url) => /^\/app\/products\/create\/\d+$/.test(pathOf(url)));
    // The creator: the blank is chosen, a design uploaded, mockups generated, then published at
    // its suggested price (the full creator is the products and product-creator tests' subject).
    await owner.getByText(BLANK, { exact: true }).first().waitFor();
    await owner.getByRole("button", { name: "Next", exact: true }).click();
    await owner.getByText("Upload or choose your design").waitFor();
    const png = await sharp({
      create: { width: 900, height: 900, channels: 4, background: { r: 200, g: 40, b: 60, alpha: 1 } },
    })
      .png()
      .toBuffer();
    await owner
      .locator('input[type="file"]')
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    await owner
      .getByRole("img", { name: /, Front$/ })
      .first()
      .waitFor();
    await owner.getByRole("button", { name: "Next", exact: true }).click();
    await owner.getByRole("group", { name: "Colours", exact: true }).waitFor();
    await owner.getByRole("button", { name: "Generate mockups" }).click();
    const gallery = owner.getByRole("list", { name: "Mockups" });
    await gallery.waitFor({ timeout: 60_000 });
    await expect.poll(() => gallery.getByRole("img").count(), { timeout: 60_000 }).toBeGreaterThan(0);
    await owner.getByRole("button", { name: "Next", exact: true }).click();
    await owner.getByRole("region", { name: "Pricing" }).waitFor();
    await owner.getByRole("button", { name: "Publish", exact: true }).click();

    await owner.waitForURL((url) => /^\/app\/products\/edit\/\d+$/.test(pathOf(url)), { timeout: 30_000 });
    await toast(owner, "Product published").waitFor();
    await owner
      .getByRole("heading", { level: 1 })
      .locator("..")
      .getByText("Published", { exact: true })
      .waitFor();
  });

  it("launches the store from the sidebar", async () => {
    await owner.goto(settingsUrl("general"));
    await owner.getByRole("button", { name: "Launch Store" }).click();
    await owner.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await toast(owner, "Your store is active now!").waitFor();
    await owner.getByRole("button", { name: "Launch Store" }).waitFor({ state: "detached" });
    await owner
      .getByRole("heading", { level: 1, name: STORE_NAME })
      .locator("../..")
      .getByText("Launched", { exact: true })
      .waitFor();
    await shot(owner, "store-launched");

    await owner.goto(`${app.server.baseUrl}/app/Website`);
    const row = owner.getByRole("row").filter({ hasText: STORE_NAME });
    await row.getByText("Launched", { exact: true }).waitFor();
    expect(ownerErrors).toEqual([]);
  });
});
