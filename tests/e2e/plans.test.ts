import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import {
  appUnderTest,
  demoApi,
  type DemoApi,
  openPage,
  pathOf,
  shot,
  submitLogin,
  toast,
} from "./session.js";

/**
 * On the demo data, as owner@example.com on the Free store "Oscar's Tees": Discounts is locked
 * with the upgrade dialog; Choose Pro is paid with the sandbox card (a declined card first leaves
 * the plan as it was), then the store is on Pro, the invoice is listed and Discounts opens.
 */

const STORE_LINK = "oscars-tees";

const app = appUnderTest();
let owner: Page;
let ownerErrors: string[];
let ownerApi: DemoApi;
let websiteId = 0;

const storePlan = async () =>
  (await ownerApi.get<{ plan: string }>(`/api/websites/${websiteId}/smaller-details`)).plan;

async function signIn(page: Page): Promise<void> {
  await page
    .context()
    .addCookies([{ name: "active_website", value: String(websiteId), url: app.server.baseUrl }]);
  await submitLogin(page, app.server.baseUrl, "owner@example.com", DEMO_PASSWORD);
  await page.waitForURL((url) => pathOf(url) === "/app/store-dashboard");
}

beforeAll(async () => {
  ownerApi = await demoApi(app, "owner@example.com");
  const stores = await ownerApi.get<{ id: number; link: string }[]>("/api/websites");
  websiteId = stores.find((s) => s.link === STORE_LINK)!.id;
  ({ page: owner, errors: ownerErrors } = await openPage(app.browser));
  await signIn(owner);
});

afterAll(async () => {
  await owner?.context().close();
});

describe("buying a plan on the demo data", () => {
  it("a Free store's Discounts is locked with the upgrade dialog", async () => {
    expect(await storePlan()).toBe("free");
    await owner.getByRole("menuitem", { name: "Discounts (upgrade your plan)" }).click();
    const dialog = owner.getByRole("dialog", { name: "Upgrade your plan" });
    await dialog
      .getByText(
        "Discounts and promotions are not available in your plan. Upgrade your plan to create discounts and promotions.",
      )
      .waitFor();
    expect(pathOf(owner.url())).toBe("/app/store-dashboard");
    await dialog.getByRole("link", { name: "See plans" }).click();
    await owner.waitForURL((url) => pathOf(url) === `/app/Website/${websiteId}/subscriptions`);
    await owner.getByText("No invoices yet.").waitFor();
    await shot(owner, "plans-subscriptions-free-1280", true);
  });

  it("Choose Pro: a declined card leaves the plan; the test card buys it and the invoice is listed", async () => {
    await owner.getByRole("button", { name: "Change plan" }).click();
    await owner.getByRole("region", { name: "Pro" }).getByRole("button", { name: "Choose Pro" }).click();
    const pay = owner.getByRole("dialog", { name: "Buy the Pro plan" });
    await pay.getByLabel("Card number").fill("4000 0000 0000 0002");
    await pay.getByRole("button", { name: "Pay $79.00" }).click();
    await pay.getByRole("alert").filter({ hasText: "Your card was declined." }).waitFor();
    expect(await storePlan()).toBe("free");
    await shot(owner, "plans-pay-declined-1280");

    await pay.getByLabel("Card number").fill("4242 4242 4242 4242");
    await pay.getByRole("button", { name: "Pay $79.00" }).click();
    await toast(owner, "Your store is on the Pro plan now.").waitFor();
    await pay.waitFor({ state: "hidden" });
    expect(await storePlan()).toBe("pro");

    await owner.getByRole("tab", { name: "Overview" }).click();
    const invoices = owner.getByRole("table", { name: "Invoices" });
    const row = invoices.getByRole("row").nth(1);
    await row.getByText("$79.00").waitFor();
    await row.getByText("Paid").waitFor();
    expect(await row.getByRole("cell").nth(1).textContent()).toMatch(/^Pro/);
    await owner.getByText(/^Renews on /).waitFor();
    await shot(owner, "plans-subscriptions-pro-1280", true);
  });

  it("after paying, Discounts opens", async () => {
    await owner.getByRole("menuitem", { name: "Discounts", exact: true }).click();
    await owner.waitForURL((url) => pathOf(url) === "/app/Discount");
    expect(await owner.getByRole("dialog", { name: "Upgrade your plan" }).count()).toBe(0);
    expect(await owner.getByText("Something went wrong").count()).toBe(0);
    expect(ownerErrors).toEqual([]);
  });

  it("the Subscriptions tab at phone width", async () => {
    const { page, errors } = await openPage(app.browser, { width: 393, height: 852 });
    await signIn(page);
    await page.goto(`${app.server.baseUrl}/app/websites/${websiteId}?tab=subscriptions`);
    await page.getByRole("table", { name: "Invoices" }).waitFor();
    await shot(page, "plans-subscriptions-pro-393", true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
