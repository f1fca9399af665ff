import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GIFT_CARD_PRODUCT_MSG } from "../../domain/gift-card-products.js";
import { GIFT_CARD_MSG, formatGiftCardCode } from "../../domain/gift-cards.js";
import { ORDER_MSG } from "../../domain/messages.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";
import { BUYER, GOOD_CARD, buyable, connectSandboxCard, cookieOf, type Buyable } from "./checkout-helpers.js";
import { actors, expectStoreGuards, type Actors } from "./websites-helpers.js";

let t: TestApp;
let a: Actors;
let picture: number;
let foreignPicture: number;
let product: Buyable;

interface GiftProduct {
  id: number;
  website_id: number;
  name: string;
  slug: string;
  description: string | null;
  denominations: number[];
  picture_file_id: number | null;
  picture_url: string | null;
  published: boolean;
  storefront_url: string;
  sold: number;
}

async function addFile(websiteId: number, name: string): Promise<number> {
  const row = await t.db.kysely
    .insertInto("files")
    .values({
      website_id: websiteId,
      user_id: null,
      parent_id: null,
      type: "file",
      name,
      path: `uploads/${websiteId}/${name}`,
      extension: name.split(".").pop() ?? null,
      mime: "image/png",
      size: 100,
      width: 800,
      height: 800,
      is_public: 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const create = (token: string, body: Record<string, unknown>, websiteId = a.team) =>
  call(t.app, "POST", "/api/gift-card-products", { token, body: { website_id: websiteId, ...body } });

const valid = () => ({
  name: "Team Gift Card",
  description: "Give the team store.\n\nAny product, any time.",
  denominations: [10_000, 2_500, 5_000],
  picture_file_id: picture,
  published: true,
});

function checkout(cookie: string, extra: Record<string, unknown> = {}) {
  return call(t.app, "POST", "/api/storefront/acme-team-store/checkout", {
    body: {
      checkout_id: `co-${Math.random().toString(36).slice(2, 12)}`,
      ...BUYER,
      card_number: GOOD_CARD,
      ...extra,
    },
    headers: { cookie },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
  // Acme Events is on the free plan; the guard checks need a store whose plan has gift cards.
  await t.db.kysely
    .updateTable("websites")
    .set({ limits: JSON.stringify({ products: 50, giftcards: true }) })
    .where("id", "=", a.events)
    .execute();
  picture = await addFile(a.team, "gift.png");
  foreignPicture = await addFile(a.tees, "other.png");
  [product] = await buyable(t, a.team);
  expect(product).toBeDefined();
});
afterAll(() => t.close());

describe("gift-card product: create and edit", () => {
  it("creates one with its values sorted, its library picture and its storefront address", async () => {
    const res = await create(a.primary, valid());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { message, data } = res.json<{ message: string; data: GiftProduct }>();
    expect(message).toBe(GIFT_CARD_PRODUCT_MSG.created);
    expect(data).toMatchObject({
      name: "Team Gift Card",
      slug: "team-gift-card",
      denominations: [2_500, 5_000, 10_000],
      picture_file_id: picture,
      published: true,
      storefront_url: "/store/acme-team-store/products/team-gift-card",
      sold: 0,
    });
    expect(data.picture_url).toMatch(/^\/files\/signed\/uploads\//);

    const one = await call(t.app, "GET", `/api/gift-card-products/${data.id}`, { token: a.primary });
    expect(one.status).toBe(200);
    expect(one.json<GiftProduct>().description).toBe(valid().description);

    const list = await call(t.app, "GET", `/api/gift-card-products?website_id=${a.team}`, {
      token: a.primary,
    });
    expect(list.status).toBe(200);
    expect(list.json<{ data: GiftProduct[] }>().data.map((p) => p.id)).toContain(data.id);

    // A second one of the same name gets a slug of its own.
    const again = await create(a.primary, { ...valid(), published: false });
    expect(again.json<{ data: GiftProduct }>().data.slug).toBe("team-gift-card-2");
  });

  it("answers 422 with the field's message for bad input", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: " " }, "name", GIFT_CARD_PRODUCT_MSG.nameRequired],
      [{ denominations: [] }, "denominations", GIFT_CARD_PRODUCT_MSG.values],
      [{ denominations: [2_500, 2_500] }, "denominations", GIFT_CARD_PRODUCT_MSG.valuesUnique],
      [{ denominations: [0] }, "denominations.0", GIFT_CARD_PRODUCT_MSG.values],
      [{ denominations: [25.5] }, "denominations.0", GIFT_CARD_PRODUCT_MSG.values],
      [{ denominations: [2_000_000] }, "denominations.0", GIFT_CARD_PRODUCT_MSG.values],
      [{ picture_file_id: foreignPicture }, "picture_file_id", GIFT_CARD_PRODUCT_MSG.picture],
    ];
    for (const [patch, field, message] of cases) {
      const res = await create(a.primary, { ...valid(), ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(422);
      expect(res.json<{ errors: Record<string, string> }>().errors[field], JSON.stringify(patch)).toBe(
        message,
      );
    }
  });

  it("guards every route: 401 without a session, 404 another store, 403 without browse_discounts or the plan", async () => {
    await expectStoreGuards(
      t,
      a,
      (websiteId) => ({
        method: "POST",
        url: "/api/gift-card-products",
        body: { website_id: websiteId, name: "Guarded", denominations: [1_000] },
      }),
      "browse_discounts",
    );
    await expectStoreGuards(
      t,
      a,
      (websiteId) => ({ method: "GET", url: `/api/gift-card-products?website_id=${websiteId}` }),
      "browse_discounts",
    );
    // Oscar's Tees is on the free plan: its owner gets the upgrade text.
    const locked = await create(a.owner, { ...valid(), picture_file_id: null }, a.tees);
    expect(locked.status).toBe(403);
    expect(locked.json().message).toBe(GIFT_CARD_MSG.locked);

    const mine = (await create(a.primary, valid())).json<{ data: GiftProduct }>().data;
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const url = `/api/gift-card-products/${mine.id}`;
      const body = method === "PUT" ? valid() : undefined;
      expect((await call(t.app, method, url, { body })).status, `401 ${method}`).toBe(401);
      expect((await call(t.app, method, url, { body, token: a.owner })).status, `404 ${method}`).toBe(404);
      // The designer of Acme Team Store lacks browse_discounts by default.
      expect((await call(t.app, method, url, { body, token: a.designer })).status, `403 ${method}`).toBe(403);
    }
    const bad = await call(t.app, "PUT", `/api/gift-card-products/${mine.id}`, {
      token: a.primary,
      body: { ...valid(), denominations: [] },
    });
    expect(bad.status).toBe(422);
    expect(bad.json<{ errors: Record<string, string> }>().errors.denominations).toBe(
      GIFT_CARD_PRODUCT_MSG.values,
    );
  });

  it("edits one: a new name moves its page, unpublishing takes it off the storefront, delete removes it", async () => {
    const made = (await create(a.primary, { ...valid(), name: "Edit Me" })).json<{ data: GiftProduct }>()
      .data;
    expect((await t.app.inject({ method: "GET", url: made.storefront_url })).statusCode).toBe(200);
    const res = await call(t.app, "PUT", `/api/gift-card-products/${made.id}`, {
      token: a.primary,
      body: {
        ...valid(),
        name: "Edited Card",
        denominations: [1_500],
        published: false,
        picture_file_id: null,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const edited = res.json<{ message: string; data: GiftProduct }>();
    expect(edited.message).toBe(GIFT_CARD_PRODUCT_MSG.updated);
    expect(edited.data).toMatchObject({
      slug: "edited-card",
      denominations: [1_500],
      published: false,
      picture_url: null,
    });
    expect((await t.app.inject({ method: "GET", url: edited.data.storefront_url })).statusCode).toBe(404);

    const removed = await call(t.app, "DELETE", `/api/gift-card-products/${made.id}`, { token: a.primary });
    expect(removed.status).toBe(200);
    expect(removed.json().message).toBe(GIFT_CARD_PRODUCT_MSG.deleted);
    const gone = await call(t.app, "GET", `/api/gift-card-products/${made.id}`, { token: a.primary });
    expect(gone.status).toBe(404);
  });

  it("lists newest first, or by name either way, and refuses a sort it does not know (400)", async () => {
    const names = ["Sort Bravo", "Sort Alpha", "Sort Charlie"];
    const made: number[] = [];
    for (const name of names)
      made.push((await create(a.primary, { ...valid(), name })).json<{ data: GiftProduct }>().data.id);
    const list = async (query: string) => {
      const res = await call(
        t.app,
        "GET",
        `/api/gift-card-products?website_id=${a.team}&per_page=100${query}`,
        {
          token: a.primary,
        },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res
        .json<{ data: GiftProduct[] }>()
        .data.filter((p) => made.includes(p.id))
        .map((p) => p.name);
    };
    // Made one after another, possibly within the same second: the id decides among equal times.
    expect(await list("")).toEqual([...names].reverse());
    expect(await list("&sort=name&order=asc")).toEqual(["Sort Alpha", "Sort Bravo", "Sort Charlie"]);
    expect(await list("&sort=name&order=desc")).toEqual(["Sort Charlie", "Sort Bravo", "Sort Alpha"]);
    expect(await list("&sort=created_at&order=asc")).toEqual(names);
    const refused = await call(t.app, "GET", `/api/gift-card-products?website_id=${a.team}&sort=sold`, {
      token: a.primary,
    });
    expect(refused.status).toBe(400);
    for (const id of made) await call(t.app, "DELETE", `/api/gift-card-products/${id}`, { token: a.primary });
  });
});

describe("gift-card product: API document", () => {
  it("lists every gift-card product route in the OpenAPI document", async () => {
    const doc = (await call(t.app, "GET", "/api/docs/openapi.json")).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(doc.paths["/api/gift-card-products"] ?? {}).sort()).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths["/api/gift-card-products/{id}"] ?? {}).sort()).toEqual([
      "delete",
      "get",
      "put",
    ]);
    expect(Object.keys(doc.paths["/api/gift-card-products/add/to/cart"] ?? {})).toEqual(["post"]);
  });
});

describe("gift-card product: buying one", () => {
  let gift: GiftProduct;

  beforeAll(async () => {
    await connectSandboxCard(t, a.team, "primary-admin@example.com");
    gift = (await create(a.primary, { ...valid(), name: "Buy Me" })).json<{ data: GiftProduct }>().data;
  });

  it("shows the values and a recipient field on its storefront page", async () => {
    const res = await t.app.inject({ method: "GET", url: gift.storefront_url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('action="/api/gift-card-products/add/to/cart"');
    expect(res.body).toContain('value="gift:2500"');
    expect(res.body).toContain("$100.00");
    expect(res.body).toContain('name="recipient_email"');
  });

  it("takes the page's plain form post into the cart page; a refused one goes back to the card's page, which shows why", async () => {
    const post = (fields: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/gift-card-products/add/to/cart",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({
          website_id: String(a.team),
          product_id: String(gift.id),
          quantity: "1",
          ...fields,
        }).toString(),
      });
    const added = await post({ variant_id: "gift:10000", recipient_email: "form@example.org" });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe("/store/acme-team-store/cart");
    const cart = await t.app.inject({
      method: "GET",
      url: "/store/acme-team-store/cart",
      headers: { cookie: cookieOf(added.headers["set-cookie"]) },
    });
    expect(cart.body).toContain("Buy Me");
    expect(cart.body).toContain("$100.00 for form@example.org");
    const refused = await post({ variant_id: "gift:10000", recipient_email: "", quantity: "2" });
    expect(refused.statusCode).toBe(303);
    const back = new URL(String(refused.headers.location), "http://x");
    expect(back.pathname).toBe(new URL(gift.storefront_url, "http://x").pathname);
    const page = await t.app.inject({ method: "GET", url: `${back.pathname}${back.search}` });
    expect(page.statusCode).toBe(200);
    // The reason shows inside the card's own form, next to its Add to cart button.
    const form = page.body.slice(page.body.indexOf('<form class="contact add-to-cart"'));
    expect(form).toContain(
      `<p class="notice bad" role="alert">${GIFT_CARD_PRODUCT_MSG.recipientRequired}</p></form>`,
    );
    // The value and quantity the buyer chose are still chosen.
    expect(form).toContain('<option value="gift:10000" selected>');
    expect(form).toContain('name="quantity" value="2"');
  });

  it("refuses a value it does not offer, a bad recipient and an unpublished card (422)", async () => {
    const add = (body: Record<string, unknown>) =>
      call(t.app, "POST", "/api/gift-card-products/add/to/cart", {
        body: { website_id: a.team, product_id: gift.id, quantity: 1, ...body },
      });
    const value = await add({ variant_id: "gift:1234", recipient_email: "x@example.org" });
    expect(value.status).toBe(422);
    expect(value.json().message).toBe(GIFT_CARD_PRODUCT_MSG.chooseValue);
    const email = await add({ variant_id: "gift:2500", recipient_email: "nope" });
    expect(email.status).toBe(422);
    expect(email.json<{ errors: Record<string, string> }>().errors.recipient_email).toBe(
      GIFT_CARD_PRODUCT_MSG.recipientEmail,
    );
    const hidden = (await create(a.primary, { ...valid(), published: false })).json<{ data: GiftProduct }>()
      .data;
    const unpublished = await call(t.app, "POST", "/api/gift-card-products/add/to/cart", {
      body: {
        website_id: a.team,
        product_id: hidden.id,
        variant_id: "gift:2500",
        recipient_email: "x@example.org",
      },
    });
    expect(unpublished.status).toBe(422);
    expect(unpublished.json().message).toBe(ORDER_MSG.productGone);
  });

  it("paying issues a card of the chosen value per piece, mails the code and records the order", async () => {
    const added = await call(t.app, "POST", "/api/gift-card-products/add/to/cart", {
      body: {
        website_id: a.team,
        product_id: gift.id,
        variant_id: "gift:5000",
        recipient_email: "Friend@Example.org",
        quantity: 2,
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    let cookie = cookieOf(added.headers["set-cookie"]);
    const withProduct = await call(t.app, "POST", "/api/products/add/to/cart", {
      body: {
        website_id: a.team,
        product_id: product.product_id,
        variant_id: product.variant_id,
        quantity: product.min_quantity,
      },
      headers: { cookie },
    });
    expect(withProduct.status).toBe(200);
    cookie = cookieOf(withProduct.headers["set-cookie"]);
    const cart = withProduct.json<{ items: { name: string; option: string | null; unit_price: number }[] }>();
    expect(cart.items[0]).toMatchObject({
      name: "Buy Me",
      option: "$50.00 for friend@example.org",
      unit_price: 5_000,
    });

    const res = await checkout(cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = res.json<{ id: number; price: number; charged: number }>();
    const goods = product.price * product.min_quantity;
    expect(order.price).toBe(10_000 + goods);
    expect(order.charged).toBe(order.price);

    const stored = await t.db.kysely
      .selectFrom("orders")
      .select(["price", "supplier_cost", "platform_fee", "profit"])
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(stored.platform_fee + stored.profit + stored.supplier_cost).toBe(stored.price);
    const items = await t.db.kysely
      .selectFrom("order_items")
      .select(["product_id", "gift_card_product_id", "unit_cost", "unit_price", "quantity", "name"])
      .where("order_id", "=", order.id)
      .orderBy("id")
      .execute();
    expect(items[0]).toMatchObject({
      product_id: null,
      gift_card_product_id: gift.id,
      unit_cost: 0,
      unit_price: 5_000,
      quantity: 2,
    });
    // The supplier is paid for the product only; the gift cards are platform fee + owner profit.
    expect(stored.supplier_cost).toBe(items[1]!.unit_cost * items[1]!.quantity);

    const cards = await t.db.kysely
      .selectFrom("gift_card_transactions as tr")
      .innerJoin("gift_cards as c", "c.id", "tr.gift_card_id")
      .select([
        "c.id",
        "c.code",
        "c.balance",
        "c.initial_value",
        "c.recipient_email",
        "c.website_id",
        "tr.kind",
      ])
      .where("tr.order_id", "=", order.id)
      .execute();
    expect(cards).toHaveLength(2);
    for (const card of cards)
      expect(card).toMatchObject({
        kind: "issue",
        balance: 5_000,
        initial_value: 5_000,
        recipient_email: "friend@example.org",
        website_id: a.team,
      });
    const mails = await t.db.kysely
      .selectFrom("outbox")
      .select(["text", "subject"])
      .where("to", "=", "friend@example.org")
      .execute();
    for (const card of cards)
      expect(mails.some((m) => m.text.includes(formatGiftCardCode(card.code)))).toBe(true);
    expect(mails[0]!.subject).toBe("Your Acme Team Store gift card");

    // The card's history (the back office's /gift-cards/single/{id}) names the order.
    const shown = await call(t.app, "GET", `/api/gift-cards/${cards[0]!.id}`, { token: a.primary });
    expect(
      shown.json<{ transactions: { kind: string; order_id: number }[] }>().transactions[0],
    ).toMatchObject({
      kind: "issue",
      order_id: order.id,
    });
    const sold = await call(t.app, "GET", `/api/gift-card-products/${gift.id}`, { token: a.primary });
    expect(sold.json<GiftProduct>().sold).toBe(2);

    // The card bought pays the next order.
    const next = await call(t.app, "POST", "/api/products/add/to/cart", {
      body: {
        website_id: a.team,
        product_id: product.product_id,
        variant_id: product.variant_id,
        quantity: product.min_quantity,
      },
    });
    const paid = await checkout(cookieOf(next.headers["set-cookie"]), { code: cards[0]!.code });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.json<{ gift_card: number }>().gift_card).toBe(Math.min(5_000, goods));
  });

  it("takes no discount off a gift card: only the other lines are discounted", async () => {
    const now = new Date().toISOString();
    await t.db.kysely
      .insertInto("discounts")
      .values({
        website_id: a.team,
        code: "HALFOFF",
        title: null,
        kind: "percentage",
        value: 50,
        once_per_customer: 0,
        usage_limit: null,
        starts_at: now,
        ends_at: null,
        active: 1,
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const added = await call(t.app, "POST", "/api/gift-card-products/add/to/cart", {
      body: {
        website_id: a.team,
        product_id: gift.id,
        variant_id: "gift:2500",
        recipient_email: "pal@example.org",
      },
    });
    const both = await call(t.app, "POST", "/api/products/add/to/cart", {
      body: {
        website_id: a.team,
        product_id: product.product_id,
        variant_id: product.variant_id,
        quantity: product.min_quantity,
      },
      headers: { cookie: cookieOf(added.headers["set-cookie"]) },
    });
    const res = await checkout(cookieOf(both.headers["set-cookie"]), { code: "halfoff" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = res.json<{ id: number; subtotal: number; discount: number; price: number }>();
    const goods = product.price * product.min_quantity;
    expect(order.subtotal).toBe(goods + 2_500);
    expect(order.discount).toBe(Math.round(goods / 2));
    const stored = await t.db.kysely
      .selectFrom("orders")
      .select(["platform_fee", "profit", "supplier_cost", "price"])
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(stored.platform_fee + stored.profit + stored.supplier_cost).toBe(stored.price);
    // The platform's share is the goods' only: the gift card line pays no fee.
    const lines = await t.db.kysely
      .selectFrom("order_items")
      .select(["gift_card_product_id", "unit_platform_fee", "quantity"])
      .where("order_id", "=", order.id)
      .execute();
    expect(lines.find((l) => l.gift_card_product_id === gift.id)?.unit_platform_fee).toBe(0);
    expect(stored.platform_fee).toBe(lines.reduce((s, l) => s + l.unit_platform_fee * l.quantity, 0));
    expect(stored.platform_fee).toBeGreaterThan(0);
    const card = await t.db.kysely
      .selectFrom("gift_cards")
      .select("initial_value")
      .where("recipient_email", "=", "pal@example.org")
      .executeTakeFirstOrThrow();
    expect(card.initial_value).toBe(2_500);
  });
});
