import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, pathOf, shot, toast, signInAs } from "./session.js";

/**
 * On the demo data: the platform admin opens the User resource, searches, filters and sorts it on
 * the server, deactivates a selected user, exports the list, edits a user and sees the change after
 * a reload; both pages pass axe. A store owner has no Users entry and the URL is refused.
 */

const app = appUnderTest();

const signIn = (email: string, width = 1280) => signInAs(app, email, { viewport: { width, height: 900 } });

const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

describe("the User resource", { timeout: 180_000 }, () => {
  it("lets the platform admin search, filter, sort, deactivate, export and edit users", async () => {
    const { page, errors } = await signIn("admin@example.com");
    await page.goto(`${app.server.baseUrl}/app/User`);
    await row(page, "owner@example.com").waitFor();
    await shot(page, "resource-users-list-1280");
    expect(describeViolations(await axeViolations(page))).toEqual([]);

    // Search on the server: the query is in the URL and only matches are listed.
    await page.getByLabel("Search by name or email").fill("oscar");
    await expect.poll(() => decodeURIComponent(page.url())).toContain('"q":"oscar"');
    await expect.poll(() => row(page, "designer@example.com").count()).toBe(0);
    await row(page, "owner@example.com").waitFor();
    await page.getByRole("button", { name: "Clear value" }).first().click();
    await row(page, "designer@example.com").waitFor();

    // Sort by the joining date, newest first.
    const joined = page.locator("thead").getByText("Joined", { exact: true });
    await joined.click();
    await expect.poll(() => decodeURIComponent(page.url())).toContain("sort=created_at");
    await joined.click();
    await expect.poll(() => decodeURIComponent(page.url())).toContain("order=DESC");

    // Bulk: deactivate the selected user after the confirmation.
    const clara = row(page, "client@example.com");
    await clara.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Deactivate", exact: true }).click();
    await page.getByText("Deactivate 1 user? They are signed out and cannot sign in.").waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await toast(page, "The user is deactivated.").waitFor();
    await clara.getByText("Deactivated").waitFor();

    // Status filter: only the deactivated ones.
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Deactivated" }).click();
    await expect.poll(() => decodeURIComponent(page.url())).toContain('"active":"false"');
    await row(page, "client@example.com").waitFor();
    await expect.poll(() => row(page, "owner@example.com").count()).toBe(0);
    // The list keeps its filters: the URL clears them.
    await page.goto(`${app.server.baseUrl}/app/User?filter=${encodeURIComponent("{}")}`);

    // Export: the file is downloaded.
    await row(page, "owner@example.com").waitFor();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export", exact: true }).first().click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);

    // Edit: the row opens the edit page; the change is there after a reload.
    await row(page, "designer@example.com").getByText("Diego Designer").click();
    await page.waitForURL((url) => /^\/app\/User\/\d+$/.test(pathOf(url)));
    const name = page.getByRole("textbox", { name: /^Name/ });
    await expect.poll(() => name.inputValue()).toBe("Diego Designer");
    await shot(page, "resource-users-edit-1280");
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    await name.fill("Diego D. Designer");
    await page.getByLabel("May create stores").check();
    await page.getByRole("button", { name: "Save" }).click();
    await toast(page, "Diego D. Designer is saved.").waitFor();
    await page.waitForURL((url) => pathOf(url) === "/app/User");
    await page.reload();
    await row(page, "Diego D. Designer").waitFor();

    // The server's rules: a taken email is said next to its field.
    await row(page, "Diego D. Designer").getByText("Diego D. Designer").click();
    const email = page.getByRole("textbox", { name: /^Email/ });
    await expect.poll(() => email.inputValue()).toBe("designer@example.com");
    await email.fill("owner@example.com");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText(MSG.emailInUse).waitFor();
    await shot(page, "resource-users-edit-error-1280");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows one line per user on a phone", async () => {
    const { page, errors } = await signIn("admin@example.com", 393);
    await page.goto(`${app.server.baseUrl}/app/User`);
    await page.getByText("owner@example.com").waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, "resource-users-list-393");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("is hidden from a store owner and the URL is refused", async () => {
    const { page, errors } = await signIn("owner@example.com");
    await page.waitForURL((url) => pathOf(url) === "/app/store-dashboard");
    await page.getByRole("menuitem", { name: "Dashboard", exact: true }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Users" }).count()).toBe(0);
    expect(await page.getByRole("menuitem", { name: "Admin Panel" }).count()).toBe(0);
    await page.goto(`${app.server.baseUrl}/app/User`);
    await toast(page, MSG.permissionDenied).waitFor();
    await page.waitForURL((url) => pathOf(url) !== "/app/User");
    expect(await page.getByText("owner@example.com").count()).toBe(0);
    const res = await page.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? "");
      return (await fetch("/api/bread/User", { headers: { authorization: `Bearer ${token}` } })).status;
    });
    expect(res).toBe(403);
    await shot(page, "resource-users-refused-1280");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
