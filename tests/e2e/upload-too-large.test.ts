import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIBRARY_MSG } from "../../domain/messages.js";
import { MB, uploadLimitMb } from "../../domain/upload-limits.js";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import { appUnderTest, openPage, pathOf, shot, submitLogin } from "./session.js";

/**
 * The store owner of the demo data opens Files and chooses a 60 MB picture: the page says at
 * once that it is too large (the limit the server applies too) and the upload button stays usable.
 */

const app = appUnderTest();
let dir = "";
let hugePng = "";

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "upload-too-large-"));
  hugePng = join(dir, "huge.png");
  // A PNG signature and 60 MB after it: the size is what is refused, before any byte is sent.
  const bytes = Buffer.alloc(60 * MB, 7);
  bytes.write("\x89PNG\r\n\x1a\n", 0, "binary");
  await writeFile(hugePng, bytes);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("a too-large upload in Files", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 393, height: 852 },
  ]) {
    it(`says the file is too large and keeps the button usable (${viewport.width} px)`, async () => {
      const { page, errors } = await openPage(app.browser, viewport);
      const uploads: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/api/upload/")) uploads.push(r.url());
      });
      await submitLogin(page, app.server.baseUrl, "owner@example.com", DEMO_PASSWORD);
      await page.waitForURL((url) => !pathOf(url).endsWith("/login"));
      // The user's path: the store menu's Files entry (behind the menu button on a phone).
      if (viewport.width < 600) await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("menuitem", { name: "Files" }).click();
      await page.waitForURL((url) => pathOf(url).endsWith("/File"));

      const button = page.getByRole("button", { name: "Upload files" });
      await button.waitFor();
      await page.getByTestId("library-upload-input").setInputFiles(hugePng);

      const message = LIBRARY_MSG.tooLarge("huge.png", uploadLimitMb("png"));
      await page.getByRole("alert").filter({ hasText: message }).first().waitFor();
      expect(await button.isEnabled()).toBe(true);
      expect(uploads).toEqual([]);
      // The global upload bar says the same at once; it never pretends to send the file.
      await page
        .getByRole("status")
        .filter({ hasText: "The file is probably too large. Please upload a smaller file." })
        .waitFor();
      expect(await page.getByText(/^Uploading… \d+%$/).count()).toBe(0);
      await shot(page, `upload-too-large-${viewport.width}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
