import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Browser, ConsoleMessage, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOSTED_CHECKOUT_MSG, ORDER_MSG } from "../../domain/messages.js";
import { DEMO_PASSWORD } from "../../server/db/seed/index.js";
import { launchBrowser } from "./browser.js";
import { type RunningServer, startServer } from "./server.js";
import { openPage, pathOf, shot, submitLogin } from "./session.js";

/**
 * Issue 8 item 1 with Stripe hosted Checkout, in Chromium: the buyer pays on the (fake) Stripe
 * payment page and comes back to the thank-you page; the owner sees the order; reloading the
 * success URL places nothing twice; Cancel on the payment page keeps the cart.
 */

const STORE_LINK = "oscars-tees";
const SECRET_KEY = "sk_test_e2e_fake";

interface FakeSession {
  id: string;
  object: "checkout.session";
  url: string;
  amount_total: number;
  currency: string;
  payment_status: "paid" | "unpaid";
  status: "open" | "complete";
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
}

interface FakeAccount {
  id: string;
  object: "account";
  type: "express";
  email: string | null;
  charges_enabled: boolean;
  details_submitted: boolean;
}

interface FakeStripe {
  server: Server;
  base: string;
  sessions: Map<string, FakeSession>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function hostedPage(session: FakeSession): string {
  const amount = (session.amount_total / 100).toFixed(2);
  const id = encodeURIComponent(session.id);
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head>` +
    `<body><main><h1>Pay ${escapeHtml(session.currency.toUpperCase())} ${amount}</h1>` +
    `<p>A stand-in for Stripe's hosted payment page.</p>` +
    `<form method="post" action="/pay/${id}"><button type="submit">Pay</button></form>` +
    `<p><a href="/pay/${id}/cancel">Cancel</a></p></main></body></html>`
  );
}

/**
 * Enough of Stripe for Connect onboarding and hosted Checkout as the official SDK calls it (form
 * encoded, Bearer key), plus the pages Stripe serves to browsers: the onboarding link and the
 * Checkout session's payment page, both on this server's own origin.
 */
function fakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const accounts = new Map<string, FakeAccount>();
  const onboarding = new Map<string, string>();
  let n = 0;
  let base = "";

  const json = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { "content-type": "application/json", "request-id": "req_fake" });
    res.end(JSON.stringify(body));
  };
  const redirect = (res: ServerResponse, location: string) => {
    res.writeHead(303, { location });
    res.end();
  };
  const missing = (res: ServerResponse) =>
    json(res, 404, {
      error: { type: "invalid_request_error", message: "No such resource", code: "resource_missing" },
    });

  /** The API the server calls. */
  const api = (req: IncomingMessage, res: ServerResponse, path: string, form: URLSearchParams) => {
    if (req.headers.authorization !== `Bearer ${SECRET_KEY}`)
      return json(res, 401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided" },
      });
    if (req.method === "POST" && path === "/v1/accounts") {
      const account: FakeAccount = {
        id: `acct_e2e_${++n}`,
        object: "account",
        type: "express",
        email: form.get("email"),
        charges_enabled: false,
        details_submitted: false,
      };
      accounts.set(account.id, account);
      return json(res, 200, account);
    }
    if (req.method === "POST" && path === "/v1/account_links") {
      const account = form.get("account") ?? "";
      if (!accounts.has(account)) return missing(res);
      onboarding.set(account, form.get("return_url") ?? "");
      return json(res, 200, {
        object: "account_link",
        url: `${base}/onboard/${account}`,
        created: Math.floor(Date.now() / 1000),
        expires_at: Math.floor(Date.now() / 1000) + 300,
      });
    }
    const account = /^\/v1\/accounts\/([^/?]+)$/.exec(path);
    if (req.method === "GET" && account) {
      const found = accounts.get(decodeURIComponent(account[1]!));
      return found ? json(res, 200, found) : missing(res);
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      const id = `cs_test_e2e_${++n}`;
      const session: FakeSession = {
        id,
        object: "checkout.session",
        url: `${base}/pay/${id}`,
        amount_total: Number(form.get("line_items[0][price_data][unit_amount]")),
        currency: form.get("line_items[0][price_data][currency]") ?? "",
        payment_status: "unpaid",
        status: "open",
        client_reference_id: form.get("client_reference_id"),
        metadata: { reference: form.get("metadata[reference]") ?? "" },
        payment_intent: null,
        success_url: form.get("success_url") ?? "",
        cancel_url: form.get("cancel_url") ?? "",
      };
      sessions.set(id, session);
      return json(res, 200, session);
    }
    const session = /^\/v1\/checkout\/sessions\/([^/?]+)$/.exec(path);
    if (req.method === "GET" && session) {
      const found = sessions.get(decodeURIComponent(session[1]!));
      return found ? json(res, 200, found) : missing(res);
    }
    if (req.method === "POST" && path === "/v1/refunds")
      return json(res, 200, { id: `re_${++n}`, object: "refund", status: "succeeded" });
    return missing(res);
  };

  /** What a browser sees: the onboarding link and the payment page. */
  const pages = (req: IncomingMessage, res: ServerResponse, path: string) => {
    const onboard = /^\/onboard\/([^/?]+)$/.exec(path);
    if (req.method === "GET" && onboard) {
      const account = accounts.get(decodeURIComponent(onboard[1]!));
      if (!account) return missing(res);
      account.charges_enabled = true;
      account.details_submitted = true;
      return redirect(res, onboarding.get(account.id) ?? "/");
    }
    const pay = /^\/pay\/([^/?]+)(\/cancel)?$/.exec(path);
    const session = pay ? sessions.get(decodeURIComponent(pay[1]!)) : undefined;
    if (!pay || !session) return missing(res);
    if (pay[2]) return redirect(res, session.cancel_url);
    if (req.method === "GET") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(hostedPage(session));
    }
    if (req.method === "POST") {
      session.payment_status = "paid";
      session.status = "complete";
      session.payment_intent = `pi_${session.id}`;
      // Stripe fills the session id into the placeholder of success_url.
      return redirect(res, session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id));
    }
    return missing(res);
  };

  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      if (path.startsWith("/v1/")) api(req, res, path, new URLSearchParams(raw));
      else pages(req, res, path);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      base = `http://127.0.0.1:${port}`;
      resolve({ server, base, sessions });
    }),
  );
}

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
let ownerToken = "";
let adminToken = "";
let storeId = 0;

async function login(email: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function call(token: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, {
    ...init,
    redirect: "manual",
    headers: {
      authorization: `Bearer ${token}`,
      "x-website-id": String(storeId),
      ...(init.body ? { "content-type": "application/json" } : {}),
    },
  });
}

/** The store's order count, from the Content-Range of the owner's order list. */
async function orderCount(): Promise<number> {
  const filter = encodeURIComponent(JSON.stringify({ website_id: storeId }));
  const res = await call(ownerToken, `/api/orders?filter=${filter}&range=${encodeURIComponent("[0,0]")}`);
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
    await buyer.waitForURL((url) => url.origin === stripe.base && url.pathname.startsWith("/pay/"));
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
  stripe = await fakeStripe();
  [server, browser] = await Promise.all([
    startServer({ env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_API_BASE: stripe.base } }),
    launchBrowser(),
  ]);
  ownerToken = await login("owner@example.com");
  adminToken = await login("admin@example.com");
  const stores = (await (await call(ownerToken, "/api/websites")).json()) as { id: number; link: string }[];
  storeId = stores.find((s) => s.link === STORE_LINK)!.id;

  // The owner connects the store's Stripe Express account: the onboarding link opens an account
  // at (fake) Stripe, finishing onboarding there enables charges, the refresh reads that back.
  const onboard = await call(ownerToken, `/api/stripe/generate_onboard?website_id=${storeId}`);
  expect(onboard.status, await onboard.clone().text()).toBe(200);
  const { url } = (await onboard.json()) as { url: string };
  expect(url.startsWith(`${stripe.base}/onboard/acct_e2e_`)).toBe(true);
  const finished = await fetch(url, { redirect: "manual" });
  expect(finished.status).toBe(303);
  expect(finished.headers.get("location")).toContain(`${server.baseUrl}/app/third-party?status=return`);
  const refreshed = await call(ownerToken, "/api/refresh/stripe", {
    method: "POST",
    body: JSON.stringify({ website_id: storeId }),
  });
  expect(refreshed.status, await refreshed.clone().text()).toBe(200);
  expect(((await refreshed.json()) as { stripe_valid: number }).stripe_valid).toBe(1);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => stripe?.server.close(resolve));
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

    const order = (await (await call(adminToken, `/api/orders/${orderId}`)).json()) as OrderDetail;
    expect(order.price).toBe(session.amount_total);
    expect(order.platform_fee! + order.profit + order.supplier_cost!).toBe(order.price);
  });

  it("places no second order when the success URL is opened again", async () => {
    expect(successUrl).toContain("/checkout/return?session_id=cs_test_e2e_");
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
    const order = (await (await call(ownerToken, `/api/orders/${orderId}`)).json()) as OrderDetail;
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
