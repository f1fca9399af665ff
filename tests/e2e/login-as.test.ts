import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import { appUnderTest, openPage, pathOf, shot, submitLogin } from "./session.js";

/**
 * On the demo data: the platform admin opens the user list, logs in as
 * owner@example.com and lands signed in as the owner; the same single-use link opened again is
 * refused on the login page.
 */

const app = appUnderTest();

describe('"Log in as" from the user list', () => {
  it("signs the admin in as the owner, once", async () => {
    const { page, errors } = await openPage(app.browser);
    await submitLogin(page, app.server.baseUrl, "admin@example.com", DEMO_PASSWORD);
    await page.waitForURL((url) => pathOf(url) === "/app");

    await page.goto(`${app.server.baseUrl}/app/User`);
    await page.getByLabel("Search by name or email").fill("example.com");
    await page.getByRole("button", { name: "Log in as Oscar Owner", exact: true }).waitFor();
    // Platform admins are nobody's "log in as".
    expect(await page.getByRole("button", { name: "Log in as Platform Admin" }).count()).toBe(0);
    await page.getByRole("button", { name: "Log in as Oscar Owner", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Log in as Oscar Owner?", { exact: false }).waitFor();
    await shot(page, "login-as-confirm-1280");
    const issued = page.waitForResponse((res) => res.url().includes("/login-link"));
    await dialog.getByRole("button", { name: "Yes" }).click();
    const { etoken } = (await (await issued).json()) as { etoken: string };

    await page.waitForURL((url) => pathOf(url) === "/app/store-dashboard");
    await expect.poll(() => page.title(), { timeout: 15_000 }).toMatch(/^Store Dashboard/);
    await shot(page, "login-as-owner-1280");
    const me = await page.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? "");
      const res = await fetch("/api/user", { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { email: string }).email;
    });
    expect(me).toBe("owner@example.com");
    expect(errors).toEqual([]);

    const again = await openPage(app.browser);
    await again.page.goto(`${app.server.baseUrl}/app/login?etoken=${etoken}`);
    await again.page.getByText("This login link is invalid or has expired.").waitFor();
    expect(pathOf(again.page.url())).toBe("/app/login");
    await shot(again.page, "login-as-reused-1280");
    expect(again.errors).toEqual([]);
  });
});
