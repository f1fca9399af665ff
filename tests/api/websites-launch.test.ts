import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { STORE_MSG } from "../../domain/stores.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";
import { actors, expectStoreGuards, type Actors } from "./websites-helpers.js";

let t: TestApp;
let a: Actors;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
});
afterAll(() => t.close());

const launch = (id: number, token = a.primary) =>
  call(t.app, "POST", `/api/websites/${id}/launch-store`, { token });

describe("POST /api/websites/{id}/launch-store", () => {
  it("names everything that is missing, in an error field the SPA shows", async () => {
    await t.db.kysely
      .updateTable("products")
      .set({ available: 0 })
      .where("website_id", "=", a.events)
      .execute();
    const res = await launch(a.events);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      error:
        "Before launching your store, please add a valid store address, connect a payment account and publish at least one product.",
      missing: ["address", "payments", "product"],
    });
    const row = await t.db.kysely
      .selectFrom("websites")
      .select("is_launched")
      .where("id", "=", a.events)
      .executeTakeFirstOrThrow();
    expect(row.is_launched).toBe(0);
  });

  it("launches once the address, payment account and a published product are there, and notifies the team", async () => {
    await call(t.app, "POST", "/api/update/website/address", {
      token: a.primary,
      body: { website_id: a.events, street: "1 Main St", city: "Austin", postal: "73301", state: "TX" },
    });
    expect((await launch(a.events)).json()).toMatchObject({ missing: ["payments", "product"] });

    // The sandbox card account, connected through its onboarding page.
    const link = await call(t.app, "GET", `/api/stripe/generate_onboard?website_id=${a.events}`, {
      token: a.primary,
    });
    const path = new URL(link.json<{ url: string }>().url).pathname;
    expect((await t.app.inject({ method: "POST", url: path })).statusCode).toBe(303);
    expect((await launch(a.events)).json()).toEqual({
      error: "Before launching your store, please publish at least one product.",
      missing: ["product"],
    });

    const product = await t.db.kysely
      .selectFrom("products")
      .select("id")
      .where("website_id", "=", a.events)
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .updateTable("products")
      .set({ available: 1, published_from: null, published_to: null })
      .where("id", "=", product.id)
      .execute();
    const res = await launch(a.events);
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Your store is active now!",
      website: { id: a.events, is_launched: 1 },
    });
    const notes = await t.db.kysely
      .selectFrom("notifications")
      .select(["user_id", "type", "content"])
      .where("website_id", "=", a.events)
      .where("type", "=", "store_launched")
      .execute();
    expect(notes.map((n) => n.user_id).sort()).toEqual(
      [a.uid["primary-admin"], a.uid["company-admin"], a.uid["store-admin"]].sort(),
    );
    expect(notes[0]!.content).toBe("Your store Acme Events is live now!");
    const row = await t.db.kysely
      .selectFrom("websites")
      .select(["is_launched", "launched_at"])
      .where("id", "=", a.events)
      .executeTakeFirstOrThrow();
    expect(row.is_launched).toBe(1);
    expect(row.launched_at).not.toBeNull();
  });

  it("refuses a demo store with the tooltip text, a launched store, and an archived one", async () => {
    const demo = await launch(a.demo);
    expect(demo.status).toBe(422);
    expect(demo.json().message).toBe(STORE_MSG.demoCannotLaunch);
    expect(STORE_MSG.demoCannotLaunch).toMatch(/^A demo store cannot be launched/);
    const again = await launch(a.team);
    expect(again.status).toBe(409);
    expect(again.json().message).toBe(STORE_MSG.alreadyLaunched);
    await t.db.kysely
      .updateTable("websites")
      .set({ archived_at: new Date().toISOString() })
      .where("id", "=", a.mugs)
      .execute();
    const archived = await launch(a.mugs, a.owner);
    expect(archived.status).toBe(422);
    expect(archived.json().message).toBe(STORE_MSG.archivedCannotLaunch);
  });

  it("refuses 401, 404 outside the store, 403 without edit_settings (role or value 0), 400 for a bad id", async () => {
    expect((await launch(a.team, a.designer)).status).toBe(403);
    const foreign = await launch(a.tees, a.primary);
    expect(foreign.status).toBe(404);
    expect(foreign.json().message).toBe(MSG.websiteNotFound);
    expect((await call(t.app, "POST", "/api/websites/x/launch-store", { token: a.primary })).status).toBe(
      400,
    );
    await expectStoreGuards(t, a, (id) => ({ method: "POST", url: `/api/websites/${id}/launch-store` }));
  });
});
