import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { SUPPLIER_MSG } from "../../domain/stores.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";
import { actors, expectStoreGuards, type Actors } from "./websites-helpers.js";

let t: TestApp;
let a: Actors;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
});
afterAll(() => t.close());

type Account = {
  customer_number: string;
  status: string;
  provider: string;
  email: string;
  shipping_method: string;
};

describe("supplier account (profill)", () => {
  it("offers the local provider's shipping methods", async () => {
    const res = await call(t.app, "GET", "/api/profill/default-shipping-method", { token: a.owner });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ provider: "local", method: { code: "ground", name: "Ground" } });
    expect((await call(t.app, "GET", "/api/profill/default-shipping-method")).status).toBe(401);
  });

  it("creates, checks, reads and validates the store's account", async () => {
    const check = await call(t.app, "GET", `/api/profill/check-account/${a.events}`, { token: a.storeAdmin });
    expect(check.json()).toEqual({ provider: "local", exists: false, validated: false, status: null });
    const created = await call(t.app, "POST", "/api/profill/create-account", {
      token: a.primary,
      body: {
        website_id: a.events,
        company: "Acme Apparel Co.",
        contact_name: "Paula",
        email: "Buying@Acme.example",
        shipping_method: "two_day",
      },
    });
    expect(created.status).toBe(201);
    const account = created.json<{ message: string; account: Account }>();
    expect(account.message).toBe(SUPPLIER_MSG.created);
    expect(account.account).toMatchObject({
      provider: "local",
      status: "pending",
      email: "buying@acme.example",
      shipping_method: "two_day",
    });
    expect(account.account.customer_number).toMatch(/^LOC-\d{6}$/);

    const again = await call(t.app, "POST", "/api/profill/create-account", {
      token: a.primary,
      body: { website_id: a.events, company: "X", contact_name: "Y", email: "x@y.example" },
    });
    expect(again.status).toBe(409);
    expect(again.json().message).toBe(SUPPLIER_MSG.exists);

    const data = await call(t.app, "GET", `/api/profill/fetch-customer-data/${a.events}`, {
      token: a.primary,
    });
    expect(data.json()).toMatchObject({
      account: { company: "Acme Apparel Co." },
      shipping_method: { code: "two_day" },
    });

    const wrong = await call(t.app, "POST", "/api/profill/validate-account", {
      token: a.primary,
      body: { website_id: a.events, customer_number: "LOC-999999", email: "buying@acme.example" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json().message).toBe(SUPPLIER_MSG.invalid);
    const ok = await call(t.app, "POST", "/api/profill/validate-account", {
      token: a.primary,
      body: {
        website_id: a.events,
        customer_number: account.account.customer_number.toLowerCase(),
        email: "BUYING@acme.example",
      },
    });
    expect(ok.json()).toMatchObject({ message: SUPPLIER_MSG.validated, account: { status: "active" } });
    expect(
      (await call(t.app, "GET", `/api/profill/check-account/${a.events}`, { token: a.primary })).json(),
    ).toMatchObject({
      exists: true,
      validated: true,
    });
  });

  it("says whether the caller may manage it", async () => {
    const staff = await call(t.app, "GET", `/api/profill/check-user-access/${a.team}`, { token: a.designer });
    expect(staff.json()).toEqual({ access: false, has_account: false });
    const owner = await call(t.app, "GET", `/api/profill/check-user-access/${a.team}`, { token: a.primary });
    expect(owner.json()).toEqual({ access: true, has_account: false });
    const foreign = await call(t.app, "GET", `/api/profill/check-user-access/${a.team}`, { token: a.owner });
    expect(foreign.status).toBe(404);
    expect(foreign.json().message).toBe(MSG.websiteNotFound);
  });

  it("refuses bad input with the field named", async () => {
    const res = await call(t.app, "POST", "/api/profill/create-account", {
      token: a.owner,
      body: { website_id: a.tees, company: "", contact_name: "O", email: "bad", shipping_method: "rocket" },
    });
    expect(res.status).toBe(422);
    expect(res.json().errors).toMatchObject({ company: MSG.required, email: MSG.invalidEmail });
    const method = await call(t.app, "POST", "/api/profill/create-account", {
      token: a.owner,
      body: {
        website_id: a.tees,
        company: "Oscar",
        contact_name: "O",
        email: "o@x.example",
        shipping_method: "rocket",
      },
    });
    expect(method.json().message).toBe(SUPPLIER_MSG.unknownMethod);
    const missing = await call(t.app, "GET", `/api/profill/fetch-customer-data/${a.tees}`, {
      token: a.owner,
    });
    expect(missing.status).toBe(404);
    expect(missing.json().message).toBe(SUPPLIER_MSG.missing);
  });

  it("tracks a known order by its recorded shipment, never by a made-up history", async () => {
    const order = await t.db.kysely
      .selectFrom("orders")
      .innerJoin("shipments", "shipments.order_id", "orders.id")
      .select(["orders.id", "shipments.tracking_number"])
      .where("orders.website_id", "=", a.team)
      .where("orders.status", "=", "completed")
      .executeTakeFirstOrThrow();
    const known = await call(t.app, "GET", `/api/profill/fetch-tracking/${order.id}`, { token: a.primary });
    expect(known.status).toBe(200);
    expect(known.json()).toMatchObject({
      known: true,
      provider: "local",
      source: "recorded",
      tracking_number: order.tracking_number,
      status: "delivered",
    });
    // The same order asked by someone outside the store is unknown to them: nothing leaks.
    const outsider = await call(t.app, "GET", `/api/profill/fetch-tracking/${order.id}`, { token: a.owner });
    expect(outsider.json()).toMatchObject({ known: false, events: [] });
    const unknown = await call(t.app, "GET", "/api/profill/fetch-tracking/1Z999AA10123456784", {
      token: a.owner,
    });
    expect(unknown.json()).toMatchObject({ known: false, message: SUPPLIER_MSG.trackingUnknown, events: [] });
    expect(
      (await call(t.app, "GET", "/api/profill/fetch-tracking/bad%20number", { token: a.owner })).status,
    ).toBe(400);
    expect((await call(t.app, "GET", "/api/profill/fetch-tracking/ABC123")).status).toBe(401);
  });

  it("every store call refuses 401, 404 outside the store and 403 with edit_settings at 0", async () => {
    await expectStoreGuards(t, a, (id) => ({ method: "GET", url: `/api/profill/fetch-customer-data/${id}` }));
    await expectStoreGuards(t, a, (id) => ({
      method: "POST",
      url: "/api/profill/create-account",
      body: { website_id: id, company: "C", contact_name: "N", email: "c@n.example" },
    }));
    await expectStoreGuards(t, a, (id) => ({
      method: "POST",
      url: "/api/profill/validate-account",
      body: { website_id: id, customer_number: "LOC-1", email: "c@n.example" },
    }));
    // Reading whether an account exists needs only membership.
    const r = await call(t.app, "GET", `/api/profill/check-account/${a.events}`);
    expect(r.status).toBe(401);
    expect(
      (await call(t.app, "GET", `/api/profill/check-account/${a.events}`, { token: a.owner })).status,
    ).toBe(404);
  });
});
