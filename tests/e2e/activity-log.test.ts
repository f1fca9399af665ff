import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, demoApi, pathOf, shot, signInAs, toast } from "./session.js";

/**
 * The store activity log on the demo data, filled by a real write: a store admin of Acme Team
 * Store changes a seeded product's retail price in the editor, then opens the log from the menu,
 * reads who changed what (the price as money), filters it and sees the product's timeline; a
 * designer (no browse_activity) gets neither.
 */

const STORE = "Acme Team Store";
const app = appUnderTest();
let storeId = 0;
let productId = 0;
let oldPrice = 0;
let adminName = "";

interface EditorProduct {
  price: number;
  pricing: { minimum_price: number };
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

beforeAll(async () => {
  const storeAdmin = await demoApi(app, "store-admin@example.com");
  const api = <T>(path: string) => storeAdmin.get<T>(path, storeId);
  adminName = (await api<{ name: string }>("/api/user")).name;
  storeId = await storeAdmin.storeNamed(STORE);
  for (const { id } of await api<{ id: number }[]>(
    `/api/bread/Product?range=${encodeURIComponent("[0,24]")}`,
  )) {
    const product = await api<EditorProduct>(`/api/products/${id}/editor`);
    // A product whose price can go up by a dollar and still be a plain two-decimal figure.
    if (product.price >= product.pricing.minimum_price) {
      productId = id;
      oldPrice = product.price;
      break;
    }
  }
  expect(productId, "a seeded product of the store").toBeGreaterThan(0);
});

describe("the store activity log", () => {
  it("records a price change in the editor and shows it in the log and the product's timeline", async () => {
    const { page, errors, consoleErrors } = await signInAs(app, "store-admin@example.com", {
      store: storeId,
    });
    const newPrice = oldPrice + 100;
    await page.goto(`${app.server.baseUrl}/app/Product/${productId}`);
    const field = page.getByLabel(/^Retail price/);
    await field.click();
    await field.press("ControlOrMeta+a");
    await field.press("Backspace");
    await page.keyboard.type((newPrice / 100).toFixed(2), { delay: 20 });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Product successfully updated").waitFor();

    await page.goto(`${app.server.baseUrl}/app/store-dashboard`);
    await page.getByRole("menuitem", { name: "Activity log" }).click();
    await page.waitForURL((url) => pathOf(url) === "/app/ActivityEvent");
    const rows = page.locator("tbody tr");
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const newest = (await rows.nth(0).textContent()) ?? "";
    expect(newest).toContain(adminName);
    expect(newest).toContain(`price: ${dollars(oldPrice)} → ${dollars(newPrice)}`);
    await shot(page, "activity-log-store");
    expect(describeViolations(await axeViolations(page))).toEqual([]);

    // Nothing of the store changed status: the filter leaves the log empty, and says so.
    await page.getByRole("combobox", { name: "Action" }).click();
    await page.getByRole("option", { name: "Changed the status" }).click();
    await expect.poll(() => rows.count()).toBe(0);

    await page.goto(`${app.server.baseUrl}/app/Product/${productId}`);
    const timeline = page.getByRole("region", { name: "Store activity on this record" });
    await timeline.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await timeline.textContent()) ?? "")
      .toContain(`price: ${dollars(oldPrice)} → ${dollars(newPrice)}`);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("gives a designer no activity log and no timeline", async () => {
    const { page, errors } = await signInAs(app, "designer@example.com", { store: storeId });
    await page.goto(`${app.server.baseUrl}/app/Product/${productId}`);
    await page.getByRole("button", { name: "Save" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Activity log" }).count()).toBe(0);
    expect(await page.getByRole("region", { name: "Store activity on this record" }).count()).toBe(0);
    await page.goto(`${app.server.baseUrl}/app/ActivityEvent`);
    await page.waitForURL((url) => pathOf(url) !== "/app/ActivityEvent");
    expect(errors).toEqual([]);
  });
});
