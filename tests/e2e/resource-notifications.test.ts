import { describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, pathOf, shot, signInAs, toast } from "./session.js";

/**
 * On the demo data: the platform admin opens /notifications (the Notification resource), sends a
 * notification to the store owner, and the owner sees it in the bell and in their list, marks it
 * read; the owner has no "Send notification" and /notifications/create is refused.
 */

const app = appUnderTest();
const MESSAGE = `Maintenance tonight ${Date.now().toString(36)}`;

const signIn = (email: string) => signInAs(app, email);

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
});
