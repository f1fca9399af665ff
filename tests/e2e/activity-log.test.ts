import { join } from "node:path";
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, demoStoreId, pathOf, shot, signInAs } from "./session.js";

/**
 * The store activity log on the demo data: a store admin of Acme Team Store opens it from the menu,
 * reads who changed what (and the platform admin who acted for a designer), filters it and sees a
 * product's timeline in its editor; a designer (no browse_activity) gets neither. The events are
 * written into the demo database as the writes would record them.
 */

const STORE = "Acme Team Store";
const app = appUnderTest();
let storeId = 0;
let productId = 0;

beforeAll(async () => {
  storeId = await demoStoreId(app, "store-admin@example.com", STORE);
  const db = new Database(join(app.server.dataDir, "app.sqlite"), { fileMustExist: true });
  try {
    const user = (email: string) =>
      (db.prepare("select id from users where email = ?").get(email) as { id: number }).id;
    productId = (
      db.prepare("select id from products where website_id = ? order by id limit 1").get(storeId) as {
        id: number;
      }
    ).id;
    const insert = db.prepare(
      `insert into activity_events (created_at, user_id, acting_admin_id, website_id, entity, entity_id, action, changes)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    insert.run(
      ago(90),
      user("store-admin@example.com"),
      null,
      storeId,
      "Product",
      productId,
      "update",
      JSON.stringify({ price: [2400, 2600] }),
    );
    insert.run(
      ago(60),
      user("designer@example.com"),
      user("admin@example.com"),
      storeId,
      "Product",
      productId,
      "update",
      JSON.stringify({ status: ["draft", "published"] }),
    );
    insert.run(
      ago(30),
      user("store-admin@example.com"),
      null,
      storeId,
      "Order",
      1,
      "status",
      JSON.stringify({ status: ["paid", "shipped"] }),
    );
  } finally {
    db.close();
  }
});

describe("the store activity log", () => {
  it("shows a store admin who changed what, filters it, and a product's timeline", async () => {
    const { page, errors, consoleErrors } = await signInAs(app, "store-admin@example.com", {
      store: storeId,
    });
    await page.goto(`${app.server.baseUrl}/app/store-dashboard`);
    await page.getByRole("menuitem", { name: "Activity log" }).click();
    await page.waitForURL((url) => pathOf(url) === "/app/ActivityEvent");
    const rows = page.locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(3);
    // Newest first; the admin who acted for the designer is named.
    expect(await rows.nth(0).textContent()).toContain("status: paid → shipped");
    expect(await rows.nth(1).textContent()).toContain("(by Platform Admin for Diego Designer)");
    expect(await rows.nth(2).textContent()).toContain("price: 2400 → 2600");
    await shot(page, "activity-log-store");
    expect(describeViolations(await axeViolations(page))).toEqual([]);

    await page.getByRole("combobox", { name: "Action" }).click();
    await page.getByRole("option", { name: "Changed the status" }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain("Order #1");

    await page.goto(`${app.server.baseUrl}/app/Product/${productId}`);
    const timeline = page.getByRole("region", { name: "Store activity on this record" });
    await timeline.scrollIntoViewIfNeeded();
    await expect.poll(() => timeline.locator("li").filter({ hasText: "Updated" }).count()).toBe(2);
    expect(await timeline.textContent()).toContain("status: draft → published");
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
