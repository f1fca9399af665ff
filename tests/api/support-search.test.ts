import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchesAny } from "../../server/db/like.js";
import {
  SUPPORT_SEARCH_LIMIT,
  SUPPORT_SEARCH_MSG,
  type SupportSearchResult,
} from "../../domain/support-search.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let admin: string, owner: string, primary: string, designer: string, salesperson: string;
let tees: number, mugs: number, acme: number;

const search = async (token: string, q: string) => {
  const res = await call(t.app, "GET", `/api/support/search?q=${encodeURIComponent(q)}`, { token });
  expect(res.status).toBe(200);
  return res.json<SupportSearchResult>();
};

const has = (text: string | null, term: string) => (text ?? "").toLowerCase().includes(term.toLowerCase());
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
/** A product is found when every word of the term starts a word of its name or slug, as in the product list. */
const named = (p: { name: string; slug: string }, term: string) => {
  const words = wordsOf(`${p.name} ${p.slug}`);
  return wordsOf(term).every((w) => words.some((word) => word.startsWith(w)));
};

/** What the search must count: every live row of live stores in `stores` (all when null) matching the term. */
async function expected(term: string, stores: number[] | null) {
  const k = t.db.kysely;
  const live = (await k.selectFrom("websites").select("id").where("archived_at", "is", null).execute()).map(
    (w) => w.id,
  );
  const inScope = (id: number) => live.includes(id) && (stores === null || stores.includes(id));
  const orders = (await k.selectFrom("orders").selectAll().where("deleted_at", "is", null).execute()).filter(
    (o) => inScope(o.website_id) && (has(o.buyer_name, term) || has(o.buyer_email, term)),
  );
  const contacts = (await k.selectFrom("contacts").selectAll().execute()).filter(
    (c) => inScope(c.website_id) && (has(c.name, term) || has(c.email, term)),
  );
  const products = (
    await k.selectFrom("products").selectAll().where("deleted_at", "is", null).execute()
  ).filter((p) => inScope(p.website_id) && named(p, term));
  return { orders: orders.length, contacts: contacts.length, products: products.length };
}

const storesOf = (result: SupportSearchResult) =>
  new Set(
    [
      ...(result.orders?.items ?? []),
      ...(result.contacts?.items ?? []),
      ...(result.products?.items ?? []),
    ].map((hit) => hit.website_id),
  );

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner, primary, designer, salesperson] = await Promise.all(
    ["admin", "owner", "primary-admin", "designer", "salesperson"].map((u) =>
      login(t.app, `${u}@example.com`),
    ),
  );
  tees = await storeId(t.db, "Oscar's Tees");
  mugs = await storeId(t.db, "Oscar's Mugs");
  acme = await storeId(t.db, "Acme Team Store");
});
afterAll(async () => {
  // See dashboard.test.ts: let the PostgreSQL pool close before the helper drops the database.
  await t.app.close();
  await t.db.close();
  await new Promise((resolve) => setTimeout(resolve, 250));
  await t.close();
});

describe("GET /api/support/search", () => {
  it("finds an order by its number, its buyer's name and e-mail, with its store's name", async () => {
    const order = await t.db.kysely
      .selectFrom("orders")
      .selectAll()
      .where("website_id", "=", tees)
      .where("deleted_at", "is", null)
      // A number of at least 2 digits: a single character is too short a term.
      .where("id", ">=", 10)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    for (const q of [`#${order.id}`, String(order.id), order.buyer_name.toUpperCase(), order.buyer_email]) {
      const result = await search(owner, q);
      const hit = result.orders?.items.find((o) => o.id === order.id);
      expect(hit, q).toMatchObject({
        website_id: tees,
        website_name: "Oscar's Tees",
        buyer_name: order.buyer_name,
        buyer_email: order.buyer_email,
        price: order.price,
      });
    }
  });

  it("finds contacts by name and e-mail and products by name, each kind grouped and counted", async () => {
    const contact = await t.db.kysely
      .selectFrom("contacts")
      .selectAll()
      .where("website_id", "in", [tees, mugs])
      .where("email", "is not", null)
      .executeTakeFirstOrThrow();
    for (const q of [contact.name, contact.email!.toUpperCase()]) {
      const result = await search(owner, q);
      expect(result.contacts?.items.map((c) => c.id)).toContain(contact.id);
      expect(result.contacts?.total).toBe((await expected(q, [tees, mugs])).contacts);
    }
    const product = await t.db.kysely
      .selectFrom("products")
      .selectAll()
      .where("website_id", "=", tees)
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    const result = await search(owner, product.name);
    const hit = result.products?.items.find((p) => p.id === product.id);
    expect(hit).toMatchObject({ website_id: tees, website_name: "Oscar's Tees", name: product.name });
    expect(hit).toHaveProperty("photo");
  });

  it("finds products by the start of their words, as the store's product list finds them", async () => {
    const product = await t.db.kysely
      .selectFrom("products")
      .selectAll()
      .where("website_id", "=", tees)
      .where("deleted_at", "is", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const word = wordsOf(product.name).find((w) => w.length >= 4);
    expect(word, product.name).toBeDefined();
    const listFinds = async (term: string) => {
      const res = await call(
        t.app,
        "GET",
        `/api/all/website/products?website_id=${tees}&per_page=100&term=${encodeURIComponent(term)}`,
        { token: owner },
      );
      expect(res.status).toBe(200);
      return res.json<{ data: { id: number }[] }>().data.some((p) => p.id === product.id);
    };
    const searchFinds = async (term: string) =>
      (await search(owner, term)).products?.items.some((p) => p.id === product.id) ?? false;
    // The start of a word finds it; the inside of a word does not (a substring match found both).
    const start = word!.slice(0, 3).toUpperCase();
    const inside = word!.slice(1);
    expect([await searchFinds(start), await listFinds(start)]).toEqual([true, true]);
    expect([await searchFinds(inside), await listFinds(inside)]).toEqual([false, false]);
    expect((await search(owner, start)).products?.total).toBe((await expected(start, [tees, mugs])).products);
  });

  it("shows at most 10 hits per kind and counts every match in SQL", async () => {
    // A term nearly every e-mail holds: many more matches than one page.
    const q = "example";
    const result = await search(admin, q);
    const all = await expected(q, null);
    expect(all.orders).toBeGreaterThan(SUPPORT_SEARCH_LIMIT);
    expect(result.orders?.total).toBe(all.orders);
    expect(result.orders?.items).toHaveLength(SUPPORT_SEARCH_LIMIT);
    expect(result.contacts?.total).toBe(all.contacts);
    expect(result.contacts?.items.length).toBe(Math.min(all.contacts, SUPPORT_SEARCH_LIMIT));
    const ownerResult = await search(owner, q);
    expect(ownerResult.orders?.total).toBe((await expected(q, [tees, mugs])).orders);
  });

  it("never shows a member of one store another store's orders, contacts or products", async () => {
    for (const q of ["example", "an", "tee", "mug"]) {
      const ownerStores = storesOf(await search(owner, q));
      expect(
        [...ownerStores].every((id) => id === tees || id === mugs),
        q,
      ).toBe(true);
      const acmeStores = storesOf(await search(primary, q));
      expect(acmeStores.has(tees) || acmeStores.has(mugs), q).toBe(false);
    }
    // The owner's buyer, searched from the Acme side: none of Oscar's orders.
    const order = await t.db.kysely
      .selectFrom("orders")
      .select(["id", "buyer_email"])
      .where("website_id", "=", tees)
      .executeTakeFirstOrThrow();
    const fromAcme = await search(primary, `#${order.id}`);
    expect(fromAcme.orders?.items.some((o) => o.id === order.id)).toBe(false);
    expect((await search(salesperson, `#${order.id}`)).orders?.items.some((o) => o.id === order.id)).toBe(
      false,
    );
  });

  it("searches each kind only where the caller may list it", async () => {
    // The salesperson lists orders and contacts of Acme Team Store, and is refused its products.
    const sales = await search(salesperson, "example");
    expect(sales.products).toBeNull();
    expect(sales.orders?.total).toBe((await expected("example", [acme])).orders);
    expect(sales.orders?.items.every((o) => o.website_id === acme)).toBe(true);
    expect(sales.contacts).not.toBeNull();
    // The designer works on products only: no orders, no contacts.
    const design = await search(designer, "tee");
    expect(design.orders).toBeNull();
    expect(design.contacts).toBeNull();
    expect(design.products?.total).toBe((await expected("tee", [acme])).products);
  });

  it("gives a platform admin every store", async () => {
    const result = await search(admin, "example");
    const stores = storesOf(result);
    expect(result.orders?.total).toBe((await expected("example", null)).orders);
    expect(result.orders?.total).toBeGreaterThan((await search(owner, "example")).orders?.total ?? 0);
    expect(stores.size).toBeGreaterThan(1);
  });

  it("finds LIKE's wildcards as themselves", async () => {
    const result = await search(admin, "%%");
    expect(result.orders?.total).toBe(0);
    expect(result.products?.total).toBe(0);
  });

  it("refuses a term under 2 characters with 422 and a clear message, and a caller without a session", async () => {
    for (const url of [
      "/api/support/search?q=a",
      "/api/support/search?q=%20%20b%20",
      "/api/support/search",
    ]) {
      const res = await call(t.app, "GET", url, { token: owner });
      expect(res.status, url).toBe(422);
      expect(res.json()).toMatchObject({
        message: SUPPORT_SEARCH_MSG.queryTooShort,
        code: "supportSearch.queryTooShort",
        errors: { q: SUPPORT_SEARCH_MSG.queryTooShort },
      });
    }
    expect((await call(t.app, "GET", "/api/support/search?q=tee")).status).toBe(401);
  });
});

describe("GET /api/support/search: orders by buyer", () => {
  const made: number[] = [];

  /** A copy of a seeded order with another buyer, store and deletion. */
  async function insertOrder(store: number, name: string, email: string, deleted = false) {
    const k = t.db.kysely;
    const template = await k.selectFrom("orders").selectAll().orderBy("id").executeTakeFirstOrThrow();
    const cols = sql.join(
      Object.keys(template)
        .filter((c) => !["id", "website_id", "buyer_name", "buyer_email", "deleted_at"].includes(c))
        .map((c) => sql.ref(c)),
    );
    const { rows } = await sql<{ id: number }>`insert into orders (${cols}, website_id, buyer_name,
      buyer_email, deleted_at) select ${cols}, ${store}, ${name}, ${email},
      ${deleted ? new Date().toISOString() : null} from orders where id = ${template.id}
      returning id`.execute(k);
    made.push(Number(rows[0]!.id));
  }

  /** The plain LIKE's answer: live orders of live stores in `stores` (all when null), newest first. */
  async function likeAnswer(term: string, stores: number[] | null) {
    let query = t.db.kysely
      .selectFrom("orders")
      .innerJoin("websites", "websites.id", "orders.website_id")
      .where("websites.archived_at", "is", null)
      .where("orders.deleted_at", "is", null)
      .where(matchesAny<"orders" | "websites">(["orders.buyer_name", "orders.buyer_email"], term));
    if (stores !== null) query = query.where("orders.website_id", "in", stores);
    const rows = await query
      .select(["orders.id", "orders.website_id"])
      .orderBy("orders.created_at", "desc")
      .orderBy("orders.id", "desc")
      .execute();
    return { ids: rows.map((r) => r.id), stores: new Set(rows.map((r) => r.website_id)) };
  }

  /** The search's orders are the LIKE's first hits in its order, and its total the LIKE's count. */
  async function expectLike(token: string, term: string, stores: number[] | null) {
    const want = await likeAnswer(term, stores);
    const got = (await search(token, term)).orders;
    expect(got?.total, term).toBe(want.ids.length);
    expect(
      got?.items.map((o) => o.id),
      term,
    ).toEqual(want.ids.slice(0, SUPPORT_SEARCH_LIMIT));
    return want;
  }

  beforeAll(async () => {
    await insertOrder(tees, `Zyx O'Brien "Quoted"`, "zyx.50%_off@example.com");
    await insertOrder(mugs, "ZYX Quux", "quux@zyx-mugs.example");
    await insertOrder(acme, "Zyx Acme", "zyx.acme@example.com");
    await insertOrder(tees, "Zyx Deleted", "zyx.deleted@example.com", true);
    await insertOrder(acme, "Zyx Gone", "gone.50%_off@example.com", true);
    // Two copies of each seeded order (its store, date and deletion) under one more buyer term.
    const k = t.db.kysely;
    const template = await k.selectFrom("orders").selectAll().orderBy("id").executeTakeFirstOrThrow();
    const cols = sql.join(
      Object.keys(template)
        .filter((c) => !["id", "buyer_name", "buyer_email"].includes(c))
        .map((c) => sql.ref(c)),
    );
    const seeded = Math.min(...made);
    for (const copy of [1, 2]) {
      const { rows } = await sql<{ id: number }>`insert into orders (${cols}, buyer_name, buyer_email)
        select ${cols}, ${`ManyBuyer${copy} `} || buyer_name, ${`manybuyer${copy}.`} || buyer_email
        from orders where id < ${seeded} returning id`.execute(k);
      made.push(...rows.map((r) => Number(r.id)));
    }
  });
  afterAll(async () => {
    await t.db.kysely.deleteFrom("orders").where("id", "in", made).execute();
  });

  // Terms of 2 characters (the LIKE) and 3 or more (the index on SQLite), any case, with quotes,
  // LIKE's wildcards and FTS5's own syntax, matching names, e-mails, both or neither.
  const terms = [
    "zyx",
    "ZyX",
    "zy",
    "yx",
    "example",
    "an",
    "o'brien",
    `"quoted"`,
    `"q`,
    "'b",
    "50%",
    "%_off",
    "_o",
    "x.5",
    "quux@zyx",
    "zyx OR acme",
    "ac*",
    "zyx.deleted",
    "no such buyer",
    "manybuyer",
    "MANYBUYER.",
  ];

  it("finds exactly the orders LIKE finds, for a platform admin (every store)", async () => {
    for (const term of terms) await expectLike(admin, term, null);
    // The inserted buyers are found, the deleted ones are not.
    expect((await likeAnswer("zyx", null)).ids).toHaveLength(3);
    // Hundreds of matches: the page walks the date index instead of reading the matches by id.
    expect((await likeAnswer("manybuyer", null)).ids.length).toBeGreaterThan(400);
  });

  it("finds exactly the orders LIKE finds in the caller's stores, and none of another store", async () => {
    for (const term of terms) {
      await expectLike(owner, term, [tees, mugs]);
      await expectLike(salesperson, term, [acme]);
    }
    const owned = await expectLike(owner, "zyx", [tees, mugs]);
    expect([...owned.stores].sort()).toEqual([tees, mugs].sort());
    const acmeOnly = await expectLike(salesperson, "zyx", [acme]);
    expect([...acmeOnly.stores]).toEqual([acme]);
    expect((await search(salesperson, "zyx")).orders?.items.every((o) => o.website_id === acme)).toBe(true);
  });

  it("leaves out the orders of an archived store", async () => {
    const k = t.db.kysely;
    await k
      .updateTable("websites")
      .set({ archived_at: new Date().toISOString() })
      .where("id", "=", mugs)
      .execute();
    try {
      for (const term of ["zyx", "quux", "example", "zy"]) {
        await expectLike(admin, term, null);
        await expectLike(owner, term, [tees, mugs]);
      }
      const hits = (await search(admin, "quux@zyx")).orders;
      expect(hits?.total).toBe(0);
    } finally {
      await k.updateTable("websites").set({ archived_at: null }).where("id", "=", mugs).execute();
    }
    expect((await search(admin, "quux@zyx")).orders?.total).toBe(1);
  });
});
