import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, demoApi, settled, shot, signInAs } from "./session.js";

/**
 * The store settings' Reporting tab on the demo data: the owner of Oscar's Tees downloads the
 * orders report for all time (every order of the store), then for a custom period with no orders
 * (the header only), choosing it with the shared date-range selector, at 1280 and 393 px.
 */

const app = appUnderTest();

describe("store reporting", () => {
  for (const width of [1280, 393]) {
    it(`downloads the orders report for all time and for a chosen period (${width} px)`, async () => {
      const api = await demoApi(app, "owner@example.com");
      const store = await api.storeNamed("Oscar's Tees");
      const { page, errors, consoleErrors } = await signInAs(app, "owner@example.com", {
        store,
        viewport: { width, height: 900 },
      });
      await page.goto(`${app.server.baseUrl}/app/Website/${store}/reporting`);
      await settled(page);
      const lines = async () => {
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("button", { name: "Download Orders CSV" }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/orders.*\.csv$/);
        return (await readFile((await download.path())!, "utf8")).trim().split("\n").length - 1;
      };
      const all = await lines();
      expect(all).toBeGreaterThan(0);

      await page.getByRole("button", { name: /^Date range: All/ }).click();
      await page.getByRole("option", { name: "Custom range" }).click();
      await page.getByRole("textbox", { name: "From" }).fill("2001-01-01");
      await page.getByRole("textbox", { name: "To" }).fill("2001-01-31");
      await page.getByRole("button", { name: "Apply" }).click();
      await page.getByRole("button", { name: /^Date range: Custom range/ }).waitFor();
      expect(await lines()).toBe(0);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.mouse.move(0, 0);
      // The download's message fades in; axe measures its colours once it has.
      await expect
        .poll(() =>
          page
            .locator(".MuiSnackbarContent-root")
            .evaluateAll((shown) => shown.every((el) => getComputedStyle(el).opacity === "1")),
        )
        .toBe(true);
      expect(describeViolations(await axeViolations(page))).toEqual([]);
      await shot(page, `store-settings-reporting-${width}`, true);
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    });
  }
});
