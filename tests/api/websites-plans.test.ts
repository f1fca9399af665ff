import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_MSG, PLANS } from "../../domain/plans.js";
import { SANDBOX_CARDS } from "../../server/services/payments/sandbox.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";
import { actors, expectStoreGuards, type Actors } from "./websites-helpers.js";

let t: TestApp;
let a: Actors;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
});
afterAll(() => t.close());

type Sub = {
  id: number;
  plan: string;
  plan_name: string;
  limits: Record<string, unknown>;
  products_count: number;
};

describe("plans", () => {
  it("lists the plans with prices and limits", async () => {
    const res = await call(t.app, "GET", "/api/plans", { token: a.owner });
    expect(res.status).toBe(200);
    expect(res.json<{ id: string }[]>().map((p) => p.id)).toEqual(["free", "starter", "pro", "enterprise"]);
    expect((await call(t.app, "GET", "/api/plans")).status).toBe(401);
  });

  it("lists the stores whose plan the caller manages, with usage", async () => {
    const owner = await call(t.app, "GET", "/api/subscription/websites", { token: a.owner });
    const data = owner.json<{ data: Sub[]; plans: unknown[] }>();
    expect(data.data.map((w) => w.id).sort()).toEqual([a.tees, a.mugs].sort());
    expect(data.plans).toHaveLength(4);
    expect(data.data[0]!.products_count).toBeGreaterThan(0);
    // A designer manages no plan.
    expect(
      (await call(t.app, "GET", "/api/subscription/websites", { token: a.designer })).json<{ data: Sub[] }>()
        .data,
    ).toEqual([]);
  });

  it("changes the plan and with it the limits (gift cards unlock)", async () => {
    const res = await call(t.app, "PUT", `/api/update/website/plan/${a.mugs}`, {
      token: a.owner,
      body: { plan: "starter", card_number: SANDBOX_CARDS.success },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({
      message: PLAN_MSG.planChanged("Starter"),
      website: { plan: "starter", plan_name: "Starter", limits: PLANS.starter.limits },
    });
    const store = await call(t.app, "GET", `/api/websites/${a.mugs}/smaller-details`, { token: a.owner });
    expect(store.json()).toMatchObject({ plan: "starter", limits: { giftcards: true } });
  });

  it("refuses an unknown plan and a plan too small for the store's products", async () => {
    const unknown = await call(t.app, "PUT", `/api/update/website/plan/${a.mugs}`, {
      token: a.owner,
      body: { plan: "gold" },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json().message).toBe(PLAN_MSG.unknownPlan);
    await call(t.app, "PUT", "/api/website/limits", {
      token: a.admin,
      body: { website_id: a.mugs, limits: { products: 2 } },
    });
    const count = await t.db.kysely
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("website_id", "=", a.mugs)
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    const small = await call(t.app, "PUT", `/api/update/website/plan/${a.mugs}`, {
      token: a.owner,
      body: { plan: "free" },
    });
    expect(small.status).toBe(422);
    expect(small.json().message).toBe(PLAN_MSG.tooManyProducts(Number(count.n), "Free", 2));
  });

  it("lets admins override limits over the plan, and reset them", async () => {
    const res = await call(t.app, "PUT", "/api/website/limits", {
      token: a.admin,
      body: { website_id: a.tees, limits: { giftcards: true, products: null } },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({
      message: PLAN_MSG.limitsUpdated,
      website: {
        plan: "free",
        limits: { giftcards: true, products: null, custom_domain: false },
        limit_overrides: { giftcards: true, products: null },
      },
    });
    // A plan change keeps the override.
    await call(t.app, "PUT", `/api/update/website/plan/${a.tees}`, {
      token: a.owner,
      body: { plan: "pro", card_number: SANDBOX_CARDS.success },
    });
    const pro = await call(t.app, "GET", `/api/websites/${a.tees}/smaller-details`, { token: a.owner });
    expect(pro.json()).toMatchObject({ limits: { products: null, custom_domain: true } });
    const reset = await call(t.app, "PUT", "/api/website/limits", {
      token: a.admin,
      body: { website_id: a.tees, reset: ["products"] },
    });
    expect(reset.json()).toMatchObject({
      website: { limits: { products: 1000 }, limit_overrides: { giftcards: true } },
    });
    const bad = await call(t.app, "PUT", "/api/website/limits", {
      token: a.admin,
      body: { website_id: a.tees, limits: { products: -1 } },
    });
    expect(bad.status).toBe(422);
  });

  it("keeps overrides for admins and plan changes for edit_settings", async () => {
    expect(
      (
        await call(t.app, "PUT", "/api/website/limits", {
          token: a.owner,
          body: { website_id: a.tees, limits: { giftcards: true } },
        })
      ).status,
    ).toBe(403);
    expect((await call(t.app, "PUT", "/api/website/limits", { body: { website_id: a.tees } })).status).toBe(
      401,
    );
    await expectStoreGuards(t, a, (id) => ({
      method: "PUT",
      url: `/api/update/website/plan/${id}`,
      body: { plan: "pro", card_number: SANDBOX_CARDS.success },
    }));
  });
});
