import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { appUnderTest, breadQuery, demoApi, retype, shot, signInAs, toast, type DemoApi } from "./session.js";

/**
 * Two platform admin sessions open the same demo blank of the supplier catalogue: the first saves
 * a new short name; the second, still on the version it opened, saves a new name and gets the
 * conflict dialog naming the first one's change instead of overwriting it. "Apply my changes on
 * top" saves the second one's name over the first one's short name, and both are kept.
 */

const app = appUnderTest();
let admin: DemoApi;
const pages: Page[] = [];

interface Blank {
  id: number;
  name: string;
  short_name: string;
  version: number;
}

beforeAll(async () => {
  admin = await demoApi(app, "admin@example.com");
});

afterAll(async () => {
  for (const page of pages) await page.context().close();
});

describe("two admins saving the same supplier product", () => {
  it("shows the stale save the conflict dialog; applying on top keeps both changes", async () => {
    const [blank] = await admin.get<Blank[]>(`/api/bread/SupplierProduct?${breadQuery([0, 0])}`);
    const before = await admin.get<Blank>(`/api/smake/product/${blank!.id}`);
    const first = await signInAs(app, "admin@example.com");
    const second = await signInAs(app, "admin@example.com");
    pages.push(first.page, second.page);
    for (const { page } of [first, second]) {
      await page.goto(`${app.server.baseUrl}/app/SupplierProduct/${before.id}`);
      await page.getByLabel(/^Short name/).waitFor();
    }

    await retype(first.page.getByLabel(/^Short name/), "Saved first");
    await first.page.getByRole("button", { name: "Save", exact: true }).click();
    await toast(first.page, "Product successfully updated").waitFor();

    await retype(second.page.getByLabel(/^Name/), "Renamed second");
    await second.page.getByRole("button", { name: "Save", exact: true }).click();
    const dialog = second.page.getByRole("dialog", { name: "Someone else saved this record" });
    await dialog.waitFor();
    // Their short name and the user's name, nothing else: the untouched variants are no edit.
    await expect(dialog.getByRole("rowheader").allTextContents()).resolves.toEqual(["Short name", "Name"]);
    const row = (name: string) =>
      dialog.getByRole("row").filter({ has: second.page.getByRole("rowheader", { name, exact: true }) });
    await expect(row("Short name").getByRole("cell").allTextContents()).resolves.toEqual([
      before.short_name,
      "Saved first",
      "(unchanged)",
    ]);
    await expect(row("Name").getByRole("cell").allTextContents()).resolves.toEqual([
      before.name,
      before.name,
      "Renamed second",
    ]);
    await shot(second.page, "supplier-product-conflict-1280");
    // Nothing of the stale save was written.
    expect(await admin.get<Blank>(`/api/smake/product/${before.id}`)).toMatchObject({
      name: before.name,
      short_name: "Saved first",
      version: before.version + 1,
    });

    await dialog.getByRole("button", { name: "Apply my changes on top" }).click();
    await dialog.waitFor({ state: "hidden" });
    await toast(second.page, "Product successfully updated").waitFor();
    expect(await admin.get<Blank>(`/api/smake/product/${before.id}`)).toMatchObject({
      name: "Renamed second",
      short_name: "Saved first",
      version: before.version + 2,
    });
    await expect(second.page.getByLabel(/^Short name/).inputValue()).resolves.toBe("Saved first");
    expect([...first.errors, ...second.errors]).toEqual([]);
    // The browser itself logs the refused save's 409; nothing else may reach the console.
    const logged = [...first.consoleErrors, ...second.consoleErrors].filter((text) => !text.includes("409"));
    expect(logged).toEqual([]);
  });
});
