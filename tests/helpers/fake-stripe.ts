import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { escapeHtml } from "../../server/services/sanitize/entities.js";

/**
 * A local stand-in for Stripe, for the API tests (STRIPE_API_BASE pointed at it) and the browser
 * tests. It answers what the official SDK calls, form encoded with a Bearer key: Connect accounts,
 * account links and login links, Checkout sessions (payment and subscription mode), refunds and
 * subscriptions (retrieve, update, cancel). It also serves the pages Stripe shows a browser, on its
 * own origin: the onboarding link (finishing it enables charges), the Express dashboard and the
 * Checkout session's payment page (Pay, Cancel).
 *
 * Like Stripe it raises events as things happen (a paid session, a paid invoice, an ended
 * subscription, an expired session) and signs a delivery with the endpoint's secret the way Stripe
 * does (`Stripe-Signature: t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<body>">`); the test hands a
 * signed delivery to the app's webhook.
 */

export interface FakeSession {
  id: string;
  object: "checkout.session";
  mode: "payment" | "subscription";
  url: string;
  amount_total: number;
  currency: string;
  payment_status: "paid" | "unpaid";
  status: "open" | "complete" | "expired";
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  /** Subscription mode: the subscription and its first invoice, once paid. */
  subscription: string | null;
  invoice: string | null;
  success_url: string;
  cancel_url: string;
}

export interface FakePrice {
  id: string;
  object: "price";
  product: string;
  unit_amount: number;
  currency: string;
  recurring: { interval: string };
}

export interface FakeSubscription {
  id: string;
  object: "subscription";
  status: "active" | "canceled";
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: {
    object: "list";
    data: {
      id: string;
      object: "subscription_item";
      price: FakePrice;
      quantity: number;
      current_period_start: number;
      current_period_end: number;
    }[];
  };
}

export interface FakeInvoice {
  id: string;
  object: "invoice";
  /** open: a bank debit not yet cleared. */
  status: "paid" | "open";
  amount_paid: number;
  currency: string;
  parent: {
    type: "subscription_details";
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  lines: {
    object: "list";
    data: { id: string; object: "line_item"; amount: number; period: { start: number; end: number } }[];
  };
}

export interface FakeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
  data: { object: object };
}

export interface FakeAccount {
  id: string;
  object: "account";
  type: "express";
  email: string | null;
  charges_enabled: boolean;
  details_submitted: boolean;
}

export interface FakeCall {
  method: string;
  path: string;
  auth: string;
  body: string;
}

export interface FakeStripeOptions {
  /** The key the app under test is given; any other key gets Stripe's 401. */
  secretKey: string;
  /**
   * Origin of the links Stripe hands out for a browser (onboarding, dashboard, payment page).
   * Default: the fake's own origin, which serves those pages. API tests that only read the links
   * name an origin nothing listens on, so a link can only be followed by what the test does itself.
   */
  pagesOrigin?: string;
  /** The webhook endpoint's signing secret (whsec_...) deliveries are signed with. */
  webhookSecret?: string;
}

export interface FakeStripe {
  server: Server;
  /** The API base to give the app as STRIPE_API_BASE; also the origin of the pages served. */
  base: string;
  sessions: Map<string, FakeSession>;
  /** The form fields each created session was asked for, by session id. */
  created: Map<string, URLSearchParams>;
  accounts: Map<string, FakeAccount>;
  refunds: URLSearchParams[];
  subscriptions: Map<string, FakeSubscription>;
  invoices: Map<string, FakeInvoice>;
  /** Every event raised, in order. */
  events: FakeEvent[];
  /** Every API request, in order. */
  calls: FakeCall[];
  /**
   * What the payment page's Pay does: the session is paid and has its payment intent; in
   * subscription mode the subscription starts with its first paid invoice (raises
   * checkout.session.completed, and invoice.paid first for a subscription). A delayed payment
   * completes the session unpaid, its first invoice open until settle.
   */
  pay(sessionId: string, options?: { delayed?: boolean }): void;
  /**
   * A delayed payment (a bank debit, `pay(id, { delayed: true })`) clears days later: the invoice
   * and the session are paid (raises invoice.paid, then checkout.session.async_payment_succeeded).
   */
  settle(sessionId: string): void;
  /** An open session times out unpaid (raises checkout.session.expired). */
  expire(sessionId: string): void;
  /**
   * The subscription's period ends: Stripe charges the next period at the item's current price
   * (raises invoice.paid and answers the invoice), or ends a subscription cancelled at its period
   * end (raises customer.subscription.deleted and answers null).
   */
  renew(subscriptionId: string): FakeInvoice | null;
  /** The last event of a type (about an object id, when given). */
  lastEvent(type: string, objectId?: string): FakeEvent;
  /** A delivery of an event as Stripe posts it: the exact body and its Stripe-Signature header. */
  signed(
    event: FakeEvent,
    options?: { secret?: string; timestamp?: number },
  ): {
    payload: string;
    signature: string;
  };
  /** What finishing the onboarding link does: the account may take charges. */
  onboard(accountId: string): void;
  /** Stops listening; closing twice is fine. */
  close(): Promise<void>;
}

/** Stripe's times are Unix seconds; a monthly period ends on the same day next month (or its last day). */
function monthAfter(seconds: number): number {
  const d = new Date(seconds * 1000);
  const day = d.getUTCDate();
  const next = new Date(d);
  next.setUTCDate(1);
  next.setUTCMonth(d.getUTCMonth() + 1);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return Math.floor(next.getTime() / 1000);
}

/** The bracketed fields of a form under a prefix: metadata[plan]=pro gives { plan: "pro" }. */
function fieldsUnder(form: URLSearchParams, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^([^[]+)\[([^\]]+)\]$/.exec(key);
    if (match && match[1] === prefix) out[match[2]!] = value;
  }
  return out;
}

function hostedPage(session: FakeSession): string {
  const amount = (session.amount_total / 100).toFixed(2);
  const id = encodeURIComponent(session.id);
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head>` +
    `<body><main><h1>Pay ${escapeHtml(session.currency.toUpperCase())} ${amount}</h1>` +
    `<p>A stand-in for Stripe's hosted payment page.</p>` +
    `<form method="post" action="/c/pay/${id}"><button type="submit">Pay</button></form>` +
    `<p><a href="/c/pay/${id}/cancel">Cancel</a></p></main></body></html>`
  );
}

export function fakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const created = new Map<string, URLSearchParams>();
  const accounts = new Map<string, FakeAccount>();
  const returnUrls = new Map<string, string>();
  const refunds: URLSearchParams[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const events: FakeEvent[] = [];
  const calls: FakeCall[] = [];
  let sessionCount = 0;
  let accountCount = 0;
  let objectCount = 0;
  let pagesOrigin = "";

  const json = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { "content-type": "application/json", "request-id": "req_fake" });
    res.end(JSON.stringify(body));
  };
  const html = (res: ServerResponse, body: string) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(body);
  };
  const redirect = (res: ServerResponse, location: string) => {
    res.writeHead(303, { location });
    res.end();
  };
  const invalid = (res: ServerResponse, param: string) =>
    json(res, 400, {
      error: { type: "invalid_request_error", message: `Invalid value for ${param}`, param },
    });
  const missing = (res: ServerResponse) =>
    json(res, 404, {
      error: { type: "invalid_request_error", message: "No such resource", code: "resource_missing" },
    });
  const idIn = (pattern: RegExp, path: string) => {
    const match = pattern.exec(path);
    return match ? decodeURIComponent(match[1]!) : undefined;
  };

  const raise = (type: string, object: object) => {
    const event: FakeEvent = {
      id: `evt_test_${++objectCount}`,
      object: "event",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      // A snapshot, as Stripe sends the object as it was when the event happened.
      data: { object: JSON.parse(JSON.stringify(object)) as object },
    };
    events.push(event);
  };

  /** A paid invoice for the subscription's current period at its item's price. */
  const invoiceFor = (subscription: FakeSubscription): FakeInvoice => {
    const item = subscription.items.data[0]!;
    const invoice: FakeInvoice = {
      id: `in_test_${++objectCount}`,
      object: "invoice",
      status: "paid",
      amount_paid: item.price.unit_amount * item.quantity,
      currency: item.price.currency,
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
      },
      lines: {
        object: "list",
        data: [
          {
            id: `il_test_${++objectCount}`,
            object: "line_item",
            amount: item.price.unit_amount * item.quantity,
            period: { start: item.current_period_start, end: item.current_period_end },
          },
        ],
      },
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  };

  const pay = (sessionId: string, paying: { delayed?: boolean } = {}) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`the fake Stripe has no session ${sessionId}`);
    if (session.status !== "open") throw new Error(`the session ${sessionId} is ${session.status}`);
    session.payment_status = paying.delayed ? "unpaid" : "paid";
    session.status = "complete";
    if (session.mode === "subscription") {
      const form = created.get(sessionId)!;
      const start = Math.floor(Date.now() / 1000);
      const subscription: FakeSubscription = {
        id: `sub_test_${++objectCount}`,
        object: "subscription",
        status: "active",
        cancel_at_period_end: false,
        metadata: fieldsUnder(form, "subscription_data[metadata]"),
        items: {
          object: "list",
          data: [
            {
              id: `si_test_${++objectCount}`,
              object: "subscription_item",
              price: {
                id: `price_test_${++objectCount}`,
                object: "price",
                product: `prod_test_${++objectCount}`,
                unit_amount: session.amount_total,
                currency: session.currency,
                recurring: { interval: form.get("line_items[0][price_data][recurring][interval]") ?? "" },
              },
              quantity: Number(form.get("line_items[0][quantity]") ?? 1),
              current_period_start: start,
              current_period_end: monthAfter(start),
            },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      const invoice = invoiceFor(subscription);
      session.subscription = subscription.id;
      session.invoice = invoice.id;
      if (paying.delayed) Object.assign(invoice, { status: "open", amount_paid: 0 });
      else raise("invoice.paid", invoice);
    } else if (!paying.delayed) {
      session.payment_intent = `pi_${session.id}`;
    }
    raise("checkout.session.completed", session);
  };

  const settle = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session || session.status !== "complete" || session.payment_status !== "unpaid")
      throw new Error(`the session ${sessionId} has no delayed payment`);
    const invoice = session.invoice ? invoices.get(session.invoice) : undefined;
    if (invoice) {
      Object.assign(invoice, { status: "paid", amount_paid: invoice.lines.data[0]!.amount });
      raise("invoice.paid", invoice);
    } else {
      session.payment_intent = `pi_${session.id}`;
    }
    session.payment_status = "paid";
    raise("checkout.session.async_payment_succeeded", session);
  };

  const expire = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session || session.status !== "open") throw new Error(`the session ${sessionId} is not open`);
    session.status = "expired";
    raise("checkout.session.expired", session);
  };

  const cancel = (subscription: FakeSubscription) => {
    subscription.status = "canceled";
    raise("customer.subscription.deleted", subscription);
  };

  const renew = (subscriptionId: string): FakeInvoice | null => {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription || subscription.status !== "active")
      throw new Error(`the fake Stripe has no active subscription ${subscriptionId}`);
    if (subscription.cancel_at_period_end) {
      cancel(subscription);
      return null;
    }
    const item = subscription.items.data[0]!;
    item.current_period_start = item.current_period_end;
    item.current_period_end = monthAfter(item.current_period_start);
    const invoice = invoiceFor(subscription);
    raise("invoice.paid", invoice);
    return invoice;
  };

  const lastEvent = (type: string, objectId?: string): FakeEvent => {
    const found = events.findLast(
      (e) =>
        e.type === type && (objectId === undefined || (e.data.object as { id?: string }).id === objectId),
    );
    if (!found) throw new Error(`the fake Stripe raised no ${type}${objectId ? ` about ${objectId}` : ""}`);
    return found;
  };

  const signed = (event: FakeEvent, signing: { secret?: string; timestamp?: number } = {}) => {
    const secret = signing.secret ?? options.webhookSecret;
    if (!secret) throw new Error("the fake Stripe was given no webhook secret");
    const payload = JSON.stringify(event, null, 2);
    const t = signing.timestamp ?? Math.floor(Date.now() / 1000);
    const v1 = createHmac("sha256", secret).update(`${t}.${payload}`, "utf8").digest("hex");
    return { payload, signature: `t=${t},v1=${v1}` };
  };
  const onboard = (accountId: string) => {
    const account = accounts.get(accountId);
    if (!account) throw new Error(`the fake Stripe has no account ${accountId}`);
    account.charges_enabled = true;
    account.details_submitted = true;
  };

  /** The API the app calls. */
  const api = (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    form: URLSearchParams,
    query: URLSearchParams,
  ) => {
    if (req.headers.authorization !== `Bearer ${options.secretKey}`)
      return json(res, 401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided" },
      });
    if (req.method === "POST" && path === "/v1/accounts") {
      const account: FakeAccount = {
        id: `acct_test_${++accountCount}`,
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
      returnUrls.set(account, form.get("return_url") ?? "");
      return json(res, 200, {
        object: "account_link",
        url: `${pagesOrigin}/setup/${account}`,
        created: Math.floor(Date.now() / 1000),
        expires_at: Math.floor(Date.now() / 1000) + 300,
      });
    }
    const loginFor = idIn(/^\/v1\/accounts\/([^/]+)\/login_links$/, path);
    if (req.method === "POST" && loginFor !== undefined) {
      if (!accounts.has(loginFor)) return missing(res);
      return json(res, 200, { object: "login_link", url: `${pagesOrigin}/express/${loginFor}` });
    }
    const accountId = idIn(/^\/v1\/accounts\/([^/]+)$/, path);
    if (req.method === "GET" && accountId !== undefined) {
      const found = accounts.get(accountId);
      return found ? json(res, 200, found) : missing(res);
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      const id = `cs_test_${++sessionCount}`;
      const mode = form.get("mode");
      if (mode !== "payment" && mode !== "subscription") return invalid(res, "mode");
      if (mode === "subscription" && !form.get("line_items[0][price_data][recurring][interval]"))
        return invalid(res, "line_items[0][price_data][recurring]");
      const session: FakeSession = {
        id,
        object: "checkout.session",
        mode,
        url: `${pagesOrigin}/c/pay/${id}`,
        amount_total:
          Number(form.get("line_items[0][price_data][unit_amount]")) *
          Number(form.get("line_items[0][quantity]") ?? 1),
        currency: form.get("line_items[0][price_data][currency]") ?? "",
        payment_status: "unpaid",
        status: "open",
        client_reference_id: form.get("client_reference_id"),
        customer_email: form.get("customer_email"),
        metadata: fieldsUnder(form, "metadata"),
        payment_intent: null,
        subscription: null,
        invoice: null,
        success_url: form.get("success_url") ?? "",
        cancel_url: form.get("cancel_url") ?? "",
      };
      sessions.set(id, session);
      created.set(id, form);
      return json(res, 200, session);
    }
    const sessionId = idIn(/^\/v1\/checkout\/sessions\/([^/]+)$/, path);
    if (req.method === "GET" && sessionId !== undefined) {
      const found = sessions.get(sessionId);
      if (!found) return missing(res);
      // expand[]=invoice answers the invoice object in place of its id.
      const expanded = [...query.entries()].some(([k, v]) => k.startsWith("expand[") && v === "invoice");
      const invoice = found.invoice ? invoices.get(found.invoice) : undefined;
      return json(res, 200, expanded && invoice ? { ...found, invoice } : found);
    }
    const subscriptionId = idIn(/^\/v1\/subscriptions\/([^/]+)$/, path);
    const subscription = subscriptionId !== undefined ? subscriptions.get(subscriptionId) : undefined;
    if (subscriptionId !== undefined && !subscription) return missing(res);
    if (req.method === "GET" && subscription) return json(res, 200, subscription);
    if (req.method === "POST" && subscription) {
      if (subscription.status !== "active") return invalid(res, "subscription");
      const cancelAtEnd = form.get("cancel_at_period_end");
      if (cancelAtEnd !== null) subscription.cancel_at_period_end = cancelAtEnd === "true";
      Object.assign(subscription.metadata, fieldsUnder(form, "metadata"));
      const itemId = form.get("items[0][id]");
      if (itemId !== null) {
        const item = subscription.items.data.find((i) => i.id === itemId);
        if (!item) return invalid(res, "items[0][id]");
        // The new price applies from the next invoice on; the fake charges no proration now.
        item.price = {
          id: `price_test_${++objectCount}`,
          object: "price",
          product: form.get("items[0][price_data][product]") ?? "",
          unit_amount: Number(form.get("items[0][price_data][unit_amount]")),
          currency: form.get("items[0][price_data][currency]") ?? "",
          recurring: { interval: form.get("items[0][price_data][recurring][interval]") ?? "" },
        };
      }
      return json(res, 200, subscription);
    }
    if (req.method === "DELETE" && subscription) {
      if (subscription.status !== "active") return invalid(res, "subscription");
      cancel(subscription);
      return json(res, 200, subscription);
    }
    if (req.method === "POST" && path === "/v1/refunds") {
      refunds.push(form);
      return json(res, 200, { id: `re_${refunds.length}`, object: "refund", status: "succeeded" });
    }
    return missing(res);
  };

  /** What a browser sees: onboarding, the dashboard and the payment page. */
  const pages = (req: IncomingMessage, res: ServerResponse, path: string) => {
    const onboarding = idIn(/^\/setup\/([^/]+)$/, path);
    if (req.method === "GET" && onboarding !== undefined) {
      if (!accounts.has(onboarding)) return missing(res);
      onboard(onboarding);
      return redirect(res, returnUrls.get(onboarding) ?? "/");
    }
    const dashboard = idIn(/^\/express\/([^/]+)$/, path);
    if (req.method === "GET" && dashboard !== undefined) {
      if (!accounts.has(dashboard)) return missing(res);
      return html(res, `<!doctype html><title>Fake Stripe Express</title><h1>${escapeHtml(dashboard)}</h1>`);
    }
    const payment = /^\/c\/pay\/([^/]+)(\/cancel)?$/.exec(path);
    const session = payment ? sessions.get(decodeURIComponent(payment[1]!)) : undefined;
    if (!payment || !session) return missing(res);
    if (payment[2]) return redirect(res, session.cancel_url);
    if (req.method === "GET") return html(res, hostedPage(session));
    if (req.method === "POST") {
      if (session.status === "open") pay(session.id);
      // Stripe fills the session id into the placeholder of success_url.
      return redirect(res, session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id));
    }
    return missing(res);
  };

  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const path = url.pathname;
      if (!path.startsWith("/v1/")) return pages(req, res, path);
      calls.push({ method: req.method ?? "", path, auth: String(req.headers.authorization), body: raw });
      api(req, res, path, new URLSearchParams(raw), url.searchParams);
    });
  });

  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      const base = `http://127.0.0.1:${port}`;
      pagesOrigin = options.pagesOrigin ?? base;
      resolve({
        server,
        base,
        sessions,
        created,
        accounts,
        refunds,
        subscriptions,
        invoices,
        events,
        calls,
        pay,
        settle,
        expire,
        renew,
        lastEvent,
        signed,
        onboard,
        close: () =>
          new Promise<void>((done) => {
            if (!server.listening) return done();
            server.close(() => done());
          }),
      });
    }),
  );
}
