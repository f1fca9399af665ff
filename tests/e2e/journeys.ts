import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import { type AxeViolation, axeViolations, describeViolations } from "./axe.js";
import {
  type AppUnderTest,
  openPage,
  pathOf,
  shot,
  SHOTS_DIR,
  submitLogin,
  settled as requestsDone,
} from "./session.js";

/**
 * A role's walk through the back office on the demo data: sign in through the login page, then
 * open every entry its sidebar offers (collected from the rendered menu, so a new entry is walked
 * without touching this file), and on every screen look for an error page, a console error, a
 * failed /api call (status >= 500) and critical or serious axe violations.
 */

/** Screens per role: enough for every menu entry the demo roles have, and a bound on the run time. */
export const MAX_SCREENS = 16;

export interface ScreenReport {
  path: string;
  problems: string[];
  violations: AxeViolation[];
}

export interface JourneyReport {
  email: string;
  width: number;
  screens: ScreenReport[];
}

export interface WalkOptions {
  /** Also walk the user menu's pages and every tab of every screen. */
  accountPages?: boolean;
  viewport?: { width: number; height: number };
  /**
   * The screens to open, by address. A phone's sidebar is a closed drawer, so a phone walk takes
   * the screens a desktop walk of the same role found in its sidebar.
   */
  paths?: readonly string[];
}

export const PHONE = { width: 393, height: 852 };

/** A page wider than the screen makes the whole screen scroll sideways on a phone. */
async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

const ERROR_PAGE = /Something went wrong/;

/** Internal links of the sidebar as rendered now (the store one, or the company one on "/"). */
async function sidebarPaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator(".RaSidebar-fixed a[href]:not([target=_blank])")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs
    .filter((href) => new URL(href).origin === origin)
    .map((href) => pathOf(href))
    .filter((path) => path === "/app" || path.startsWith("/app/"));
}

/** The pages of the user menu in the top bar (the account pages), read from the opened menu. */
async function userMenuPaths(page: Page): Promise<string[]> {
  await page.locator(".RaUserMenu-userButton, .RaUserMenu-root button").first().click();
  const menu = page.locator("#menu-appbar");
  await menu.getByRole("menuitem").first().waitFor();
  const hrefs = await menu
    .locator("a[href]")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  await page.keyboard.press("Escape");
  await menu.getByRole("menu").waitFor({ state: "hidden" });
  return hrefs.map((href) => pathOf(href));
}

/** Waits for the page to stop loading: no requests in flight and no progress bar. */
async function settled(page: Page): Promise<void> {
  await requestsDone(page, 500, 8_000);
  await page
    // A spinner, not a bar showing how far something is (those have a value and stay).
    .locator('[role="progressbar"]:not([aria-valuenow]):visible')
    .first()
    .waitFor({ state: "detached", timeout: 8_000 })
    .catch(() => undefined);
  // Dialogs and menus fade in: colours are only final once their transitions have run.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** A page that needs a store and has none asks for one: pick the first, as a person would. */
async function chooseStoreIfAsked(page: Page): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Select active store" });
  if ((await dialog.count()) === 0) return;
  await dialog.getByRole("button").first().click();
  await settled(page);
}

/** Opens a sidebar entry: clicks it when the sidebar shows it, otherwise goes to its address. */
async function open(page: Page, baseUrl: string, path: string): Promise<void> {
  const link = page.locator(`.RaSidebar-fixed a[href="${path}"]`).first();
  // A link under a closing popover or a moving drawer does not take the click: go by address then.
  const clicked =
    (await link.isVisible()) &&
    (await link.click({ timeout: 3_000 }).then(
      () => true,
      () => false,
    ));
  if (!clicked) await page.goto(`${baseUrl}${path}`);
  await page.waitForURL((url) => pathOf(url) !== "/app/login", { timeout: 10_000 }).catch(() => undefined);
  await settled(page);
  await chooseStoreIfAsked(page);
}

/** Each further tab of the screen (settings, admin panel, account pages), checked like a screen. */
async function walkTabs(page: Page, path: string, problems: string[]): Promise<ScreenReport[]> {
  const tabs = page.locator('#main-content [role="tab"]:not([aria-selected="true"]):not([disabled])');
  const names = (await tabs.allInnerTexts()).map((name) => name.trim()).filter((name) => name !== "");
  const reports: ScreenReport[] = [];
  for (const name of names) {
    problems.length = 0;
    const tab = page.locator("#main-content").getByRole("tab", { name, exact: true }).first();
    if (
      !(await tab.click({ timeout: 3_000 }).then(
        () => true,
        () => false,
      ))
    )
      continue;
    await settled(page);
    const violations = await axeViolations(page);
    reports.push({ path: `${path} [${name}]`, problems: [...problems], violations });
  }
  return reports;
}

/**
 * `accountPages` also walks the user menu's pages and every tab of every screen; the account
 * pages are the same for every role and the tabs the same for every store, so one role per group
 * walks them.
 */
export async function walkRole(
  app: AppUnderTest,
  email: string,
  { accountPages = false, viewport, paths }: WalkOptions = {},
): Promise<JourneyReport> {
  const { page, errors } = await openPage(app.browser, viewport);
  const width = page.viewportSize()?.width ?? 0;
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/api/") && response.status() >= 500)
      problems.push(`${response.status()} from ${response.request().method()} ${url.pathname}`);
  });

  await submitLogin(page, app.server.baseUrl, email, DEMO_PASSWORD);
  await page.waitForURL((url) => pathOf(url) !== "/app/login");
  await settled(page);

  const report: JourneyReport = { email, width, screens: [] };
  const queue = paths ? [...paths] : [pathOf(page.url())];
  if (accountPages) queue.push(...(await userMenuPaths(page)));
  const seen = new Set(queue);
  const limit = paths ? paths.length : MAX_SCREENS + (accountPages ? queue.length - 1 : 0);
  for (let walked = 0; queue.length > 0 && walked < limit; walked++) {
    const path = queue.shift()!;
    problems.length = 0;
    errors.length = 0;
    await open(page, app.server.baseUrl, path);
    if (ERROR_PAGE.test(await page.locator("body").innerText())) problems.push("error page");
    // One top-level heading names the page: the page's own, or else its name in the top bar.
    const oneHeading = await page
      .waitForFunction(
        () =>
          [...document.querySelectorAll("h1")].filter(
            (h) => h.getAttribute("role") !== "none" && (h.textContent ?? "").trim() !== "",
          ).length === 1,
        undefined,
        { timeout: 5_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (!oneHeading) {
      const texts = await page.getByRole("heading", { level: 1 }).allInnerTexts();
      problems.push(`expected one named <h1>, found ${JSON.stringify(texts)}`);
    }
    if (width < 600 && (await scrollsSideways(page)))
      problems.push(`the page scrolls sideways at ${width} px`);
    const violations = await axeViolations(page);
    report.screens.push({ path, problems: [...problems], violations });
    if (width < 600) await shot(page, `journey-${email.split("@")[0]}-${width}-${path.replace(/\W+/g, "_")}`);
    if (accountPages) report.screens.push(...(await walkTabs(page, path, problems)));
    for (const next of paths ? [] : await sidebarPaths(page)) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  await page.context().close();
  await mkdir(SHOTS_DIR, { recursive: true });
  await writeFile(
    join(SHOTS_DIR, `journey-${email.split("@")[0]}-${width}.json`),
    JSON.stringify(report, null, 2),
  );
  return report;
}

/** What failed on each screen, one line per problem, empty when the walk was clean. */
export const failures = (report: JourneyReport): string[] =>
  report.screens.flatMap(({ path, problems, violations }) =>
    [...problems, ...describeViolations(violations)].map((line) => `${path}: ${line}`),
  );
