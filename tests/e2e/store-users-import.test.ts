import { describe, expect, it } from "vitest";
import { appUnderTest, demoStoreId, shot, signInAs } from "./session.js";

/**
 * A store admin imports whitelisted users from a CSV file on the demo store's Store Users tab:
 * the file is queued as an import job, the bar follows it to its end, and the new users appear in
 * the whitelist; sending the same file again adds nothing.
 */

const app = appUnderTest();
const stamp = Date.now().toString(36);
const csv = `email,name\nwl-one.${stamp}@example.net,Wanda One\nwl-two.${stamp}@example.net,Walt Two\n`;

describe("Store Users: CSV import as a job", { timeout: 120_000 }, () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 393, height: 852 },
  ]) {
    it(`imports whitelisted users and lists them (${viewport.width} px)`, async () => {
      const store = await demoStoreId(app, "store-admin@example.com", "Acme Team Store");
      const { page, errors, consoleErrors } = await signInAs(app, "store-admin@example.com", {
        store,
        viewport,
      });
      await page.goto(`${app.server.baseUrl}/app/websites/${store}?tab=users`);
      const file = page.getByLabel("CSV file");
      await file.setInputFiles({ name: "users.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      const done = page.getByRole("alert").filter({ hasText: "Users imported successfully!" });
      const first = viewport.width === 1280;
      await expect
        .poll(() => done.textContent(), { timeout: 20_000 })
        .toMatch(first ? /2 added, 0 already present\./ : /0 added, 2 already present\./);
      await expect
        .poll(() => page.getByText(`wl-one.${stamp}@example.net`).first().isVisible(), { timeout: 10_000 })
        .toBe(true);
      if (first) {
        // The store's timeline shows the change without a reload.
        const timeline = page.getByRole("region", { name: "Store activity on this record" });
        await expect
          .poll(() => timeline.textContent(), { timeout: 10_000 })
          .toMatch(/whitelisted_emails: \d+ → \d+/);
      }
      // Nothing on the tab widens the page past the screen (the team table scrolls in its card).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await shot(page, `store-users-import-${viewport.width}`, true);
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    });
  }
});
