import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { MSG } from "../../domain/messages.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/**
 * The statistics call against numbers computed here in a different way: raw SQL per store and per
 * month with LIKE on the timestamp text (the route uses range bounds and substr buckets), summed
 * and ranked in the test.
 */
let t: TestApp;
let tokens: Record<string, string>;
const ids: Record<string, number> = {};
const ACME = ["Acme Team Store", "Acme Events", "Acme Demo Store"];
const OSCAR = ["Oscar's Tees", "Oscar's Mugs"];
const MONTHS = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}`);

interface Stats {
  range: { from: string; to: string; unit: string };
  website_ids: number[] | null;
  total: number;
  ssmFees: number | null;
  storeOwnerFees: number | null;
  income: number | null;
  earnings: number | null;
  ordersByDate: {
    months: string[];
    counts: number[];
    ssmFees: number[] | null;
    storeOwnerFees: number[] | null;
  };
  usersByDate: { months: string[]; counts: number[] } | null;
  websitesByDate: { months: string[]; counts: number[] } | null;
  productsByDate: { months: string[]; counts: number[] };
  mostSellingStore: { id: number | null; name: string; quantity: number }[];
  totalSales: { total: number; data: number[] };
  totalViews: { total: number; data: number[]; products: { id: number; views: number }[] };
  bestsellers: { id: number; name: string; quantity: number; link: string }[];
  newlyCreatedUsers: unknown[] | null;
  newlyCreatedWebsites: unknown[] | null;
  newlyCreatedProducts: { id: number; name: string; link: string }[];
  allProductsInStore: number;
  newProducts: number;
}

const q = <T>(query: ReturnType<typeof sql<T>>) => query.execute(t.db.kysely).then((r) => r.rows);
const n = (v: unknown) => Number(v ?? 0);

/** Orders per store for one month prefix ("2026" or "2026-03"), deleted ones left out. */
async function orderSums(prefix: string) {
  const rows = await q<{ website_id: number; c: number; fee: number; profit: number; price: number }>(sql`
    SELECT website_id, COUNT(id) AS c, SUM(platform_fee) AS fee, SUM(profit) AS profit, SUM(price) AS price
    FROM orders WHERE deleted_at IS NULL AND created_at LIKE ${prefix + "%"} GROUP BY website_id`);
  return rows.map((r) => ({
    website: n(r.website_id),
    c: n(r.c),
    fee: n(r.fee),
    profit: n(r.profit),
    price: n(r.price),
  }));
}

async function expected(stores: number[]) {
  const mine = <R extends { website: number }>(rows: R[]) => rows.filter((r) => stores.includes(r.website));
  const sum = (
    rows: { c: number; fee: number; profit: number; price: number }[],
    k: "c" | "fee" | "profit" | "price",
  ) => rows.reduce((a, r) => a + r[k], 0);
  const year = mine(await orderSums("2026"));
  const perMonth = await Promise.all(MONTHS.map(async (m) => mine(await orderSums(m))));
  const units = await q<{ website_id: number; product_id: number | null; qty: number }>(sql`
    SELECT o.website_id, i.product_id, SUM(i.quantity) AS qty FROM order_items i, orders o
    WHERE o.id = i.order_id AND o.deleted_at IS NULL AND o.created_at LIKE ${"2026%"}
    GROUP BY o.website_id, i.product_id`);
  const myUnits = units.filter((u) => stores.includes(n(u.website_id)));
  const byStore = new Map<number, number>();
  const byProduct = new Map<number, number>();
  for (const u of myUnits) {
    byStore.set(n(u.website_id), (byStore.get(n(u.website_id)) ?? 0) + n(u.qty));
    if (u.product_id !== null)
      byProduct.set(n(u.product_id), (byProduct.get(n(u.product_id)) ?? 0) + n(u.qty));
  }
  const rank = (m: Map<number, number>) => [...m].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const products = await q<{
    id: number;
    website_id: number;
    name: string;
    created_at: string;
    deleted_at: string | null;
  }>(sql`SELECT id, website_id, name, created_at, deleted_at FROM products`);
  const live = products.filter((p) => p.deleted_at === null && stores.includes(n(p.website_id)));
  return {
    total: sum(year, "c"),
    fees: sum(year, "fee"),
    profit: sum(year, "profit"),
    price: sum(year, "price"),
    counts: perMonth.map((rows) => sum(rows, "c")),
    feesByMonth: perMonth.map((rows) => sum(rows, "fee")),
    units: myUnits.reduce((a, u) => a + n(u.qty), 0),
    stores: rank(byStore),
    products: rank(byProduct),
    productNames: new Map(products.map((p) => [n(p.id), p.name])),
    allProducts: live.length,
    newProducts: live.filter((p) => p.created_at.startsWith("2026")).length,
    productsByMonth: MONTHS.map((m) => live.filter((p) => p.created_at.startsWith(m)).length),
  };
}

const stats = async (who: string, query = "from=2026-01-01&to=2026-12-31") => {
  const res = await call(t.app, "GET", `/api/chart/stats?${query}`, { token: tokens[who] });
  return { status: res.status, body: res.json<Stats>() };
};

beforeAll(async () => {
  t = await createTestApp();
  const who = [
    "admin",
    "primary-admin",
    "company-admin",
    "store-admin",
    "designer",
    "salesperson",
    "client",
    "owner",
  ];
  const list = await Promise.all(who.map((u) => login(t.app, `${u}@example.com`)));
  tokens = Object.fromEntries(who.map((u, i) => [u, list[i]!]));
  for (const name of [...ACME, ...OSCAR]) ids[name] = await storeId(t.db, name);
  // A deleted (archived) order must not count anywhere. Deleted through the API, the way the
  // product deletes one, so the statistics rollups see it too.
  const victim = await t.db.kysely
    .selectFrom("orders")
    .select("id")
    .where("website_id", "=", ids["Acme Team Store"]!)
    .where("created_at", "like", "2026-04%")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const deleted = await call(t.app, "DELETE", `/api/bread/Order/${victim.id}`, { token: tokens.admin });
  if (deleted.status !== 200) throw new Error(`deleting order ${victim.id}: ${deleted.status}`);
});
afterAll(async () => {
  // The shared helper drops the PostgreSQL test database with FORCE right after pool.end(), which
  // resolves before the pool's sockets have closed; closing first avoids killed-connection errors.
  await t.app.close();
  await t.db.close();
  await new Promise((resolve) => setTimeout(resolve, 250));
  await t.close();
});

/** Every number of the call against the independent computation for these stores. */
async function checkRole(
  who: string,
  storeNames: string[],
  rights: { fees: boolean; money: boolean; admin?: boolean },
) {
  const stores = storeNames.map((s) => ids[s]!);
  const { status, body } = await stats(who);
  expect(status).toBe(200);
  const e = await expected(stores);
  expect(body.range).toEqual({ from: "2026-01-01", to: "2026-12-31", unit: "month" });
  expect(body.ordersByDate.months).toEqual(MONTHS);
  expect(body.total).toBe(e.total);
  expect(body.total).toBeGreaterThan(0);
  expect(body.ordersByDate.counts).toEqual(e.counts);
  expect(body.ssmFees).toBe(rights.fees ? e.fees : null);
  expect(body.storeOwnerFees).toBe(rights.fees ? e.profit : null);
  expect(body.ordersByDate.ssmFees).toEqual(rights.fees ? e.feesByMonth : null);
  expect(body.income).toBe(rights.money ? e.price : null);
  expect(body.earnings).toBe(rights.money ? e.profit : null);
  expect(body.totalSales.total).toBe(e.units);
  const top = e.stores.slice(0, 4).map(([id, quantity]) => ({ id, quantity }));
  const others = e.units - top.reduce((a, s) => a + s.quantity, 0);
  expect(body.mostSellingStore.map(({ id, quantity }) => ({ id, quantity }))).toEqual(
    others > 0 ? [...top, { id: null, quantity: others }] : top,
  );
  expect(body.bestsellers).toEqual(
    e.products.slice(0, 3).map(([id, quantity]) => ({
      id,
      quantity,
      // Full names: the SPA's card cuts them to 20 characters.
      name: e.productNames.get(id)!,
      link: `/products/edit/${id}`,
    })),
  );
  expect(body.allProductsInStore).toBe(e.allProducts);
  expect(body.newProducts).toBe(e.newProducts);
  expect(body.productsByDate.counts).toEqual(e.productsByMonth);
  expect(body.newlyCreatedProducts.length).toBe(Math.min(5, e.newProducts));
  expect(
    body.newlyCreatedProducts.every((p) => p.name.length <= 40 && p.link === `/products/edit/${p.id}`),
  ).toBe(true);
  if (rights.admin) {
    expect(body.usersByDate).not.toBeNull();
    expect(body.newlyCreatedUsers).not.toBeNull();
  } else {
    expect(body.usersByDate).toBeNull();
    expect(body.websitesByDate).toBeNull();
    expect(body.newlyCreatedUsers).toBeNull();
    expect(body.newlyCreatedWebsites).toBeNull();
    expect([...(body.website_ids ?? [])].sort()).toEqual([...stores].sort());
  }
}

describe("GET /api/chart/stats per role, against an independent computation", () => {
  it("platform admin: every store, fee split, new users and stores", async () => {
    await checkRole("admin", [...ACME, ...OSCAR], { fees: true, money: true, admin: true });
    const { body } = await stats("admin");
    const users = await q<{ c: number }>(
      sql`SELECT COUNT(*) AS c FROM users WHERE created_at LIKE ${"2026%"}`,
    );
    expect(body.usersByDate!.counts.reduce((a, v) => a + v, 0)).toBe(n(users[0]!.c));
    const stores = await q<{ c: number }>(
      sql`SELECT COUNT(*) AS c FROM websites WHERE created_at LIKE ${"2026%"}`,
    );
    expect(body.websitesByDate!.counts.reduce((a, v) => a + v, 0)).toBe(n(stores[0]!.c));
    expect(body.website_ids).toBeNull();
    // Five stores sold: the top four and "Others".
    expect(body.mostSellingStore.at(-1)!.name).toBe("Others");
  });
  it("primary and company admins: the company's stores, no fee split", async () => {
    await checkRole("primary-admin", ACME, { fees: false, money: true });
    await checkRole("company-admin", ACME, { fees: false, money: true });
  });
  it("store admin: the stores they are attached to", async () => {
    await checkRole("store-admin", ["Acme Team Store", "Acme Events"], { fees: false, money: true });
  });
  it("owner without a company: their own stores", async () => {
    await checkRole("owner", OSCAR, { fees: false, money: true });
  });
  it("designer: their store, counts but no money (no browse_orders)", async () => {
    await checkRole("designer", ["Acme Team Store"], { fees: false, money: false });
  });
  it("salesperson and client: their store, counts but no money (no full_admin_access)", async () => {
    await checkRole("salesperson", ["Acme Team Store"], { fees: false, money: false });
    await checkRole("client", ["Acme Team Store"], { fees: false, money: false });
  });
  it("ignores isAdmin from the client", async () => {
    const { body } = await stats("owner", "from=2026-01-01&to=2026-12-31&isAdmin=1");
    expect(body.ssmFees).toBeNull();
    expect(body.usersByDate).toBeNull();
  });
});

describe("store filter, status and ranges", () => {
  it("admins may narrow to chosen stores", async () => {
    const tees = ids["Oscar's Tees"]!;
    const { body } = await stats("admin", `from=2026-01-01&to=2026-12-31&filterWebsites[]=${tees}`);
    const e = await expected([tees]);
    expect(body.total).toBe(e.total);
    expect(body.ssmFees).toBe(e.fees);
    expect(body.website_ids).toEqual([tees]);
    expect(body.mostSellingStore).toEqual([{ id: tees, name: "Oscar's Tees", quantity: e.units }]);
    const created = await q<{ c: number }>(
      sql`SELECT COUNT(*) AS c FROM websites WHERE id = ${tees} AND created_at LIKE ${"2026%"}`,
    );
    expect(body.websitesByDate!.counts.reduce((a, v) => a + v, 0)).toBe(n(created[0]!.c));
  });
  it("others may narrow within their stores; any other store is refused", async () => {
    const [tees, mugs] = [ids["Oscar's Tees"]!, ids["Oscar's Mugs"]!];
    const both = await stats(
      "owner",
      `from=2026-01-01&to=2026-12-31&filterWebsites[]=${tees}&filterWebsites[]=${mugs}`,
    );
    expect(both.body.website_ids).toEqual([tees, mugs]);
    const one = await stats("owner", `from=2026-01-01&to=2026-12-31&filterWebsites=${mugs}`);
    expect(one.body.total).toBe((await expected([mugs])).total);
    const foreign = await stats(
      "owner",
      `filterWebsites[]=${tees}&filterWebsites[]=${ids["Acme Team Store"]}`,
    );
    expect(foreign.status).toBe(403);
    expect((foreign.body as unknown as { message: string }).message).toBe(MSG.permissionDenied);
    expect((await stats("designer", "filterWebsites[]=999999")).status).toBe(403);
  });
  it("a user without browse_dashboard anywhere gets zeros, and 403 for the store", async () => {
    const client = await t.db.kysely
      .selectFrom("users")
      .select("id")
      .where("email", "=", "client@example.com")
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto("website_permissions")
      .values({
        website_id: ids["Acme Team Store"]!,
        user_id: client.id,
        type: "browse_dashboard",
        value: 0,
        created_at: "2026-06-01T00:00:00.000Z",
      })
      .execute();
    try {
      const { status, body } = await stats("client");
      expect(status).toBe(200);
      expect(body.website_ids).toEqual([]);
      expect(body.total).toBe(0);
      expect(body.income).toBeNull();
      expect(body.ordersByDate.counts).toEqual(MONTHS.map(() => 0));
      expect((await stats("client", `filterWebsites[]=${ids["Acme Team Store"]}`)).status).toBe(403);
    } finally {
      await t.db.kysely
        .deleteFrom("website_permissions")
        .where("user_id", "=", client.id)
        .where("type", "=", "browse_dashboard")
        .execute();
    }
  });
  it("filters by status", async () => {
    const { body } = await stats("admin", "from=2026-01-01&to=2026-12-31&status=completed");
    const rows = await q<{ c: number }>(
      sql`SELECT COUNT(*) AS c FROM orders WHERE status = 'completed' AND deleted_at IS NULL AND created_at LIKE ${"2026%"}`,
    );
    expect(body.total).toBe(n(rows[0]!.c));
    const all = await stats("admin");
    expect(body.total).toBeLessThan(all.body.total);
  });
  it("never counts deleted orders", async () => {
    const rows = await q<{ c: number }>(
      sql`SELECT COUNT(*) AS c FROM orders WHERE created_at LIKE ${"2026%"}`,
    );
    const { body } = await stats("admin");
    expect(body.total).toBe(n(rows[0]!.c) - 1);
  });
  it("uses day buckets for a short range", async () => {
    const { body } = await stats("owner", "from=2026-06-01&to=2026-06-15");
    expect(body.range.unit).toBe("day");
    expect(body.ordersByDate.months).toHaveLength(15);
    expect(body.ordersByDate.months[0]).toBe("2026-06-01");
    const rows = await q<{ c: number }>(sql`
      SELECT COUNT(*) AS c FROM orders WHERE deleted_at IS NULL AND website_id IN (${ids["Oscar's Tees"]}, ${ids["Oscar's Mugs"]})
      AND created_at >= '2026-06-01' AND created_at < '2026-06-16'`);
    expect(body.total).toBe(n(rows[0]!.c));
  });
  it("All: from the first counted store up to today", async () => {
    const { body } = await stats("owner", "");
    const first = await q<{ f: string }>(
      sql`SELECT MIN(created_at) AS f FROM websites WHERE name LIKE ${"Oscar%"}`,
    );
    expect(body.range.from).toBe(first[0]!.f.slice(0, 10));
    expect(body.range.to).toBe(new Date().toISOString().slice(0, 10));
    const rows = await q<{ c: number }>(sql`
      SELECT COUNT(*) AS c FROM orders WHERE deleted_at IS NULL AND website_id IN (${ids["Oscar's Tees"]}, ${ids["Oscar's Mugs"]})`);
    expect(body.total).toBe(n(rows[0]!.c));
  });
  it("counts storefront views from product_views, 0 while there are none", async () => {
    expect((await stats("owner")).body.totalViews).toMatchObject({ total: 0, products: [] });
    const product = await t.db.kysely
      .selectFrom("products")
      .select("id")
      .where("website_id", "=", ids["Oscar's Tees"]!)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    for (const day of ["2026-05-02", "2026-05-03", "2026-06-01"]) {
      await sql`INSERT INTO product_views (website_id, product_id, created_at) VALUES (${ids["Oscar's Tees"]}, ${product.id}, ${day + "T10:00:00.000Z"})`.execute(
        t.db.kysely,
      );
    }
    const { body } = await stats("owner");
    expect(body.totalViews.total).toBe(3);
    expect(body.totalViews.data[4]).toBe(2);
    expect(body.totalViews.products).toEqual([expect.objectContaining({ id: product.id, views: 3 })]);
    expect((await stats("designer")).body.totalViews.total).toBe(0);
  });
});

describe("bad input", () => {
  it("needs a session", async () => {
    expect((await call(t.app, "GET", "/api/chart/stats")).status).toBe(401);
  });
  it("answers 400 with a message for malformed parameters", async () => {
    for (const [query, message] of [
      ["from=2026-13-01", "Dates must be written as YYYY-MM-DD."],
      ["from=01.2026", "Dates must be written as YYYY-MM-DD."],
      ["from=2026-05-01&to=2026-04-01", "The start date must not be after the end date."],
      ["status=sold", "The status filter value is invalid."],
      ["filterWebsites[]=abc", "The filterWebsites value must be a list of store ids."],
    ] as const) {
      const res = await call(t.app, "GET", `/api/chart/stats?${query}`, { token: tokens.admin });
      expect(res.status, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });
});
