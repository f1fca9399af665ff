import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_MSG, PLANS } from "../../domain/plans.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { putStoreOnPlan } from "../helpers/store-plan.js";
import { csvForm } from "./websites-helpers.js";

let t: TestApp;
let owner: string;
let tees: number;
let mugs: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await login(t.app, "owner@example.com");
  tees = await storeId(t.db, "Oscar's Tees");
  mugs = await storeId(t.db, "Oscar's Mugs");
});
afterAll(() => t.close());

const discount = (websiteId: number, code: string) =>
  call(t.app, "POST", "/api/discounts", {
    token: owner,
    body: {
      website_id: websiteId,
      code,
      kind: "percentage",
      value: 10,
      starts_at: "2020-01-01T00:00:00.000Z",
    },
  });
const promotion = (websiteId: number, title: string) =>
  call(t.app, "POST", `/api/content/${websiteId}/promotions`, { token: owner, body: { title } });
const invite = (websiteId: number, email: string) =>
  call(t.app, "POST", "/api/create/invitation", {
    token: owner,
    body: { website_id: websiteId, email, company_role: "designer", permissions: [] },
  });

describe("the server enforces every limit the plans screen shows", () => {
  it("a Free store's owner cannot create discount codes, import them or create promotions (403)", async () => {
    const store = await call(t.app, "GET", `/api/websites/${tees}/smaller-details`, { token: owner });
    expect(store.json()).toMatchObject({ plan: "free", limits: { discounts: false } });

    const res = await discount(tees, "FREE10");
    expect(res.status).toBe(403);
    expect(res.json().message).toBe(PLAN_MSG.discountsLocked);

    const csv = await call(t.app, "POST", "/api/upload/discountcsv", {
      token: owner,
      body: csvForm("d.csv", "code,kind,value\nCSV10,percentage,10"),
      headers: { "x-website-id": String(tees) },
    });
    expect(csv.status).toBe(403);

    const promo = await promotion(tees, "Summer sale");
    expect(promo.status).toBe(403);
    expect(promo.json().message).toBe(PLAN_MSG.discountsLocked);

    const card = await call(t.app, "POST", "/api/gift-cards", {
      token: owner,
      body: { website_id: tees, initial_value: 1000 },
    });
    expect(card.status).toBe(403);
    expect(card.json().message).toBe(PLAN_MSG.giftcardsLocked);

    const stored = await t.db.kysely
      .selectFrom("discounts")
      .select("id")
      .where("website_id", "=", tees)
      .execute();
    expect(stored).toEqual([]);
  });

  it("on a plan with discounts the same requests succeed", async () => {
    await putStoreOnPlan(t.db, mugs, "starter");
    const res = await discount(mugs, "MUGS10");
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ data: { code: "MUGS10" } });
    expect((await promotion(mugs, "Mug week")).status).toBe(201);
  });

  it("after a downgrade the codes stay and can be read, but not changed or deleted", async () => {
    const created = await discount(mugs, "KEEP10");
    const id = created.json<{ data: { id: number } }>().data.id;
    await putStoreOnPlan(t.db, mugs, "free");
    const read = await call(t.app, "GET", `/api/discounts/${id}`, { token: owner });
    expect(read.status).toBe(200);
    const edit = await call(t.app, "PUT", `/api/discounts/${id}`, {
      token: owner,
      body: { code: "KEEP20", kind: "percentage", value: 20, starts_at: "2020-01-01T00:00:00.000Z" },
    });
    expect(edit.status).toBe(403);
    expect((await call(t.app, "DELETE", `/api/discounts/${id}`, { token: owner })).status).toBe(403);
    const list = await call(t.app, "GET", `/api/discounts?website_id=${mugs}`, { token: owner });
    expect(
      list
        .json<{ data: { code: string }[] }>()
        .data.map((d) => d.code)
        .sort(),
    ).toEqual(["KEEP10", "MUGS10"]);
  });

  it("a Free store invites at most its plan's team members (members and open invitations count)", async () => {
    const limit = PLANS.free.limits.users ?? 0;
    const members = await t.db.kysely
      .selectFrom("website_users")
      .select("user_id")
      .where("website_id", "=", tees)
      .execute();
    const owners = await t.db.kysely
      .selectFrom("websites")
      .select("user_id")
      .where("id", "=", tees)
      .execute();
    const taken = members.filter((m) => m.user_id !== owners[0]!.user_id).length;
    for (let i = taken; i < limit; i++)
      expect((await invite(tees, `seat${i}@team.example`)).status).toBe(201);
    const over = await invite(tees, "one-too-many@team.example");
    expect(over.status).toBe(403);
    expect(over.json().message).toBe(PLAN_MSG.usersLimit(limit));
  });
});
