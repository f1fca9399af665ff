import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECTION_MSG } from "../../domain/sections.js";
import { CONTACT_PER_MINUTE } from "../../server/routes/storefront.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let tees: number, mugs: number;
let ip = 0;
/** Each test posts from its own address so the per-address rate limit stays out of the way. */
const from = () => ({ "x-forwarded-for": `10.0.0.${++ip}` });

const outboxTo = (to: string) =>
  t.db.kysely.selectFrom("outbox").selectAll().where("to", "=", to).orderBy("id").execute();

const message = { name: "Ann Shopper", email: "ann@example.net", message: "Do you ship to Canada?" };

beforeAll(async () => {
  // The posts come through a trusted proxy (the test client), so each X-Forwarded-For is its own client.
  t = await createTestApp({ trustProxy: ["127.0.0.1"] });
  [tees, mugs] = await Promise.all([storeId(t.db, "Oscar's Tees"), storeId(t.db, "Oscar's Mugs")]);
  await t.db.kysely.deleteFrom("store_contact_emails").where("website_id", "=", tees).execute();
  const now = new Date().toISOString();
  await t.db.kysely
    .insertInto("store_contact_emails")
    .values([
      { website_id: tees, email: "shop@oscars.example", label: "Shop", sort_order: 0, created_at: now },
      { website_id: tees, email: "help@oscars.example", label: "Help", sort_order: 1, created_at: now },
    ])
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/storefront/{link}/contact", () => {
  it("the contact section renders a real form posting there", async () => {
    const res = await t.app.inject({ method: "GET", url: "/store/oscars-tees/contact" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<form class="contact" method="post" action="/api/storefront/oscars-tees/contact"',
    );
    expect(res.body).toContain('name="first_name"');
    expect(res.body).toContain('name="business_name"');
  });

  it("sends the message to every contact email of the store (outbox), without a session", async () => {
    const res = await call(t.app, "POST", "/api/storefront/oscars-tees/contact", {
      body: { ...message, phone: "+1 555 0100", business_name: "Ann's Cafe" },
      headers: from(),
    });
    expect(res.status).toBe(201);
    expect(res.json()).toEqual({ message: SECTION_MSG.contactSent });
    for (const to of ["shop@oscars.example", "help@oscars.example"]) {
      const mails = await outboxTo(to);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain("Do you ship to Canada?");
      expect(mails[0]!.text).toContain("ann@example.net");
      expect(mails[0]!.text).toContain("Ann's Cafe");
      expect(mails[0]!.html).toContain("Ann&#39;s Cafe");
    }
  });

  it("a plain form post (no JavaScript) is answered with a redirect back to the page and a notice", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/storefront/oscars-tees/contact",
      headers: { "content-type": "application/x-www-form-urlencoded", ...from() },
      payload: new URLSearchParams({
        first_name: "Bo",
        last_name: "Buyer",
        email: "bo@example.net",
        message: "Hi",
        page: "/contact",
        section_id: "ab12c",
      }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/store/oscars-tees/contact?contact=sent#s-ab12c");
    const shown = await t.app.inject({ method: "GET", url: "/store/oscars-tees/contact?contact=sent" });
    expect(shown.body).toContain(SECTION_MSG.contactSent);
    expect(shown.headers["x-storefront-cache"]).toBe("off");
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/storefront/oscars-tees/contact",
      headers: { "content-type": "application/x-www-form-urlencoded", ...from() },
      payload: "email=nope&page=//evil.example",
    });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe("/store/oscars-tees/?contact=error");
  });

  it("validates name, e-mail and message with the spec's messages (422)", async () => {
    const res = await call(t.app, "POST", "/api/storefront/oscars-tees/contact", {
      body: { email: "not-an-email", message: " " },
      headers: from(),
    });
    expect(res.status).toBe(422);
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
      name: "This element is required",
      email: "E-mail must be valid",
      message: "This element is required",
    });
    const halves = await call(t.app, "POST", "/api/storefront/oscars-tees/contact", {
      body: { first_name: "Ann", email: "ann@example.net", message: "x" },
      headers: from(),
    });
    expect(halves.status).toBe(422);
    expect(halves.json<{ errors: Record<string, string> }>().errors).toEqual({
      last_name: "This element is required",
    });
  });

  it("an unlaunched store takes messages only with a preview token; an unknown store is 404", async () => {
    expect(
      (await call(t.app, "POST", "/api/storefront/oscars-mugs/contact", { body: message, headers: from() }))
        .status,
    ).toBe(404);
    expect(
      (await call(t.app, "POST", "/api/storefront/no-such-store/contact", { body: message, headers: from() }))
        .status,
    ).toBe(404);
    const owner = await login(t.app, "owner@example.com");
    const { token } = (
      await call(t.app, "GET", `/api/websites/${mugs}/preview-token`, { token: owner })
    ).json<{ token: string }>();
    const res = await call(
      t.app,
      "POST",
      `/api/storefront/oscars-mugs/contact?preview=${encodeURIComponent(token)}`,
      {
        body: message,
        headers: from(),
      },
    );
    expect(res.status).toBe(201);
  });

  it("is rate-limited per address", async () => {
    const headers = from();
    for (let i = 0; i < CONTACT_PER_MINUTE; i++) {
      expect(
        (await call(t.app, "POST", "/api/storefront/oscars-tees/contact", { body: message, headers })).status,
      ).toBe(201);
    }
    expect(
      (await call(t.app, "POST", "/api/storefront/oscars-tees/contact", { body: message, headers })).status,
    ).toBe(429);
  });
});
