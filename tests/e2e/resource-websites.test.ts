import { readFile } from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, demoStoreId, pathOf, shot, signInAs, toast } from "./session.js";

/**
 * The Website resource's edit (the store settings) on the demo data: the owner of Oscar's Tees
 * opens it from the store menu, changes a field on two tabs, saves once and sees both after a
 * reload; a designer of Acme Team Store has no Settings entry and is turned away from its address.
 * The stores list: searched, sorted by the server, the chosen rows and the whole list exported;
 * a store owner's list and export hold only their own stores, without owners or figures.
 */

const DENIED = "You don't have permission to access this resource.";
const app = appUnderTest();

const ACME = ["Acme Demo Store", "Acme Events", "Acme Team Store"];
const nameCells = (page: Page) => page.locator("tbody td.column-name .MuiTypography-body2");
const rowNames = (page: Page) => nameCells(page).allTextContents();
const download = async (page: Page, button: Locator) => {
  const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  return readFile((await file.path())!, "utf8");
};
// The list's toolbar comes before the bulk toolbar.
const exportAll = (page: Page) => page.getByRole("button", { name: "Export", exact: true }).first();
const exportChosen = (page: Page) =>
  page.locator(".RaBulkActionsToolbar-toolbar").getByRole("button", { name: "Export" });

const storeName = (page: Page) => page.getByLabel("Store name");
const recipient = (page: Page) => page.getByLabel("Recipient's email", { exact: true });

describe("the stores list", () => {
  it("searches, sorts by the server, exports the chosen rows and the whole list", async () => {
    const storeId = await demoStoreId(app, "primary-admin@example.com", "Acme Team Store");
    const { page, errors, consoleErrors } = await signInAs(app, "primary-admin@example.com", {
      store: storeId,
    });
    await page.goto(`${app.server.baseUrl}/app/Website`);
    await nameCells(page).first().waitFor();
    await expect.poll(async () => [...(await rowNames(page))].sort()).toEqual(ACME);
    await page.getByRole("button", { name: "Columns" }).waitFor();
    await shot(page, "resource-websites-list-1280", true);

    await page.getByPlaceholder("Search", { exact: true }).fill("events");
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"q":"events"'));
    await expect.poll(() => rowNames(page)).toEqual(["Acme Events"]);
    await page.getByPlaceholder("Search", { exact: true }).fill("");
    await expect.poll(async () => (await rowNames(page)).length).toBe(3);

    const sorted = page.waitForResponse((r) => /\/api\/get\/websites\?.*sort=name&order=asc/.test(r.url()));
    await page.getByRole("columnheader", { name: "Name" }).getByRole("button").click();
    await page.waitForURL(
      (url) => url.searchParams.get("sort") === "name" && url.searchParams.get("order") === "ASC",
    );
    await sorted;
    await expect.poll(() => rowNames(page)).toEqual(ACME);
    await page.getByRole("columnheader", { name: "Name" }).getByRole("button").click();
    await page.waitForURL((url) => url.searchParams.get("order") === "DESC");
    await expect.poll(() => rowNames(page)).toEqual([...ACME].reverse());

    // Two rows chosen: the export of the selection holds those two and not the third.
    await page.getByRole("row").filter({ hasText: "Acme Team Store" }).getByRole("checkbox").check();
    await page.getByRole("row").filter({ hasText: "Acme Events" }).getByRole("checkbox").check();
    await page.getByText("2 items selected").waitFor();
    await shot(page, "resource-websites-list-selected-1280", true);
    const chosen = await download(page, exportChosen(page));
    expect(chosen).toContain("Acme Team Store");
    expect(chosen).toContain("Acme Events");
    expect(chosen).not.toContain("Acme Demo Store");
    await page.getByRole("button", { name: "Unselect" }).click();

    const whole = await download(page, exportAll(page));
    for (const name of ACME) expect(whole).toContain(name);
    expect(whole).not.toContain("Oscar's Tees");
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("shows a store owner only their own stores, without owners or figures, in the list and its export", async () => {
    const storeId = await demoStoreId(app, "owner@example.com", "Oscar's Tees");
    const { page, errors } = await signInAs(app, "owner@example.com", { store: storeId });
    await page.goto(`${app.server.baseUrl}/app/Website`);
    await nameCells(page).first().waitFor();
    await expect
      .poll(async () => [...(await rowNames(page))].sort())
      .toEqual(["Oscar's Mugs", "Oscar's Tees"]);
    expect(await page.getByRole("columnheader", { name: "Owner" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Revenue" }).count()).toBe(0);
    const whole = await download(page, exportAll(page));
    expect(whole).toContain("Oscar's Mugs");
    expect(whole).not.toContain("Acme");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("fits a phone: one line per store, the toolbar in view", async () => {
    const storeId = await demoStoreId(app, "primary-admin@example.com", "Acme Team Store");
    const { page, errors } = await signInAs(app, "primary-admin@example.com", {
      store: storeId,
      viewport: { width: 393, height: 852 },
    });
    await page.goto(`${app.server.baseUrl}/app/Website`);
    await page.getByText("Acme Events").first().waitFor();
    await exportAll(page).waitFor();
    // Every toolbar control is on the screen, none pushed off its left edge.
    for (const control of [page.getByRole("link", { name: "Roles and permissions" }), exportAll(page)]) {
      expect((await control.boundingBox())!.x).toBeGreaterThanOrEqual(0);
    }
    // A phone's list is one line per store, not a table: no column chooser that would change nothing.
    expect(await page.getByRole("button", { name: "Columns" }).count()).toBe(0);
    await shot(page, "resource-websites-list-393", true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(393);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("store settings as the Website resource's edit", () => {
  it("the owner changes fields on two tabs, saves once and sees them after a reload", async () => {
    const storeId = await demoStoreId(app, "owner@example.com", "Oscar's Tees");
    const { page, errors, consoleErrors } = await signInAs(app, "owner@example.com", { store: storeId });
    await page.getByRole("menuitem", { name: "Settings", exact: true }).click();
    await page.waitForURL((url) => pathOf(url) === `/app/Website/${storeId}`);
    await storeName(page).waitFor();
    expect(
      await page.getByRole("tab", { name: "General Store Settings" }).getAttribute("aria-selected"),
    ).toBe("true");

    await storeName(page).fill("Oscar's Tees & Co");
    await page.getByRole("tab", { name: "Communications" }).click();
    await page.waitForURL((url) => pathOf(url) === `/app/Website/${storeId}/communications`);
    await recipient(page).fill("orders@oscars-tees.example");
    await shot(page, "resource-websites-edit-communications", true);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Settings successfully updated").waitFor();

    await page.reload();
    await recipient(page).waitFor();
    expect(await recipient(page).inputValue()).toBe("orders@oscars-tees.example");
    await page.getByRole("tab", { name: "General Store Settings" }).click();
    expect(await storeName(page).inputValue()).toBe("Oscar's Tees & Co");
    await page.getByRole("heading", { name: "Oscar's Tees & Co", level: 1 }).waitFor();
    await shot(page, "resource-websites-edit-general", true);

    const violations = await axeViolations(page);
    expect(describeViolations(violations)).toEqual([]);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("the spec's settings address opens the tab it names, on a phone too", async () => {
    const storeId = await demoStoreId(app, "owner@example.com", "Oscar's Mugs");
    const { page, errors } = await signInAs(app, "owner@example.com", {
      store: storeId,
      viewport: { width: 393, height: 852 },
    });
    await page.goto(`${app.server.baseUrl}/app/websites/${storeId}?tab=options`);
    await page.waitForURL((url) => pathOf(url) === `/app/Website/${storeId}/options`);
    await page.getByRole("heading", { name: "Departments" }).waitFor();
    await shot(page, "resource-websites-edit-phone-options", true);
    await page.getByRole("tab", { name: "General Store Settings" }).click();
    await storeName(page).waitFor();
    await shot(page, "resource-websites-edit-phone-general", true);
    const violations = await axeViolations(page);
    expect(describeViolations(violations)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a designer has no Settings entry and is turned away from the store's settings", async () => {
    const storeId = await demoStoreId(app, "designer@example.com", "Acme Team Store");
    const { page, errors, consoleErrors } = await signInAs(app, "designer@example.com", { store: storeId });
    // The screen asks for the store only once the right is known: nothing refused is requested.
    const refused: string[] = [];
    page.on("response", (r) => {
      if (r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
    });
    await page.getByRole("menuitem", { name: "Stores", exact: true }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Settings", exact: true }).count()).toBe(0);

    await page.goto(`${app.server.baseUrl}/app/Website/${storeId}`);
    await page.getByText(DENIED).first().waitFor();
    expect(await storeName(page).count()).toBe(0);

    await page.goto(`${app.server.baseUrl}/app/websites/${storeId}?tab=general`);
    await page.getByText(DENIED).first().waitFor();
    expect(await storeName(page).count()).toBe(0);
    expect(errors).toEqual([]);
    expect(refused).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});

// Last in the file: the clone adds a store to the owner's list that the cases above count.
describe("the stores list's clone and transfer dialogs", () => {
  it("check on Enter, say the refusal at the field, and clone on Enter with what was typed", async () => {
    const mugsId = await demoStoreId(app, "owner@example.com", "Oscar's Mugs");
    const { page, errors, consoleErrors } = await signInAs(app, "owner@example.com", { store: mugsId });
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") sent.push(new URL(r.url()).pathname);
    });
    await page.goto(`${app.server.baseUrl}/app/Website`);
    const openAction = async (action: string) => {
      await page.getByRole("button", { name: "Actions for Oscar's Mugs" }).click();
      await page.getByRole("menuitem", { name: action }).click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      return dialog;
    };

    let dialog = await openAction("Transfer to another user");
    const email = dialog.getByRole("combobox", { name: "New owner's email" });
    await email.fill("not-an-address");
    await email.press("Enter");
    await dialog.getByText("E-mail must be valid").waitFor();
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });

    dialog = await openAction("Clone");
    const name = dialog.getByRole("textbox", { name: "Store name" });
    expect(await name.inputValue()).toBe("Oscar's Mugs (copy)");
    await name.fill("");
    await name.press("Enter");
    await dialog.getByText("This element is required").waitFor();
    expect(sent.filter((path) => path === "/api/websites/clone" || path === "/api/transfer/website")).toEqual(
      [],
    );

    await name.fill("Oscar's Spring Mugs");
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/websites/clone")),
      name.press("Enter"),
    ]);
    expect(request.postDataJSON()).toEqual({
      website_id: mugsId,
      name: "Oscar's Spring Mugs",
      is_demo: false,
    });
    await dialog.waitFor({ state: "hidden", timeout: 30_000 });
    await nameCells(page).getByText("Oscar's Spring Mugs", { exact: true }).waitFor();
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
