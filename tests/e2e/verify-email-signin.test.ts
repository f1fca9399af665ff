import { describe, expect, it } from "vitest";
import { appUnderTest, openPage, pathOf, shot, toast, settled } from "./session.js";
import { lastMailTo, linkIn } from "./outbox.js";

/**
 * A new user opens the verification mail's link in a browser that holds no session: the address
 * is confirmed and the user lands signed in. The same link opened again confirms nothing and
 * signs nobody in.
 */

const app = appUnderTest();
const EMAIL = "vera@verify.example";

const me = (page: import("playwright-core").Page) =>
  page.evaluate(async () => {
    const token = decodeURIComponent(document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? "");
    if (!token) return null;
    const res = await fetch("/api/user", { headers: { authorization: `Bearer ${token}` } });
    return res.ok ? ((await res.json()) as { email: string; email_verified_at: string | null }) : null;
  });

describe("the email verification link", () => {
  it("confirms the address and signs the user in, once", async () => {
    const registered = await fetch(`${app.server.baseUrl}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Vera Verify",
        email: EMAIL,
        password: "a-long-password",
        password_confirmation: "a-long-password",
      }),
    });
    expect(registered.status).toBe(201);
    const mail = lastMailTo(app.server.dataDir, EMAIL);
    expect(mail).not.toBeNull();
    const link = linkIn(mail!, "/app/verify?");
    expect(new URL(link).searchParams.get("etoken")).toBeTruthy();

    const { page, errors } = await openPage(app.browser, { width: 393, height: 852 });
    await page.goto(link);
    await page.waitForURL((url) => !["/app/verify", "/app/login"].includes(pathOf(url)), { timeout: 20_000 });
    await toast(page, "Your email address is verified.").waitFor();
    await settled(page);
    await shot(page, "verify-signed-in-393");
    const user = await me(page);
    expect(user?.email).toBe(EMAIL);
    expect(user?.email_verified_at).not.toBeNull();
    expect(errors).toEqual([]);

    const again = await openPage(app.browser);
    await again.page.goto(link);
    await again.page.getByText("This verification link is invalid or has expired.").waitFor();
    expect(pathOf(again.page.url())).toBe("/app/verify");
    expect(await me(again.page)).toBeNull();
    await shot(again.page, "verify-reused-1280");
    expect(again.errors).toEqual([]);
  });
});
