import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GIFT_CARD_MSG } from "../../domain/gift-cards.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";
import { actors, denyPermission, expectStoreGuards, type Actors } from "./websites-helpers.js";

let t: TestApp;
let a: Actors;

type Card = {
  id: number;
  code: string;
  balance: number;
  initial_value: number;
  status: string;
  batch: string | null;
};

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
  // Acme Events is on the free plan; the guard checks below need a store whose plan has gift cards.
  await t.db.kysely
    .updateTable("websites")
    .set({ limits: JSON.stringify({ products: 50, giftcards: true }) })
    .where("id", "=", a.events)
    .execute();
});
afterAll(() => t.close());

const create = (token: string, websiteId: number, body: Record<string, unknown>) =>
  call(t.app, "POST", "/api/gift-cards", { token, body: { website_id: websiteId, ...body } });

describe("gift cards", () => {
  it("issues a card with a generated 16-character code, lists it, and mails the recipient", async () => {
    const res = await create(a.primary, a.team, {
      initial_value: 5000,
      recipient_email: "friend@example.org",
      recipient_name: "Friend",
      expires_on: "2099-12-31",
    });
    expect(res.status).toBe(200);
    const [card] = res.json<{ data: Card[] }>().data;
    expect(card).toMatchObject({ initial_value: 5000, balance: 5000, status: "active", batch: null });
    expect(card!.code).toMatch(/^[A-Z2-9]{16}$/);
    const mail = await t.db.kysely
      .selectFrom("outbox")
      .select(["text"])
      .where("to", "=", "friend@example.org")
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain(card!.code.slice(0, 4));

    const list = await call(
      t.app,
      "GET",
      `/api/gift-cards?website_id=${a.team}&term=${card!.code.slice(-6)}`,
      {
        token: a.primary,
      },
    );
    expect(list.status).toBe(200);
    expect(list.json<{ data: Card[]; total: number }>().data.map((c) => c.id)).toEqual([card!.id]);
  });

  it("creates a batch of cards sharing a batch id", async () => {
    const res = await create(a.primary, a.team, { initial_value: 2500, count: 5 });
    expect(res.status).toBe(200);
    const cards = res.json<{ data: Card[]; message: string }>();
    expect(cards.message).toBe(GIFT_CARD_MSG.createdMany(5));
    expect(new Set(cards.data.map((c) => c.code)).size).toBe(5);
    const batch = cards.data[0]!.batch;
    expect(batch).toBeTruthy();
    const list = await call(t.app, "GET", `/api/gift-cards?website_id=${a.team}&batch=${batch}`, {
      token: a.primary,
    });
    expect(list.json<{ total: number }>().total).toBe(5);
  });

  it("shows a card with its history, adjusts its balance and disables it", async () => {
    const [card] = (await create(a.primary, a.team, { initial_value: 3000, code: "abcd-efgh-jkmn" })).json<{
      data: Card[];
    }>().data;
    expect(card!.code).toBe("ABCDEFGHJKMN");
    const adjusted = await call(t.app, "PUT", `/api/gift-cards/${card!.id}`, {
      token: a.primary,
      body: { balance: 1000 },
    });
    expect(adjusted.status).toBe(200);
    expect(adjusted.json<{ data: Card }>().data.balance).toBe(1000);
    const disabled = await call(t.app, "PUT", `/api/gift-cards/${card!.id}`, {
      token: a.primary,
      body: { disabled: true },
    });
    expect(disabled.json<{ data: Card }>().data.status).toBe("disabled");
    const one = await call(t.app, "GET", `/api/gift-cards/${card!.id}`, { token: a.primary });
    expect(one.status).toBe(200);
    const history = one.json<{ transactions: { kind: string; amount: number; balance_after: number }[] }>()
      .transactions;
    expect(history.map((h) => [h.kind, h.amount, h.balance_after])).toEqual([
      ["adjust", -2000, 1000],
      ["issue", 3000, 3000],
    ]);
    const filtered = await call(t.app, "GET", `/api/gift-cards?website_id=${a.team}&status=disabled`, {
      token: a.primary,
    });
    expect(filtered.json<{ data: Card[] }>().data.map((c) => c.id)).toContain(card!.id);
  });

  it("answers 422 with field errors for bad input", async () => {
    const bad = await create(a.primary, a.team, {
      initial_value: 0,
      recipient_email: "nope",
      expires_on: "tomorrow",
    });
    expect(bad.status).toBe(422);
    expect(bad.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      initial_value: GIFT_CARD_MSG.valueRequired,
      recipient_email: GIFT_CARD_MSG.email,
      expires_on: GIFT_CARD_MSG.expiresOn,
    });
    await create(a.primary, a.team, { initial_value: 100, code: "TAKENCODE1" });
    const taken = await create(a.primary, a.team, { initial_value: 100, code: "takencode1" });
    expect(taken.status).toBe(422);
    expect(taken.json<{ errors: Record<string, string> }>().errors.code).toBe(GIFT_CARD_MSG.codeTaken);
    const [card] = (await create(a.primary, a.team, { initial_value: 100 })).json<{ data: Card[] }>().data;
    const over = await call(t.app, "PUT", `/api/gift-cards/${card!.id}`, {
      token: a.primary,
      body: { balance: 101 },
    });
    expect(over.status).toBe(422);
  });

  it("is locked with the plan's upgrade text on a plan without gift cards", async () => {
    const res = await call(t.app, "GET", `/api/gift-cards?website_id=${a.tees}`, { token: a.owner });
    expect(res.status).toBe(403);
    expect(res.json().message).toBe(GIFT_CARD_MSG.locked);
    const post = await create(a.owner, a.tees, { initial_value: 100 });
    expect(post.status).toBe(403);
  });

  it("refuses without a session, outside the store, and without browse_discounts", async () => {
    await expectStoreGuards(
      t,
      a,
      (id) => ({ method: "GET", url: `/api/gift-cards?website_id=${id}` }),
      "browse_discounts",
    );
    await expectStoreGuards(
      t,
      a,
      (id) => ({ method: "POST", url: "/api/gift-cards", body: { website_id: id, initial_value: 100 } }),
      "browse_discounts",
    );
  });

  it("answers 404 for another store's card, by id", async () => {
    const [card] = (await create(a.primary, a.team, { initial_value: 100 })).json<{ data: Card[] }>().data;
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", { note: "x" }],
    ] as const) {
      const res = await call(t.app, method, `/api/gift-cards/${card!.id}`, { token: a.owner, body });
      expect(res.status).toBe(404);
      // Exactly what a card that does not exist answers, so ids cannot be probed.
      const missing = await call(t.app, method, `/api/gift-cards/99999999`, { token: a.owner, body });
      expect(missing.status).toBe(404);
      expect(res.json().message).toBe(missing.json().message);
    }
    await denyPermission(t, a.uid["company-admin"]!, a.team, "browse_discounts");
    const denied = await call(t.app, "GET", `/api/gift-cards/${card!.id}`, { token: a.companyAdmin });
    expect([403]).toContain(denied.status);
    expect((await call(t.app, "GET", `/api/gift-cards/${card!.id}`)).status).toBe(401);
  });
});
