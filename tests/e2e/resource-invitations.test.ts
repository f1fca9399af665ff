import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, demoStoreId, pathOf, shot, signInAs } from "./session.js";

/**
 * The Invitation resource on the demo data: the primary company admin of Acme Team Store invites
 * by typing, finds, sorts, exports, changes and bulk-deletes invitations; a designer of that store
 * is turned away from the address.
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
const emailsShown = (page: Page) =>
  rows(page)
    .locator("td.column-email")
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ""));

async function invite(page: Page, email: string) {
  await page.goto(`${app.server.baseUrl}/app/Invitation/create`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await page.waitForURL((url) => pathOf(url) === "/app/Invitation");
  await rows(page).filter({ hasText: email }).waitFor();
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

describe("Invitation resource", () => {
  it("invites by typing an address from /invitations, and lists it", async () => {
    await admin.goto(`${app.server.baseUrl}/app/invitations`);
    await admin.waitForURL((url) => pathOf(url) === "/app/Invitation");
    await invite(admin, "walk-zed@example.com");
    await invite(admin, "walk-amy@example.com");
  });

  it("refuses a malformed address next to the field, sending nothing", async () => {
    await admin.goto(`${app.server.baseUrl}/app/Invitation/create`);
    await admin.getByLabel(/^Email/).fill("not-an-address");
    await admin.getByRole("button", { name: "Send invitation" }).click();
    await admin.locator(".MuiFormHelperText-root.Mui-error").getByText("E-mail must be valid").waitFor();
    expect(pathOf(admin.url())).toBe("/app/Invitation/create");
  });

  it("searches, sorts by address in the URL, and passes axe", async () => {
    await admin.goto(`${app.server.baseUrl}/app/Invitation`);
    await rows(admin).filter({ hasText: "walk-zed@example.com" }).waitFor();
    await admin.locator('input[name="q"]').fill("walk-");
    await expect.poll(async () => (await emailsShown(admin)).length).toBe(2);
    await expect.poll(() => decodeURIComponent(admin.url())).toContain('"q":"walk-"');
    await admin.getByRole("button", { name: /^Sort by email/i }).click();
    await expect.poll(() => admin.url()).toContain("sort=email");
    await expect
      .poll(async () => (await emailsShown(admin)).map((cell) => cell.slice(0, 20)))
      .toEqual(["walk-amy@example.com", "walk-zed@example.com"]);
    await admin.mouse.move(0, 0);
    await settled(admin);
    expect(describeViolations(await axeViolations(admin))).toEqual([]);
    await shot(admin, "resource-invitations-list-1280");
  });

  it("exports the filtered list as CSV", async () => {
    const [download] = await Promise.all([
      admin.waitForEvent("download"),
      admin.getByRole("button", { name: "Export", exact: true }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
  });

  it("changes an invitation's role, and the change is there after a reload", async () => {
    await rows(admin).filter({ hasText: "walk-amy@example.com" }).locator("td.column-email").click();
    await admin.waitForURL((url) => /^\/app\/Invitation\/\d+$/.test(pathOf(url)));
    const editUrl = admin.url();
    await settled(admin);
    expect(describeViolations(await axeViolations(admin))).toEqual([]);
    const role = admin.locator("form").getByRole("combobox");
    await expect.poll(() => role.textContent(), { timeout: 10_000 }).toContain("Designer");
    await role.click();
    await admin.getByRole("option", { name: "Salesperson", exact: true }).click();
    await expect.poll(() => role.textContent()).toContain("Salesperson");
    await admin.getByRole("button", { name: "Save" }).click();
    await admin.waitForURL((url) => pathOf(url) === "/app/Invitation");
    await admin.goto(editUrl);
    await expect
      .poll(() => admin.locator("form").getByRole("combobox").textContent(), { timeout: 10_000 })
      .toContain("Salesperson");
    await shot(admin, "resource-invitations-edit-1280", true);
  });

  it("deletes both invitations at once after the confirmation", async () => {
    await admin.goto(`${app.server.baseUrl}/app/Invitation`);
    await admin.locator('input[name="q"]').fill("walk-");
    await expect.poll(async () => (await emailsShown(admin)).length).toBe(2);
    for (const email of ["walk-amy@example.com", "walk-zed@example.com"])
      await rows(admin).filter({ hasText: email }).getByRole("checkbox").check();
    await admin.getByRole("button", { name: "Delete", exact: true }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect.poll(async () => (await emailsShown(admin)).length, { timeout: 10_000 }).toBe(0);
    expect(adminErrors).toEqual([]);
  });

  it("fits a phone", async () => {
    const { page, errors } = await signInAs(app, "primary-admin@example.com", {
      store: storeId,
      viewport: { width: 393, height: 852 },
    });
    await page.goto(`${app.server.baseUrl}/app/Invitation/create`);
    await page.getByLabel(/^Email/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(393);
    await shot(page, "resource-invitations-create-393", true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a designer is turned away from the address", async () => {
    const { page, errors } = await signInAs(app, "designer@example.com", { store: storeId });
    await page.goto(`${app.server.baseUrl}/app/invitations`);
    await page.getByText(DENIED).first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
