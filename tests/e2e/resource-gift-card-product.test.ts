import { readFile } from "node:fs/promises";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./axe.js";
import type { GiftCardProductPage, GiftCardProductSaved } from "../../domain/contracts/gift-card-products.js";
import {
  appUnderTest,
  type DemoApi,
  demoApi,
  demoStoreId,
  pathOf,
  shot,
  signInAs,
  toast,
} from "./session.js";

/**
 * The GiftCardProduct resource on the demo data: the owner of Acme Team Store (a plan with gift
 * cards) opens /product/gift-card, creates a gift-card product with two values and a picture
 * uploaded to the library, sees it listed with its picture and exports the list, filters the list by
 * state beside a draft (the filter stays in the address), sorts it by name from the column's header,
 * changes a value (still there after a
 * reload) and deletes it after the confirmation; a designer of the store (no browse_discounts) is
 * turned away from the address.
 */

const STORE = "Acme Team Store";
const DENIED = "You don't have permission to access this resource.";
const NAME = "Team Gift Card";
const DRAFT = "Staff Gift Card";
const LATER = "Zebra Gift Card";
const app = appUnderTest();
let owner: Page;
let ownerErrors: string[];
let ownerConsole: string[];
let storeId = 0;

const picture = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: "#7c3aed" } })
    .png()
    .toBuffer();

/** Nothing is loading any more (the app bar's spinner is gone), so axe sees the finished page. */
const settled = (page: Page) =>
  expect.poll(() => page.locator(".MuiCircularProgress-root").count(), { timeout: 20_000 }).toBe(0);

/** The products list of Acme Team Store opens its low-stock dialog on arrival; it is closed first. */
async function closeLowStock(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Low stock" });
  const opened = await dialog.waitFor({ timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (opened) {
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
  }
}

const values = (page: Page) => page.getByLabel("Value ($)");

const stateLabel = (published: boolean) => (published ? "Published" : "Draft");

/** The table's rows top to bottom, each as its name and its state chip's text. */
const shownRows = (page: Page) =>
  page
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector("td.column-name")?.textContent ?? "",
        row.querySelector("td.column-published")?.textContent ?? "",
      ]),
    );

/**
 * The same rows as the list call answers them for the store, all or one state ("1" published, "0"
 * draft), in the call's own order or the one asked (`&sort=name&order=asc`).
 */
async function listed(api: DemoApi, published?: "0" | "1", order = "") {
  const state = published === undefined ? "" : `&published=${published}`;
  const answer = await api.get<GiftCardProductPage>(
    `/api/gift-card-products?website_id=${storeId}&per_page=100${state}${order}`,
    storeId,
  );
  return answer.data.map((product) => [product.name, stateLabel(product.published)]);
}

/** The list's filters as the address holds them. */
const addressOf = (page: Page) => decodeURIComponent(page.url());

beforeAll(async () => {
  storeId = await demoStoreId(app, "primary-admin@example.com", STORE);
  ({
    page: owner,
    errors: ownerErrors,
    consoleErrors: ownerConsole,
  } = await signInAs(app, "primary-admin@example.com", { store: storeId }));
}, 120_000);

afterAll(async () => {
  await owner?.context().close();
});

describe("GiftCardProduct resource", { timeout: 120_000 }, () => {
  it("creates one with two values and a library picture from /product/gift-card", async () => {
    await owner.goto(`${app.server.baseUrl}/app/product/gift-card`);
    await owner.waitForURL((url) => pathOf(url) === "/app/GiftCardProduct");
    await owner.getByText("No gift-card products yet.").waitFor();
    await owner.getByRole("link", { name: "Create gift-card product" }).click();
    await owner.waitForURL((url) => pathOf(url) === "/app/GiftCardProduct/create");

    await owner.getByLabel(/^Name/).fill(NAME);
    await owner.getByLabel("Description").fill("Any product, any time.");
    // The schema the server applies answers before anything is sent.
    await owner.getByRole("button", { name: "Save" }).click();
    await owner.getByText("Add from 1 to 10 values, each from 0.01 to 10,000.00.").waitFor();
    await shot(owner, "resource-gift-card-product-create-1280");
    await owner.getByRole("button", { name: "Add value" }).click();
    await values(owner).nth(0).fill("25");
    await owner.getByRole("button", { name: "Add value" }).click();
    await values(owner).nth(1).fill("50");

    await owner.getByRole("button", { name: "Choose from the library" }).click();
    const dialog = owner.getByRole("dialog");
    await dialog
      .getByTestId("library-upload-input")
      .setInputFiles({ name: "gift-card-art.png", mimeType: "image/png", buffer: await picture() });
    await dialog.getByText("gift-card-art.png").click();
    await dialog.waitFor({ state: "detached" });
    await expect
      .poll(() => owner.getByRole("img", { name: "Picture" }).getAttribute("src"))
      .toContain("/files/");

    await owner.getByRole("button", { name: "Save" }).click();
    await toast(owner, "Gift card product created successfully.").waitFor();
    await owner.waitForURL((url) => /^\/app\/GiftCardProduct\/\d+$/.test(pathOf(url)));
    await owner.getByRole("link", { name: "View on the storefront" }).waitFor();
    await expect
      .poll(() => values(owner).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)))
      .toEqual(["25.00", "50.00"]);
  });

  it("changes a value, and the change is there after a reload", async () => {
    await values(owner).nth(1).fill("75");
    await owner.getByRole("button", { name: "Save" }).click();
    await toast(owner, "Gift card product updated successfully.").waitFor();
    await owner.reload();
    await owner.getByRole("link", { name: "View on the storefront" }).waitFor();
    await expect
      .poll(() => values(owner).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)))
      .toEqual(["25.00", "75.00"]);
    await settled(owner);
    expect(describeViolations(await axeViolations(owner))).toEqual([]);
    await shot(owner, "resource-gift-card-product-edit-1280", true);
  });

  it("lists it with its picture, values and state, reached from the products list", async () => {
    await owner.goto(`${app.server.baseUrl}/app/Product`);
    await closeLowStock(owner);
    await owner.getByRole("link", { name: "Gift-card products" }).click();
    await owner.waitForURL((url) => pathOf(url) === "/app/GiftCardProduct");
    const row = owner.locator("tbody tr", { hasText: NAME });
    await row.waitFor();
    expect(await row.getByRole("img", { name: NAME }).getAttribute("src")).toContain("/files/");
    await row.getByText("$25.00 · $75.00").waitFor();
    await row.getByText("Published").waitFor();
    await settled(owner);
    expect(describeViolations(await axeViolations(owner))).toEqual([]);
    await shot(owner, "resource-gift-card-product-list-1280");
  });

  it("exports the list as CSV", async () => {
    const [download] = await Promise.all([
      owner.waitForEvent("download"),
      owner.getByRole("button", { name: "Export", exact: true }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv).toContain(NAME);
  });

  it("exports the checked rows from the bulk bar", async () => {
    const row = owner.locator("tbody tr", { hasText: NAME });
    await row.getByRole("checkbox").check();
    const bulkBar = owner.locator(".RaBulkActionsToolbar-toolbar");
    await bulkBar.getByText("1 item selected").waitFor();
    const [download] = await Promise.all([
      owner.waitForEvent("download"),
      bulkBar.getByRole("button", { name: "Export", exact: true }).click(),
    ]);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.trim().split("\n")).toHaveLength(2);
    expect(csv).toContain(NAME);
    await row.getByRole("checkbox").uncheck();
  });

  it("filters by state: only drafts, kept in the address over a reload, then all again once cleared", async () => {
    const api = await demoApi(app, "primary-admin@example.com");
    // The seeded store has no gift-card products: a draft beside the published one gives the filter
    // something to tell apart. It goes again whatever happens, as the later cases count on one product
    // in an unfiltered list.
    const draft = await api.write<GiftCardProductSaved>("POST", "/api/gift-card-products", {
      store: storeId,
      body: { website_id: storeId, name: DRAFT, denominations: [1000], published: false },
    });
    try {
      await owner.goto(`${app.server.baseUrl}/app/GiftCardProduct`);
      const all = await listed(api);
      expect(all).toEqual([
        [DRAFT, "Draft"],
        [NAME, "Published"],
      ]);
      await expect.poll(() => shownRows(owner)).toEqual(all);

      const state = owner.getByRole("combobox", { name: "State" });
      await state.click();
      await owner.getByRole("option", { name: "Draft", exact: true }).click();
      await expect.poll(() => addressOf(owner)).toContain('"published":"0"');
      const drafts = await listed(api, "0");
      expect(drafts).toEqual([[DRAFT, "Draft"]]);
      await expect.poll(() => shownRows(owner)).toEqual(drafts);
      expect((await shownRows(owner)).map(([, chip]) => chip)).toEqual(["Draft"]);

      await owner.reload();
      expect(addressOf(owner)).toContain('"published":"0"');
      await expect.poll(() => state.textContent()).toBe("Draft");
      await expect.poll(() => shownRows(owner)).toEqual(drafts);

      await state.click();
      await owner.getByRole("option", { name: "Published", exact: true }).click();
      await expect.poll(() => addressOf(owner)).toContain('"published":"1"');
      const published = await listed(api, "1");
      expect(published).toEqual([[NAME, "Published"]]);
      await expect.poll(() => shownRows(owner)).toEqual(published);

      await state.click();
      await owner.getByRole("option", { name: "Clear value" }).click();
      await expect.poll(() => addressOf(owner)).not.toContain('"published"');
      await expect.poll(() => shownRows(owner)).toEqual(all);
    } finally {
      await api.write("DELETE", `/api/gift-card-products/${draft.data.id}`, { store: storeId });
      // The list keeps its last filter; an empty one in the address leaves it showing every state.
      await owner.goto(`${app.server.baseUrl}/app/GiftCardProduct?filter=${encodeURIComponent("{}")}`);
    }
  });

  it("sorts by name from its header, both ways, kept in the address; newest first again by default", async () => {
    const api = await demoApi(app, "primary-admin@example.com");
    // Made after the published one and named after it: newest first and by name differ.
    const later = await api.write<GiftCardProductSaved>("POST", "/api/gift-card-products", {
      store: storeId,
      body: { website_id: storeId, name: LATER, denominations: [1000], published: false },
    });
    try {
      await owner.goto(`${app.server.baseUrl}/app/GiftCardProduct`);
      const newest = await listed(api);
      expect(newest.map(([name]) => name)).toEqual([LATER, NAME]);
      await expect.poll(() => shownRows(owner)).toEqual(newest);

      const header = owner.getByRole("columnheader", { name: "Name" });
      await header.getByRole("button").click();
      await expect.poll(() => addressOf(owner)).toContain("sort=name");
      const byName = await listed(api, undefined, "&sort=name&order=asc");
      expect(byName.map(([name]) => name)).toEqual([NAME, LATER]);
      await expect.poll(() => shownRows(owner)).toEqual(byName);

      await header.getByRole("button").click();
      await expect.poll(() => addressOf(owner)).toContain("order=DESC");
      const byNameDown = await listed(api, undefined, "&sort=name&order=desc");
      expect(byNameDown.map(([name]) => name)).toEqual([LATER, NAME]);
      await expect.poll(() => shownRows(owner)).toEqual(byNameDown);

      await owner.reload();
      expect(addressOf(owner)).toContain("sort=name");
      await expect.poll(() => shownRows(owner)).toEqual(byNameDown);
    } finally {
      await api.write("DELETE", `/api/gift-card-products/${later.data.id}`, { store: storeId });
      // The list keeps its last order; the default one in the address puts it back.
      await owner.goto(`${app.server.baseUrl}/app/GiftCardProduct?sort=created_at&order=DESC`);
    }
  });

  it("fits a phone: the list and the form", async () => {
    const { page, errors } = await signInAs(app, "primary-admin@example.com", {
      store: storeId,
      viewport: { width: 393, height: 852 },
    });
    await page.goto(`${app.server.baseUrl}/app/product/gift-card`);
    await page.getByText("$25.00 · $75.00").waitFor();
    await settled(page);
    expect(await page.getByRole("button", { name: "Columns" }).count()).toBe(0);
    await shot(page, "resource-gift-card-product-list-393", true);
    await page.getByText(NAME).click();
    await page.waitForURL((url) => /^\/app\/GiftCardProduct\/\d+$/.test(pathOf(url)));
    await page.getByRole("link", { name: "View on the storefront" }).waitFor();
    await settled(page);
    await shot(page, "resource-gift-card-product-edit-393", true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("deletes it only after the confirmation", async () => {
    await owner.locator("tbody tr", { hasText: NAME }).getByText(NAME).click();
    await owner.waitForURL((url) => /^\/app\/GiftCardProduct\/\d+$/.test(pathOf(url)));
    await owner.getByRole("button", { name: "Delete" }).click();
    const dialog = owner.getByRole("dialog");
    await dialog.getByText(/It leaves the storefront/).waitFor();
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await toast(owner, "Gift card product deleted.").waitFor();
    await owner.waitForURL((url) => pathOf(url) === "/app/GiftCardProduct");
    await owner.getByText("No gift-card products yet.").waitFor();
    expect(ownerErrors).toEqual([]);
    expect(ownerConsole).toEqual([]);
  });

  it("a designer (no browse_discounts) has no way in and is turned away from the address", async () => {
    const { page, errors } = await signInAs(app, "designer@example.com", { store: storeId });
    // Products, but not the gift-card products beside them.
    await page.goto(`${app.server.baseUrl}/app/Product`);
    await closeLowStock(page);
    await page.getByRole("link", { name: "Categories" }).waitFor();
    await settled(page);
    expect(await page.getByRole("link", { name: "Gift-card products" }).count()).toBe(0);
    await page.goto(`${app.server.baseUrl}/app/product/gift-card`);
    await page.getByText(DENIED).first().waitFor();
    await page.goto(`${app.server.baseUrl}/app/GiftCardProduct/create`);
    await page.getByText(DENIED).first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
