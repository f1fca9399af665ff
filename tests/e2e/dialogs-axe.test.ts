import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, openPage, pathOf, shot, submitLogin } from "./session.js";

const app = appUnderTest();

/** Opens a row action of the first store in the list and returns the dialog it shows. */
async function openStoreAction(page: Page, action: string) {
  await page
    .getByRole("button", { name: /^Actions for / })
    .first()
    .click();
  await page.getByRole("menuitem", { name: action }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  // Dialogs fade in: colours are only final once the transition has run.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  return dialog;
}

describe("the stores' dialogs, as the owner opens them", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 393, height: 852 },
  ]) {
    it(`clone, transfer and archive ask in dialogs with no critical or serious axe violation (${viewport.width} px)`, async () => {
      const { page, errors } = await openPage(app.browser, viewport);
      const consoleErrors: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") consoleErrors.push(m.text());
      });
      await submitLogin(page, app.server.baseUrl, "owner@example.com", DEMO_PASSWORD);
      await page.waitForURL((url) => pathOf(url) !== "/app/login");
      await page.goto(`${app.server.baseUrl}/app/Website`);
      for (const [action, name, close] of [
        ["Clone", /Clone/, "Cancel"],
        ["Transfer to another user", /Transfer/, "Cancel"],
        ["Archive", /^Archive .+\?$/, "No"],
      ] as const) {
        const dialog = await openStoreAction(page, action);
        await expect.poll(() => dialog.getByRole("heading").first().innerText()).toMatch(name);
        expect(describeViolations(await axeViolations(page))).toEqual([]);
        await shot(page, `dialog-store-${action.split(" ")[0]!.toLowerCase()}-${viewport.width}`);
        await dialog.getByRole("button", { name: close }).click();
        await dialog.waitFor({ state: "hidden" });
      }
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});
