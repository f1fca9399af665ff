import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, demoStoreId, pathOf, shot, signInAs, toast } from "./session.js";

/**
 * The Shipment resource on the demo data: a store admin of Acme Team Store opens the spec's
 * /shippments, filters, searches, sorts, exports, edits a shipment in the ship dialog and exports
 * a selection; a designer (no browse_single_order there) has no Shipments menu item and is refused.
 */

const STORE = "Acme Team Store";
const DENIED = "You don't have permission to access this resource.";
const stamp = Date.now().toString(36).toUpperCase();

const app = appUnderTest();
let storeId = 0;

const signIn = (email: string, width = 1280) =>
  signInAs(app, email, { store: storeId, viewport: { width, height: 900 } });

const rows = (page: Page) => page.locator("tbody tr");
const filterIn = (page: Page) => decodeURIComponent(new URL(page.url()).searchParams.get("filter") ?? "{}");

async function expectNoBlockingAxe(page: Page) {
  expect(describeViolations(await axeViolations(page))).toEqual([]);
}

beforeAll(async () => {
  storeId = await demoStoreId(app, "store-admin@example.com", STORE);
});

describe("the Shipment resource", () => {
  it("lets a store admin filter, search, sort, export and edit the store's shipments", async () => {
    const { page, errors, consoleErrors } = await signIn("store-admin@example.com");
    await page.goto(`${app.server.baseUrl}/app/store-dashboard`);
    await page.getByRole("menuitem", { name: "Shipments" }).click();
    await page.waitForURL((url) => pathOf(url) === "/app/Shipment");
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBeGreaterThan(1);
    await shot(page, "resource-shipments-list");
    await expectNoBlockingAxe(page);

    // Status filter: every row shown is delivered.
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Delivered" }).click();
    await page.waitForURL(() => filterIn(page).includes('"status":"delivered"'));
    await expect
      .poll(async () =>
        (await rows(page).locator("td.column-status").allTextContents()).every((t) => t === "Delivered"),
      )
      .toBe(true);

    // Sort by carrier, in the URL.
    await page.getByRole("button", { name: "Carrier" }).click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "carrier");

    // The export downloads a CSV.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).first().click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);

    // Search by a tracking number.
    await page.goto(`${app.server.baseUrl}/app/Shipment?filter=%7B%7D`);
    await rows(page).first().waitFor();
    const tracking = (
      (await rows(page).first().locator("td.column-tracking_number").textContent()) ?? ""
    ).trim();
    await page.getByPlaceholder("Tracking number").fill(tracking);
    await page.waitForURL(() => filterIn(page).includes(`"q":"${tracking}"`));
    await expect
      .poll(async () =>
        (await rows(page).locator("td.column-tracking_number").allTextContents()).every((t) =>
          t.includes(tracking),
        ),
      )
      .toBe(true);

    // Edit in the ship dialog; the change is there after a reload.
    const carrier = `Store Courier ${stamp}`;
    await rows(page).first().getByRole("button", { name: "Edit shipment" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Carrier").fill(carrier);
    await shot(page, "resource-shipments-edit");
    await expectNoBlockingAxe(page);
    await dialog.getByRole("button", { name: "Save" }).click();
    await toast(page, "The shipment is saved.").waitFor();
    await page.reload();
    await rows(page).filter({ hasText: carrier }).waitFor();

    // Bulk: the selected shipment is exported.
    await rows(page).filter({ hasText: carrier }).getByRole("checkbox").check();
    const selected = page.waitForEvent("download");
    await page.locator(".RaBulkActionsToolbar-toolbar").getByRole("button", { name: "Export" }).click();
    expect((await selected).suggestedFilename()).toMatch(/\.csv$/);

    // Phones get the simple list.
    await page.setViewportSize({ width: 393, height: 852 });
    await page.goto(`${app.server.baseUrl}/app/Shipment?filter=%7B%7D`);
    await page.getByText(carrier).first().waitFor();
    await shot(page, "resource-shipments-phone");

    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("hides Shipments from a designer and refuses /shippments", async () => {
    const { page, errors } = await signIn("designer@example.com");
    await page.goto(`${app.server.baseUrl}/app/store-dashboard`);
    await page.getByRole("menuitem", { name: "Products", exact: true }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Shipments" }).count()).toBe(0);
    await page.goto(`${app.server.baseUrl}/app/shippments`);
    await page.getByText(DENIED).first().waitFor();
    await shot(page, "resource-shipments-denied");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
