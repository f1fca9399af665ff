import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, openPage, pathOf, shot, signInAs, submitLogin, toast } from "./session.js";

/**
 * The Order Resource on the demo data: the owner of Oscar's Tees lists the store's orders,
 * filters, sorts, exports, marks picked orders completed, opens one and changes its status with a
 * note (seen again after a reload); a designer sees no Orders and is refused the URLs.
 */

const DENIED = "You don't have permission to access this resource.";
const NOTE = `Handed to the courier ${Date.now().toString(36)}`;

const app = appUnderTest();
const LONG = { timeout: 15_000 };
let owner: Page;
let ownerErrors: string[];
let orderId = 0;

const url = (path: string) => `${app.server.baseUrl}/app${path}`;
/** The data rows of the order table (the header row left out). */
const rows = (page: Page) => page.locator("tbody tr");
/** No fetch under way: the app bar's loading spinner is gone. */
const settled = (page: Page) =>
  page.locator(".MuiCircularProgress-root").first().waitFor({ state: "detached" });
const listParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name) ?? "";

beforeAll(async () => {
  ({ page: owner, errors: ownerErrors } = await openPage(app.browser));
  owner.on("console", (message) => {
    if (message.type() === "error") ownerErrors.push(message.text());
  });
  await submitLogin(owner, app.server.baseUrl, "owner@example.com", DEMO_PASSWORD);
  await owner.waitForURL((u) => pathOf(u) === "/app/store-dashboard");
});

afterAll(async () => {
  await owner?.context().close();
});

describe("the Order Resource for a store owner", () => {
  it("lists the store's orders from the menu, filters by status and sorts by price", async () => {
    await owner.getByRole("menuitem", { name: "Orders", exact: true }).click();
    await owner.waitForURL((u) => pathOf(u) === "/app/Order");
    await rows(owner).first().waitFor();
    expect(await rows(owner).count()).toBeGreaterThan(1);

    await owner.getByRole("combobox", { name: "Status" }).click();
    await owner.getByRole("option", { name: "New", exact: true }).click();
    await expect.poll(() => listParam(owner, "filter"), LONG).toContain('"status":"new"');
    await expect
      .poll(
        async () => (await owner.locator("tbody .MuiChip-label").allTextContents()).every((t) => t === "New"),
        LONG,
      )
      .toBe(true);

    await owner.getByRole("button", { name: "Price" }).click();
    await expect.poll(() => listParam(owner, "sort"), LONG).toBe("price");
    const order = listParam(owner, "order");
    await expect
      .poll(async () => {
        const prices = (await owner.locator("tbody td.column-price").allTextContents()).map((t) =>
          Number(t.replace(/[^\d.]/g, "")),
        );
        const sorted = [...prices].sort((a, b) => (order === "ASC" ? a - b : b - a));
        return prices.length > 1 && prices.join() === sorted.join();
      }, LONG)
      .toBe(true);
    await shot(owner, "resource-orders-list");
    await settled(owner);
    // The pointer leaves the Price header first: its sort tooltip, caught fading in, read as too
    // little contrast.
    await owner.mouse.move(0, 0);
    await owner.locator(".MuiTooltip-tooltip").first().waitFor({ state: "detached" });
    expect(describeViolations(await axeViolations(owner))).toEqual([]);
  });

  it("exports the filtered orders as the server's CSV", async () => {
    const [download] = await Promise.all([
      owner.waitForEvent("download"),
      owner.locator(".RaList-actions").getByRole("button", { name: "Export" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const path = await download.path();
    const { readFile } = await import("node:fs/promises");
    const lines = (await readFile(path, "utf8")).trim().split(/\r?\n/);
    expect(lines[0]).toContain("status");
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(",new,"))).toBe(true);
  });

  it("marks a picked order completed with the bulk action", async () => {
    const first = rows(owner).first();
    const picked = Number((await first.locator("td.column-id").textContent())?.replace("#", ""));
    await first.getByRole("checkbox").check();
    await owner.getByRole("button", { name: "Mark completed" }).click();
    await shot(owner, "resource-orders-bulk");
    await owner.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    // The row shows its new status at once; filtered by New, it has left the list after a reload.
    await owner
      .locator("tbody tr")
      .filter({ hasText: `#${picked}` })
      .locator(".MuiChip-label", { hasText: "Completed" })
      .waitFor();
    await owner.reload();
    await rows(owner).first().waitFor();
    await expect
      .poll(
        async () => (await owner.locator("tbody td.column-id").allTextContents()).includes(`#${picked}`),
        LONG,
      )
      .toBe(false);
    orderId = Number((await rows(owner).first().locator("td.column-id").textContent())?.replace("#", ""));
    expect(orderId).toBeGreaterThan(0);
  });

  it("opens an order from the list and changes its status with a note, kept after a reload", async () => {
    await owner
      .locator("tbody td.column-id")
      .filter({ hasText: `#${orderId}` })
      .click();
    await owner.waitForURL((u) => pathOf(u) === `/app/Order/${orderId}/show`);
    await owner
      .getByRole("heading", { name: `Order #${orderId}` })
      .first()
      .waitFor();
    await settled(owner);
    expect(describeViolations(await axeViolations(owner))).toEqual([]);

    await owner.getByRole("combobox", { name: "Status" }).click();
    await owner.getByRole("option", { name: "Completed", exact: true }).click();
    await owner.getByLabel("Note").fill(NOTE);
    await owner.getByRole("button", { name: "Change status" }).click();
    await toast(owner, /status/i).waitFor();
    await owner.reload();
    await owner.getByText(NOTE).waitFor();
    await shot(owner, "resource-orders-show", true);

    // The spec's address of the order leads to the same page.
    await owner.goto(url(`/orders/${orderId}`));
    await owner.waitForURL((u) => pathOf(u) === `/app/Order/${orderId}/show`);
    await owner.getByText(NOTE).waitFor();
  });

  it("shows the list and the order on a phone, nothing wider than the screen", async () => {
    await owner.setViewportSize({ width: 393, height: 852 });
    // Every status again (the list keeps its last filter).
    await owner.goto(url(`/Order?filter=${encodeURIComponent("{}")}`));
    await owner
      .getByText(/^#\d+ · /)
      .first()
      .waitFor();
    await shot(owner, "resource-orders-list-phone");
    // Someone else has the order open too: the header's extra chip must wrap, not widen the page.
    const admin = await signInAs(app, "admin@example.com");
    await admin.page.goto(url(`/Order/${orderId}/show`));
    await owner.goto(url(`/Order/${orderId}/show`));
    await owner
      .getByRole("heading", { name: `Order #${orderId}` })
      .first()
      .waitFor();
    await owner.getByText(/^Also open by: .+/).waitFor(LONG);
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(393);
    await shot(owner, "resource-orders-show-phone", true);
    await admin.page.context().close();
    await owner.setViewportSize({ width: 1280, height: 800 });
    expect(ownerErrors).toEqual([]);
  });
});

describe("the Order Resource for a role without order rights", () => {
  it("hides Orders from a designer and refuses the order URLs", async () => {
    const { page, errors } = await openPage(app.browser);
    await submitLogin(page, app.server.baseUrl, "designer@example.com", DEMO_PASSWORD);
    await page.waitForURL((u) => pathOf(u) === "/app");
    await page.goto(url("/store-dashboard"));
    await page.getByRole("menuitem", { name: "Dashboard", exact: true }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Orders", exact: true }).count()).toBe(0);

    for (const path of ["/Order", `/Order/${orderId}/show`, `/orders/${orderId}`]) {
      await page.goto(url(path));
      await page.getByText(DENIED).first().waitFor();
      await page.waitForURL((u) => pathOf(u) === "/app");
    }
    await shot(page, "resource-orders-designer-denied");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
