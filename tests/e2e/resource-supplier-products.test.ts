import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, demoApi, pathOf, shot, signInAs, toast, type DemoApi } from "./session.js";

/**
 * The SupplierProduct resource on the demo data: the platform admin searches, filters, sorts and
 * exports the supplier catalogue, deletes two blanks at once, and edits a blank whose change is
 * there after a reload; list and editor pass axe. A store owner sees no admin screen (the spec's
 * editor address included) but reads the active blanks through BREAD and may not write them.
 */

const BLANK = "Bella+Canvas 3001 Unisex Jersey Tee";
const app = appUnderTest();
let admin: Page;
let adminErrors: string[];
let adminApi: DemoApi;

const rows = (page: Page) => page.locator("tbody tr");
const namesShown = (page: Page) =>
  rows(page)
    .locator("td.column-name")
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ""));
/** Nothing is loading any more (the app bar's spinner is gone), so axe sees the finished page. */
const settled = (page: Page) =>
  expect.poll(() => page.locator(".MuiCircularProgress-root").count(), { timeout: 20_000 }).toBe(0);

/** The app refuses an admin screen: it leaves the address or shows the access-denied text, never the catalogue. */
async function turnedAway(page: Page, path: string) {
  await expect
    .poll(
      async () => pathOf(page.url()) !== path || (await page.getByText(MSG.permissionDenied).count()) > 0,
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(await page.locator("tbody tr").count()).toBe(0);
  expect(await page.getByRole("textbox", { name: "Style id" }).count()).toBe(0);
}

/** A blank made through the SupplierProduct model, as the editor sends it. */
async function addBlank(styleId: string, name: string) {
  const res = await adminApi.send("POST", "/api/bread/SupplierProduct", {
    body: {
      style_id: styleId,
      short_name: name,
      name,
      brand: "Zz Test Brand",
      category: "T-Shirts",
      suggested_method: 1,
      print_price: 500,
      print_price_second: 300,
      first_custom_fee: 950,
      variants: [{ color: "Black", color_swatch: "#111111", size: "M", cost: 400, quantity: 5 }],
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

beforeAll(async () => {
  adminApi = await demoApi(app, "admin@example.com");
  ({ page: admin, errors: adminErrors } = await signInAs(app, "admin@example.com", {
    viewport: { width: 1280, height: 900 },
  }));
});

afterAll(async () => {
  await admin?.context().close();
});

describe("SupplierProduct resource", { timeout: 180_000 }, () => {
  it("searches, filters and sorts the catalogue in the URL, and passes axe", async () => {
    await admin.goto(`${app.server.baseUrl}/app/SupplierProduct`);
    await rows(admin).filter({ hasText: BLANK }).waitFor();
    await admin.locator('input[name="q"]').fill("Bella");
    await expect
      .poll(async () => (await namesShown(admin)).every((n) => n.startsWith("Bella+Canvas")))
      .toBe(true);
    expect(decodeURIComponent(admin.url())).toContain('"q":"Bella"');
    await admin.getByRole("combobox", { name: "Status" }).click();
    await admin.getByRole("option", { name: "Active", exact: true }).click();
    await expect.poll(() => decodeURIComponent(admin.url())).toContain('"is_active":1');
    await admin.getByRole("button", { name: /^Sort by Style id/i }).click();
    await expect.poll(() => admin.url()).toContain("sort=style_id");
    const shown = await namesShown(admin);
    expect(shown.length).toBeGreaterThan(1);
    await admin.mouse.move(0, 0);
    await admin.locator(".MuiTooltip-tooltip").waitFor({ state: "detached" });
    await settled(admin);
    expect(describeViolations(await axeViolations(admin))).toEqual([]);
    await shot(admin, "resource-supplier-products-list-1280");
  });

  it("exports the filtered list as CSV", async () => {
    const [download] = await Promise.all([
      admin.waitForEvent("download"),
      admin.getByRole("button", { name: "Export", exact: true }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
  });

  it("deletes two blanks at once after the confirmation", async () => {
    await addBlank("ZZ-1", "Zz Store Test Tee One");
    await addBlank("ZZ-2", "Zz Store Test Tee Two");
    await admin.goto(`${app.server.baseUrl}/app/SupplierProduct`);
    await admin.locator('input[name="q"]').fill("Zz Store Test");
    await expect.poll(() => namesShown(admin)).toEqual(["Zz Store Test Tee One", "Zz Store Test Tee Two"]);
    for (const name of ["Zz Store Test Tee One", "Zz Store Test Tee Two"])
      await rows(admin).filter({ hasText: name }).getByRole("checkbox").check();
    await shot(admin, "resource-supplier-products-bulk-1280");
    await admin.getByRole("button", { name: "Delete", exact: true }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => namesShown(admin)).toEqual([]);
  });

  it("edits a blank from its row (and the spec's editor address), and the change is there after a reload", async () => {
    await admin.goto(`${app.server.baseUrl}/app/SupplierProduct`);
    await admin.locator('input[name="q"]').fill("3001");
    await rows(admin).filter({ hasText: BLANK }).locator("td.column-name").click();
    await admin.waitForURL((url) => /^\/app\/SupplierProduct\/\d+$/.test(pathOf(url)));
    const id = pathOf(admin.url()).split("/").pop()!;
    await expect
      .poll(() => admin.getByRole("textbox", { name: "Name", exact: true }).inputValue())
      .toBe(BLANK);
    await settled(admin);
    expect(describeViolations(await axeViolations(admin))).toEqual([]);
    await shot(admin, "resource-supplier-products-edit-1280", true);
    await admin.getByRole("textbox", { name: "Description" }).fill("Retail fit, for every store.");
    await admin.getByRole("spinbutton", { name: "Print price ($)", exact: true }).fill("5.25");
    await admin.getByRole("button", { name: "Save" }).click();
    await toast(admin, "Product successfully updated").waitFor();
    await admin.goto(`${app.server.baseUrl}/app/master/admin/product/${id}`);
    await admin.waitForURL((url) => pathOf(url) === `/app/SupplierProduct/${id}`);
    await expect
      .poll(() => admin.getByRole("textbox", { name: "Description" }).inputValue())
      .toBe("Retail fit, for every store.");
    expect(await admin.getByRole("spinbutton", { name: "Print price ($)", exact: true }).inputValue()).toBe(
      "5.25",
    );
    expect(adminErrors).toEqual([]);
  });

  it("fits a phone: one line per blank", async () => {
    const { page, errors } = await signInAs(app, "admin@example.com", {
      viewport: { width: 393, height: 852 },
    });
    await page.goto(`${app.server.baseUrl}/app/SupplierProduct`);
    await page.getByText(BLANK).first().waitFor();
    await shot(page, "resource-supplier-products-list-393", true);
    await page.getByText(BLANK).first().click();
    await page.waitForURL((url) => /^\/app\/SupplierProduct\/\d+$/.test(pathOf(url)));
    await page.getByRole("button", { name: "Add variant" }).waitFor();
    await shot(page, "resource-supplier-products-edit-393", true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a store owner sees no admin screen, reads the active blanks and may not write them", async () => {
    const { page, errors } = await signInAs(app, "owner@example.com");
    await page.waitForURL((url) => pathOf(url) === "/app/store-dashboard");
    await page.getByRole("menuitem", { name: "Dashboard", exact: true }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Supplier catalogue" }).count()).toBe(0);
    await page.goto(`${app.server.baseUrl}/app/SupplierProduct`);
    await turnedAway(page, "/app/SupplierProduct");
    await shot(page, "resource-supplier-products-owner-refused-1280");
    const answers = await page.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? "");
      const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
      const list = await fetch("/api/bread/SupplierProduct", { headers });
      const first = ((await list.json()) as { id: number; is_active: number }[])[0]!;
      const put = await fetch(`/api/bread/SupplierProduct/${first.id}`, {
        method: "PUT",
        headers,
        body: JSON.stringify({}),
      });
      return { list: list.status, active: first.is_active, put: put.status };
    });
    expect(answers).toEqual({ list: 200, active: 1, put: 403 });
    await page.goto(`${app.server.baseUrl}/app/master/admin/product/1`);
    await turnedAway(page, "/app/SupplierProduct/1");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
