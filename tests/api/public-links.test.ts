import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { absoluteUrl, publicUrlNotice } from "../../server/services/public-url.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";
import { actors, type Actors } from "./websites-helpers.js";

/** An address other than the default, with a path: links must keep both. */
const PUBLIC = "https://shop.example.test/merch";

let t: TestApp;
let a: Actors;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC });
  a = await actors(t);
});
afterAll(() => t.close());

/** Every http(s) address in a text. */
const linksIn = (text: string) => text.match(/https?:\/\/[^\s"'<>]+/g) ?? [];

/** The mails to an address; the reset mail is sent after the answer, so it is waited for. */
async function mailsTo(address: string, atLeast = 1): Promise<string[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const rows = await t.db.kysely.selectFrom("outbox").select("text").where("to", "=", address).execute();
    if (rows.length >= atLeast) return rows.map((row) => row.text);
    await new Promise((done) => setTimeout(done, 20));
  }
  throw new Error(`no mail to ${address}`);
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname.replace(/^\/merch/, "") + u.search;
};

describe("absolute links come from the configured public URL", () => {
  it("every link in every mail the user flows send starts with PUBLIC_URL", async () => {
    const registered = await call(t.app, "POST", "/api/register", {
      body: {
        name: "Links",
        email: "links@example.com",
        password: "secret123",
        password_confirmation: "secret123",
      },
    });
    expect(registered.status).toBe(201);
    expect(
      (await call(t.app, "POST", "/api/password/email", { body: { email: "salesperson@example.com" } }))
        .status,
    ).toBe(200);
    const invited = await call(t.app, "POST", "/api/create/invitation", {
      token: a.owner,
      body: { website_id: a.tees, email: "invitee@links.example", company_role: "designer", permissions: [] },
    });
    expect(invited.status).toBe(201);
    const onboarding = await call(t.app, "POST", "/api/send/paypal/link", {
      token: a.primary,
      body: { website_id: a.events, email: "treasurer@links.example" },
    });
    expect(onboarding.status).toBe(200);
    const summary = await call(t.app, "POST", "/api/resend/permission", {
      token: a.storeAdmin,
      body: { website_id: a.team, user_id: a.uid["client"] },
    });
    expect(summary.status).toBe(200);

    const mails = [
      ...(await mailsTo("links@example.com")),
      ...(await mailsTo("salesperson@example.com")),
      ...(await mailsTo("invitee@links.example")),
      ...(await mailsTo("treasurer@links.example")),
      ...(await mailsTo("client@example.com")),
    ];
    const links = mails.flatMap(linksIn);
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const link of links) expect(link).toMatch(new RegExp(`^${PUBLIC}/`));
    expect(links.some((link) => link.startsWith(`${PUBLIC}/app/verify?token=`))).toBe(true);
    expect(links.some((link) => link.startsWith(`${PUBLIC}/app/password/reset?token=`))).toBe(true);
    expect(links.some((link) => link.startsWith(`${PUBLIC}/app/invitation/accept?token=`))).toBe(true);
    expect(links.some((link) => link.startsWith(`${PUBLIC}/api/payments/sandbox/onboard/`))).toBe(true);
  });

  it("the payment provider's return address and the onboarding link start with PUBLIC_URL", async () => {
    const res = await call(t.app, "GET", `/api/stripe/generate_onboard?website_id=${a.events}`, {
      token: a.primary,
    });
    expect(res.status).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url.startsWith(`${PUBLIC}/api/payments/sandbox/onboard/`)).toBe(true);
    const done = await t.app.inject({
      method: "POST",
      url: pathOf(url),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(done.statusCode).toBe(303);
    expect(String(done.headers.location)).toBe(
      `${PUBLIC}/app/third-party?status=connected&provider=card&website_id=${a.events}`,
    );
  });

  it("store preview links and store addresses shown in the app start with PUBLIC_URL", async () => {
    const preview = await call(t.app, "GET", `/api/websites/${a.mugs}/preview-token`, { token: a.owner });
    expect(preview.status).toBe(200);
    expect(preview.json<{ url: string }>().url.startsWith(`${PUBLIC}/store/`)).toBe(true);
    const list = await call(t.app, "GET", "/api/websites", { token: a.owner });
    expect(list.status).toBe(200);
    const text = JSON.stringify(list.body);
    const shown = [...text.matchAll(/"linkToWebsite":"([^"]+)"/g)].map((m) => m[1]!);
    expect(shown.length).toBeGreaterThan(0);
    for (const link of shown) expect(link).toMatch(new RegExp(`^(${PUBLIC}/store/|https://)`));
  });
});

describe("absoluteUrl", () => {
  it("appends the path to the public URL, keeping the URL's own path", () => {
    expect(absoluteUrl({ publicUrl: PUBLIC }, "/app/verify?token=x")).toBe(`${PUBLIC}/app/verify?token=x`);
    expect(absoluteUrl({ publicUrl: `${PUBLIC}/` }, "app/")).toBe(`${PUBLIC}/app/`);
  });

  it("tells at start which origin links use when PUBLIC_URL is unset, and nothing when it is set", () => {
    expect(publicUrlNotice({}, { publicUrl: "http://localhost:3000" })).toContain("http://localhost:3000");
    expect(publicUrlNotice({ PUBLIC_URL: PUBLIC }, { publicUrl: PUBLIC })).toBeNull();
  });
});
