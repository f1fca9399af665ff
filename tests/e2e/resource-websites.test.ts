import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, demoStoreId, pathOf, shot, signInAs, toast } from "./session.js";

/**
 * The Website resource's edit (the store settings) on the demo data: the owner of Oscar's Tees
 * opens it from the store menu, changes a field on two tabs, saves once and sees both after a
 * reload; a designer of Acme Team Store has no Settings entry and is turned away from its address.
 */

const DENIED = "You don't have permission to access this resource.";
const app = appUnderTest();

const storeName = (page: Page) => page.getByLabel("Store name");
const recipient = (page: Page) => page.getByLabel("Recipient's email", { exact: true });

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
