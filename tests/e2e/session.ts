import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Locator, Page, Request } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser.js";
import { type RunningServer, startServer } from "./server.js";
import { DEMO_PASSWORD } from "../../server/demo/index.js";

export interface AppUnderTest {
  server: RunningServer;
  browser: Browser;
}

/**
 * One built server on a fresh demo database and one browser per test file, started before its
 * tests and stopped after them. The fields are set once beforeAll has run.
 */
export function appUnderTest(): AppUnderTest {
  const app = {} as AppUnderTest;
  beforeAll(async () => {
    [app.server, app.browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });
  return app;
}

/** "/app/" and "/app" are the same page to us. */
export const pathOf = (url: string | URL): string => new URL(url).pathname.replace(/\/+$/, "") || "/";

/**
 * A fresh browser profile (no token left from another test) that records uncaught errors; a
 * failed test's context is closed with the browser.
 */
export async function openPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  return { page, errors };
}

/** Fills and submits the login form; the caller waits for where it should land. */
export async function submitLogin(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/app/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/**
 * A demo account signed in on a fresh profile: with `store`, that store is the active one (as
 * the store switcher leaves it). `errors` has uncaught errors, `consoleErrors` the console's.
 */
export async function signInAs(
  app: AppUnderTest,
  email: string,
  options: { store?: number; viewport?: { width: number; height: number } } = {},
): Promise<{ page: Page; errors: string[]; consoleErrors: string[] }> {
  const opened = await openPage(app.browser, options.viewport);
  const consoleErrors: string[] = [];
  opened.page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  if (options.store !== undefined) {
    await opened.page
      .context()
      .addCookies([{ name: "active_website", value: String(options.store), url: app.server.baseUrl }]);
  }
  await submitLogin(opened.page, app.server.baseUrl, email, DEMO_PASSWORD);
  await opened.page.waitForURL((url) => !pathOf(url).endsWith("/login"));
  return { ...opened, consoleErrors };
}

/** Screenshots of the e2e runs, for a person to look at (git-ignored). */
export const SHOTS_DIR = fileURLToPath(new URL("../.tmp", import.meta.url));

/** A full-page shot starts at the top: from a scrolled page the fixed app bar and sidebar land mid-page. */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await mkdir(SHOTS_DIR, { recursive: true });
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage });
}

/** Replaces a field's text by selecting it and typing key by key, as a person does. */
export async function retype(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.press("Backspace");
  await field.page().keyboard.type(text, { delay: 30 });
}

/** The success or error toast react-admin shows. */
export const toast = (page: Page, text: string | RegExp) => page.locator(".MuiSnackbar-root").getByText(text);

/**
 * A demo account's way to the API beside the browser: to find seeded records a test then opens,
 * and to check what the server holds or refuses after the user's clicks.
 */
export interface DemoApi {
  token: string;
  /** GETs `path` (in `store` when given, as the store switcher would send it); throws unless 200. */
  get<T>(path: string, store?: number): Promise<T>;
  /**
   * Sends `method` to `path` as the account, in `store` when given: a JSON body, or a multipart
   * form as it is. Answers the raw response, for a test that checks its status.
   */
  send(method: string, path: string, options?: SendOptions): Promise<Response>;
  /** `send` that throws unless the answer is 2xx, and answers its JSON body. */
  write<T>(method: string, path: string, options?: SendOptions): Promise<T>;
  /** The id of one of the account's stores by name (ids differ between seeds). */
  storeNamed(name: string): Promise<number>;
}

export interface SendOptions {
  body?: unknown;
  store?: number;
  /** "manual" to see a redirect instead of following it. */
  redirect?: RequestRedirect;
}

export async function demoApi(app: Pick<AppUnderTest, "server">, email: string): Promise<DemoApi> {
  const login = await fetch(`${app.server.baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`${email} could not sign in: ${login.status}`);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const send = (method: string, path: string, { body, store, redirect }: SendOptions = {}) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (store !== undefined) headers["x-website-id"] = String(store);
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers["content-type"] = "application/json";
    return fetch(`${app.server.baseUrl}${path}`, {
      method,
      headers,
      redirect,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
  };
  const write = async <T>(method: string, path: string, options?: SendOptions): Promise<T> => {
    const res = await send(method, path, options);
    if (res.status >= 300)
      throw new Error(`${method} ${path} as ${email}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const get = async <T>(path: string, store?: number): Promise<T> => {
    const res = await send("GET", path, { store });
    if (res.status !== 200) throw new Error(`GET ${path} as ${email}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const storeNamed = async (name: string): Promise<number> => {
    const store = (await get<{ id: number; name: string }[]>("/api/websites")).find((s) => s.name === name);
    if (!store) throw new Error(`${email} has no store named ${name}`);
    return store.id;
  };
  return { token, get, send, write, storeNamed };
}

/** The id of a demo store by name, as a demo account sees it (ids differ between seeds). */
export async function demoStoreId(app: AppUnderTest, email: string, storeName: string): Promise<number> {
  return (await demoApi(app, email)).storeNamed(storeName);
}

/** A BREAD list query for `get`: a range and, when given, a filter. */
export function breadQuery(range: [number, number], filter?: Record<string, unknown>): string {
  const query = `range=${encodeURIComponent(JSON.stringify(range))}`;
  return filter ? `${query}&filter=${encodeURIComponent(JSON.stringify(filter))}` : query;
}

/**
 * Waits until the page has sent no request for `quietMs`, the live stream aside: that one stays
 * open for as long as the app is, so Playwright's "networkidle" never comes on a signed-in page.
 */
export async function settled(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  const open = new Set<Request>();
  const track = (request: Request) => {
    if (!new URL(request.url()).pathname.endsWith("/api/live")) open.add(request);
  };
  const done = (request: Request) => void open.delete(request);
  page.on("request", track);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  try {
    let quietSince = Date.now();
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      await page.waitForTimeout(100);
      if (open.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
    }
  } finally {
    page.off("request", track);
    page.off("requestfinished", done);
    page.off("requestfailed", done);
  }
}
