import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { escapeHtml } from "../../server/services/sanitize/entities.js";

/**
 * A local stand-in for Stripe, for the API tests (STRIPE_API_BASE pointed at it) and the browser
 * tests. It answers what the official SDK calls, form encoded with a Bearer key: Connect accounts,
 * account links and login links, Checkout sessions and refunds. It also serves the pages Stripe
 * shows a browser, on its own origin: the onboarding link (finishing it enables charges), the
 * Express dashboard and the Checkout session's payment page (Pay, Cancel).
 */

export interface FakeSession {
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
  /** Every API request, in order. */
  calls: FakeCall[];
  /** What the payment page's Pay does: the session is paid and has its payment intent. */
  pay(sessionId: string): void;
  /** What finishing the onboarding link does: the account may take charges. */
  onboard(accountId: string): void;
  /** Stops listening; closing twice is fine. */
  close(): Promise<void>;
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
  const calls: FakeCall[] = [];
  let sessionCount = 0;
  let accountCount = 0;
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
  const missing = (res: ServerResponse) =>
    json(res, 404, {
      error: { type: "invalid_request_error", message: "No such resource", code: "resource_missing" },
    });
  const idIn = (pattern: RegExp, path: string) => {
    const match = pattern.exec(path);
    return match ? decodeURIComponent(match[1]!) : undefined;
  };

  const pay = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`the fake Stripe has no session ${sessionId}`);
    session.payment_status = "paid";
    session.status = "complete";
    session.payment_intent = `pi_${session.id}`;
  };
  const onboard = (accountId: string) => {
    const account = accounts.get(accountId);
    if (!account) throw new Error(`the fake Stripe has no account ${accountId}`);
    account.charges_enabled = true;
    account.details_submitted = true;
  };

  /** The API the app calls. */
  const api = (req: IncomingMessage, res: ServerResponse, path: string, form: URLSearchParams) => {
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
      const session: FakeSession = {
        id,
        object: "checkout.session",
        url: `${pagesOrigin}/c/pay/${id}`,
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
      created.set(id, form);
      return json(res, 200, session);
    }
    const sessionId = idIn(/^\/v1\/checkout\/sessions\/([^/]+)$/, path);
    if (req.method === "GET" && sessionId !== undefined) {
      const found = sessions.get(sessionId);
      return found ? json(res, 200, found) : missing(res);
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
      pay(session.id);
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
      if (!path.startsWith("/v1/")) return pages(req, res, path);
      calls.push({ method: req.method ?? "", path, auth: String(req.headers.authorization), body: raw });
      api(req, res, path, new URLSearchParams(raw));
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
        calls,
        pay,
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
