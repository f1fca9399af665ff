import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, demoApi, pathOf, shot, signInAs, toast, type DemoApi } from "./session.js";

/**
 * The Discount resource on the demo data: the owner of Acme Team Store (a plan with discounts)
 * creates, finds, sorts, exports, edits and bulk-deletes codes; a designer of that store sees no
 * Discounts entry and is turned away from its address.
 */

const STORE = "Acme Team Store";
const DENIED = "You don't have permission to access this resource.";
const app = appUnderTest();
let owner: Page;
let ownerErrors: string[];
let storeId = 0;
let primaryApi: DemoApi;

/** Signs in with the store chosen (the active_website cookie the store picker sets). */
const signIn = (email: string, viewport?: { width: number; height: number }) =>
  signInAs(app, email, { store: storeId, ...(viewport ? { viewport } : {}) });

/** A code made through the Discount model, as the form sends it. */
async function addCode(code: string, value: number) {
  const res = await primaryApi.send("POST", "/api/bread/Discount", {
    body: {
      website_id: storeId,
      code,
      kind: "percentage",
      value,
      starts_at: new Date(Date.now() - 86_400_000).toISOString(),
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

const rows = (page: Page) => page.locator("tbody tr");

/** Nothing is loading any more (the app bar's spinner is gone), so axe sees the finished page. */
const settled = (page: Page) =>
  expect.poll(() => page.locator(".MuiCircularProgress-root").count(), { timeout: 20_000 }).toBe(0);
/** The codes in list order (a code's cell shows its title below it). */
const codesShown = (page: Page) =>
  rows(page)
    .locator("td.column-code")
    .evaluateAll((cells) => cells.map((cell) => cell.querySelector("span")?.textContent?.trim() ?? ""));

beforeAll(async () => {
  primaryApi = await demoApi(app, "primary-admin@example.com");
  storeId = await primaryApi.storeNamed(STORE);
  ({ page: owner, errors: ownerErrors } = await signIn("primary-admin@example.com"));
});

afterAll(async () => {
  await owner?.context().close();
});

describe("Discount resource", () => {
  it("creates a code from /discounts/create and lists it at /Discount", async () => {
    await owner.goto(`${app.server.baseUrl}/app/discounts`);
    await owner.waitForURL((url) => pathOf(url) === "/app/Discount");
    await owner.getByRole("menuitem", { name: "Discounts", exact: true }).waitFor();
    await owner.goto(`${app.server.baseUrl}/app/discounts/create`);
    await owner.waitForURL((url) => pathOf(url) === "/app/Discount/create");
    await owner.getByLabel(/^Code/).fill("spring10");
    await owner.getByLabel(/^Percent off/).fill("10");
    await owner.getByRole("button", { name: "Save" }).click();
    await toast(owner, "Discount saved.").waitFor();
    await owner.waitForURL((url) => pathOf(url) === "/app/Discount");
    await rows(owner).filter({ hasText: "SPRING10" }).waitFor();
  });

  it("refuses a code already in use, next to the field", async () => {
    await owner.goto(`${app.server.baseUrl}/app/Discount/create`);
    await owner.getByLabel(/^Code/).fill("SPRING10");
    await owner.getByLabel(/^Percent off/).fill("5");
    await owner.getByRole("button", { name: "Save" }).click();
    await owner.getByText("This code is already in use in this store.").waitFor();
    expect(pathOf(owner.url())).toBe("/app/Discount/create");
  });

  it("searches, sorts by code in the URL, and passes axe", async () => {
    await addCode("AUTUMN20", 20);
    await addCode("WINTER30", 30);
    await owner.goto(`${app.server.baseUrl}/app/Discount`);
    await rows(owner).filter({ hasText: "WINTER30" }).waitFor();
    await owner.locator('input[name="q"]').fill("AUTUMN");
    await expect.poll(() => codesShown(owner)).toEqual(["AUTUMN20"]);
    expect(decodeURIComponent(owner.url())).toContain('"q":"AUTUMN"');
    await owner.locator('input[name="q"]').fill("");
    await expect.poll(async () => (await codesShown(owner)).length).toBe(3);
    await owner.getByRole("button", { name: /^Sort by code/i }).click();
    await expect.poll(() => owner.url()).toContain("sort=code");
    await expect.poll(() => codesShown(owner)).toEqual(["AUTUMN20", "SPRING10", "WINTER30"]);
    // The header's "Sort by" tooltip is not part of the page.
    await owner.mouse.move(0, 0);
    await owner.locator(".MuiTooltip-tooltip").waitFor({ state: "detached" });
    await settled(owner);
    expect(describeViolations(await axeViolations(owner))).toEqual([]);
    await shot(owner, "resource-discounts-list-1280");
  });

  it("exports the filtered list as CSV", async () => {
    const [download] = await Promise.all([
      owner.waitForEvent("download"),
      owner.getByRole("button", { name: "Export", exact: true }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
  });

  it("edits a code, and the change is there after a reload", async () => {
    await rows(owner).filter({ hasText: "SPRING10" }).locator("td.column-code").click();
    await owner.waitForURL((url) => /^\/app\/Discount\/\d+$/.test(pathOf(url)));
    const title = owner.getByLabel("Title");
    await expect.poll(() => owner.getByLabel(/^Code/).inputValue()).toBe("SPRING10");
    await settled(owner);
    expect(describeViolations(await axeViolations(owner))).toEqual([]);
    await shot(owner, "resource-discounts-edit-1280", true);
    await title.fill("Spring sale in the store");
    await owner.getByRole("button", { name: "Save" }).click();
    await toast(owner, "Discount saved.").waitFor();
    await owner.waitForURL((url) => pathOf(url) === "/app/Discount");
    await rows(owner).filter({ hasText: "Spring sale in the store" }).waitFor();
    await owner.goBack();
    await owner.reload();
    await expect.poll(() => owner.getByLabel("Title").inputValue()).toBe("Spring sale in the store");
  });

  it("deletes two codes at once after the confirmation", async () => {
    await owner.goto(`${app.server.baseUrl}/app/Discount`);
    await rows(owner).filter({ hasText: "WINTER30" }).waitFor();
    for (const code of ["AUTUMN20", "WINTER30"])
      await rows(owner).filter({ hasText: code }).getByRole("checkbox").check();
    await shot(owner, "resource-discounts-bulk-1280");
    await owner.getByRole("button", { name: "Delete", exact: true }).click();
    await owner.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => codesShown(owner)).toEqual(["SPRING10"]);
    expect(ownerErrors).toEqual([]);
  });

  it("fits a phone: one line per code", async () => {
    const { page, errors } = await signIn("primary-admin@example.com", { width: 393, height: 852 });
    await page.goto(`${app.server.baseUrl}/app/discounts`);
    await page.getByText("SPRING10").first().waitFor();
    await shot(page, "resource-discounts-list-393", true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a designer has no Discounts entry and is turned away from the address", async () => {
    const { page, errors } = await signIn("designer@example.com");
    await page.goto(`${app.server.baseUrl}/app/store-dashboard`);
    await page.getByRole("menuitem", { name: "Products", exact: true }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Discounts", exact: true }).count()).toBe(0);
    await page.goto(`${app.server.baseUrl}/app/discounts`);
    await page.getByText(DENIED).first().waitFor();
    await shot(page, "resource-discounts-designer-denied");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
