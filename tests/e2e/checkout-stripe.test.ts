import type { Browser, ConsoleMessage, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOSTED_CHECKOUT_MSG, ORDER_MSG } from "../../domain/messages.js";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import { fakeStripe, type FakeStripe } from "../helpers/fake-stripe.js";
import { launchBrowser } from "./browser.js";
import { type RunningServer, startServer } from "./server.js";
import { demoApi, openPage, pathOf, shot, submitLogin, type DemoApi } from "./session.js";

/**
 * Issue 8 item 1 with Stripe hosted Checkout, in Chromium: the buyer pays on the (fake) Stripe
 * payment page and comes back to the thank-you page; the owner sees the order; reloading the
 * success URL places nothing twice; Cancel on the payment page keeps the cart.
 */

const STORE_LINK = "oscars-tees";
const SECRET_KEY = "sk_test_e2e_fake";

interface OrderDetail {
  id: number;
  price: number;
  profit: number;
  platform_fee: number | null;
  supplier_cost: number | null;
  payment_provider?: string;
  items: { quantity: number; unit_price: number }[];
}

let stripe: FakeStripe;
let server: RunningServer;
let browser: Browser;
let ownerApi: DemoApi;
let adminApi: DemoApi;
let storeId = 0;

/** The account's call in the store, a redirect seen as it is. */
const call = (who: DemoApi, path: string, init: { method?: string; body?: unknown } = {}) =>
  who.send(init.method ?? "GET", path, { body: init.body, store: storeId, redirect: "manual" });

/** The store's order count, from the Content-Range of the owner's order list. */
async function orderCount(): Promise<number> {
  const filter = encodeURIComponent(JSON.stringify({ website_id: storeId }));
  const res = await call(ownerApi, `/api/orders?filter=${filter}&range=${encodeURIComponent("[0,0]")}`);
  expect(res.status, await res.clone().text()).toBe(200);
  const total = /\/(\d+)$/.exec(res.headers.get("content-range") ?? "");
  expect(total).not.toBeNull();
  return Number(total![1]);
}

const money = (cents: number) =>
  (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** Puts the first buyable product of the store in the buyer's cart from its product page. */
async function addFirstProduct(buyer: Page): Promise<void> {
  await buyer.goto(`${server.baseUrl}/store/${STORE_LINK}/products`);
  const hrefs = (
    await buyer.locator("li.card a").evaluateAll((as) => as.map((a) => a.getAttribute("href")))
  ).filter((h): h is string => h !== null);
  for (const href of hrefs) {
    await buyer.goto(`${server.baseUrl}${href}`);
    const form = buyer.locator("form.add-to-cart");
    if ((await form.count()) === 0) continue;
    await form.getByRole("button", { name: "Add to cart" }).click();
    await buyer.waitForURL((url) => url.pathname.endsWith("/cart"));
    return;
  }
  throw new Error(`no product of ${STORE_LINK} can be added to the cart`);
}

/** From the cart: the checkout form filled in, then Pay, which leaves for the payment page. */
async function payOnCheckout(buyer: Page): Promise<void> {
  await buyer.getByRole("link", { name: "Checkout" }).click();
  await buyer.waitForURL((url) => url.pathname.endsWith("/checkout"));
  expect(await buyer.getByText(HOSTED_CHECKOUT_MSG.payOnProvider).count()).toBe(1);
  // Stripe takes the card on its own page: the form has no card field.
  expect(await buyer.getByLabel("Card number").count()).toBe(0);
  await buyer.getByLabel("Name").fill("Sam Stripe");
  await buyer.getByLabel("E-mail").fill("sam@example.net");
  await buyer.getByLabel("Street").fill("2 Checkout Ave");
  await buyer.getByLabel("City").fill("Springfield");
  await buyer.getByLabel("Postal code").fill("12345");
  // A refused redirect (the page's CSP form-action) only shows in the console: keep it for the failure.
  const said: string[] = [];
  const log = (m: ConsoleMessage) => m.type() === "error" && said.push(m.text());
  buyer.on("console", log);
  await buyer.getByRole("button", { name: /^Pay / }).click();
  try {
    await buyer.waitForURL((url) => url.origin === stripe.base && url.pathname.startsWith("/c/pay/"));
  } catch (error) {
    throw new Error(`Pay did not open the payment page; the browser said: ${said.join(" | ") || "nothing"}`, {
      cause: error,
    });
  } finally {
    buyer.off("console", log);
  }
}

async function signedIn(email: string): Promise<Page> {
  const { page } = await openPage(browser);
  await page.context().addCookies([{ name: "active_website", value: String(storeId), url: server.baseUrl }]);
  await submitLogin(page, server.baseUrl, email, DEMO_PASSWORD);
  await page.waitForURL((url) => pathOf(url) !== "/app/login");
  return page;
}

beforeAll(async () => {
  stripe = await fakeStripe({ secretKey: SECRET_KEY });
  [server, browser] = await Promise.all([
    startServer({ env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_API_BASE: stripe.base } }),
    launchBrowser(),
  ]);
  ownerApi = await demoApi({ server }, "owner@example.com");
  adminApi = await demoApi({ server }, "admin@example.com");
  const stores = (await (await call(ownerApi, "/api/websites")).json()) as { id: number; link: string }[];
  storeId = stores.find((s) => s.link === STORE_LINK)!.id;

  // The owner connects the store's Stripe Express account: the onboarding link opens an account
  // at (fake) Stripe, finishing onboarding there enables charges, the refresh reads that back.
  const onboard = await call(ownerApi, `/api/stripe/generate_onboard?website_id=${storeId}`);
  expect(onboard.status, await onboard.clone().text()).toBe(200);
  const { url } = (await onboard.json()) as { url: string };
  expect(url.startsWith(`${stripe.base}/setup/acct_test_`)).toBe(true);
  const finished = await fetch(url, { redirect: "manual" });
  expect(finished.status).toBe(303);
  expect(finished.headers.get("location")).toContain(`${server.baseUrl}/app/third-party?status=return`);
  const refreshed = await call(ownerApi, "/api/refresh/stripe", {
    method: "POST",
    body: { website_id: storeId },
  });
  expect(refreshed.status, await refreshed.clone().text()).toBe(200);
  expect(((await refreshed.json()) as { stripe_valid: number }).stripe_valid).toBe(1);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await stripe?.close();
});

describe("storefront checkout through Stripe's hosted payment page", () => {
  let orderId = 0;
  let successUrl = "";
  let thankYou = "";

  it("pays on the payment page and comes back to the thank-you page with the order number", async () => {
    const before = await orderCount();
    const { page: buyer, errors } = await openPage(browser);
    await addFirstProduct(buyer);
    await payOnCheckout(buyer);
    await shot(buyer, "checkout-stripe-hosted-page", true);
    const sessionId = decodeURIComponent(new URL(buyer.url()).pathname.split("/").pop()!);
    const session = stripe.sessions.get(sessionId)!;
    expect(session.amount_total).toBeGreaterThan(0);
    expect(await buyer.getByRole("heading", { name: /^Pay USD / }).count()).toBe(1);
    // Nothing is ordered before the buyer pays.
    expect(await orderCount()).toBe(before);

    await buyer.getByRole("button", { name: "Pay" }).click();
    await buyer.waitForURL((url) => url.origin === server.baseUrl && url.pathname.endsWith("/thank-you"));
    thankYou = buyer.url();
    orderId = Number(new URL(thankYou).searchParams.get("order"));
    expect(orderId).toBeGreaterThan(0);
    await buyer.getByRole("heading", { name: ORDER_MSG.orderPlaced(orderId) }).waitFor({ timeout: 8_000 });
    expect(await buyer.getByText("Ordered by sam@example.net.").count()).toBe(1);
    expect(await buyer.getByText(money(session.amount_total)).count()).toBeGreaterThan(0);
    await shot(buyer, "checkout-stripe-thank-you", true);
    expect(await orderCount()).toBe(before + 1);
    successUrl = session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id);

    // The order is emptied from the cart once placed.
    await buyer.goto(`${server.baseUrl}/store/${STORE_LINK}/cart`);
    expect(await buyer.getByText(ORDER_MSG.cartEmpty).count()).toBe(1);
    expect(errors).toEqual([]);
    await buyer.context().close();

    const order = (await (await call(adminApi, `/api/orders/${orderId}`)).json()) as OrderDetail;
    expect(order.price).toBe(session.amount_total);
    expect(order.platform_fee! + order.profit + order.supplier_cost!).toBe(order.price);
  });

  it("places no second order when the success URL is opened again", async () => {
    expect(successUrl).toMatch(/\/checkout\/return\?session_id=cs_test_\d+$/);
    const before = await orderCount();
    const { page: buyer, errors } = await openPage(browser);
    await buyer.goto(successUrl);
    await buyer.waitForURL((url) => url.pathname.endsWith("/thank-you"));
    expect(buyer.url()).toBe(thankYou);
    await buyer.getByRole("heading", { name: ORDER_MSG.orderPlaced(orderId) }).waitFor({ timeout: 8_000 });
    await buyer.reload();
    await buyer.getByRole("heading", { name: ORDER_MSG.orderPlaced(orderId) }).waitFor({ timeout: 8_000 });
    expect(await orderCount()).toBe(before);
    expect(errors).toEqual([]);
    await buyer.context().close();
  });

  it("shows the owner the order in the store's order list with its price", async () => {
    const order = (await (await call(ownerApi, `/api/orders/${orderId}`)).json()) as OrderDetail;
    const owner = await signedIn("owner@example.com");
    await owner.goto(`${server.baseUrl}/app/Order`);
    const row = owner.locator("tr", { hasText: `#${orderId}` });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    expect(await row.getByText(money(order.price)).count()).toBe(1);
    expect(await row.getByText("Sam Stripe").count()).toBe(1);
    await shot(owner, "checkout-stripe-owner-orders");
    await owner.context().close();
  });

  it("returns to the checkout with the cart kept when the buyer cancels on the payment page", async () => {
    const before = await orderCount();
    const { page: buyer, errors } = await openPage(browser);
    await addFirstProduct(buyer);
    const cartRows = await buyer.locator("table.cart tbody tr").count();
    expect(cartRows).toBe(1);
    await payOnCheckout(buyer);
    await buyer.getByRole("link", { name: "Cancel" }).click();
    await buyer.waitForURL(
      (url) =>
        url.origin === server.baseUrl &&
        url.pathname.endsWith("/checkout") &&
        url.searchParams.get("canceled") === "1",
    );
    await buyer.getByText(HOSTED_CHECKOUT_MSG.canceled).waitFor({ timeout: 8_000 });
    expect(await buyer.getByRole("button", { name: /^Pay / }).count()).toBe(1);
    // The form comes back as the buyer filled it in (from the pending checkout this browser opened).
    expect(new URL(buyer.url()).searchParams.get("ref")).toMatch(/^hc_/);
    expect(await buyer.getByLabel("Name").inputValue()).toBe("Sam Stripe");
    expect(await buyer.getByLabel("Street").inputValue()).toBe("2 Checkout Ave");
    await shot(buyer, "checkout-stripe-canceled", true);
    await buyer.getByRole("link", { name: "Edit cart" }).click();
    await buyer.waitForURL((url) => url.pathname.endsWith("/cart"));
    expect(await buyer.locator("table.cart tbody tr").count()).toBe(cartRows);
    expect(await orderCount()).toBe(before);
    expect(errors).toEqual([]);
    await buyer.context().close();
  });
});
