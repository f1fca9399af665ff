import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, demoStoreId, pathOf, shot, signInAs, toast } from "./session.js";

/**
 * The Level resource on the demo data: the primary company admin of Acme Team Store creates access
 * levels by typing, adds a user to one, finds, sorts, exports and bulk-deletes them; a designer of
 * that store is turned away from the address.
 */

const STORE = "Acme Team Store";
const DENIED = "You don't have permission to access this resource.";
const app = appUnderTest();
let admin: Page;
let adminErrors: string[];
let storeId = 0;

const rows = (page: Page) => page.locator("tbody tr");
const settled = (page: Page) =>
  expect.poll(() => page.locator(".MuiCircularProgress-root").count(), { timeout: 20_000 }).toBe(0);
const namesShown = (page: Page) =>
  rows(page)
    .locator("td.column-name")
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ""));

async function createLevel(page: Page, name: string) {
  await page.goto(`${app.server.baseUrl}/app/Level/create`);
  await page.getByLabel(/^Level name/).fill(name);
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL((url) => /^\/app\/Level\/\d+\/show$/.test(pathOf(url)));
  await page.getByRole("article", { name }).waitFor();
}

beforeAll(async () => {
  storeId = await demoStoreId(app, "primary-admin@example.com", STORE);
  ({ page: admin, errors: adminErrors } = await signInAs(app, "primary-admin@example.com", {
    store: storeId,
  }));
});

afterAll(async () => {
  await admin?.context().close();
});

describe("Level resource", () => {
  it("creates levels by typing from /levels, and opens the new one", async () => {
    await admin.goto(`${app.server.baseUrl}/app/levels`);
    await admin.waitForURL((url) => pathOf(url) === "/app/Level");
    await createLevel(admin, "Walk Printers");
    await createLevel(admin, "Walk Auditors");
  });

  it("adds a store user to the level by address", async () => {
    await admin.getByLabel(/^User's email/).fill("designer@example.com");
    await admin.getByRole("button", { name: "Add user" }).click();
    await toast(admin, "User added to the access level").waitFor();
    await admin.reload();
    await admin.getByText("designer@example.com").first().waitFor();
    await settled(admin);
    expect(describeViolations(await axeViolations(admin))).toEqual([]);
    await shot(admin, "resource-levels-show-1280", true);
  });

  it("searches, sorts by name in the URL, exports, and passes axe", async () => {
    await admin.goto(`${app.server.baseUrl}/app/Level`);
    await admin.locator('input[name="q"]').fill("Walk");
    await expect.poll(async () => (await namesShown(admin)).length).toBe(2);
    await expect.poll(() => decodeURIComponent(admin.url())).toContain('"q":"Walk"');
    await expect.poll(() => namesShown(admin)).toEqual(["Walk Auditors", "Walk Printers"]);
    await admin.getByRole("button", { name: /^Sort by level name/i }).click();
    await expect.poll(() => decodeURIComponent(admin.url())).toContain("order=DESC");
    await expect.poll(() => namesShown(admin)).toEqual(["Walk Printers", "Walk Auditors"]);
    await admin.mouse.move(0, 0);
    await settled(admin);
    expect(describeViolations(await axeViolations(admin))).toEqual([]);
    const [download] = await Promise.all([
      admin.waitForEvent("download"),
      admin.getByRole("button", { name: "Export", exact: true }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    await shot(admin, "resource-levels-list-1280");
  });

  it("deletes both levels at once after the confirmation", async () => {
    for (const name of ["Walk Auditors", "Walk Printers"])
      await rows(admin).filter({ hasText: name }).getByRole("checkbox").check();
    await admin.getByRole("button", { name: "Delete", exact: true }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect.poll(async () => (await namesShown(admin)).length).toBe(0);
    expect(adminErrors).toEqual([]);
  });

  it("fits a phone", async () => {
    const { page, errors } = await signInAs(app, "primary-admin@example.com", {
      store: storeId,
      viewport: { width: 393, height: 852 },
    });
    await page.goto(`${app.server.baseUrl}/app/Level/create`);
    await page.getByLabel(/^Level name/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(393);
    await shot(page, "resource-levels-create-393", true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a designer is turned away from the address", async () => {
    const { page, errors } = await signInAs(app, "designer@example.com", { store: storeId });
    await page.goto(`${app.server.baseUrl}/app/levels`);
    await page.getByText(DENIED).first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
