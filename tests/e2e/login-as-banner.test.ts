import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, openPage, pathOf, shot, submitLogin } from "./session.js";

/**
 * On the demo data: the platform admin logs in as owner@example.com from the user list; every
 * screen of that session says whose account it is and which admin acts for them, and its button
 * ends the session. The admin's own session shows no such banner.
 */

const app = appUnderTest();
const BANNER = "Signed in as Oscar Owner by Platform Admin";

describe('the "acting as" banner of a "log in as" session', () => {
  it("shows on every screen, passes axe, and ends the session", async () => {
    const { page, errors } = await openPage(app.browser);
    await submitLogin(page, app.server.baseUrl, "admin@example.com", DEMO_PASSWORD);
    await page.waitForURL((url) => pathOf(url) === "/app");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await page.getByText(/^Signed in as .* by /).count()).toBe(0);

    await page.goto(`${app.server.baseUrl}/app/User`);
    await page.getByLabel("Search by name or email").fill("owner@example.com");
    await page.getByRole("button", { name: "Log in as Oscar Owner", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await page.waitForURL((url) => pathOf(url) === "/app/store-dashboard");

    const banner = page.getByRole("region", { name: "Admin session" });
    await banner.getByText(BANNER).waitFor();
    await expect.poll(() => page.title(), { timeout: 15_000 }).toMatch(/^Store Dashboard/);
    await page.getByRole("region", { name: "Orders statistics" }).waitFor();
    await shot(page, "login-as-banner-dashboard-1280");
    expect(describeViolations(await axeViolations(page))).toEqual([]);

    // Another screen of the same session, on a phone: still there.
    const phone = await openPage(app.browser, { width: 393, height: 852 });
    await phone.page.context().addCookies(await page.context().cookies());
    await phone.page.goto(`${app.server.baseUrl}/app/products`);
    const phoneBanner = phone.page.getByRole("region", { name: "Admin session" });
    await phoneBanner.getByText(BANNER).waitFor();
    // A phone lists one line per product, its picture and name a link to the editor.
    await phone.page
      .getByRole("main")
      .getByRole("link")
      .filter({ has: phone.page.locator("img") })
      .first()
      .waitFor();
    await shot(phone.page, "login-as-banner-products-393");
    expect(describeViolations(await axeViolations(phone.page))).toEqual([]);

    const token = await phone.page.evaluate(() =>
      decodeURIComponent(document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? ""),
    );
    await phoneBanner.getByRole("button", { name: "End session" }).click();
    await phone.page.waitForURL((url) => pathOf(url) === "/app/login");
    await phone.page.locator('input[name="email"]').waitFor();
    await shot(phone.page, "login-as-banner-ended-393");
    const after = await fetch(`${app.server.baseUrl}/api/user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
    expect(await phone.page.evaluate(() => document.cookie.includes("token="))).toBe(false);
    expect(phone.errors).toEqual([]);
    expect(errors).toEqual([]);
  });
});
