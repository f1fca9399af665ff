import sharp from "sharp";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { LibraryFileDetail, UploadResponse } from "../../domain/library.js";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import { appUnderTest, demoApi, openPage, pathOf, shot, submitLogin, type DemoApi } from "./session.js";

/**
 * On the demo data: the designer of Acme Team Store uploads 3000 px artwork (declaring 72 DPI);
 * the platform admin sees it at 250 DPI waiting for approval, approves it from its card and
 * rejects it on its page; the designer sees the verdict, has no approve action, and an image edit
 * becomes a new file while the rejected original stays exactly as it was.
 */

const STORE = "Acme Team Store";
const app = appUnderTest();
let storeId = 0;
let designerApi: DemoApi;
let fileId = 0;

const file = (id: number) => designerApi.get<LibraryFileDetail>(`/api/library/${id}`, storeId);

async function signIn(email: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(app.browser, { width, height: 900 });
  await opened.page
    .context()
    .addCookies([{ name: "active_website", value: String(storeId), url: app.server.baseUrl }]);
  await submitLogin(opened.page, app.server.baseUrl, email, DEMO_PASSWORD);
  await opened.page.waitForURL((url) => !pathOf(url).endsWith("/login"));
  return opened;
}

const card = (page: Page, name: string) =>
  page.locator(".MuiCard-root").filter({ has: page.getByText(name, { exact: true }) });

beforeAll(async () => {
  designerApi = await demoApi(app, "designer@example.com");
  storeId = await designerApi.storeNamed(STORE);
  const artwork = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: "#1d4ed8" } })
    .withMetadata({ density: 72 })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("files[0]", new Blob([new Uint8Array(artwork)], { type: "image/png" }), "team-logo.png");
  const uploaded = await designerApi.write<UploadResponse>("POST", "/api/upload/library", {
    body: form,
    store: storeId,
  });
  fileId = uploaded.data[0]!.id;
}, 120_000);

describe("print approval and image edits in the file library", { timeout: 120_000 }, () => {
  it("the print team sees the artwork's print DPI, approves it from its card and rejects it on its page", async () => {
    const { page, errors } = await signIn("admin@example.com");
    await page.goto(`${app.server.baseUrl}/app/files`);
    const logo = card(page, "team-logo.png");
    await logo.getByText("250 DPI").waitFor();
    await logo.getByText("Pending approval").waitFor();
    await page.getByRole("button", { name: "Actions for team-logo.png" }).click();
    await page.getByRole("menuitem", { name: "Approve for print" }).click();
    await logo.getByText("Approved", { exact: true }).waitFor();
    expect((await file(fileId)).approval).toBe("approved");
    await shot(page, "files-approval-library-admin-1280", true);

    await page.goto(`${app.server.baseUrl}/app/files/${fileId}`);
    await page.getByRole("button", { name: "Reject" }).click();
    await page.getByText("Rejected").first().waitFor();
    expect((await file(fileId)).approval).toBe("rejected");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("the store's designer sees the verdict without the actions, and an edit becomes a new file", async () => {
    const { page, errors } = await signIn("designer@example.com");
    await page.goto(`${app.server.baseUrl}/app/files`);
    await card(page, "team-logo.png").getByText("Rejected").waitFor();
    await page.getByRole("button", { name: "Actions for team-logo.png" }).click();
    await page.getByRole("menuitem", { name: "Rename" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Approve for print" }).count()).toBe(0);
    expect(await page.getByRole("menuitem", { name: "Reject" }).count()).toBe(0);
    await page.keyboard.press("Escape");

    const before = await file(fileId);
    await page.goto(`${app.server.baseUrl}/app/files/${fileId}`);
    await page.waitForURL((url) => pathOf(url) === `/app/File/${fileId}`);
    await page.getByRole("button", { name: "Rotate right" }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL((url) => pathOf(url) !== `/app/File/${fileId}`);
    const newId = Number(pathOf(page.url()).split("/").at(-1));
    expect(newId).not.toBe(fileId);
    await page.getByRole("heading", { name: "team-logo (edited).png" }).first().waitFor();
    const edited = await file(newId);
    expect(edited).toMatchObject({ width: 3000, height: 3000, approval: "pending" });
    expect(await file(fileId)).toMatchObject({
      path: before.path,
      size: before.size,
      approval: "rejected",
      updated_at: before.updated_at,
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
