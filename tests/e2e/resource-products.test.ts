import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceBelowMinimumMessage } from "../../domain/pricing";
import { axeViolations, describeViolations } from "./axe.js";
import {
  appUnderTest,
  demoApi,
  demoStoreId,
  pathOf,
  shot,
  signInAs,
  toast,
  type DemoApi,
} from "./session.js";

/**
 * The Product resource on the demo data: the owner of Oscar's Tees searches, sorts, exports and
 * bulk-publishes the store's products, opens one from the list, types a new name and price, saves
 * and finds them after a reload; a price below the minimum is named at the field. A salesperson
 * (no product rights) has no Products entry and is turned away from the list and the editor.
 */

const STORE = "Oscar's Tees";
const DENIED = "You don't have permission to access this resource.";
const NEW_NAME = `Walked Tee ${Date.now().toString(36)}`;
const app = appUnderTest();
let owner: Page;
let ownerErrors: string[];
let ownerApi: DemoApi;
let storeId = 0;
let productId = 0;

/** The product as the editor reads it. */
const stored = (id: number) =>
  ownerApi.get<{ name: string; price: number; pricing: { minimum_price: number } }>(
    `/api/products/${id}/editor`,
    storeId,
  );

const rows = (page: Page) => page.locator("tbody tr");
const namesShown = (page: Page) =>
  rows(page)
    .locator("td.column-name")
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ""));
/** Nothing is loading any more (the app bar's spinner is gone), so axe sees the finished page. */
const settled = (page: Page) =>
  expect.poll(() => page.locator(".MuiCircularProgress-root").count(), { timeout: 20_000 }).toBe(0);
const money = (cents: number) => (cents / 100).toFixed(2);
/** The editor's name field (required: its label ends in an asterisk). */
const nameField = (page: Page) => page.getByRole("region", { name: "Details" }).getByLabel(/^Name/);

/** Types into a field key by key, as a person does, after emptying it. */
async function typeInto(page: Page, field: ReturnType<Page["getByLabel"]>, text: string) {
  await field.click();
  await field.fill("");
  await field.pressSequentially(text);
  await page.keyboard.press("Tab");
}

beforeAll(async () => {
  ownerApi = await demoApi(app, "owner@example.com");
  storeId = await ownerApi.storeNamed(STORE);
  ({ page: owner, errors: ownerErrors } = await signInAs(app, "owner@example.com", { store: storeId }));
});

afterAll(async () => {
  await owner?.context().close();
});

describe("Product resource", () => {
  it("lists the store's products at /Product: search in the URL, sort by name, axe", async () => {
    await owner.goto(`${app.server.baseUrl}/app/products`);
    await owner.waitForURL((url) => pathOf(url) === "/app/Product");
    await rows(owner).first().waitFor();
    const all = await namesShown(owner);
    expect(all.length).toBeGreaterThan(2);
    const term = all[0]!.split(" ")[0]!;
    await owner.locator('input[name="q"]').fill(term);
    await expect.poll(() => decodeURIComponent(owner.url())).toContain(`"q":"${term}"`);
    await expect
      .poll(async () => (await namesShown(owner)).every((n) => n.toLowerCase().includes(term.toLowerCase())))
      .toBe(true);
    await owner.locator('input[name="q"]').fill("");
    await expect.poll(async () => (await namesShown(owner)).length).toBe(all.length);
    await owner.getByRole("button", { name: /^Sort by name/i }).click();
    await expect.poll(() => owner.url()).toContain("sort=name");
    await expect
      .poll(() => namesShown(owner))
      .toEqual([...all].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    await owner.mouse.move(0, 0);
    await settled(owner);
    expect(describeViolations(await axeViolations(owner))).toEqual([]);
    await shot(owner, "resource-products-list-1280");
  });

  it("exports the store's products as CSV", async () => {
    await owner.getByRole("button", { name: "Export CSV" }).click();
    const [download] = await Promise.all([
      owner.waitForEvent("download"),
      owner.getByRole("menuitem", { name: "Products", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
  });

  it("unpublishes two products at once and publishes them again", async () => {
    const picked = rows(owner).filter({ hasText: "Published" });
    const names = (await picked.locator("td.column-name").allTextContents()).slice(0, 2);
    for (const name of names) await rows(owner).filter({ hasText: name }).getByRole("checkbox").check();
    await owner.getByRole("button", { name: "Unpublish", exact: true }).click();
    await toast(owner, "Changed the status of 2 products").waitFor();
    for (const name of names)
      await rows(owner).filter({ hasText: name }).getByText("Unpublished", { exact: true }).waitFor();
    for (const name of names) {
      const box = rows(owner).filter({ hasText: name }).getByRole("checkbox");
      if (!(await box.isChecked())) await box.check();
    }
    await owner.getByRole("button", { name: "Publish", exact: true }).click();
    for (const name of names)
      await rows(owner).filter({ hasText: name }).getByText("Published", { exact: true }).waitFor();
  });

  it("opens a product from the list, saves a typed name and price, and shows them after a reload", async () => {
    await owner.goto(`${app.server.baseUrl}/app/Product`);
    await rows(owner).first().locator("td.column-name a").click();
    await owner.waitForURL((url) => /^\/app\/Product\/\d+$/.test(pathOf(url)));
    productId = Number(pathOf(owner.url()).split("/").pop());
    const before = await stored(productId);
    const price = owner.getByRole("region", { name: "Pricing" }).getByLabel(/^Retail price/);
    await expect.poll(() => price.inputValue()).toBe(money(before.price));
    await settled(owner);
    expect(describeViolations(await axeViolations(owner))).toEqual([]);

    const retail = before.pricing.minimum_price + 700;
    await typeInto(owner, nameField(owner), NEW_NAME);
    await typeInto(owner, price, money(retail));
    expect(await price.inputValue()).toBe(money(retail));
    await owner.getByRole("button", { name: "Save", exact: true }).click();
    await toast(owner, "Product successfully updated").waitFor();
    await shot(owner, "resource-products-edit-1280", true);
    await expect.poll(async () => (await stored(productId)).name).toBe(NEW_NAME);
    expect((await stored(productId)).price).toBe(retail);

    await owner.reload();
    await expect.poll(() => nameField(owner).inputValue()).toBe(NEW_NAME);
    await expect.poll(() => price.inputValue()).toBe(money(retail));
  });

  it("passes axe on a product whose chosen colour has high stock (its label on the filled chip)", async () => {
    type Editor = { colors: string[]; supplier: { colors: { name: string; level: string }[] } | null };
    const page = await ownerApi.get<{ data: { id: number }[] }>(
      `/api/all/website/products?website_id=${storeId}&per_page=25`,
      storeId,
    );
    let chosenHigh: number | undefined;
    for (const { id } of page.data) {
      const editor = await ownerApi.get<Editor>(`/api/products/${id}/editor`, storeId);
      const high = editor.supplier?.colors.filter((c) => c.level === "high").map((c) => c.name) ?? [];
      if (editor.colors.some((c) => high.includes(c))) {
        chosenHigh = id;
        break;
      }
    }
    expect(chosenHigh, "a seeded product with a chosen high-stock colour").toBeDefined();
    await owner.goto(`${app.server.baseUrl}/app/Product/${chosenHigh}`);
    await owner.getByRole("button", { pressed: true }).getByText("High stock level").first().waitFor();
    await settled(owner);
    expect(describeViolations(await axeViolations(owner))).toEqual([]);
    // Back to the product the next cases edit.
    await owner.goto(`${app.server.baseUrl}/app/Product/${productId}`);
    await expect.poll(() => nameField(owner).inputValue()).toBe(NEW_NAME);
  });

  it("names the minimum next to the price when a typed price is below it", async () => {
    const { pricing } = await stored(productId);
    const price = owner.getByRole("region", { name: "Pricing" }).getByLabel(/^Retail price/);
    await typeInto(owner, price, money(pricing.minimum_price - 100));
    const field = price.locator("xpath=ancestor::div[contains(@class, 'MuiFormControl-root')][1]");
    await field.getByText(priceBelowMinimumMessage(pricing.minimum_price)).waitFor();
    await expect(price.getAttribute("aria-invalid")).resolves.toBe("true");
    // The red label on the filled field's grey is readable (4.5:1).
    expect(describeViolations(await axeViolations(owner))).toEqual([]);
    await shot(owner, "resource-products-edit-below-minimum");
    expect(ownerErrors).toEqual([]);
  });

  it("quick-edits the product from its row: the minimum named beside the price, a typed price saved in cents", async () => {
    const { pricing } = await stored(productId);
    await owner.goto(`${app.server.baseUrl}/app/Product`);
    await owner.locator('input[name="q"]').fill(NEW_NAME);
    await owner.getByRole("button", { name: `Quick edit ${NEW_NAME}` }).click();
    const dialog = owner.getByRole("dialog", { name: "Quick edit" });
    const price = dialog.getByRole("textbox", { name: "Retail price ($)" });
    await expect.poll(() => dialog.getByRole("textbox", { name: "Name" }).inputValue()).toBe(NEW_NAME);
    await dialog.getByText(`${NEW_NAME.length}/50`).waitFor();

    await typeInto(owner, price, money(pricing.minimum_price - 100));
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    const field = price.locator("xpath=ancestor::div[contains(@class, 'MuiFormControl-root')][1]");
    await field.getByText(priceBelowMinimumMessage(pricing.minimum_price)).waitFor();
    await expect(price.getAttribute("aria-invalid")).resolves.toBe("true");
    await shot(owner, "resource-products-quick-edit-below-minimum");

    const retail = pricing.minimum_price + 849;
    await typeInto(owner, price, money(retail));
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await toast(owner, "Product successfully updated").waitFor();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(async () => (await stored(productId)).price).toBe(retail);
    expect(ownerErrors).toEqual([]);
  });

  it("updates two products at once from the bulk bar: a price below the minimum named at its row, then both saved", async () => {
    // The list keeps its last search: an empty filter in the address shows every product again.
    await owner.goto(`${app.server.baseUrl}/app/Product?filter=${encodeURIComponent("{}")}`);
    await rows(owner).nth(1).waitFor();
    await settled(owner);
    const names = (await rows(owner).locator("td.column-name").allTextContents()).slice(0, 2);
    for (const name of names) await rows(owner).filter({ hasText: name }).getByRole("checkbox").check();
    await owner.getByRole("button", { name: "Update multiple" }).click();
    const dialog = owner.getByRole("dialog", { name: "Update 2 products" });
    const ids = await Promise.all(
      names.map(async (_name, i) => {
        const field = dialog.getByRole("textbox", { name: `Name ${i + 1}` });
        await expect.poll(() => field.inputValue()).not.toBe("");
        const shown = await field.inputValue();
        const page = await ownerApi.get<{ data: { id: number; name: string }[] }>(
          `/api/all/website/products?website_id=${storeId}&per_page=100&term=${encodeURIComponent(shown)}`,
          storeId,
        );
        return page.data.find((p) => p.name === shown)!.id;
      }),
    );
    const before = await Promise.all(ids.map(stored));
    const second = dialog.getByRole("textbox", { name: "Retail price ($) 2" });

    // Below the second product's minimum: named beside its price, nothing saved.
    await typeInto(owner, second, money(before[1]!.pricing.minimum_price - 100));
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    const field = second.locator("xpath=ancestor::div[contains(@class, 'MuiFormControl-root')][1]");
    await field.getByText(priceBelowMinimumMessage(before[1]!.pricing.minimum_price)).waitFor();
    expect((await stored(ids[1]!)).price).toBe(before[1]!.price);
    await shot(owner, "resource-products-update-multiple-1280");

    const renamed = `${before[0]!.name.slice(0, 40)} Bulk`;
    await typeInto(owner, dialog.getByRole("textbox", { name: "Name 1" }), renamed);
    const retail = before[1]!.pricing.minimum_price + 250;
    await typeInto(owner, second, money(retail));
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await toast(owner, "Completed successfully").waitFor();
    await dialog.waitFor({ state: "detached" });
    expect((await stored(ids[0]!)).name).toBe(renamed);
    expect((await stored(ids[1]!)).price).toBe(retail);
    expect(ownerErrors).toEqual([]);
  });

  it("fits a phone: one line per product with its picture and price, tapped to open the editor", async () => {
    const { page, errors } = await signInAs(app, "owner@example.com", {
      store: storeId,
      viewport: { width: 393, height: 852 },
    });
    await page.goto(`${app.server.baseUrl}/app/products`);
    const line = page.getByRole("link").filter({ hasText: NEW_NAME }).first();
    await line.waitFor();
    const { price } = await stored(productId);
    await expect.poll(() => line.textContent()).toContain(`$${money(price)}`);
    await expect.poll(() => line.locator("img").count()).toBe(1);
    expect(await page.locator("table").count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(393);
    await settled(page);
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    await shot(page, "resource-products-list-393", true);
    await line.click();
    await page.waitForURL((url) => pathOf(url) === `/app/Product/${productId}`);
    await expect.poll(() => nameField(page).inputValue()).toBe(NEW_NAME);
    // Nothing widens the page past the phone's screen (a long blank name once did).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(393);
    await shot(page, "resource-products-edit-393", true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("fits the low stock dialog on a phone: each row's status and stock share whole, clear of its toggle", async () => {
    // The store admin's notification settings open the dialog by itself on the first visit.
    const store = await demoStoreId(app, "store-admin@example.com", "Acme Team Store");
    const { page, errors } = await signInAs(app, "store-admin@example.com", {
      store,
      viewport: { width: 393, height: 852 },
    });
    await page.goto(`${app.server.baseUrl}/app/products`);
    const dialog = page.getByRole("dialog", { name: "Low stock" });
    await dialog.getByRole("listitem").first().waitFor();
    for (const row of await dialog.getByRole("listitem").all()) {
      const chip = row.locator(".MuiChip-label");
      expect(await chip.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
      const share = (await row.locator(".MuiTypography-caption").boundingBox())!;
      const toggle = (await row.getByRole("switch").boundingBox())!;
      expect(share.x + share.width <= toggle.x || share.y >= toggle.y + toggle.height).toBe(true);
    }
    await shot(page, "resource-products-low-stock-393");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a salesperson has no Products entry and is turned away from the list and the editor", async () => {
    const { page, errors } = await signInAs(app, "salesperson@example.com");
    await page.goto(`${app.server.baseUrl}/app/store-dashboard`);
    await page.getByRole("menuitem").first().waitFor();
    expect(await page.getByRole("menuitem", { name: "Products", exact: true }).count()).toBe(0);
    await page.goto(`${app.server.baseUrl}/app/Product`);
    await page.getByText(DENIED).first().waitFor();
    await page.goto(`${app.server.baseUrl}/app/products/edit/${productId}`);
    await page.getByText(DENIED).first().waitFor();
    await shot(page, "resource-products-salesperson-denied");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("leads the resource's create address to the product creator, without reading it as a product id", async () => {
    const { page, errors, consoleErrors } = await signInAs(app, "designer@example.com");
    const refused: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${app.server.baseUrl}/app/Product/create`);
    await page.waitForURL((url) => pathOf(url) === "/app/products/create");
    await page.getByRole("heading").first().waitFor();
    expect(await page.getByText("We couldn't load this product").count()).toBe(0);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
