import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROMO_MSG } from "../../domain/discounts.js";
import { CHECKOUT_CODES_MSG, ORDER_MSG } from "../../domain/messages.js";
import { escapeHtml } from "../../server/services/sanitize/entities.js";
import { MAX_GIFT_CARDS } from "../../server/services/promotions/redeem.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { BUYER, GOOD_CARD, buyable, connectSandboxCard, cookieOf, type Buyable } from "./checkout-helpers.js";

/**
 * A discount code and gift cards in one storefront checkout (sandbox card): through the JSON
 * API, and through the HTML form's chips; the order, its split, the card's balance and history.
 */
let t: TestApp;
let tees: number;
let ownerToken: string;
let products: Buyable[];
let cardSeq = 0;

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

interface Card {
  id: number;
  code: string;
}

/** A gift card of the store, issued as its owner issues one in the back office. */
async function giftCard(value: number): Promise<Card> {
  const res = await call(t.app, "POST", "/api/gift-cards", {
    token: ownerToken,
    body: { website_id: tees, initial_value: value, note: `checkout-codes ${++cardSeq}` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.json<{ data: Card[] }>().data[0]!;
}

async function discount(code: string, percent: number): Promise<void> {
  const now = new Date().toISOString();
  await t.db.kysely
    .insertInto("discounts")
    .values({
      website_id: tees,
      code,
      kind: "percentage",
      value: percent,
      starts_at: "2020-01-01T00:00:00.000Z",
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function balanceOf(card: Card): Promise<number> {
  const row = await t.db.kysely
    .selectFrom("gift_cards")
    .select("balance")
    .where("id", "=", card.id)
    .executeTakeFirstOrThrow();
  return row.balance;
}

function checkout(body: Record<string, unknown>) {
  return call(t.app, "POST", "/api/storefront/oscars-tees/checkout", {
    body: { checkout_id: `co-${Math.random().toString(36).slice(2, 12)}`, ...BUYER, ...body },
  });
}

interface Placed {
  id: number;
  subtotal: number;
  discount: number;
  gift_card: number;
  price: number;
  charged: number;
}

async function orderRow(id: number) {
  return t.db.kysely.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

async function cardHistory(card: Card) {
  const res = await call(t.app, "GET", `/api/gift-cards/${card.id}`, { token: ownerToken });
  expect(res.status).toBe(200);
  return res.json<{
    balance: number;
    transactions: { kind: string; order_id: number | null; amount: number }[];
  }>();
}

beforeAll(async () => {
  t = await createTestApp();
  tees = await storeId(t.db, "Oscar's Tees");
  ownerToken = await login(t.app, "owner@example.com");
  // Oscar's Tees is on the free plan; gift cards and discount codes need a plan that has them.
  await t.db.kysely
    .updateTable("websites")
    .set({ limits: JSON.stringify({ products: 50, giftcards: true, discounts: true }) })
    .where("id", "=", tees)
    .execute();
  products = await buyable(t, tees);
  expect(products.length).toBeGreaterThanOrEqual(2);
  await connectSandboxCard(t, tees, "owner@example.com");
});
afterAll(async () => {
  await t.close();
});

describe("gift cards in a storefront checkout", () => {
  it("pays part of the total with a gift card: the card is charged the rest, the balance is used up and its history shows the order", async () => {
    const p = products[0]!;
    const qty = Math.max(2, p.min_quantity);
    const total = p.price * qty;
    const card = await giftCard(Math.floor(total / 3));
    const res = await checkout({
      items: [{ product_id: p.product_id, variant_id: p.variant_id, quantity: qty }],
      code: card.code.toLowerCase(),
      card_number: GOOD_CARD,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const placed = res.json<Placed>();
    expect(placed.price).toBe(total);
    expect(placed.gift_card).toBe(Math.floor(total / 3));
    expect(placed.charged).toBe(total - placed.gift_card);
    const order = await orderRow(placed.id);
    expect(order.gift_card).toBe(placed.gift_card);
    expect(order.charge_id).toMatch(/^ch_sandbox_/);
    // The split is of what the goods sold for; the gift card only changes who pays it.
    expect(order.platform_fee + order.profit + order.supplier_cost).toBe(order.price);
    expect(order.price).toBe(total);
    expect(await balanceOf(card)).toBe(0);
    expect(await cardHistory(card)).toMatchObject({
      balance: 0,
      transactions: [{ kind: "redeem", order_id: placed.id, amount: -placed.gift_card }, { kind: "issue" }],
    });
  });

  it("pays the whole total with a gift card: no card needed, no charge, the rest stays on the card", async () => {
    const p = products[1]!;
    const qty = Math.max(1, p.min_quantity);
    const total = p.price * qty;
    const card = await giftCard(total + 1234);
    const res = await checkout({
      items: [{ product_id: p.product_id, variant_id: p.variant_id, quantity: qty }],
      codes: [card.code],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const placed = res.json<Placed>();
    expect([placed.price, placed.gift_card, placed.charged]).toEqual([total, total, 0]);
    const order = await orderRow(placed.id);
    expect(order.charge_id).toBeNull();
    expect(order.platform_fee + order.profit + order.supplier_cost).toBe(order.price);
    expect(await balanceOf(card)).toBe(1234);
    const history = await cardHistory(card);
    expect(history.transactions[0]).toMatchObject({ kind: "redeem", order_id: placed.id, amount: -total });
  });

  it("applies one discount first, then several gift cards in turn, each up to its balance; every use is recorded with the order", async () => {
    await discount("COMBO10", 10);
    const [a, b] = [products[0]!, products[1]!];
    const qa = Math.max(2, a.min_quantity);
    const qb = Math.max(1, b.min_quantity);
    const subtotal = a.price * qa + b.price * qb;
    const first = await giftCard(500);
    const second = await giftCard(subtotal * 2);
    const res = await checkout({
      items: [
        { product_id: a.product_id, variant_id: a.variant_id, quantity: qa },
        { product_id: b.product_id, variant_id: b.variant_id, quantity: qb },
      ],
      // The order they come in does not matter to the discount: it always applies first.
      codes: [first.code, "combo10"],
      code: second.code,
      card_number: GOOD_CARD,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const placed = res.json<Placed>();
    const off = Math.round(subtotal * 0.1);
    expect(placed.subtotal).toBe(subtotal);
    expect(placed.discount).toBe(off);
    expect(placed.price).toBe(subtotal - off);
    // The first card pays its 5.00, the second the rest of the discounted total: nothing to charge.
    expect(placed.gift_card).toBe(subtotal - off);
    expect(placed.charged).toBe(0);
    expect(await balanceOf(first)).toBe(0);
    expect(await balanceOf(second)).toBe(subtotal * 2 - (subtotal - off - 500));

    const order = await orderRow(placed.id);
    expect(order.platform_fee + order.profit + order.supplier_cost).toBe(order.price);
    expect(order.code).toBe(`COMBO10, ${first.code}, ${second.code}`);
    const redemption = await t.db.kysely
      .selectFrom("discount_redemptions as r")
      .innerJoin("discounts as d", "d.id", "r.discount_id")
      .select(["r.amount", "d.used_count"])
      .where("r.order_id", "=", placed.id)
      .executeTakeFirstOrThrow();
    expect([redemption.amount, redemption.used_count]).toEqual([off, 1]);
    const uses = await t.db.kysely
      .selectFrom("gift_card_transactions")
      .select(["gift_card_id", "amount"])
      .where("order_id", "=", placed.id)
      .orderBy("id")
      .execute();
    expect(uses).toEqual([
      { gift_card_id: first.id, amount: -500 },
      { gift_card_id: second.id, amount: -(subtotal - off - 500) },
    ]);
  });

  it("refuses a second discount code, a sixth gift card and a card with nothing left to pay (422 on code), writing nothing", async () => {
    await discount("OTHER5", 5);
    const p = products[0]!;
    const items = [
      { product_id: p.product_id, variant_id: p.variant_id, quantity: Math.max(1, p.min_quantity) },
    ];
    const orders = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom("orders")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await orders();

    const two = await checkout({ items, codes: ["OTHER5"], code: "COMBO10", card_number: GOOD_CARD });
    expect(two.status).toBe(422);
    expect(two.json<{ errors: Record<string, string> }>().errors.code).toBe(
      CHECKOUT_CODES_MSG.codeRefused("COMBO10", CHECKOUT_CODES_MSG.oneDiscount),
    );

    const cards: Card[] = [];
    for (let i = 0; i <= MAX_GIFT_CARDS; i++) cards.push(await giftCard(1));
    const six = await checkout({ items, codes: cards.map((c) => c.code), card_number: GOOD_CARD });
    expect(six.status).toBe(422);
    expect(six.json<{ errors: Record<string, string> }>().errors.code).toBe(
      CHECKOUT_CODES_MSG.codeRefused(
        cards[MAX_GIFT_CARDS]!.code,
        CHECKOUT_CODES_MSG.tooManyGiftCards(MAX_GIFT_CARDS),
      ),
    );
    for (const card of cards) expect(await balanceOf(card)).toBe(1);

    const big = await giftCard(1_000_000);
    const spare = await giftCard(100);
    const covered = await checkout({ items, codes: [big.code, spare.code], card_number: GOOD_CARD });
    expect(covered.status).toBe(422);
    expect(covered.json<{ errors: Record<string, string> }>().errors.code).toBe(
      CHECKOUT_CODES_MSG.codeRefused(spare.code, CHECKOUT_CODES_MSG.nothingLeft),
    );

    const tooMany = await checkout({
      items,
      codes: Array.from({ length: MAX_GIFT_CARDS + 2 }, (_, i) => `CODE${i}`),
      card_number: GOOD_CARD,
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.json<{ errors: Record<string, string> }>().errors.codes).toBe(
      CHECKOUT_CODES_MSG.tooManyCodes(MAX_GIFT_CARDS),
    );
    // One code alone keeps its bare reason, as before.
    const unknown = await checkout({ items, code: "NOPE-NOPE", card_number: GOOD_CARD });
    expect(unknown.json<{ errors: Record<string, string> }>().errors.code).toBe(PROMO_MSG.notFound);
    expect(await orders()).toBe(before);
    expect(await balanceOf(big)).toBe(1_000_000);
  });
});

describe("the checkout form's codes", () => {
  it("applies a discount and a gift card as removable chips, pays with both, and the thank-you page shows the lines' pictures", async () => {
    await discount("FORM15", 15);
    const p = products[1]!;
    const qty = Math.max(2, p.min_quantity);
    const subtotal = p.price * qty;
    const card = await giftCard(700);
    const added = await t.app.inject({
      method: "POST",
      url: "/api/products/add/to/cart",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: form({ website_id: tees, product_id: p.product_id, variant_id: p.variant_id, quantity: qty }),
    });
    expect(added.statusCode).toBe(303);
    const cookie = cookieOf(added.headers["set-cookie"]);
    const post = (fields: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/storefront/oscars-tees/checkout",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie },
        payload: form({ checkout_id: "co-form-codes-1", ...BUYER, ...fields }),
      });
    const hidden = (html: string) => /name="codes" value="([^"]*)"/.exec(html)?.[1];

    const withDiscount = await post({ code: "form15", codes: "", action: "apply" });
    expect(withDiscount.statusCode).toBe(200);
    expect(withDiscount.body).toContain(escapeHtml(CHECKOUT_CODES_MSG.applied("FORM15")));
    expect(withDiscount.body).toContain(escapeHtml(CHECKOUT_CODES_MSG.discountChip("FORM15")));
    expect(hidden(withDiscount.body)).toBe("FORM15");
    // The field is emptied for the next code.
    expect(withDiscount.body).toMatch(/name="code" value=""/);

    const spaced = `${card.code.slice(0, 4)} ${card.code.slice(4)}`.toLowerCase();
    const both = await post({ code: spaced, codes: hidden(withDiscount.body)!, action: "apply" });
    expect(both.statusCode).toBe(200);
    expect(/data-err="code">([^<]*)</.exec(both.body)?.[1]).toBe("");
    expect(hidden(both.body)).toBe(`FORM15,${card.code}`);
    const giftLabel = CHECKOUT_CODES_MSG.giftCardChip(card.code.slice(-4));
    expect(both.body).toContain(escapeHtml(giftLabel));
    expect(both.body).toContain(`name="remove_code" value="${card.code}"`);
    const off = Math.round(subtotal * 0.15);
    const charge = subtotal - off - 700;
    expect(both.body).toContain(`Pay $${(charge / 100).toFixed(2)}`);

    const wrong = await post({ code: "NOT-A-CODE", codes: hidden(both.body)!, action: "apply" });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain(escapeHtml(PROMO_MSG.notFound));
    expect(wrong.body).toMatch(/name="code" value="NOT-A-CODE"/);
    expect(hidden(wrong.body)).toBe(`FORM15,${card.code}`);

    const removed = await post({ code: "", codes: hidden(both.body)!, remove_code: "FORM15" });
    expect(removed.statusCode).toBe(200);
    expect(hidden(removed.body)).toBe(card.code);
    expect(removed.body).not.toContain(escapeHtml(CHECKOUT_CODES_MSG.discountChip("FORM15")));
    expect(removed.body).toContain(`Pay $${((subtotal - 700) / 100).toFixed(2)}`);

    const again = await post({ code: "FORM15", codes: hidden(removed.body)!, action: "apply" });
    const paid = await post({ code: "", codes: hidden(again.body)!, card_number: GOOD_CARD, action: "pay" });
    expect(paid.statusCode, paid.body.slice(0, 400)).toBe(303);
    const location = String(paid.headers.location);
    const id = Number(/order=(\d+)/.exec(location)![1]);
    const order = await orderRow(id);
    expect([order.subtotal, order.discount, order.gift_card, order.price]).toEqual([
      subtotal,
      off,
      700,
      subtotal - off,
    ]);
    expect(order.platform_fee + order.profit + order.supplier_cost).toBe(order.price);
    expect(await balanceOf(card)).toBe(0);

    const thanks = await t.app.inject({ method: "GET", url: location });
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain(escapeHtml(ORDER_MSG.orderPlaced(id)));
    const product = await t.db.kysely
      .selectFrom("products")
      .select(["preview_photo", "featured_front_image"])
      .where("id", "=", p.product_id)
      .executeTakeFirstOrThrow();
    expect(product.preview_photo ?? product.featured_front_image).toBeTruthy();
    const rows = /<table class="cart"><tbody>(.*?)<\/tbody><\/table>/s.exec(thanks.body)?.[1] ?? "";
    expect(rows).toMatch(/<img src="[^"]+" alt="[^"]+">/);
    expect(thanks.body).toContain(escapeHtml(CHECKOUT_CODES_MSG.toPayByCard));
    expect(thanks.body).toContain(escapeHtml(CHECKOUT_CODES_MSG.giftCardChip(card.code.slice(-4))));
    expect(thanks.body).not.toContain(card.code);
  });
});
