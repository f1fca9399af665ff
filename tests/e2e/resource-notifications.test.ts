import { readFile } from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, pathOf, shot, signInAs, toast } from "./session.js";

/**
 * On the demo data: the platform admin opens /notifications (the Notification resource), sends a
 * notification to the store owner, and the owner sees it in the bell and in their list, marks it
 * read; the owner has no "Send notification" and /notifications/create is refused. A store admin
 * sorts their notifications (by the server), exports the chosen ones and all of theirs (never
 * another user's), and clears the chosen ones after a confirmation.
 */

const app = appUnderTest();
const MESSAGE = `Maintenance tonight ${Date.now().toString(36)}`;

const signIn = (email: string) => signInAs(app, email);

const texts = (page: Page) =>
  page.getByRole("list", { name: "Notifications" }).locator(".MuiListItemText-primary").allTextContents();
const item = (page: Page, text: string) =>
  page.getByRole("list", { name: "Notifications" }).getByRole("listitem").filter({ hasText: text });
const download = async (page: Page, button: Locator) => {
  const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  return readFile((await file.path())!, "utf8");
};
const sortBy = async (page: Page, option: string) => {
  await page.getByRole("button", { name: /^Sort by/ }).click();
  await page.getByRole("menuitem", { name: option }).click();
};

describe("the Notification resource", { timeout: 180_000 }, () => {
  it("an admin sends a notification to a chosen user, who sees it", async () => {
    const admin = await signIn("admin@example.com");
    await admin.page.goto(`${app.server.baseUrl}/app/notifications`);
    await admin.page.waitForURL((url) => pathOf(url) === "/app/Notification");
    await admin.page.getByRole("link", { name: "Send notification" }).click();
    await admin.page.waitForURL((url) => pathOf(url) === "/app/Notification/create");
    await admin.page.getByLabel(/^Message/).fill(MESSAGE);
    await admin.page.getByLabel("Chosen users").check();
    await admin.page.getByRole("combobox", { name: "Users" }).fill("owner@example.com");
    await admin.page.getByRole("option", { name: "Oscar Owner (owner@example.com)" }).click();
    await shot(admin.page, "resource-notifications-create-1280");
    expect(describeViolations(await axeViolations(admin.page))).toEqual([]);
    await admin.page.getByRole("button", { name: "Send" }).click();
    await toast(admin.page, "Notification sent to 1 user.").waitFor();
    await admin.page.waitForURL((url) => pathOf(url) === "/app/Notification");
    expect(admin.errors).toEqual([]);
    await admin.page.context().close();

    const owner = await signIn("owner@example.com");
    await owner.page.goto(`${app.server.baseUrl}/app/notifications`);
    await owner.page.waitForURL((url) => pathOf(url) === "/app/Notification");
    const list = owner.page.getByRole("list", { name: "Notifications" });
    const item = list.getByRole("listitem").filter({ hasText: MESSAGE });
    await item.waitFor();
    await shot(owner.page, "resource-notifications-list-1280");
    expect(describeViolations(await axeViolations(owner.page))).toEqual([]);
    expect(await owner.page.getByRole("link", { name: "Send notification" }).count()).toBe(0);

    // Unread only, then marked read: it leaves the unread tab.
    await owner.page.getByRole("tab", { name: /^Unread/ }).click();
    await expect.poll(() => decodeURIComponent(owner.page.url())).toContain('"seen":0');
    await item.waitFor();
    await item.getByRole("button", { name: "Mark as read" }).click();
    await expect.poll(() => item.count()).toBe(0);

    // Sending is for platform admins.
    await owner.page.goto(`${app.server.baseUrl}/app/notifications/create`);
    await owner.page.waitForURL((url) => !pathOf(url).includes("/create"));
    expect(owner.errors).toEqual([]);
    await owner.page.context().close();
  });

  it("a store admin sorts, exports the chosen and all of their own, and clears the chosen", async () => {
    const { page, errors, consoleErrors } = await signIn("store-admin@example.com");
    await page.goto(`${app.server.baseUrl}/app/Notification`);
    await item(page, "Welcome!").waitFor();
    const newestFirst = await texts(page);
    expect(newestFirst.length).toBeGreaterThan(2);

    await sortBy(page, "Date ascending");
    await page.waitForURL(
      (url) => url.searchParams.get("sort") === "created_at" && url.searchParams.get("order") === "ASC",
    );
    await expect.poll(() => texts(page)).toEqual([...newestFirst].reverse());
    await sortBy(page, "Type ascending");
    await page.waitForURL((url) => url.searchParams.get("sort") === "type");
    // By type: info first, price changes last (by date the newest order came last).
    await expect.poll(async () => (await texts(page)).at(-1)).toContain("Supplier prices changed");
    expect((await texts(page))[0]).toContain("Welcome!");
    await shot(page, "resource-notifications-sorted-1280");

    // The unread tab narrows the list.
    await page.getByRole("tab", { name: /^Unread/ }).click();
    await expect.poll(async () => (await texts(page)).length).toBeLessThan(newestFirst.length);
    await page.getByRole("tab", { name: "All", exact: true }).click();
    await expect.poll(async () => (await texts(page)).length).toBe(newestFirst.length);

    await item(page, "Welcome!").getByRole("checkbox", { name: "Select this row" }).check();
    await item(page, "Low stock").getByRole("checkbox", { name: "Select this row" }).check();
    const bulk = page.locator(".RaBulkActionsToolbar-toolbar");
    await bulk.getByText("2 items selected").waitFor();
    // The bar takes its own line: it covers no message.
    await expect
      .poll(async () => {
        const bar = await bulk.boundingBox();
        const first = await page
          .locator("li")
          .filter({ has: page.getByRole("checkbox") })
          .first()
          .boundingBox();
        return bar && first ? first.y - (bar.y + bar.height) : -1;
      })
      .toBeGreaterThanOrEqual(0);
    await shot(page, "resource-notifications-selected-1280");
    const chosen = await download(page, bulk.getByRole("button", { name: "Export" }));
    expect(chosen).toContain("Welcome! Your account is ready.");
    expect(chosen).toContain("Low stock");
    expect(chosen).not.toContain("New order from");

    const all = await download(page, page.getByRole("button", { name: "Export", exact: true }).first());
    expect(all).toContain("New order from");
    // Only the caller's own: the owner's notification from the first test is not there.
    expect(all).not.toContain(MESSAGE);

    await bulk.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => item(page, "Welcome!").count()).toBe(0);
    expect(await item(page, "Low stock").count()).toBe(0);
    await expect.poll(async () => (await texts(page)).length).toBe(newestFirst.length - 2);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("fits a phone: the toolbar and the rows stay on the screen", async () => {
    const { page, errors } = await signInAs(app, "designer@example.com", {
      viewport: { width: 393, height: 852 },
    });
    await page.goto(`${app.server.baseUrl}/app/Notification`);
    await item(page, "Welcome!").waitFor();
    await shot(page, "resource-notifications-list-393", true);
    for (const control of [
      page.getByRole("button", { name: /^Sort by/ }),
      page.getByRole("button", { name: "Export", exact: true }).first(),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(393);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(393);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
