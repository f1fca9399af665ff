import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import {
  appUnderTest,
  demoApi,
  openPage,
  pathOf,
  shot,
  submitLogin,
  toast,
  type DemoApi,
} from "./session.js";

/**
 * Issue 8 bar, through the browser: a buyer orders 2 items on a launched store's storefront with
 * a discount code (plain HTML forms, sandbox card); the owner sees the order with the right price
 * and profit, the admin sees the platform fee; the owner requests the order's payout and the
 * admin marks it done; finally the order is deleted with the spec's confirm.
 */

const STORE_LINK = "oscars-tees";
const CODE = `E2E${Date.now().toString(36).toUpperCase()}`;

const app = appUnderTest();
let ownerApi: DemoApi;
let adminApi: DemoApi;
let storeId = 0;

/** The account's call in the store, a redirect seen as it is. */
const call = (who: DemoApi, path: string, init: { method?: string; body?: unknown } = {}) =>
  who.send(init.method ?? "GET", path, { body: init.body, store: storeId, redirect: "manual" });

interface OrderDetail {
  id: number;
  subtotal: number;
  discount: number;
  price: number;
  profit: number;
  platform_fee: number | null;
  supplier_cost: number | null;
  items: { quantity: number; unit_price: number }[];
}

const money = (cents: number) =>
  (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

async function signedIn(email: string): Promise<Page> {
  const { page } = await openPage(app.browser);
  await page
    .context()
    .addCookies([{ name: "active_website", value: String(storeId), url: app.server.baseUrl }]);
  await submitLogin(page, app.server.baseUrl, email, DEMO_PASSWORD);
  await page.waitForURL((url) => pathOf(url) !== "/app/login");
  return page;
}

beforeAll(async () => {
  ownerApi = await demoApi(app, "owner@example.com");
  adminApi = await demoApi(app, "admin@example.com");
  const stores = (await (await call(ownerApi, "/api/websites")).json()) as { id: number; link: string }[];
  storeId = stores.find((s) => s.link === STORE_LINK)!.id;

  // The owner connects the store's card account through the sandbox onboarding page.
  const link = (await (
    await call(ownerApi, `/api/stripe/generate_onboard?website_id=${storeId}`)
  ).json()) as {
    url: string;
  };
  const connect = await fetch(link.url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "",
    redirect: "manual",
  });
  expect(connect.status).toBe(303);

  // Discount codes are a paid plan's feature: the owner buys Starter with the sandbox test card.
  const plan = await call(ownerApi, `/api/update/website/plan/${storeId}`, {
    method: "PUT",
    body: { plan: "starter", card_number: "4242424242424242" },
  });
  expect(plan.status, await plan.clone().text()).toBe(200);

  const discount = await call(ownerApi, "/api/discounts", {
    method: "POST",
    body: {
      website_id: storeId,
      code: CODE,
      kind: "percentage",
      value: 10,
      starts_at: "2020-01-01T00:00:00.000Z",
    },
  });
  expect(discount.status, await discount.clone().text()).toBe(200);
});

afterAll(async () => {
  await app.browser?.close();
});

describe("a buyer orders on the storefront, the owner and the admin see the order", () => {
  let orderId = 0;

  it("adds 2 items to the cart, applies the code and pays with the sandbox test card", async () => {
    const { page: buyer, errors } = await openPage(app.browser);
    await buyer.goto(`${app.server.baseUrl}/store/${STORE_LINK}/products`);
    const links = buyer.locator("li.card a");
    const hrefs = (await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).filter(
      (h): h is string => h !== null,
    );
    let added = 0;
    for (const href of hrefs) {
      if (added === 2) break;
      await buyer.goto(`${app.server.baseUrl}${href}`);
      const form = buyer.locator("form.add-to-cart");
      if ((await form.count()) === 0) continue;
      await form.getByRole("button", { name: "Add to cart" }).click();
      await buyer.waitForURL((url) => url.pathname.endsWith("/cart"));
      added++;
    }
    expect(added).toBe(2);
    await expect.poll(() => buyer.locator("table.cart tbody tr").count()).toBe(2);

    await buyer.getByRole("link", { name: "Checkout" }).click();
    await buyer.waitForURL((url) => url.pathname.endsWith("/checkout"));
    await buyer.getByLabel("Name").fill("Bea Buyer");
    await buyer.getByLabel("E-mail").fill("bea@example.net");
    await buyer.getByLabel("Street").fill("1 Main St");
    await buyer.getByLabel("City").fill("Springfield");
    await buyer.getByLabel("Postal code").fill("12345");
    await buyer.getByLabel("Code", { exact: true }).fill(CODE.toLowerCase());
    await buyer.getByRole("button", { name: "Apply code" }).click();
    await expect.poll(() => buyer.getByText(`Code ${CODE} applied.`).count()).toBe(1);
    // The applied code is a chip with its amount and a Remove button; the field is free for a gift card.
    expect(await buyer.getByRole("button", { name: `Remove Discount ${CODE}` }).count()).toBe(1);
    expect(await buyer.getByLabel("Code", { exact: true }).inputValue()).toBe("");
    await buyer.getByLabel("Card number").fill("4242 4242 4242 4242");
    await buyer.getByLabel("Expiry (MM/YY)").fill("12/30");
    await buyer.getByLabel("CVC").fill("123");
    await shot(buyer, "checkout-form", true);
    await buyer.getByRole("button", { name: /^Pay / }).click();
    await buyer.waitForURL((url) => url.pathname.endsWith("/thank-you"));
    orderId = Number(new URL(buyer.url()).searchParams.get("order"));
    expect(orderId).toBeGreaterThan(0);
    expect(
      await buyer.getByRole("heading", { name: `Thank you! Your order #${orderId} is placed.` }).count(),
    ).toBe(1);
    expect(errors).toEqual([]);
    await buyer.context().close();
  });

  it("shows the owner the order with its price and profit, and the admin its platform fee", async () => {
    const asOwner = (await (await call(ownerApi, `/api/orders/${orderId}`)).json()) as OrderDetail;
    expect(asOwner.items).toHaveLength(2);
    expect(asOwner.discount).toBeGreaterThan(0);
    expect(asOwner.price).toBe(asOwner.subtotal - asOwner.discount);
    expect(asOwner.platform_fee).toBeNull();
    const asAdmin = (await (await call(adminApi, `/api/orders/${orderId}`)).json()) as OrderDetail;
    expect(asAdmin.platform_fee! + asAdmin.profit + asAdmin.supplier_cost!).toBe(asAdmin.price);

    const owner = await signedIn("owner@example.com");
    await owner.goto(`${app.server.baseUrl}/app/Order`);
    const row = owner.locator("tr", { hasText: `#${orderId}` });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    expect(await row.getByText(money(asOwner.price)).count()).toBe(1);
    expect(await row.getByText(money(asOwner.profit)).count()).toBe(1);
    await row.click();
    await owner.waitForURL((url) => pathOf(url) === `/app/Order/${orderId}/show`);
    await expect.poll(() => owner.getByText(`Order #${orderId}`).count()).toBeGreaterThan(0);
    await shot(owner, "order-detail", true);

    const admin = await signedIn("admin@example.com");
    await admin.goto(`${app.server.baseUrl}/app/all/orders`);
    const adminRow = admin.locator("tr", { hasText: `#${orderId}` });
    await expect.poll(() => adminRow.count(), { timeout: 20_000 }).toBe(1);
    expect(await adminRow.getByText(money(asAdmin.platform_fee!)).count()).toBeGreaterThan(0);
    expect(await adminRow.getByText("bea@example.net").count()).toBe(1);
    await admin.context().close();

    await owner.context().close();
  });

  it("puts the order's payout in /payments: the owner requests it, the admin marks it done", async () => {
    const owner = await signedIn("owner@example.com");
    await owner.goto(`${app.server.baseUrl}/app/payments`);
    // react-admin names every row's box "Select this row": the box is found by its row.
    const pick = owner.locator("tr", { hasText: `#${orderId}` }).locator("input[type=checkbox]");
    await pick.waitFor({ timeout: 20_000 });
    await pick.check();
    await owner.getByRole("button", { name: "Request payment (1)" }).click();
    await owner.getByRole("button", { name: "Yes" }).click();
    await toast(owner, "Payment request sent.").waitFor();
    const requestedRow = owner.locator("tr", { hasText: `#${orderId}` });
    await expect.poll(() => requestedRow.locator(".MuiChip-root", { hasText: "Yes" }).count()).toBe(1);
    await shot(owner, "payments-requested", true);
    await owner.context().close();

    // The admin is met by the waiting requests dialog on signing in and settles the request there.
    const waiting = (await (
      await call(adminApi, `/api/payments_request?website_id=${storeId}&per_page=100`)
    ).json()) as { data: { order_id: number; hash: string | null }[] };
    const hash = waiting.data.find((r) => r.order_id === orderId)!.hash!;
    const admin = await signedIn("admin@example.com");
    const dialog = admin.getByRole("dialog", { name: "Payment requests" });
    await dialog.waitFor({ timeout: 20_000 });
    await shot(admin, "payment-request-dialog", true);
    await dialog.getByRole("button", { name: `Mark done ${hash.slice(0, 8)}` }).click();
    await admin.getByRole("button", { name: "Yes" }).click();
    await toast(admin, "Payments updated.").waitFor();
    const stored = (await (
      await call(adminApi, `/api/payments_request?website_id=${storeId}&per_page=100`)
    ).json()) as { data: { order_id: number; is_request: number; done: number }[] };
    expect(stored.data.find((r) => r.order_id === orderId)).toMatchObject({ is_request: 1, done: 1 });
    await admin.context().close();
  });

  it("deletes the purchase after the spec's confirm: canceled and archived", async () => {
    const owner = await signedIn("owner@example.com");
    await owner.goto(`${app.server.baseUrl}/app/orders/${orderId}`);
    await expect
      .poll(() => owner.getByText(`Order #${orderId}`).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    // Delete purchase: the spec's confirm text, then the order is canceled and archived.
    await owner.getByRole("button", { name: "Delete" }).click();
    await expect
      .poll(() => owner.getByText("Are you sure? This action will delete selected order.").count())
      .toBe(1);
    await owner.getByRole("button", { name: "Yes" }).click();
    await expect.poll(() => toast(owner, "The order is canceled and archived.").count()).toBe(1);
    const archived = (await (await call(ownerApi, `/api/orders/${orderId}`)).json()) as {
      status: string;
      deleted_at: string | null;
    };
    expect(archived.status).toBe("canceled");
    expect(archived.deleted_at).not.toBeNull();
    await owner.context().close();
  });
});
