import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { STORE_MSG } from "../../domain/stores.js";
import { checkDns, type DnsLookups } from "../../server/routes/websites/dns-check.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";
import { actors, expectStoreGuards, type Actors } from "./websites-helpers.js";
import { errorBody } from "../../server/errors.js";

let t: TestApp;
let a: Actors;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: "https://merch.example" });
  a = await actors(t);
});
afterAll(() => t.close());

describe("POST /api/validate_domain", () => {
  it("accepts a free link or domain and refuses taken ones (409) and bad syntax (422)", async () => {
    const free = await call(t.app, "POST", "/api/validate_domain", {
      token: a.primary,
      body: { link: "brand-new-store" },
    });
    expect(free.json()).toEqual({
      valid: true,
      value: "brand-new-store",
      message: STORE_MSG.domainAvailable,
    });
    // A store's own link is not "taken" while it is being edited.
    const own = await call(t.app, "POST", "/api/validate_domain", {
      token: a.primary,
      body: { link: "acme-team-store", website_id: a.team },
    });
    expect(own.status).toBe(200);
    const taken = await call(t.app, "POST", "/api/validate_domain", {
      token: a.primary,
      body: { link: "acme-team-store" },
    });
    expect(taken.status).toBe(409);
    expect(taken.json()).toEqual(errorBody(STORE_MSG.linkTaken, { link: STORE_MSG.linkTaken }));
    const bad = await call(t.app, "POST", "/api/validate_domain", {
      token: a.primary,
      body: { link: "a b" },
    });
    expect(bad.status).toBe(422);
    expect(bad.json().message).toBe(STORE_MSG.linkInvalid);
    const domain = await call(t.app, "POST", "/api/validate_domain", {
      token: a.primary,
      body: { domain: "HTTPS://Shop.Example.com/" },
    });
    expect(domain.json()).toMatchObject({ valid: true, value: "shop.example.com" });
    const badDomain = await call(t.app, "POST", "/api/validate_domain", {
      token: a.primary,
      body: { domain: "shop" },
    });
    expect(badDomain.json().message).toBe(STORE_MSG.domainInvalid);
    const platform = await call(t.app, "POST", "/api/validate_domain", {
      token: a.primary,
      body: { domain: "merch.example" },
    });
    expect(platform.status).toBe(422);
    expect(
      (await call(t.app, "POST", "/api/validate_domain", { token: a.primary, body: {} })).json().message,
    ).toBe(MSG.required);
    expect((await call(t.app, "POST", "/api/validate_domain", { body: { link: "abc" } })).status).toBe(401);
  });

  it("checks the right in the store being edited", async () => {
    await expectStoreGuards(t, a, (id) => ({
      method: "POST",
      url: "/api/validate_domain",
      body: { link: "x-y-z", website_id: id },
    }));
  });
});

describe("checkDns", () => {
  const fake = (records: Record<string, { cname?: string[]; a?: string[] }>, delayMs = 0): DnsLookups => ({
    cname: async (host) => {
      await new Promise((r) => setTimeout(r, delayMs));
      return records[host]?.cname ?? [];
    },
    addresses: async (host) => records[host]?.a ?? [],
  });

  it("says ok for a CNAME to the platform host or a shared address", async () => {
    const byCname = await checkDns(
      "shop.acme.example",
      "merch.example",
      fake({ "shop.acme.example": { cname: ["Merch.Example."] } }),
    );
    expect(byCname).toMatchObject({ valid: true, verdict: "ok", cname: ["merch.example"] });
    const byA = await checkDns(
      "shop.acme.example",
      "merch.example",
      fake({ "shop.acme.example": { a: ["203.0.113.7"] }, "merch.example": { a: ["203.0.113.7"] } }),
    );
    expect(byA).toMatchObject({ valid: true, verdict: "ok" });
  });

  it("names what is wrong: no records, another target, a time-out, an error", async () => {
    expect(await checkDns("a.example", "merch.example", fake({}))).toMatchObject({
      valid: false,
      verdict: "not_found",
      message: "No DNS records found for a.example. Add a CNAME record pointing to merch.example.",
    });
    const wrong = await checkDns(
      "a.example",
      "merch.example",
      fake({ "a.example": { a: ["198.51.100.1"] }, "merch.example": { a: ["203.0.113.7"] } }),
    );
    expect(wrong).toMatchObject({
      verdict: "wrong_target",
      message:
        "a.example points to 198.51.100.1, not to merch.example. Change its CNAME record to merch.example.",
    });
    const slow = await checkDns("a.example", "merch.example", fake({}, 500), 50);
    expect(slow).toMatchObject({ valid: false, verdict: "timeout" });
    const broken: DnsLookups = {
      cname: () => Promise.reject(new Error("resolver down")),
      addresses: async () => [],
    };
    expect(await checkDns("a.example", "merch.example", broken)).toMatchObject({
      verdict: "error",
      message: expect.stringContaining("resolver down"),
    });
  });
});

describe("POST /api/validate_dns", () => {
  it("answers with a verdict within 3 seconds from a real lookup", async () => {
    const started = Date.now();
    // .invalid never resolves (RFC 2606), online or offline.
    const res = await call(t.app, "POST", "/api/validate_dns", {
      token: a.primary,
      body: { domain: "shop.example.invalid" },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({
      valid: false,
      domain: "shop.example.invalid",
      target: "merch.example",
    });
    expect(["not_found", "timeout", "error"]).toContain(res.json().verdict);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("refuses bad syntax (422) and anonymous callers", async () => {
    const bad = await call(t.app, "POST", "/api/validate_dns", {
      token: a.primary,
      body: { domain: "nope" },
    });
    expect(bad.status).toBe(422);
    expect(bad.json().message).toBe(STORE_MSG.domainInvalid);
    expect((await call(t.app, "POST", "/api/validate_dns", { body: { domain: "a.example" } })).status).toBe(
      401,
    );
    await expectStoreGuards(t, a, (id) => ({
      method: "POST",
      url: "/api/validate_dns",
      body: { domain: "a.example.invalid", website_id: id },
    }));
  });
});

describe("POST /api/domain/request", () => {
  it("mails and notifies the admins for a plan with custom domains", async () => {
    const res = await call(t.app, "POST", "/api/domain/request", {
      token: a.primary,
      body: { website_id: a.team, domain: "shop.acme.example" },
    });
    expect(res.status).toBe(200);
    expect(res.json().message).toBe(STORE_MSG.domainRequestSent);
    const mail = await t.db.kysely
      .selectFrom("outbox")
      .select(["to", "subject"])
      .where("subject", "like", "Custom domain request%")
      .execute();
    expect(mail).toEqual([{ to: "admin@example.com", subject: "Custom domain request: shop.acme.example" }]);
    const note = await t.db.kysely
      .selectFrom("notifications")
      .select("content")
      .where("user_id", "=", a.uid.admin!)
      .where("website_id", "=", a.team)
      .execute();
    expect(note.some((n) => n.content.includes("shop.acme.example"))).toBe(true);
  });

  it("refuses a free plan (422) and checks the store right", async () => {
    const free = await call(t.app, "POST", "/api/domain/request", {
      token: a.owner,
      body: { website_id: a.tees, domain: "shop.oscar.example" },
    });
    expect(free.status).toBe(422);
    await expectStoreGuards(t, a, (id) => ({
      method: "POST",
      url: "/api/domain/request",
      body: { website_id: id, domain: "x.example" },
    }));
  });
});
