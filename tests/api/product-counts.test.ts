import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuildProductCounts } from "../../server/db/migrations/034_product_counts.js";
import { loose } from "../../server/routes/bread/model.js";
import { productModel } from "../../server/routes/bread/models/product.js";
import { keptCountQuery, type ListScope } from "../../server/routes/bread/query.js";
import { call, createTestApp, login, type TestApp } from "../helpers/test-app.js";

/**
 * The product counts kept by migration 034's triggers against count(*) of the products, after
 * random writes through the database and through the API, and the BREAD product list's
 * Content-Range total against the real count in each scope.
 */
let t: TestApp;
let admin: string;
let stores: number[];
let made = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin@example.com");
  stores = (await t.db.kysely.selectFrom("websites").select("id").orderBy("id").execute()).map((r) => r.id);
});
afterAll(() => t.close());

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");

const key = (store: number, available: number) => `${store}|${available}`;

/** count(*) of the live products per store and availability, zero counts left out. */
async function realCounts(): Promise<Map<string, number>> {
  const rows = await t.db.kysely
    .selectFrom("products")
    .select(["website_id", "available", (eb) => eb.fn.countAll().as("n")])
    .where("deleted_at", "is", null)
    .groupBy(["website_id", "available"])
    .execute();
  return new Map(rows.map((r) => [key(r.website_id, r.available), Number(r.n)]));
}

async function keptCounts(): Promise<Map<string, number>> {
  const rows = await t.db.kysely.selectFrom("product_counts").selectAll().execute();
  return new Map(
    rows.filter((r) => Number(r.live) !== 0).map((r) => [key(r.website_id, r.available), Number(r.live)]),
  );
}

const sorted = (m: Map<string, number>) => [...m].sort((a, b) => a[0].localeCompare(b[0]));

async function expectCountsExact() {
  expect(sorted(await keptCounts())).toEqual(sorted(await realCounts()));
}

async function listTotal(filter: Record<string, unknown>): Promise<number> {
  const res = await call(t.app, "GET", `/api/bread/Product?${q({ filter, range: [0, 0] })}`, {
    token: admin,
  });
  expect(res.status).toBe(200);
  return Number(String(res.headers["content-range"]).split("/")[1]);
}

/** The list's total in every scope (each store, all stores as admin), with and without `available`. */
async function expectTotalsExact() {
  const real = await realCounts();
  const sum = (store: number | null, available: number | null) =>
    [...real]
      .filter(([k]) => {
        const [s, a] = k.split("|").map(Number);
        return (store === null || s === store) && (available === null || a === available);
      })
      .reduce((n, [, v]) => n + v, 0);
  for (const store of [null, ...stores]) {
    const scope = store === null ? {} : { website_id: store };
    expect(await listTotal(scope)).toBe(sum(store, null));
    for (const available of [0, 1]) {
      expect(await listTotal({ ...scope, available })).toBe(sum(store, available));
    }
  }
}

type Write =
  | { kind: "insert"; store: number; available: number; deleted: boolean }
  | { kind: "available" | "apiAvailable"; pick: number; value: number }
  | { kind: "softDelete" | "restore" | "hardDelete" | "apiDelete" | "apiRestore"; pick: number }
  | { kind: "move"; pick: number; store: number }
  | { kind: "bulkAvailable"; store: number; value: number };

const pick = fc.nat();
const storeIndex = fc.nat();
const flag = fc.constantFrom(0, 1);
const write: fc.Arbitrary<Write> = fc.oneof(
  fc.record({ kind: fc.constant("insert"), store: storeIndex, available: flag, deleted: fc.boolean() }),
  fc.record({ kind: fc.constantFrom("available", "apiAvailable"), pick, value: flag }),
  fc.record({
    kind: fc.constantFrom("softDelete", "restore", "hardDelete", "apiDelete", "apiRestore"),
    pick,
  }),
  fc.record({ kind: fc.constant("move"), pick, store: storeIndex }),
  fc.record({ kind: fc.constant("bulkAvailable"), store: storeIndex, value: flag }),
);

/** The ids of products matching `live` (null: any), or only those this test made, in id order. */
async function ids(live: boolean | null, madeHere = false): Promise<number[]> {
  let query = t.db.kysely.selectFrom("products").select("id").orderBy("id");
  if (live !== null) query = query.where("deleted_at", live ? "is" : "is not", null);
  if (madeHere) query = query.where("slug", "like", "kept-count-%");
  return (await query.execute()).map((r) => r.id);
}

const nth = (list: number[], n: number) => (list.length === 0 ? null : list[n % list.length]!);

/** One write: straight through the database (as a seed or an import would) or through the API. */
async function apply(w: Write): Promise<void> {
  const k = t.db.kysely;
  const now = new Date().toISOString();
  switch (w.kind) {
    case "insert": {
      made += 1;
      await k
        .insertInto("products")
        .values({
          website_id: stores[w.store % stores.length]!,
          name: `Kept count ${made}`,
          slug: `kept-count-${made}`,
          price: 2500,
          available: w.available,
          deleted_at: w.deleted ? now : null,
          updated_at: now,
        })
        .execute();
      return;
    }
    case "bulkAvailable":
      await k
        .updateTable("products")
        .set({ available: w.value })
        .where("website_id", "=", stores[w.store % stores.length]!)
        .execute();
      return;
  }
  const id = nth(
    await ids(
      w.kind === "restore" || w.kind === "apiRestore" ? false : w.kind === "hardDelete" ? null : true,
      w.kind === "hardDelete",
    ),
    w.pick,
  );
  if (id === null) return;
  switch (w.kind) {
    case "available":
      await k.updateTable("products").set({ available: w.value }).where("id", "=", id).execute();
      return;
    case "softDelete":
      await k.updateTable("products").set({ deleted_at: now }).where("id", "=", id).execute();
      return;
    case "restore":
      await k.updateTable("products").set({ deleted_at: null }).where("id", "=", id).execute();
      return;
    case "hardDelete":
      await k.deleteFrom("products").where("id", "=", id).execute();
      return;
    case "move":
      made += 1;
      await k
        .updateTable("products")
        .set({ website_id: stores[w.store % stores.length]!, slug: `kept-count-${made}` })
        .where("id", "=", id)
        .execute();
      return;
    case "apiAvailable": {
      const res = await call(t.app, "PUT", `/api/bread/Product/${id}`, {
        token: admin,
        body: { available: w.value },
      });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      return;
    }
    case "apiDelete":
      expect((await call(t.app, "DELETE", `/api/bread/Product/${id}`, { token: admin })).status).toBe(200);
      return;
    case "apiRestore":
      expect((await call(t.app, "PUT", `/api/restore/product/${id}`, { token: admin })).status).toBe(200);
      return;
  }
}

describe("product counts (migration 034)", () => {
  it("match count(*) after the demo seed and after a rebuild from nothing", async () => {
    await expectCountsExact();
    await sql`DELETE FROM product_counts`.execute(t.db.kysely);
    await rebuildProductCounts(t.db.kysely);
    await expectCountsExact();
    await expectTotalsExact();
  });

  it("stay equal to count(*), and the list totals to the real counts, after random writes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 20 }), async (writes) => {
        for (const w of writes) await apply(w);
        await expectCountsExact();
      }),
      { numRuns: 15 },
    );
    await expectTotalsExact();
  });

  it("answer the list's total in each scope, and other filters still count the products", async () => {
    const [store] = stores;
    const real = await listTotal({ website_id: store, available: 1 });
    const all = await listTotal({});
    const searched = await listTotal({ website_id: store, q: "tee" });
    const published = await listTotal({ website_id: store, status: "published" });
    // A wrong kept count shows in every total the counts answer, and in no other.
    const skew = () =>
      t.db.kysely
        .updateTable("product_counts")
        .set((eb) => ({ live: eb("live", "+", 1000) }))
        .where("website_id", "=", store!)
        .where("available", "=", 1)
        .execute();
    await rebuildProductCounts(t.db.kysely);
    await t.db.kysely
      .insertInto("product_counts")
      .values({ website_id: store!, available: 1, live: 0 })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const screenTotal = async (query: string) => {
      const res = await call(t.app, "GET", `/api/all/website/products?website_id=${store}${query}`, {
        token: admin,
      });
      expect(res.status).toBe(200);
      return res.json<{ total: number }>().total;
    };
    const screen = await screenTotal("");
    const screenDeleted = await screenTotal("&deleted=1");
    const screenPublished = await screenTotal("&status=published");
    await skew();
    try {
      // The store's own product screen takes its unfiltered total from the counts too.
      expect(await screenTotal("")).toBe(screen + 1000);
      expect(await screenTotal("&deleted=1")).toBe(screenDeleted);
      expect(await screenTotal("&status=published")).toBe(screenPublished);
      expect(await listTotal({ website_id: store, available: 1 })).toBe(real + 1000);
      expect(await listTotal({ website_id: store, available: [1] })).toBe(real + 1000);
      expect(await listTotal({})).toBe(all + 1000);
      expect(await listTotal({ website_id: store, q: "tee" })).toBe(searched);
      expect(await listTotal({ website_id: store, status: "published" })).toBe(published);
      expect(await listTotal({ website_id: store, available: 1, price_gte: 0 })).toBe(real);
    } finally {
      await rebuildProductCounts(t.db.kysely);
    }
    expect(await listTotal({ website_id: store, available: 1 })).toBe(real);
  });

  it("count from the kept table alone, never from the products", () => {
    const db = loose(t.db.kysely);
    const shapes: [Record<string, unknown>, ListScope][] = [
      [{}, { stores: null }],
      [{ available: 1 }, { stores: null }],
      [{ available: "0" }, { stores: [stores[0]!] }],
      [{ available: [0, 1] }, { stores }],
    ];
    for (const [filter, scope] of shapes) {
      const query = keptCountQuery(db, productModel, filter, scope);
      expect(query).not.toBeNull();
      const compiled = query!.compile().sql;
      expect(compiled).toContain('"product_counts"');
      expect(compiled).not.toContain('"products"');
    }
    for (const filter of [{ q: "tee" }, { status: "published" }, { price_gte: 100 }, { available: [] }]) {
      expect(keptCountQuery(db, productModel, filter, { stores: null })).toBeNull();
    }
    expect(keptCountQuery(db, productModel, {}, { userId: 1 })).toBeNull();
  });
});
