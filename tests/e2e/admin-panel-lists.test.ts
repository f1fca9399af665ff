import { readFile } from "node:fs/promises";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { UploadResponse } from "../../domain/library.js";
import { LIBRARY_MSG } from "../../domain/messages.js";
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
 * On the demo data, as the platform admin: the admin panel's users and stores tabs lead to the one
 * User and Website lists, whose search, sort and page live in the URL; the level users tab lists
 * every store's memberships, searched in the URL beside the tab, a row opening the user; the print
 * team's queue lists every store's preparation requests, filters them by status in the URL, and a
 * status change with a note is there after a reload; the settings tab checks its values by the
 * server's schema before sending them, and what it saves is there after a reload. A store owner is
 * turned away from both pages and their calls. Each screen passes axe, at 1280 and 393 px.
 */

const STORE = "Acme Team Store";
const LEVEL = "Walk Panel VIP";
const app = appUnderTest();
let storeId = 0;

/** The store's designer asks the artwork team to prepare an uploaded file. */
async function requestPrep(designer: DemoApi, name: string, colour: string, note: string) {
  const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("files[0]", new Blob([new Uint8Array(png)], { type: "image/png" }), name);
  const uploaded = await designer.write<UploadResponse>("POST", "/api/upload/library", {
    body: form,
    store: storeId,
  });
  await designer.write("POST", "/api/library/file-prep-request", {
    body: { file_id: uploaded.data[0]!.id, note },
    store: storeId,
  });
}

beforeAll(async () => {
  storeId = await demoStoreId(app, "designer@example.com", STORE);
  const designer = await demoApi(app, "designer@example.com");
  await requestPrep(designer, "team-logo.png", "#1d4ed8", "Vectorise the team logo");
  await requestPrep(designer, "mascot.png", "#b91c1c", "Clean up the mascot's edges");
  const primary = await demoApi(app, "primary-admin@example.com");
  const level = await primary.write<{ id: number }>("POST", "/api/create/level", {
    body: { website_id: storeId, name: LEVEL },
    store: storeId,
  });
  await primary.write("POST", "/api/create/user/level", {
    body: { level_id: level.id, email: "designer@example.com" },
    store: storeId,
  });
}, 120_000);

const signIn = (email: string, width = 1280) => signInAs(app, email, { viewport: { width, height: 900 } });
const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });
/** The list's own search box (the app bar has its own searches). */
const search = (page: Page) => page.getByRole("textbox", { name: "Search", exact: true });
const url = (page: Page) => decodeURIComponent(page.url());
const noAxeFailures = async (page: Page) => expect(describeViolations(await axeViolations(page))).toEqual([]);
const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("the admin panel's lists and the print team's queue", { timeout: 180_000 }, () => {
  it("leads to the users and stores lists, whose search, sort and page are in the URL", async () => {
    const { page, errors, consoleErrors } = await signIn("admin@example.com");
    await page.goto(`${app.server.baseUrl}/app/master/admin/view?tab=users`);
    await page.getByRole("link", { name: "Manage users" }).click();
    await page.waitForURL((u) => pathOf(u) === "/app/User");
    await row(page, "owner@example.com").waitFor();
    await page.locator("thead").getByText("Joined", { exact: true }).click();
    await expect.poll(() => url(page)).toContain("sort=created_at");
    await page.getByLabel("Search by name or email").fill("oscar");
    await expect.poll(() => url(page)).toContain('"q":"oscar"');
    await expect.poll(() => row(page, "designer@example.com").count()).toBe(0);
    // Five a page: the second page is in the URL.
    await page.goto(`${app.server.baseUrl}/app/User?filter=${encodeURIComponent("{}")}&perPage=5`);
    await row(page, "@example.com").first().waitFor();
    await page.getByRole("button", { name: "Go to next page" }).click();
    await expect.poll(() => url(page)).toContain("page=2");
    await expect.poll(() => row(page, "@example.com").count()).toBeGreaterThan(0);

    await page.goto(`${app.server.baseUrl}/app/master/admin/view?tab=stores`);
    await page.getByRole("link", { name: "Manage stores" }).waitFor();
    await shot(page, "admin-panel-stores-tab-1280");
    await noAxeFailures(page);
    await page.getByRole("link", { name: "Manage stores" }).click();
    await page.waitForURL((u) => pathOf(u) === "/app/Website");
    await row(page, STORE).waitFor();
    await search(page).fill("Acme Team");
    await expect.poll(() => url(page)).toContain('"q":"Acme Team"');
    await row(page, STORE).waitFor();
    await page.goto(`${app.server.baseUrl}/app/Website?filter=${encodeURIComponent("{}")}&perPage=2`);
    await page.locator("tbody tr").first().waitFor();
    await page.getByRole("button", { name: "Go to next page" }).click();
    await expect.poll(() => url(page)).toContain("page=2");
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("lists every store's level users, searched in the URL beside the tab; a row opens the user", async () => {
    const { page, errors, consoleErrors } = await signIn("admin@example.com");
    await page.goto(`${app.server.baseUrl}/app/master/admin/view?tab=levels`);
    const member = row(page, "designer@example.com");
    await member.getByText(LEVEL).waitFor();
    await member.getByText(STORE).waitFor();
    await shot(page, "admin-panel-levels-1280");
    await noAxeFailures(page);
    await search(page).fill("nobody-here");
    await expect.poll(() => url(page)).toContain('"q":"nobody-here"');
    expect(url(page)).toContain("tab=levels");
    await page.getByText("No level users.").waitFor();
    await search(page).fill("diego");
    await member.waitFor();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export", exact: true }).click();
    expect(await readFile((await (await download).path())!, "utf8")).toContain("designer@example.com");
    await member.getByText("Diego Designer").click();
    await page.waitForURL((u) => /^\/app\/User\/\d+$/.test(pathOf(u)));
    await expect.poll(() => page.getByRole("textbox", { name: /^Name/ }).inputValue()).toBe("Diego Designer");
    await page.goto(`${app.server.baseUrl}/app/master/admin/view?tab=levels`);
    await member.waitFor();
    // Narrowed to one store: the store is in the URL.
    await page.getByRole("button", { name: "Add filter" }).click();
    await page.getByRole("menu").getByText("Store", { exact: true }).click();
    // The store's box opens focused, offering the stores.
    const storeBox = page.locator("input[role=combobox]:focus");
    await storeBox.waitFor();
    await storeBox.fill("Acme Team");
    await page.getByRole("option", { name: STORE }).click();
    await expect.poll(() => url(page)).toContain(`"website_id":${storeId}`);
    await member.waitFor();
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("lists the preparation queue, filters it by status in the URL, and keeps a status change", async () => {
    const { page, errors, consoleErrors } = await signIn("admin@example.com");
    await page.goto(`${app.server.baseUrl}/app/master/admin/file-prep`);
    const logo = row(page, "Vectorise the team logo");
    const mascot = row(page, "Clean up the mascot's edges");
    await logo.getByText("Pending").waitFor();
    await mascot.getByText(STORE).waitFor();
    await shot(page, "admin-prep-queue-1280");
    await noAxeFailures(page);

    await logo.getByRole("button", { name: "Change status" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "In progress" }).click();
    await dialog.getByLabel("Note for the store").fill("Working on the vector now");
    // The status menu fades out after the choice; axe on it half-faded would see a contrast fault.
    await page.getByRole("listbox").waitFor({ state: "hidden" });
    await shot(page, "admin-prep-status-dialog-1280");
    await noAxeFailures(page);
    await dialog.getByRole("button", { name: "Save" }).click();
    await toast(page, LIBRARY_MSG.prepUpdated).waitFor();
    await page.reload();
    await logo.getByText("In progress").waitFor();
    await logo.getByText("Working on the vector now").waitFor();

    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "In progress" }).click();
    await expect.poll(() => url(page)).toContain('"status":"in_progress"');
    await expect.poll(() => mascot.count()).toBe(0);
    await logo.waitFor();
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Rejected" }).click();
    await page.getByText("No requests with this status.").waitFor();

    // Export: every request of the queue, read page by page, is downloaded.
    await page.goto(`${app.server.baseUrl}/app/master/admin/file-prep?filter=${encodeURIComponent("{}")}`);
    await mascot.waitFor();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const csv = await readFile((await (await download).path())!, "utf8");
    expect(csv).toContain("Vectorise the team logo");
    expect(csv).toContain("Clean up the mascot's edges");
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("saves the app info settings: a bad colour is refused in the browser, the saved phone is there after a reload", async () => {
    const { page, errors, consoleErrors } = await signIn("admin@example.com");
    const puts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PUT" && new URL(request.url()).pathname === "/api/admin/app-info")
        puts.push(request.postData() ?? "");
    });
    await page.goto(`${app.server.baseUrl}/app/master/admin/view?tab=settings`);
    const primary = page.getByLabel("Primary colour");
    await primary.waitFor();
    await noAxeFailures(page);
    const saved = await primary.inputValue();
    await primary.fill("red");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Use a colour like #4F4BE0.").waitFor();
    expect(puts).toEqual([]);
    await primary.fill(saved);
    await page.getByLabel("Support phone").fill("+1 555 0199");
    await page.getByRole("button", { name: "Save" }).click();
    await toast(page, "Settings saved.").waitFor();
    expect(puts).toHaveLength(1);
    await page.reload();
    await expect.poll(() => page.getByLabel("Support phone").inputValue()).toBe("+1 555 0199");
    await expect.poll(() => page.getByLabel("Primary colour").inputValue()).toBe(saved);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("fits a phone: the queue and the level users one block or line each, the page never scrolls sideways", async () => {
    const { page, errors, consoleErrors } = await signIn("admin@example.com", 393);
    await page.goto(`${app.server.baseUrl}/app/master/admin/file-prep`);
    await page.getByText("Clean up the mascot's edges").waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await shot(page, "admin-prep-queue-393");
    await noAxeFailures(page);
    await page.goto(`${app.server.baseUrl}/app/master/admin/view?tab=levels`);
    await page.getByText("designer@example.com").waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await shot(page, "admin-panel-levels-393");
    await noAxeFailures(page);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("turns a store owner away from the admin panel, the queue and their calls", async () => {
    const { page, errors } = await signIn("owner@example.com");
    await page.waitForURL((u) => pathOf(u) === "/app/store-dashboard");
    expect(await page.getByRole("menuitem", { name: "Admin Panel" }).count()).toBe(0);
    for (const path of ["/app/master/admin/view?tab=levels", "/app/master/admin/file-prep"]) {
      await page.goto(`${app.server.baseUrl}${path}`);
      await page.waitForURL((u) => pathOf(u) === "/app/store-dashboard");
      expect(await page.getByText("designer@example.com").count()).toBe(0);
      expect(await page.getByText("Vectorise the team logo").count()).toBe(0);
    }
    await shot(page, "admin-panel-owner-refused-1280");
    const statuses = await page.evaluate(async () => {
      const bearer = decodeURIComponent(document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? "");
      const get = async (path: string) =>
        (await fetch(path, { headers: { authorization: `Bearer ${bearer}` } })).status;
      return [await get("/api/admin/po/levels/users"), await get("/api/library/file-prep-request?all=1")];
    });
    expect(statuses).toEqual([403, 403]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
