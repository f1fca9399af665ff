import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, demoStoreId, pathOf, shot, signInAs, toast } from "./session.js";

/**
 * The Contact resource on the demo data: a store admin of Acme Team Store lists, searches,
 * filters by tag, sorts, exports, creates, edits, tags and deletes contacts; a designer (no
 * browse_orders there) is refused the list and offered only the message form in the drawer.
 */

const STORE = "Acme Team Store";
const DENIED = "You don't have permission to access this resource.";
const stamp = Date.now().toString(36);
const NAME = `Zed Store Contact ${stamp}`;

const app = appUnderTest();
let storeId = 0;

const signIn = (email: string, width = 1280) =>
  signInAs(app, email, { store: storeId, viewport: { width, height: 900 } });

const rows = (page: Page) => page.locator("tbody tr");
const rowTexts = async (page: Page) => (await rows(page).allTextContents()).map((t) => t.toLowerCase());

async function expectNoBlockingAxe(page: Page) {
  const violations = await axeViolations(page);
  expect(describeViolations(violations)).toEqual([]);
}

beforeAll(async () => {
  storeId = await demoStoreId(app, "store-admin@example.com", STORE);
});

describe("the Contact resource", () => {
  it("lets a store admin search, filter by tag, sort, export, create, edit, tag and delete contacts", async () => {
    const { page, errors, consoleErrors } = await signIn("store-admin@example.com");
    await page.goto(`${app.server.baseUrl}/app/Contact`);
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBeGreaterThan(1);
    await shot(page, "resource-contacts-list");
    await expectNoBlockingAxe(page);

    // Search by name: every row shown holds the term.
    const firstName = ((await rows(page).first().locator("td.column-name").textContent()) ?? "").trim();
    const term = firstName.slice(0, 4).toLowerCase();
    await page.getByPlaceholder("Search contacts").fill(term);
    await page.waitForURL((url) => decodeURIComponent(url.search).includes(`"q":"${term}"`));
    await expect.poll(async () => (await rowTexts(page)).every((t) => t.includes(term))).toBe(true);
    await page.getByPlaceholder("Search contacts").fill("");
    await page.waitForURL((url) => !decodeURIComponent(url.search).includes('"q"'));

    // Tag filter: only contacts with the VIP chip.
    await page.getByRole("combobox", { name: "Tags" }).click();
    await page.getByRole("option", { name: "VIP" }).click();
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"tag":"vip"'));
    await expect.poll(async () => (await rowTexts(page)).every((t) => t.includes("vip"))).toBe(true);
    expect(await rows(page).count()).toBeGreaterThan(0);
    await page.goto(`${app.server.baseUrl}/app/Contact?filter=%7B%7D`);

    // Sort by name, descending, in the URL.
    await page.getByRole("button", { name: "Name" }).click();
    await page.waitForURL(
      (url) => url.searchParams.get("order") === "DESC" && url.searchParams.get("sort") === "name",
    );

    // The export downloads a CSV.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).first().click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);

    // Create.
    await page.goto(`${app.server.baseUrl}/app/Contact/create`);
    // The contact schema checks the form before it is sent: a name, a valid e-mail.
    // (The browser's own check passes "zed@example"; the schema wants a domain with a dot.)
    await page.getByLabel("Email").fill("zed@example");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("This element is required").first().waitFor();
    await page.getByText("E-mail must be valid").first().waitFor();
    await page.getByLabel("Name").fill(NAME);
    await page.getByLabel("Email").fill(`zed.${stamp}@example.net`);
    await page.getByLabel("City").fill("Gdańsk");
    await page.getByRole("button", { name: "Save" }).click();
    await toast(page, "Contact added.").waitFor();
    await page.waitForURL((url) => pathOf(url) === "/app/Contact");

    // Edit, then the change is there after a reload (the list remembers its last filter: reset it).
    await page.goto(
      `${app.server.baseUrl}/app/Contact?filter=${encodeURIComponent(JSON.stringify({ q: stamp }))}`,
    );
    const row = rows(page).filter({ hasText: NAME });
    await row.waitFor();
    await row.locator("td.column-name").click();
    await page.waitForURL((url) => /^\/app\/Contact\/\d+$/.test(pathOf(url)));
    const editUrl = page.url();
    await expect.poll(() => page.getByLabel("Name").inputValue()).toBe(NAME);
    await shot(page, "resource-contacts-edit");
    await expectNoBlockingAxe(page);
    await page.getByLabel("City").fill("Sopot");
    await page.getByRole("button", { name: "Save" }).click();
    await toast(page, "Contact saved.").waitFor();
    await page.goto(editUrl);
    await expect.poll(() => page.getByLabel("City").inputValue()).toBe("Sopot");

    // Bulk: tag the new contact, then delete it.
    await page.goto(
      `${app.server.baseUrl}/app/Contact?filter=${encodeURIComponent(JSON.stringify({ q: stamp }))}`,
    );
    await rows(page).filter({ hasText: NAME }).waitFor();
    await rows(page).filter({ hasText: NAME }).getByRole("checkbox").check();
    await page.getByRole("button", { name: "Add tag" }).click();
    await page.getByRole("menuitem", { name: "Seller" }).click();
    await toast(page, /Tag added/).waitFor();
    await rows(page).filter({ hasText: NAME }).getByText("Seller").waitFor();
    await rows(page).filter({ hasText: NAME }).getByRole("checkbox").check();
    await page.getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /confirm|yes/i })
      .click();
    await expect.poll(() => rows(page).filter({ hasText: NAME }).count()).toBe(0);

    // Phones get the simple list.
    await page.setViewportSize({ width: 393, height: 852 });
    await page.goto(`${app.server.baseUrl}/app/Contact?filter=%7B%7D&sort=name&order=ASC`);
    await page.getByText(firstName).first().waitFor();
    await shot(page, "resource-contacts-phone");

    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("refuses the list to a designer and leaves only the message form in the drawer", async () => {
    const { page, errors } = await signIn("designer@example.com");
    await page.getByRole("button", { name: "Contacts" }).click();
    const drawer = page.getByRole("presentation");
    await drawer.getByRole("tab", { name: "Send a message" }).waitFor();
    expect(await drawer.getByRole("tab", { name: "Contacts" }).count()).toBe(0);
    await page.keyboard.press("Escape");
    await page.goto(`${app.server.baseUrl}/app/Contact`);
    await page.getByText(DENIED).first().waitFor();
    await shot(page, "resource-contacts-denied");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
