import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, demoApi, demoStoreId, pathOf, shot, signInAs, toast } from "./session.js";

/**
 * The Category resource on the demo data: the owner of Oscar's Tees opens the category tree from
 * /categories, creates a category, renames it (seen after a reload), moves it up, and deletes it
 * after the confirmation; finds categories by name and deletes two chosen ones together; a
 * salesperson of Acme Team Store (no browse_products) is turned away.
 */

const STORE = "Oscar's Tees";
const DENIED = "You don't have permission to access this resource.";
const app = appUnderTest();
let owner: Page;
let ownerErrors: string[];
let ownerConsole: string[];
let storeId = 0;

const tree = (page: Page) => page.getByRole("list", { name: "Category tree" });
const names = (page: Page) =>
  tree(page)
    .locator("li")
    .evaluateAll((rows) => rows.map((row) => row.querySelector("p")?.textContent?.trim() ?? ""));
const row = (page: Page, name: string) => tree(page).locator("li").filter({ hasText: name });
const settled = (page: Page) =>
  expect.poll(() => page.locator(".MuiCircularProgress-root").count(), { timeout: 20_000 }).toBe(0);

beforeAll(async () => {
  storeId = await demoStoreId(app, "owner@example.com", STORE);
  ({
    page: owner,
    errors: ownerErrors,
    consoleErrors: ownerConsole,
  } = await signInAs(app, "owner@example.com", { store: storeId }));
});

afterAll(async () => {
  await owner?.context().close();
});

describe("Category resource", () => {
  it("lists the store's tree from /categories and passes axe", async () => {
    await owner.goto(`${app.server.baseUrl}/app/categories`);
    await owner.waitForURL((url) => pathOf(url) === "/app/Category");
    await expect.poll(() => names(owner), { timeout: 20_000 }).toContain("T-Shirts");
    await settled(owner);
    await owner.mouse.move(0, 0);
    expect(describeViolations(await axeViolations(owner))).toEqual([]);
    await shot(owner, "resource-categories-list-1280", true);
  });

  it("exports the store's categories as CSV, one line per category of the tree", async () => {
    const [download] = await Promise.all([
      owner.waitForEvent("download"),
      owner.getByRole("button", { name: "Export", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    const shown = (await names(owner)).filter((name) => name !== "");
    expect(csv.trim().split("\n").length - 1).toBe(shown.length);
    for (const name of shown) expect(csv).toContain(name);
  });

  it("creates a category with the slug made from its name", async () => {
    await owner.getByRole("link", { name: "New category" }).click();
    await owner.waitForURL((url) => pathOf(url) === "/app/Category/create");
    await owner.getByLabel(/^Name/).fill("Walk Caps Ł");
    await expect.poll(() => owner.getByLabel(/^URL \(slug\)/).inputValue()).toBe("walk-caps-l");
    await owner.getByRole("button", { name: "Save" }).click();
    await toast(owner, "Completed successfully").waitFor();
    await owner.waitForURL((url) => pathOf(url) === "/app/Category");
    await expect.poll(() => names(owner)).toContain("Walk Caps Ł");
  });

  it("renames it on its page; the new name is there after a reload; passes axe", async () => {
    await row(owner, "Walk Caps Ł").getByRole("button", { name: "Edit category" }).click();
    await owner.waitForURL((url) => /^\/app\/Category\/\d+$/.test(pathOf(url)));
    const name = owner.getByLabel(/^Name/);
    await expect.poll(() => name.inputValue()).toBe("Walk Caps Ł");
    await settled(owner);
    await owner.mouse.move(0, 0);
    await shot(owner, "resource-categories-edit-1280", true);
    expect(describeViolations(await axeViolations(owner))).toEqual([]);
    await name.fill("Walk Hats");
    await owner.getByRole("button", { name: "Save" }).click();
    await toast(owner, "Completed successfully").waitFor();
    await owner.waitForURL((url) => pathOf(url) === "/app/Category");
    await owner.reload();
    await expect.poll(() => names(owner), { timeout: 20_000 }).toContain("Walk Hats");
    expect(await names(owner)).not.toContain("Walk Caps Ł");
  });

  it("moves it up one place; the order holds after a reload", async () => {
    const before = await names(owner);
    const at = before.indexOf("Walk Hats");
    expect(at).toBeGreaterThan(0);
    await row(owner, "Walk Hats").getByRole("button", { name: "Move up" }).click();
    await toast(owner, "Completed successfully").waitFor();
    await owner.reload();
    await expect
      .poll(async () => (await names(owner)).indexOf("Walk Hats"), { timeout: 20_000 })
      .toBe(at - 1);
  });

  it("deletes it only after the confirmation", async () => {
    await row(owner, "Walk Hats").getByRole("button", { name: "Delete" }).click();
    await owner.getByRole("dialog").getByRole("button", { name: "No" }).click();
    await owner.getByRole("dialog").waitFor({ state: "detached" });
    expect(await names(owner)).toContain("Walk Hats");
    await row(owner, "Walk Hats").getByRole("button", { name: "Delete" }).click();
    await owner.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await toast(owner, "Category deleted").waitFor();
    await owner.reload();
    await expect.poll(() => names(owner), { timeout: 20_000 }).toContain("T-Shirts");
    expect(await names(owner)).not.toContain("Walk Hats");
    expect(ownerErrors).toEqual([]);
    expect(ownerConsole).toEqual([]);
  });

  it("finds categories by name, and deletes a category with its subcategory together: what was under them moves up", async () => {
    const api = await demoApi(app, "owner@example.com");
    const make = async (name: string, childOf: number | null) =>
      (
        await api.write<{ category: { id: number } }>("POST", "/api/categories", {
          store: storeId,
          body: { name, childOf },
        })
      ).category.id;
    const top = await make("Bulk Top", null);
    const middle = await make("Bulk Middle", top);
    const bottom = await make("Bulk Bottom", middle);
    await owner.reload();
    await expect.poll(() => names(owner), { timeout: 20_000 }).toContain("Bulk Bottom");

    await owner.getByRole("textbox", { name: "Search categories" }).fill("bulk");
    await expect
      .poll(() => names(owner), { timeout: 20_000 })
      .toEqual(["Bulk Top", "Bulk Middle", "Bulk Bottom"]);
    expect(await tree(owner).getByRole("button", { name: "Move up" }).count()).toBe(0);
    await owner.getByText("Clear the search to move categories.").waitFor();
    await row(owner, "Bulk Top").getByRole("checkbox", { name: "Select Bulk Top" }).check();
    await row(owner, "Bulk Middle").getByRole("checkbox", { name: "Select Bulk Middle" }).check();
    const bar = owner.locator('[data-test="bulk-actions-toolbar"]');
    await bar.getByText("2 items selected").waitFor();
    await owner.mouse.move(0, 0);
    expect(describeViolations(await axeViolations(owner))).toEqual([]);
    await shot(owner, "resource-categories-bulk-1280", true);
    await bar.getByRole("button", { name: "Delete" }).click();
    await owner.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await owner.getByRole("dialog").waitFor({ state: "detached" });
    await expect.poll(() => names(owner), { timeout: 20_000 }).toEqual(["Bulk Bottom"]);
    // Kept in the address: the search is still there after a reload.
    await owner.reload();
    await expect.poll(() => names(owner), { timeout: 20_000 }).toEqual(["Bulk Bottom"]);
    const rows = await api.get<{ id: number; parent_id: number | null }[]>(
      `/api/bread/Category?filter=${encodeURIComponent(JSON.stringify({ website_id: storeId, q: "bulk" }))}`,
      storeId,
    );
    expect(rows).toEqual([expect.objectContaining({ id: bottom, parent_id: null })]);
    await owner.getByRole("textbox", { name: "Search categories" }).fill("");
    await expect.poll(() => names(owner), { timeout: 20_000 }).toContain("T-Shirts");
    expect(ownerErrors).toEqual([]);
    expect(ownerConsole).toEqual([]);
  });

  it("fits a phone", async () => {
    const { page, errors } = await signInAs(app, "owner@example.com", {
      store: storeId,
      viewport: { width: 393, height: 852 },
    });
    await page.goto(`${app.server.baseUrl}/app/Category`);
    await expect.poll(() => names(page)).toContain("T-Shirts");
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(393);
    await shot(page, "resource-categories-list-393", true);
    await row(page, "T-Shirts").getByRole("checkbox", { name: "Select T-Shirts" }).check();
    await page.getByText("1 item selected").waitFor();
    // The bar takes a line of its own: once open (48 px), it ends above the first category.
    const bar = page.locator('[data-test="bulk-actions-toolbar"]');
    await expect.poll(async () => (await bar.boundingBox())?.height).toBe(48);
    const barBox = (await bar.boundingBox())!;
    expect((await row(page, "T-Shirts").boundingBox())!.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(393);
    await shot(page, "resource-categories-chosen-393", true);
    await row(page, "T-Shirts").getByRole("checkbox", { name: "Select T-Shirts" }).uncheck();
    await row(page, "T-Shirts").getByRole("button", { name: "Edit category" }).click();
    await expect.poll(() => page.getByLabel(/^Name/).inputValue()).toBe("T-Shirts");
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(393);
    await shot(page, "resource-categories-edit-393", true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the platform's own tree to a platform admin at its admin path, finds and opens a category", async () => {
    const { page, errors, consoleErrors } = await signInAs(app, "admin@example.com");
    await page.goto(`${app.server.baseUrl}/app/master/admin/categories`);
    await expect
      .poll(() => names(page), { timeout: 20_000 })
      .toEqual([
        "Apparel",
        "T-Shirts",
        "Hoodies & Sweatshirts",
        "Polos",
        "Headwear",
        "Drinkware",
        "Bags",
        "Wall Art",
      ]);
    await settled(page);
    await shot(page, "resource-categories-platform-1280", true);
    await page.getByRole("textbox", { name: "Search categories" }).fill("shirt");
    await expect
      .poll(async () => (await names(page)).sort(), { timeout: 20_000 })
      .toEqual(["Hoodies & Sweatshirts", "T-Shirts"]);
    await page.getByRole("textbox", { name: "Search categories" }).fill("");
    await expect.poll(() => names(page), { timeout: 20_000 }).toContain("Polos");
    await row(page, "Polos").getByRole("button", { name: "Edit category" }).click();
    await page.waitForURL((url) => /^\/app\/master\/admin\/categories\/\d+$/.test(pathOf(url)));
    await expect.poll(() => page.getByLabel(/^Name/).inputValue()).toBe("Polos");
    expect(await page.getByRole("combobox", { name: "Parent category" }).textContent()).toContain("Apparel");
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("a salesperson has no categories link and is turned away from the address", async () => {
    const acme = await demoStoreId(app, "salesperson@example.com", "Acme Team Store");
    const { page, errors } = await signInAs(app, "salesperson@example.com", { store: acme });
    expect(await page.locator('a[href$="/Category"], a[href$="/categories"]').count()).toBe(0);
    await page.goto(`${app.server.baseUrl}/app/categories`);
    await page.getByText(DENIED).first().waitFor();
    await page.goto(`${app.server.baseUrl}/app/Category`);
    await page.getByText(DENIED).first().waitFor();
    expect(await page.getByRole("list", { name: "Category tree" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
