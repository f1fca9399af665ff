import sharp from "sharp";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { UploadResponse } from "../../domain/library.js";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, demoApi, settled, shot, signInAs } from "./session.js";

/**
 * On the demo data, the preparation dialogs in a browser: the designer of Acme Team Store asks for
 * a file's preparation from its page; the platform admin moves the request along in the print
 * team's queue and delivers the prepared file (first without one: the dialog asks for it). Each
 * dialog is checked with axe while open.
 */

const STORE = "Acme Team Store";
const NOTE = "Vectorise the crest for embroidery";
const app = appUnderTest();
let storeId = 0;
let fileId = 0;

const picture = () =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: "#15803d" } })
    .png()
    .toBuffer();

const signIn = (email: string) => signInAs(app, email, { store: storeId });

async function noSeriousViolations(page: Page) {
  // Checked once the requests the dialog started are done.
  await settled(page);
  expect(describeViolations(await axeViolations(page))).toEqual([]);
}

beforeAll(async () => {
  const designer = await demoApi(app, "designer@example.com");
  storeId = await designer.storeNamed(STORE);
  const form = new FormData();
  form.append("files[0]", new Blob([new Uint8Array(await picture())], { type: "image/png" }), "crest.png");
  const uploaded = await designer.write<UploadResponse>("POST", "/api/upload/library", {
    body: form,
    store: storeId,
  });
  fileId = uploaded.data[0]!.id;
}, 120_000);

describe("the file preparation dialogs", { timeout: 120_000 }, () => {
  it("the designer asks for a file's preparation from its page", async () => {
    const { page, errors } = await signIn("designer@example.com");
    await page.goto(`${app.server.baseUrl}/app/File/${fileId}`);
    await page.getByRole("button", { name: "Request file preparation" }).click();
    const dialog = page.getByRole("dialog", { name: "Request file preparation" });
    await dialog.getByText("crest.png").waitFor();
    await dialog.getByLabel("What should we do?").fill(NOTE);
    await noSeriousViolations(page);
    await dialog.getByRole("button", { name: "Send request" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText(NOTE).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("the print team moves the request along, then delivers the prepared file", async () => {
    const { page, errors } = await signIn("admin@example.com");
    await page.goto(`${app.server.baseUrl}/app/master/admin/file-prep`);
    const row = page.getByRole("row").filter({ hasText: NOTE });
    await row.getByRole("button", { name: "Change status" }).click();
    let dialog = page.getByRole("dialog", { name: new RegExp(`of ${STORE}$`) });
    await dialog.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "In progress" }).click();
    await dialog.getByLabel("Note for the store").fill("On it");
    await noSeriousViolations(page);
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });
    await row.getByText("In progress").waitFor();

    await row.getByRole("button", { name: "Deliver file" }).click();
    dialog = page.getByRole("dialog", { name: "Deliver the prepared file" });
    await dialog.getByRole("button", { name: "Deliver" }).click();
    await dialog.getByText("Choose the prepared file.").waitFor();
    await noSeriousViolations(page);
    await shot(page, "file-prep-deliver-1280");
    await dialog
      .getByLabel("Choose the prepared file")
      .setInputFiles({ name: "crest-vector.png", mimeType: "image/png", buffer: await picture() });
    await dialog.getByText("Chosen: crest-vector.png").waitFor();
    expect(await dialog.getByText("Choose the prepared file.").count()).toBe(0);
    await dialog.getByRole("button", { name: "Deliver" }).click();
    await dialog.waitFor({ state: "detached" });
    await row.getByText("Done").waitFor();
    await row.getByText("Prepared file: crest-vector.png").waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
