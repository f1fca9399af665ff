import { readFile } from "node:fs/promises";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import { axeViolations } from "./axe.js";
import { appUnderTest, demoStoreId, openPage, pathOf, settled, shot, submitLogin, toast } from "./session.js";

/**
 * The store's files as the File Resource, on the demo data: the store owner (use_files) opens
 * Files from the menu, uploads three designs with the upload button, filters by type, sorts by
 * name, switches to the table, exports, renames a file on its page (seen after a reload) and
 * deletes two files at once; a salesperson (no use_files) has no Files entry and is refused at
 * /files.
 */

const app = appUnderTest();
let owner: Page;
let ownerErrors: string[];
const consoleErrors: string[] = [];

const picture = (format: "png" | "jpeg", background: string) => {
  const image = sharp({ create: { width: 600, height: 600, channels: 3, background } });
  return (format === "png" ? image.png() : image.jpeg()).toBuffer();
};

/** The names on the library's cards, in order. */
const cardNames = (page: Page) =>
  page.locator(".MuiCard-root .MuiCardContent-root .MuiTypography-body2").allTextContents();

async function noSeriousViolations(page: Page) {
  // The shell's navigation bar shows while requests run: the page is checked once they are done.
  await settled(page);
  const blocking = (await axeViolations(page)).filter(
    (v) => v.impact === "critical" || v.impact === "serious",
  );
  expect(blocking).toEqual([]);
}

beforeAll(async () => {
  ({ page: owner, errors: ownerErrors } = await openPage(app.browser));
  owner.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  await submitLogin(owner, app.server.baseUrl, "owner@example.com", DEMO_PASSWORD);
  await owner.waitForURL((url) => pathOf(url) === "/app/store-dashboard");
}, 120_000);

afterAll(async () => {
  await owner?.context().close();
});

describe("the store's files (File Resource)", { timeout: 120_000 }, () => {
  it("opens Files from the menu and uploads designs with a progress bar", async () => {
    await owner.getByRole("menuitem", { name: "Files" }).click();
    await owner.waitForURL((url) => pathOf(url) === "/app/File");
    await owner.getByText("No files here yet").waitFor();
    await owner.getByTestId("library-upload-input").setInputFiles([
      { name: "tee-front.png", mimeType: "image/png", buffer: await picture("png", "#1d4ed8") },
      { name: "banner.jpg", mimeType: "image/jpeg", buffer: await picture("jpeg", "#dc2626") },
      { name: "anchor.png", mimeType: "image/png", buffer: await picture("png", "#16a34a") },
    ]);
    await owner.getByRole("checkbox", { name: "Select anchor.png" }).waitFor();
    await owner.getByRole("checkbox", { name: "Select banner.jpg" }).waitFor();
    await owner.getByRole("checkbox", { name: "Select tee-front.png" }).waitFor();
    await owner.getByText("3 of 3 files").waitFor();
    await shot(owner, "resource-files-list-1280");
    await noSeriousViolations(owner);
  });

  it("filters by file type and sorts by name, in the URL", async () => {
    await owner.getByRole("button", { name: "Add filter" }).click();
    await owner.getByRole("menu").getByText("File type", { exact: true }).click();
    await owner.getByRole("combobox", { name: "File type" }).click();
    await owner.getByRole("option", { name: "JPG" }).click();
    await owner.waitForURL((url) => url.search.includes("extension"));
    await expect.poll(() => cardNames(owner)).toEqual(["banner.jpg"]);
    await owner.getByRole("button", { name: "Remove this filter" }).click();
    await expect.poll(async () => (await cardNames(owner)).length).toBe(3);

    await owner.getByRole("button", { name: /^Sort by/ }).click();
    await owner.getByRole("menuitem", { name: "Name" }).click();
    await owner.waitForURL((url) => new URL(url).searchParams.get("sort") === "name");
    const order = new URL(owner.url()).searchParams.get("order");
    const ascending = ["anchor.png", "banner.jpg", "tee-front.png"];
    await expect.poll(() => cardNames(owner)).toEqual(order === "ASC" ? ascending : [...ascending].reverse());
  });

  it("exports the files as CSV from the table view", async () => {
    await owner.getByRole("button", { name: "Show store files as a table" }).click();
    await owner.locator("td.column-name", { hasText: "banner.jpg" }).waitFor();
    const [download] = await Promise.all([
      owner.waitForEvent("download"),
      // The list toolbar's export (the bulk toolbar has its own, for a selection).
      owner.getByRole("button", { name: "Export" }).first().click(),
    ]);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv).toContain("banner.jpg");
    expect(csv).toContain("tee-front.png");
    await owner.getByRole("button", { name: "Show store files as cards" }).click();
    await owner.getByRole("checkbox", { name: "Select banner.jpg" }).waitFor();
  });

  it("renames a file on its page, and the new name is there after a reload", async () => {
    await owner
      .getByRole("link")
      .filter({ has: owner.getByRole("img", { name: "banner.jpg" }) })
      .click();
    await owner.waitForURL((url) => /^\/app\/File\/\d+$/.test(pathOf(url)));
    const name = owner.getByLabel("Name", { exact: true });
    await expect.poll(() => name.inputValue()).toBe("banner.jpg");
    await owner.getByRole("heading", { name: "banner.jpg" }).waitFor();
    await noSeriousViolations(owner);
    await name.fill("summer-banner.jpg");
    await owner.getByRole("button", { name: "Save name" }).click();
    await toast(owner, /.+/).first().waitFor();
    await owner.reload();
    await expect.poll(() => owner.getByLabel("Name", { exact: true }).inputValue()).toBe("summer-banner.jpg");
    await owner.getByRole("heading", { name: "summer-banner.jpg" }).waitFor();
    await shot(owner, "resource-files-edit-1280", true);
  });

  it("deletes two selected files at once after the confirmation", async () => {
    await owner.goto(`${app.server.baseUrl}/app/files`);
    await owner.waitForURL((url) => pathOf(url) === "/app/File");
    await owner.getByRole("checkbox", { name: "Select anchor.png" }).check();
    await owner.getByRole("checkbox", { name: "Select tee-front.png" }).check();
    await owner.getByText("2 items selected").waitFor();
    await owner.getByRole("button", { name: "Delete" }).click();
    await owner.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await owner.getByRole("dialog").waitFor({ state: "detached" });
    await shot(owner, "resource-files-deleted-1280");
    await expect.poll(() => cardNames(owner), { timeout: 15_000 }).toEqual(["summer-banner.jpg"]);
    await owner.reload();
    await expect.poll(() => cardNames(owner)).toEqual(["summer-banner.jpg"]);
    expect(ownerErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("names a new folder in a dialog: Enter sends it, and the name's rule is said beside the field", async () => {
    await owner.getByRole("button", { name: "New folder" }).click();
    const dialog = owner.getByRole("dialog", { name: "New folder" });
    const name = dialog.getByLabel("Name", { exact: true });
    await name.press("Enter");
    await dialog.getByText("This element is required").waitFor();
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    await noSeriousViolations(owner);
    await name.fill("Campaign");
    await name.press("Enter");
    await dialog.waitFor({ state: "detached" });
    await owner.getByRole("button", { name: "Open folder Campaign" }).waitFor();
    await toast(owner, /.+/).first().waitFor();
    expect(ownerErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("shows the library on a phone", async () => {
    const { page, errors } = await openPage(app.browser, { width: 393, height: 852 });
    await submitLogin(page, app.server.baseUrl, "owner@example.com", DEMO_PASSWORD);
    await page.waitForURL((url) => pathOf(url) === "/app/store-dashboard");
    await page.goto(`${app.server.baseUrl}/app/files`);
    await page.getByRole("checkbox", { name: "Select summer-banner.jpg" }).waitFor();
    await shot(page, "resource-files-list-393", true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("has no Files for a role without use_files, and refuses its URL", async () => {
    const storeId = await demoStoreId(app, "salesperson@example.com", "Acme Team Store");
    const { page, errors } = await openPage(app.browser);
    // The salesperson works in Acme Team Store: its store menu is the one shown.
    await page
      .context()
      .addCookies([{ name: "active_website", value: String(storeId), url: app.server.baseUrl }]);
    await submitLogin(page, app.server.baseUrl, "salesperson@example.com", DEMO_PASSWORD);
    await page.waitForURL((url) => !pathOf(url).endsWith("/login"));
    // The store's own menu, as the salesperson opens it from the company sidebar.
    await page.getByRole("menuitem", { name: "Acme Team Store" }).click();
    await page.getByRole("menuitem", { name: "Orders", exact: true }).waitFor();
    await shot(page, "resource-files-salesperson-menu-1280");
    expect(await page.getByRole("menuitem", { name: "Files" }).count()).toBe(0);
    for (const path of ["/app/files", "/app/File"]) {
      await page.goto(`${app.server.baseUrl}${path}`);
      await toast(page, "You don't have permission to access this resource.").waitFor();
      await page.waitForURL(
        (url) => !pathOf(url).startsWith("/app/File") && !pathOf(url).startsWith("/app/files"),
      );
    }
    await shot(page, "resource-files-denied-1280");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
