import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_MSG } from "../../domain/content.js";
import { PROMO_MSG } from "../../domain/discounts.js";
import { GIFT_CARD_MSG } from "../../domain/gift-cards.js";
import { MSG } from "../../domain/messages.js";
import { PLAN_FEATURE_LOCKED } from "../../domain/plans.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/** Gift cards, discounts and promotions through /api/bread, on the seeded demo stores. */

let t: TestApp;
let admin: string, primary: string, owner: string, designer: string, storeAdmin: string, salesperson: string;
let acme: number, events: number, oscars: number;
let cardId: number, oscarsCard: number, discountId: number, oscarsDiscount: number, promoId: number;
let oscarsPromo: number;

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");

const get = (url: string, token: string) => call(t.app, "GET", url, { token });
const total = (res: { headers: Record<string, unknown> }) =>
  Number(String(res.headers["content-range"]).split("/")[1]);

async function count(table: "gift_cards" | "discounts" | "promotions", websiteId: number): Promise<number> {
  const row = await t.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .where("website_id", "=", websiteId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const discountBody = (code: string) => ({
  code,
  title: `Title ${code}`,
  kind: "fixed",
  value: 500,
  minimum_order: 2000,
  starts_at: "2020-01-01T00:00:00.000Z",
});

beforeAll(async () => {
  t = await createTestApp();
  [admin, primary, owner, designer, storeAdmin, salesperson] = await Promise.all(
    ["admin", "primary-admin", "owner", "designer", "store-admin", "salesperson"].map((u) =>
      login(t.app, `${u}@example.com`),
    ),
  );
  acme = await storeId(t.db, "Acme Team Store");
  events = await storeId(t.db, "Acme Events");
  oscars = await storeId(t.db, "Oscar's Tees");
  // Oscar's Tees gets a plan with gift cards and discounts so its owner can make records.
  await t.db.kysely
    .updateTable("websites")
    .set({ limits: JSON.stringify({ products: 50, giftcards: true, discounts: true }) })
    .where("id", "=", oscars)
    .execute();
  const issue = (token: string, websiteId: number, body: Record<string, unknown>) =>
    call(t.app, "POST", "/api/gift-cards", { token, body: { website_id: websiteId, ...body } });
  const cards = await issue(primary, acme, { initial_value: 5000, recipient_name: "Wanda Gift" });
  cardId = cards.json<{ data: { id: number }[] }>().data[0]!.id;
  await issue(primary, acme, { initial_value: 2500, count: 2 });
  const disabled = await issue(primary, acme, { initial_value: 1000 });
  await call(t.app, "PUT", `/api/gift-cards/${disabled.json<{ data: { id: number }[] }>().data[0]!.id}`, {
    token: primary,
    body: { disabled: true },
  });
  oscarsCard = (await issue(owner, oscars, { initial_value: 700 })).json<{ data: { id: number }[] }>()
    .data[0]!.id;
  const mk = async (token: string, websiteId: number, code: string) =>
    (
      await call(t.app, "POST", "/api/discounts", {
        token,
        body: { website_id: websiteId, ...discountBody(code) },
      })
    ).json<{ data: { id: number } }>().data.id;
  discountId = await mk(primary, acme, "SUMMER5");
  await mk(primary, acme, "WINTER5");
  oscarsDiscount = await mk(owner, oscars, "OSCAR5");
  const promo = async (token: string, websiteId: number, title: string) =>
    (
      await call(t.app, "POST", `/api/content/${websiteId}/promotions`, {
        token,
        body: { title, text: `About ${title}`, kind: "banner" },
      })
    ).json<{ id: number }>().id;
  promoId = await promo(primary, acme, "Spring sale");
  await promo(primary, acme, "Free shipping");
  oscarsPromo = await promo(owner, oscars, "Oscar's banner");
});
afterAll(() => t.close());

describe("/api/bread/GiftCard", () => {
  it("lists a store's cards with Content-Range equal to a SQL count, amounts in cents with status", async () => {
    const res = await get(
      `/api/bread/GiftCard?${q({ filter: { website_id: acme }, range: [0, 24] })}`,
      primary,
    );
    expect(res.status).toBe(200);
    expect(String(res.headers["content-range"])).toMatch(/^giftcard 0-\d+\/\d+$/);
    expect(total(res)).toBe(await count("gift_cards", acme));
    const rows = res.json<{ id: number; balance: number; status: string; website_id: number }[]>();
    expect(rows.every((r) => r.website_id === acme)).toBe(true);
    expect(rows.find((r) => r.id === cardId)).toMatchObject({
      balance: 5000,
      initial_value: 5000,
      status: "active",
    });
  });

  it("filters by status and batch, sorts by balance, and searches code and recipient", async () => {
    const disabled = await get(
      `/api/bread/GiftCard?${q({ filter: { website_id: acme, status: "disabled" } })}`,
      primary,
    );
    expect(disabled.json<{ status: string }[]>().map((r) => r.status)).toEqual(["disabled"]);
    const bad = await get(
      `/api/bread/GiftCard?${q({ filter: { website_id: acme, status: "lost" } })}`,
      primary,
    );
    expect(bad.status).toBe(400);
    const [batch] = await t.db.kysely
      .selectFrom("gift_cards")
      .select("batch")
      .where("website_id", "=", acme)
      .where("batch", "is not", null)
      .execute();
    const inBatch = await get(
      `/api/bread/GiftCard?${q({ filter: { website_id: acme, batch: batch!.batch } })}`,
      primary,
    );
    expect(total(inBatch)).toBe(2);
    const sorted = await get(
      `/api/bread/GiftCard?${q({ filter: { website_id: acme }, sort: ["balance", "ASC"] })}`,
      primary,
    );
    const balances = sorted.json<{ balance: number }[]>().map((r) => r.balance);
    expect(balances).toEqual([...balances].sort((x, y) => x - y));
    const byName = await get(
      `/api/bread/GiftCard?${q({ filter: { website_id: acme, q: "wanda" } })}`,
      primary,
    );
    expect(byName.json<{ id: number }[]>().map((r) => r.id)).toEqual([cardId]);
    const card = await t.db.kysely
      .selectFrom("gift_cards")
      .select("code")
      .where("id", "=", cardId)
      .executeTakeFirstOrThrow();
    const byCode = await get(
      `/api/bread/GiftCard?${q({ filter: { website_id: acme, q: card.code.slice(-6).toLowerCase() } })}`,
      primary,
    );
    expect(byCode.json<{ id: number }[]>().map((r) => r.id)).toContain(cardId);
  });

  it("issues a card through the gift-card service (history row, mail) and edits it with an adjustment", async () => {
    const res = await call(t.app, "POST", "/api/bread/GiftCard", {
      token: primary,
      body: { website_id: acme, initial_value: 1500, recipient_email: "bread@example.org" },
    });
    expect(res.status).toBe(201);
    const card = res.json<{ id: number; balance: number; code: string }>();
    expect(card.balance).toBe(1500);
    const history = await t.db.kysely
      .selectFrom("gift_card_transactions")
      .select(["kind", "amount"])
      .where("gift_card_id", "=", card.id)
      .execute();
    expect(history).toEqual([{ kind: "issue", amount: 1500 }]);
    const mail = await t.db.kysely
      .selectFrom("outbox")
      .select("text")
      .where("to", "=", "bread@example.org")
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain(card.code.slice(0, 4));

    const edit = await call(t.app, "PUT", `/api/bread/GiftCard/${card.id}`, {
      token: primary,
      body: { balance: 900 },
    });
    expect(edit.status).toBe(200);
    expect(edit.json<{ balance: number }>().balance).toBe(900);
    const adjust = await t.db.kysely
      .selectFrom("gift_card_transactions")
      .select(["kind", "amount", "balance_after"])
      .where("gift_card_id", "=", card.id)
      .where("kind", "=", "adjust")
      .executeTakeFirstOrThrow();
    expect(adjust).toEqual({ kind: "adjust", amount: -600, balance_after: 900 });
  });

  it("refuses bad input with the spec's message (422), deletes nothing (405), and gates by right, plan and company", async () => {
    const tooMuch = await call(t.app, "PUT", `/api/bread/GiftCard/${cardId}`, {
      token: primary,
      body: { balance: 999999 },
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.json<{ message: string }>().message).toBe(GIFT_CARD_MSG.adjust);
    const noValue = await call(t.app, "POST", "/api/bread/GiftCard", {
      token: primary,
      body: { website_id: acme },
    });
    expect(noValue.status).toBe(422);
    expect(noValue.json<{ message: string }>().message).toBe(GIFT_CARD_MSG.valueRequired);
    const del = await call(t.app, "DELETE", `/api/bread/GiftCard/${cardId}`, { token: primary });
    expect(del.status).toBe(405);
    expect(
      await t.db.kysely.selectFrom("gift_cards").select("id").where("id", "=", cardId).executeTakeFirst(),
    ).toBeTruthy();
    expect((await get(`/api/bread/GiftCard/${cardId}`, designer)).status).toBe(403);
    const other = await get(`/api/bread/GiftCard/${oscarsCard}`, primary);
    expect(other.status).toBe(404);
    expect(other.json<{ message: string }>().message).toBe(MSG.notFound);
    const locked = await get(`/api/bread/GiftCard?${q({ filter: { website_id: events } })}`, primary);
    expect(locked.status).toBe(403);
    expect(locked.json<{ message: string }>().message).toBe(PLAN_FEATURE_LOCKED.giftcards);
    // A list over every store shows only the caller's stores whose plan has gift cards.
    const mine = await get("/api/bread/GiftCard", owner);
    expect(mine.json<{ website_id: number }[]>().every((r) => r.website_id === oscars)).toBe(true);
  });
});

describe("/api/bread/Discount", () => {
  it("lists with Content-Range equal to a SQL count, filters by status, sorts by code and searches code or title", async () => {
    const res = await get(
      `/api/bread/Discount?${q({ filter: { website_id: acme }, sort: ["code", "ASC"] })}`,
      primary,
    );
    expect(res.status).toBe(200);
    expect(String(res.headers["content-range"])).toMatch(/^discount 0-\d+\/\d+$/);
    expect(total(res)).toBe(await count("discounts", acme));
    const rows = res.json<{ code: string; value: number; minimum_order: number; status: string }[]>();
    expect(rows.map((r) => r.code)).toEqual(["SUMMER5", "WINTER5"]);
    expect(rows[0]).toMatchObject({ value: 500, minimum_order: 2000, status: "active" });
    const active = await get(
      `/api/bread/Discount?${q({ filter: { website_id: acme, status: "active" } })}`,
      primary,
    );
    expect(total(active)).toBe(2);
    const disabled = await get(
      `/api/bread/Discount?${q({ filter: { website_id: acme, status: "disabled" } })}`,
      primary,
    );
    expect(total(disabled)).toBe(0);
    const search = await get(
      `/api/bread/Discount?${q({ filter: { website_id: acme, q: "title summer" } })}`,
      primary,
    );
    expect(search.json<{ id: number }[]>().map((r) => r.id)).toEqual([discountId]);
    const one = await get(`/api/bread/Discount/${discountId}`, storeAdmin);
    expect(one.status).toBe(200);
    expect(one.json<{ code: string }>().code).toBe("SUMMER5");
  });

  it("creates, replaces and deletes through the discount service, with its rules", async () => {
    const created = await call(t.app, "POST", "/api/bread/Discount", {
      token: primary,
      body: { website_id: acme, ...discountBody("bread-10") },
    });
    expect(created.status).toBe(201);
    const id = created.json<{ id: number; code: string }>().id;
    expect(created.json<{ code: string }>().code).toBe("BREAD-10");
    const taken = await call(t.app, "POST", "/api/bread/Discount", {
      token: primary,
      body: { website_id: acme, ...discountBody("BREAD-10") },
    });
    expect(taken.status).toBe(422);
    expect(taken.json<{ message: string }>().message).toBe(PROMO_MSG.codeTaken);
    const badPercent = await call(t.app, "PUT", `/api/bread/Discount/${id}`, {
      token: primary,
      body: { ...discountBody("BREAD-10"), kind: "percentage", value: 150 },
    });
    expect(badPercent.status).toBe(422);
    expect(badPercent.json<{ message: string }>().message).toBe(PROMO_MSG.percentValue);
    const edited = await call(t.app, "PUT", `/api/bread/Discount/${id}`, {
      token: primary,
      body: { ...discountBody("BREAD-10"), kind: "percentage", value: 10 },
    });
    expect(edited.status).toBe(200);
    const row = await t.db.kysely
      .selectFrom("discounts")
      .select(["kind", "value"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: "percentage", value: 10 });
    expect((await call(t.app, "DELETE", `/api/bread/Discount/${id}`, { token: primary })).status).toBe(200);
    expect(
      await t.db.kysely.selectFrom("discounts").select("id").where("id", "=", id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it("gates by right, plan (writes only) and company", async () => {
    expect((await get(`/api/bread/Discount/${discountId}`, salesperson)).status).toBe(403);
    const other = await get(`/api/bread/Discount/${oscarsDiscount}`, primary);
    expect(other.status).toBe(404);
    expect(other.json<{ message: string }>().message).toBe(MSG.notFound);
    // Acme Events is on the free plan: its discounts can be read, not written.
    expect((await get(`/api/bread/Discount?${q({ filter: { website_id: events } })}`, primary)).status).toBe(
      200,
    );
    const locked = await call(t.app, "POST", "/api/bread/Discount", {
      token: primary,
      body: { website_id: events, ...discountBody("EVENTS5") },
    });
    expect(locked.status).toBe(403);
    expect(locked.json<{ message: string }>().message).toBe(PLAN_FEATURE_LOCKED.discounts);
  });
});

describe("another company's records", () => {
  it("answer 404 to every BREAD write, exactly as a missing id, and stay unchanged", async () => {
    const before = await Promise.all([
      t.db.kysely.selectFrom("gift_cards").selectAll().where("id", "=", oscarsCard).executeTakeFirstOrThrow(),
      t.db.kysely
        .selectFrom("discounts")
        .selectAll()
        .where("id", "=", oscarsDiscount)
        .executeTakeFirstOrThrow(),
      t.db.kysely
        .selectFrom("promotions")
        .selectAll()
        .where("id", "=", oscarsPromo)
        .executeTakeFirstOrThrow(),
    ]);
    const writes: [string, string, unknown][] = [
      ["PUT", `/api/bread/GiftCard/${oscarsCard}`, { balance: 0, disabled: true }],
      ["PUT", `/api/bread/Discount/${oscarsDiscount}`, discountBody("STOLEN")],
      ["DELETE", `/api/bread/Discount/${oscarsDiscount}`, undefined],
      ["PUT", `/api/bread/Promotion/${oscarsPromo}`, { title: "Stolen" }],
      ["DELETE", `/api/bread/Promotion/${oscarsPromo}`, undefined],
    ];
    for (const [method, url, body] of writes) {
      const res = await call(t.app, method as "PUT" | "DELETE", url, { token: primary, body });
      expect(res.status, url).toBe(404);
      expect(res.json<{ message: string }>().message, url).toBe(MSG.notFound);
    }
    const missing = await call(t.app, "PUT", "/api/bread/Discount/999999", {
      token: primary,
      body: discountBody("NOPE"),
    });
    expect(missing.json()).toEqual(
      (
        await call(t.app, "PUT", `/api/bread/Discount/${oscarsDiscount}`, {
          token: primary,
          body: discountBody("NOPE"),
        })
      ).json(),
    );
    const after = await Promise.all([
      t.db.kysely.selectFrom("gift_cards").selectAll().where("id", "=", oscarsCard).executeTakeFirstOrThrow(),
      t.db.kysely
        .selectFrom("discounts")
        .selectAll()
        .where("id", "=", oscarsDiscount)
        .executeTakeFirstOrThrow(),
      t.db.kysely
        .selectFrom("promotions")
        .selectAll()
        .where("id", "=", oscarsPromo)
        .executeTakeFirstOrThrow(),
    ]);
    expect(after).toEqual(before);
  });
});

describe("/api/bread/Promotion", () => {
  it("lists by order with Content-Range equal to a SQL count, searches title or text, reads one with its picture URL", async () => {
    const res = await get(`/api/bread/Promotion?${q({ filter: { website_id: acme } })}`, designer);
    expect(res.status).toBe(200);
    expect(String(res.headers["content-range"])).toMatch(/^promotion 0-\d+\/\d+$/);
    expect(total(res)).toBe(await count("promotions", acme));
    const search = await get(
      `/api/bread/Promotion?${q({ filter: { website_id: acme, q: "about spring" } })}`,
      designer,
    );
    expect(search.json<{ id: number }[]>().map((r) => r.id)).toEqual([promoId]);
    const banners = await get(
      `/api/bread/Promotion?${q({ filter: { website_id: acme, kind: "banner", active: true } })}`,
      designer,
    );
    expect(total(banners)).toBe(2);
    const one = await get(`/api/bread/Promotion/${promoId}`, designer);
    expect(one.json()).toMatchObject({ title: "Spring sale", active: true, live: true, image_url: null });
  });

  it("creates, updates and deletes through the promotion service, with its rules", async () => {
    const created = await call(t.app, "POST", "/api/bread/Promotion", {
      token: designer,
      body: { website_id: acme, title: "BREAD promo", kind: "announcement" },
    });
    expect(created.status).toBe(201);
    const id = created.json<{ id: number }>().id;
    const badWindow = await call(t.app, "PUT", `/api/bread/Promotion/${id}`, {
      token: designer,
      body: {
        title: "BREAD promo",
        starts_at: "2030-01-02T00:00:00.000Z",
        ends_at: "2030-01-01T00:00:00.000Z",
      },
    });
    expect(badWindow.status).toBe(422);
    expect(badWindow.json<{ message: string }>().message).toBe(CONTENT_MSG.windowOrder);
    const edited = await call(t.app, "PUT", `/api/bread/Promotion/${id}`, {
      token: designer,
      body: { title: "BREAD promo 2", active: false },
    });
    expect(edited.status).toBe(200);
    const row = await t.db.kysely
      .selectFrom("promotions")
      .select(["title", "active"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: "BREAD promo 2", active: 0 });
    expect((await call(t.app, "DELETE", `/api/bread/Promotion/${id}`, { token: designer })).status).toBe(200);
    expect(
      await t.db.kysely.selectFrom("promotions").select("id").where("id", "=", id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it("gates by right, plan (writes only) and company", async () => {
    expect((await get(`/api/bread/Promotion/${promoId}`, salesperson)).status).toBe(403);
    const other = await get(`/api/bread/Promotion/${oscarsPromo}`, designer);
    expect(other.status).toBe(404);
    expect((await get(`/api/bread/Promotion?${q({ filter: { website_id: events } })}`, admin)).status).toBe(
      200,
    );
    const locked = await call(t.app, "POST", "/api/bread/Promotion", {
      token: admin,
      body: { website_id: events, title: "Locked" },
    });
    expect(locked.status).toBe(403);
    expect(locked.json<{ message: string }>().message).toBe(PLAN_FEATURE_LOCKED.discounts);
  });
});
