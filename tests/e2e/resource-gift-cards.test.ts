import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, demoStoreId, pathOf, shot, signInAs, toast } from "./session.js";

/**
 * The GiftCard resource on the demo data: the owner of Acme Team Store (a plan with gift cards)
 * issues a card and a batch, finds, sorts, exports and disables cards, and sets a balance; the
 * owner of Oscar's Tees (a plan without gift cards) sees the upgrade text; a designer of Acme Team
 * Store sees no Gift cards entry and is turned away from its address.
 */

const STORE = "Acme Team Store";
const DENIED = "You don't have permission to access this resource.";
const app = appUnderTest();
let owner: Page;
let ownerErrors: string[];
let storeId = 0;

/** Signs in with the store chosen (the active_website cookie the store picker sets). */
const signIn = (email: string, store = storeId, viewport?: { width: number; height: number }) =>
  signInAs(app, email, { store, ...(viewport ? { viewport } : {}) });

const rows = (page: Page) => page.locator("tbody tr");

/** Nothing is loading any more (the app bar's spinner is gone), so axe sees the finished page. */
const settled = (page: Page) =>
  expect.poll(() => page.locator(".MuiCircularProgress-root").count(), { timeout: 20_000 }).toBe(0);

beforeAll(async () => {
  storeId = await demoStoreId(app, "primary-admin@example.com", STORE);
  ({ page: owner, errors: ownerErrors } = await signIn("primary-admin@example.com"));
});

afterAll(async () => {
  await owner?.context().close();
});

describe("GiftCard resource", () => {
  it("issues one card from /gift-cards/create and opens it", async () => {
    await owner.goto(`${app.server.baseUrl}/app/gift-cards`);
    await owner.waitForURL((url) => pathOf(url) === "/app/GiftCard");
    await owner.goto(`${app.server.baseUrl}/app/gift-cards/create`);
    await owner.waitForURL((url) => pathOf(url) === "/app/GiftCard/create");
    await owner.getByLabel(/^Value/).fill("25");
    await owner.getByLabel("Recipient email").fill("bad");
    await owner.getByRole("button", { name: "Save" }).click();
    await owner.getByText("E-mail must be valid.").waitFor();
    await owner.getByLabel("Recipient email").fill("friend@example.org");
    await owner.getByRole("button", { name: "Save" }).click();
    await toast(owner, "Gift card created successfully.").waitFor();
    await owner.waitForURL((url) => /^\/app\/GiftCard\/\d+\/show$/.test(pathOf(url)));
    await owner.getByRole("table", { name: "Usage history" }).getByText("Issued").waitFor();
    await settled(owner);
    expect(describeViolations(await axeViolations(owner))).toEqual([]);
    await shot(owner, "resource-gift-cards-show-1280", true);
  });

  it("sets the balance, and the new balance is there after a reload", async () => {
    await owner.getByLabel("Set balance").fill("10");
    await owner.getByRole("button", { name: "Save" }).click();
    await toast(owner, "Gift card updated successfully.").waitFor();
    await owner.reload();
    await owner.getByText("$10.00", { exact: true }).first().waitFor();
    await owner.getByRole("table", { name: "Usage history" }).getByText("Balance adjusted").waitFor();
  });

  it("issues a batch of three, then searches, filters and sorts the list", async () => {
    await owner.goto(`${app.server.baseUrl}/app/GiftCard/create`);
    await owner.getByLabel(/^Value/).fill("40");
    await owner.getByLabel(/^How many cards/).fill("3");
    await owner.getByRole("button", { name: "Save" }).click();
    await toast(owner, "3 gift cards created successfully.").waitFor();
    await owner.waitForURL((url) => pathOf(url) === "/app/GiftCard");
    await expect.poll(() => rows(owner).count()).toBe(4);
    await owner.locator('input[name="q"]').fill("friend@");
    await expect.poll(() => rows(owner).count()).toBe(1);
    await owner.locator('input[name="q"]').fill("");
    await expect.poll(() => rows(owner).count()).toBe(4);
    await owner.getByRole("button", { name: /^Sort by balance/i }).click();
    await expect.poll(() => owner.url()).toContain("sort=balance");
    await expect
      .poll(async () => (await rows(owner).locator("td.column-balance").allTextContents())[0])
      .toBe("$10.00");
    // The header's "Sort by" tooltip is not part of the page.
    await owner.mouse.move(0, 0);
    await owner.locator(".MuiTooltip-tooltip").waitFor({ state: "detached" });
    await settled(owner);
    expect(describeViolations(await axeViolations(owner))).toEqual([]);
    await shot(owner, "resource-gift-cards-list-1280");
  });

  it("exports the list as CSV", async () => {
    const [download] = await Promise.all([
      owner.waitForEvent("download"),
      owner.getByRole("button", { name: "Export", exact: true }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
  });

  it("disables two cards at once after the confirmation", async () => {
    const batch = rows(owner).filter({ hasText: "$40.00" });
    await batch.nth(0).getByRole("checkbox").check();
    await batch.nth(1).getByRole("checkbox").check();
    await owner.getByRole("button", { name: "Disable", exact: true }).click();
    await owner.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await toast(owner, "2 gift cards disabled.").waitFor();
    await expect.poll(() => rows(owner).filter({ hasText: "Disabled" }).count()).toBe(2);
    expect(ownerErrors).toEqual([]);
  });

  it("fits a phone: one line per card", async () => {
    const { page, errors } = await signIn("primary-admin@example.com", storeId, { width: 393, height: 852 });
    await page.goto(`${app.server.baseUrl}/app/gift-cards`);
    await page.getByText("$40.00").first().waitFor();
    await shot(page, "resource-gift-cards-list-393", true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a store whose plan lacks gift cards shows the upgrade text", async () => {
    const oscars = await demoStoreId(app, "owner@example.com", "Oscar's Tees");
    const { page, errors } = await signIn("owner@example.com", oscars);
    await page.goto(`${app.server.baseUrl}/app/GiftCard`);
    await page
      .getByText("Gift cards are not available in your plan. Upgrade your plan to create gift cards.")
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a designer has no Gift cards entry and is turned away from the address", async () => {
    const { page, errors } = await signIn("designer@example.com");
    await page.goto(`${app.server.baseUrl}/app/store-dashboard`);
    await page.getByRole("menuitem", { name: "Products", exact: true }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Gift cards", exact: true }).count()).toBe(0);
    await page.goto(`${app.server.baseUrl}/app/gift-cards/single/1`);
    await page.getByText(DENIED).first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
