import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_MSG, PLANS } from "../../domain/plans.js";
import { SANDBOX_CARDS, SANDBOX_DECLINES } from "../../server/services/payments/sandbox.js";
import { addMonth, renewSubscriptions } from "../../server/services/plans/subscriptions.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let owner: string;
let tees: number;

type Detail = {
  subscription: { plan: string; current_period_end: string; next_plan: string | null } | null;
  invoices: { plan: string; amount: number; status: string; period_start: string; period_end: string }[];
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await login(t.app, "owner@example.com");
  tees = await storeId(t.db, "Oscar's Tees");
});
afterAll(() => t.close());

const choose = (plan: string, card_number?: string) =>
  call(t.app, "PUT", `/api/update/website/plan/${tees}`, {
    token: owner,
    body: { plan, ...(card_number ? { card_number } : {}) },
  });
const detail = async () =>
  (await call(t.app, "GET", `/api/subscription/websites/${tees}`, { token: owner })).json<Detail>();
const planOfStore = async () =>
  (await t.db.kysely.selectFrom("websites").select("plan").where("id", "=", tees).executeTakeFirstOrThrow())
    .plan;
const discount = (code: string) =>
  call(t.app, "POST", "/api/discounts", {
    token: owner,
    body: { website_id: tees, code, kind: "percentage", value: 10, starts_at: "2020-01-01T00:00:00.000Z" },
  });
const ctx = () => (t.app as unknown as { ctx: Parameters<typeof renewSubscriptions>[0] }).ctx;

describe("a paid plan is bought through the payment provider (sandbox)", () => {
  it("Choose Pro changes nothing until the card is charged: no card and a declined card answer 402", async () => {
    const none = await choose("pro");
    expect(none.status).toBe(402);
    expect(none.json().errors).toEqual({ card_number: PLAN_MSG.cardRequired });
    const declined = await choose("pro", SANDBOX_CARDS.declined);
    expect(declined.status).toBe(402);
    expect(declined.json().message).toBe(SANDBOX_DECLINES.declined);
    expect(await planOfStore()).toBe("free");
    expect(await detail()).toMatchObject({ subscription: null, invoices: [], payment: { local: true } });
    expect((await discount("NOTYET")).status).toBe(403);
  });

  it("a good card buys the plan: the store is on Pro, a paid invoice is listed, discounts open", async () => {
    const res = await choose("pro", "4242 4242 4242 4242");
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({
      status: "changed",
      message: PLAN_MSG.planChanged("Pro"),
      website: { plan: "pro", limits: PLANS.pro.limits },
    });
    const d = await detail();
    expect(d.subscription).toMatchObject({ plan: "pro", next_plan: null });
    expect(d.invoices).toHaveLength(1);
    expect(d.invoices[0]).toMatchObject({ plan: "pro", amount: PLANS.pro.price, status: "paid" });
    expect(d.invoices[0]!.period_end).toBe(addMonth(d.invoices[0]!.period_start));
    expect((await discount("PRO10")).status).toBe(200);
    // Someone without edit_settings in the store reads no invoices.
    const designer = await login(t.app, "designer@example.com");
    expect((await call(t.app, "GET", `/api/subscription/websites/${tees}`, { token: designer })).status).toBe(
      404,
    );
  });

  it("the sandbox renews at the period end by charging the card on file again", async () => {
    const end = (await detail()).subscription!.current_period_end;
    await renewSubscriptions(ctx(), end);
    await renewSubscriptions(ctx(), end); // a second run in the same period charges nothing more
    const d = await detail();
    expect(d.invoices.map((i) => [i.plan, i.status])).toEqual([
      ["pro", "paid"],
      ["pro", "paid"],
    ]);
    expect(d.subscription!.current_period_end).toBe(addMonth(end));
    expect(await planOfStore()).toBe("pro");
  });

  it("a downgrade takes effect at the period end and is charged at the new price", async () => {
    const res = await choose("starter");
    const end = (await detail()).subscription!.current_period_end;
    expect(res.json()).toMatchObject({
      status: "scheduled",
      message: PLAN_MSG.downgradeScheduled("Starter", end.slice(0, 10)),
    });
    expect(await planOfStore()).toBe("pro");
    expect((await detail()).subscription!.next_plan).toBe("starter");
    await renewSubscriptions(ctx(), new Date(Date.parse(end) - 1000).toISOString());
    expect(await planOfStore()).toBe("pro");
    await renewSubscriptions(ctx(), end);
    expect(await planOfStore()).toBe("starter");
    const d = await detail();
    expect(d.invoices[0]).toMatchObject({ plan: "starter", amount: PLANS.starter.price, status: "paid" });
    expect(d.subscription).toMatchObject({ plan: "starter", next_plan: null });
  });

  it("a cancellation keeps the plan until the period end, then the store is Free and its codes are locked, not deleted", async () => {
    const res = await choose("free");
    const end = (await detail()).subscription!.current_period_end;
    expect(res.json()).toMatchObject({
      status: "scheduled",
      message: PLAN_MSG.cancelScheduled(end.slice(0, 10)),
    });
    expect(await planOfStore()).toBe("starter");
    await renewSubscriptions(ctx(), end);
    expect(await planOfStore()).toBe("free");
    const d = await detail();
    expect(d.subscription).toBeNull();
    expect(d.invoices).toHaveLength(3);
    expect((await discount("AFTER")).status).toBe(403);
    const list = await call(t.app, "GET", `/api/discounts?website_id=${tees}`, { token: owner });
    expect(list.json<{ data: { code: string }[] }>().data.map((x) => x.code)).toEqual(["PRO10"]);
  });

  it("a renewal the card declines is a failed invoice and the store moves to Free", async () => {
    expect((await choose("starter", SANDBOX_CARDS.success)).status).toBe(200);
    const sub = await t.db.kysely
      .selectFrom("store_subscriptions")
      .select(["external_id", "current_period_end"])
      .where("website_id", "=", tees)
      .where("status", "=", "active")
      .executeTakeFirstOrThrow();
    // The card on file stops working (the sandbox's books say so).
    await t.db.kysely
      .updateTable("sandbox_subscriptions")
      .set({ card_number: SANDBOX_CARDS.declined })
      .where("id", "=", sub.external_id)
      .execute();
    await renewSubscriptions(ctx(), sub.current_period_end);
    expect(await planOfStore()).toBe("free");
    const d = await detail();
    expect(d.subscription).toBeNull();
    expect(d.invoices[0]).toMatchObject({ plan: "starter", status: "failed" });
  });
});
