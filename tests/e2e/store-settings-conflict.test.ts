import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUnderTest, type DemoApi, demoApi, retype, shot, signInAs, toast } from "./session.js";

/**
 * Two people with the settings right open the same seeded store's settings, each told the other
 * has it open: the first saves a margin; the second's screen says so and keeps its form, and the
 * second's save of the store name, made on the version they opened, opens the conflict dialog
 * instead of saving over what they have not seen. "Reload their version" shows the first
 * person's margin, and the second person's next save goes through.
 */

const app = appUnderTest();
let primaryAdmin: DemoApi;
let storeId = 0;
const pages: Page[] = [];

interface StoreDetail {
  name: string;
  margin: number;
  version: number;
}

beforeAll(async () => {
  primaryAdmin = await demoApi(app, "primary-admin@example.com");
  storeId = await primaryAdmin.storeNamed("Acme Team Store");
});

afterAll(async () => {
  for (const page of pages) await page.context().close();
});

describe("two people saving the same store's settings", () => {
  it("shows the stale save the conflict dialog; 'Reload their version' shows theirs, then a save goes through", async () => {
    const before = await primaryAdmin.get<StoreDetail>(`/api/websites/${storeId}`);
    const margin = before.margin === 2.5 ? "3" : "2.5";
    const first = await signInAs(app, "primary-admin@example.com", { store: storeId });
    const second = await signInAs(app, "store-admin@example.com", { store: storeId });
    pages.push(first.page, second.page);
    for (const { page } of [first, second]) {
      await page.goto(`${app.server.baseUrl}/app/Website/${storeId}`);
      await page.getByLabel(/^Store name/).waitFor();
    }
    await first.page.getByText("Also open by: Stella Store").waitFor();

    await retype(first.page.getByLabel(/^Margin/), margin);
    await first.page.getByRole("button", { name: "Save", exact: true }).click();
    await toast(first.page, "Settings successfully updated").waitFor();
    // The second screen keeps its form and says who saved.
    await toast(second.page, "Paula Primary changed this store's settings").waitFor();
    await expect(second.page.getByLabel(/^Margin/).inputValue()).resolves.toBe(String(before.margin));

    await retype(second.page.getByLabel(/^Store name/), "Acme Team Shop");
    await second.page.getByRole("button", { name: "Save", exact: true }).click();
    const dialog = second.page.getByRole("dialog", { name: "Someone else saved this record" });
    await dialog.waitFor();
    const row = (name: string) =>
      dialog.getByRole("row").filter({ has: second.page.getByRole("rowheader", { name, exact: true }) });
    await expect(row("Margin").getByRole("cell").allTextContents()).resolves.toEqual([
      String(before.margin),
      margin,
      "(unchanged)",
    ]);
    await expect(row("Name").getByRole("cell").allTextContents()).resolves.toEqual([
      before.name,
      before.name,
      "Acme Team Shop",
    ]);
    await shot(second.page, "store-settings-conflict-1280");
    await second.page.setViewportSize({ width: 393, height: 852 });
    await shot(second.page, "store-settings-conflict-393");
    await second.page.setViewportSize({ width: 1280, height: 800 });
    // Nothing of the stale save was written.
    expect(await primaryAdmin.get<StoreDetail>(`/api/websites/${storeId}`)).toMatchObject({
      name: before.name,
      version: before.version + 1,
    });

    await dialog.getByRole("button", { name: "Reload their version" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect(second.page.getByLabel(/^Margin/).inputValue()).resolves.toBe(margin);
    await expect(second.page.getByLabel(/^Store name/).inputValue()).resolves.toBe(before.name);

    await retype(second.page.getByLabel(/^Store name/), "Acme Team Shop");
    await second.page.getByRole("button", { name: "Save", exact: true }).click();
    await toast(second.page, "Settings successfully updated").waitFor();
    expect(await primaryAdmin.get<StoreDetail>(`/api/websites/${storeId}`)).toMatchObject({
      name: "Acme Team Shop",
      margin: Number(margin),
      version: before.version + 2,
    });
    expect([...first.errors, ...second.errors]).toEqual([]);
  });
});
