import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, breadQuery, demoApi, pathOf, shot, signInAs, toast, type DemoApi } from "./session.js";

/**
 * Who changed what, as two people of Acme Team Store live it on the demo data: its owner (Paula
 * Primary) and its store admin (Stella Store) open the same seeded product. Stella saves a price;
 * Paula's editor says so at once; Paula's stale save meets the conflict screen and goes on top;
 * the product's timeline names both; Paula reverts to the first revision; the store's activity
 * log shows all of it and exports it.
 */
const app = appUnderTest();
const pages: Page[] = [];
let owner: DemoApi;
let storeId = 0;

interface EditorProduct {
  id: number;
  price: number;
  pricing: { minimum_price: number };
}
interface Revisions {
  data: { id: number; number: number; user_name: string | null }[];
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const api = <T>(path: string) => owner.get<T>(path, storeId);

/** Replaces the retail price by typing it, as a person does, and saves. */
async function savePrice(page: Page, price: string): Promise<void> {
  const field = page.getByLabel(/^Retail price/);
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.press("Backspace");
  await page.keyboard.type(price, { delay: 20 });
  await page.getByRole("button", { name: "Save", exact: true }).click();
}

beforeAll(async () => {
  owner = await demoApi(app, "primary-admin@example.com");
  storeId = await owner.storeNamed("Acme Team Store");
});

afterAll(async () => {
  for (const page of pages) await page.context().close();
});

describe("two people change one product, and the store sees who did what", () => {
  it("goes from a live notice through a conflict to a revert, all in the timeline and the activity log", async () => {
    let product: EditorProduct | null = null;
    for (const { id } of await api<{ id: number }[]>(`/api/bread/Product?${breadQuery([0, 24])}`)) {
      const candidate = await api<EditorProduct>(`/api/products/${id}/editor`);
      if (candidate.pricing.minimum_price <= 1849 && ![1849, 1949].includes(candidate.price)) {
        product = candidate;
        break;
      }
    }
    expect(product, "a seeded product whose minimum allows $18.49").not.toBeNull();
    const { id, price: seeded } = product!;

    const paula = await signInAs(app, "primary-admin@example.com", { store: storeId });
    const stella = await signInAs(app, "store-admin@example.com", { store: storeId });
    pages.push(paula.page, stella.page);
    for (const { page } of [paula, stella]) {
      await page.goto(`${app.server.baseUrl}/app/products/edit/${id}`);
      await page.getByLabel(/^Retail price/).waitFor();
    }
    await paula.page.getByRole("status").filter({ hasText: "Also open by: Stella Store" }).waitFor();

    // Stella saves; Paula, still typing nothing, is told at once who changed the product.
    await savePrice(stella.page, "19.49");
    await toast(stella.page, "Product successfully updated").waitFor();
    await toast(paula.page, "Stella Store changed this product").waitFor();

    // Paula's form still holds the price she opened: her save is stale and meets the conflict screen.
    await savePrice(paula.page, "18.49");
    const conflict = paula.page.getByRole("dialog", { name: "Someone else saved this record" });
    await conflict.waitFor();
    await shot(paula.page, "history-journey-conflict-1280");
    await conflict.getByRole("button", { name: "Apply my changes on top" }).click();
    await toast(paula.page, "Product successfully updated").waitFor();
    await conflict.waitFor({ state: "hidden" });
    expect((await api<EditorProduct>(`/api/products/${id}/editor`)).price).toBe(1849);

    // The timeline on the product names both changes and both people.
    await paula.page.reload();
    const timeline = paula.page.getByRole("region", { name: "Store activity on this record" });
    await timeline.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await timeline.textContent()) ?? "").toContain("Stella Store");
    const told = (await timeline.textContent()) ?? "";
    expect(told).toContain(`price: ${dollars(seeded)} → $19.49`);
    expect(told).toContain("price: $19.49 → $18.49");
    expect(told).toContain("Paula Primary");

    // The owner reverts to the first revision: Stella's save.
    const revisions = await api<Revisions>(`/api/products/${id}/revisions`);
    const first = revisions.data[revisions.data.length - 1]!;
    expect(first.user_name).toBe("Stella Store");
    await paula.page.getByRole("button", { name: "History" }).click();
    const history = paula.page.getByRole("dialog", { name: "Store revision history" });
    await history
      .getByRole("listitem")
      .filter({ has: paula.page.getByText(`Revision ${first.number}`, { exact: true }) })
      .getByRole("button", { name: "Revert to this revision" })
      .click();
    await paula.page
      .getByRole("dialog", { name: `Revert to revision ${first.number}?` })
      .getByRole("button", { name: /^(Confirm|Yes)$/ })
      .click();
    await expect
      .poll(() => paula.page.getByLabel(/^Retail price/).inputValue(), { timeout: 20_000 })
      .toBe("19.49");

    // The store's activity log holds all of it, newest first, and exports it.
    await paula.page.goto(`${app.server.baseUrl}/app/store-dashboard`);
    await paula.page.getByRole("menuitem", { name: "Activity log" }).click();
    await paula.page.waitForURL((url) => pathOf(url) === "/app/ActivityEvent");
    const rows = paula.page.locator("tbody tr");
    await expect.poll(() => rows.count()).toBeGreaterThan(2);
    const [reverted, onTop, stellas] = await Promise.all(
      [0, 1, 2].map(async (n) => (await rows.nth(n).textContent()) ?? ""),
    );
    expect(reverted).toContain("Paula Primary");
    expect(reverted).toContain("Reverted");
    expect(onTop).toContain("Paula Primary");
    expect(onTop).toContain("price: $19.49 → $18.49");
    expect(stellas).toContain("Stella Store");
    expect(stellas).toContain(`price: ${dollars(seeded)} → $19.49`);
    await shot(paula.page, "history-journey-log-1280");
    expect(describeViolations(await axeViolations(paula.page))).toEqual([]);
    await paula.page.setViewportSize({ width: 393, height: 852 });
    await shot(paula.page, "history-journey-log-393");
    await paula.page.setViewportSize({ width: 1280, height: 800 });

    const download = paula.page.waitForEvent("download");
    await paula.page.getByRole("button", { name: "Export", exact: true }).click();
    const csv = await readFile((await (await download).path())!, "utf8");
    expect(csv).toContain("Stella Store");
    expect(csv).toContain("Paula Primary");
    expect(csv).toContain("revert");

    expect([...paula.errors, ...stella.errors]).toEqual([]);
    // Chromium logs every 4xx answer; the stale save's 409 is the conflict Paula resolved above.
    const conflictAnswer = /status of 409 \(Conflict\)/;
    expect([...paula.consoleErrors, ...stella.consoleErrors].filter((e) => !conflictAnswer.test(e))).toEqual(
      [],
    );
  });
});
