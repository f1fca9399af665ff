import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { likeSql } from "../../server/db/like.js";
import { filteredOrders } from "../../server/services/orders/filter.js";
import { listOrders } from "../../server/services/orders/list.js";
import { call, createTestApp, login, type TestApp } from "../helpers/test-app.js";
import { q } from "./orders-helpers.js";

/**
 * The order lists' buyer search through migration 035's trigram index answers exactly what a
 * plain lower(col) LIKE '%term%' over the same rows answers (ids, order and total), in every
 * scope, live and archived, across inserts, buyer name/e-mail edits, soft and hard deletes.
 */
let t: TestApp;
let admin: string;
let owner: string;
let stores: number[];
let ownerStores: number[];
let template: number;
const made: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner] = await Promise.all([login(t.app, "admin@example.com"), login(t.app, "owner@example.com")]);
  stores = (await t.db.kysely.selectFrom("websites").select("id").orderBy("id").execute()).map((r) => r.id);
  const owned = await call(t.app, "GET", `/api/orders?filter=${q({ all: true })}&range=[0,999]`, {
    token: owner,
  });
  expect(owned.status).toBe(200);
  ownerStores = [...new Set(owned.json<{ website_id: number }[]>().map((r) => r.website_id))];
  template = (await t.db.kysely.selectFrom("orders").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

/** Characters that stress the index and the LIKE alike: case, accents, wildcards, quotes, spaces. */
const char = fc.constantFrom(..."aAbBcCéÉöÖßkK%_\\\"' .@-19");
const text = fc.array(char, { minLength: 0, maxLength: 12 }).map((cs) => cs.join(""));

/** The template order's columns but `set` ones, for an insert copying it with those set anew. */
async function templateColumns(set: readonly string[]) {
  const row = await t.db.kysely
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", template)
    .executeTakeFirstOrThrow();
  return sql.join(
    Object.keys(row)
      .filter((c) => c !== "id" && !set.includes(c))
      .map((c) => sql.ref(c)),
  );
}

/** A copy of a seeded order with another buyer, store and deletion. */
async function insertOrder(name: string, email: string, store: number, deleted: boolean): Promise<number> {
  const cols = await templateColumns(["buyer_name", "buyer_email", "website_id", "deleted_at"]);
  const { rows } = await sql<{
    id: number;
  }>`insert into orders (${cols}, buyer_name, buyer_email, website_id, deleted_at)
    select ${cols}, ${name}, ${email}, ${store}, ${deleted ? new Date().toISOString() : null}
    from orders where id = ${template} returning id`.execute(t.db.kysely);
  const id = Number(rows[0]!.id);
  made.push(id);
  return id;
}

type Write =
  | { kind: "insert"; name: string; email: string; store: number; deleted: boolean }
  | { kind: "rename"; pick: number; name: string }
  | { kind: "email"; pick: number; email: string }
  | { kind: "softDelete"; pick: number; deleted: boolean }
  | { kind: "delete"; pick: number };

const write: fc.Arbitrary<Write> = fc.oneof(
  fc.record({
    kind: fc.constant("insert" as const),
    name: text,
    email: text,
    store: fc.nat(),
    deleted: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("rename" as const), pick: fc.nat(), name: text }),
  fc.record({ kind: fc.constant("email" as const), pick: fc.nat(), email: text }),
  fc.record({ kind: fc.constant("softDelete" as const), pick: fc.nat(), deleted: fc.boolean() }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
);

async function apply(w: Write): Promise<void> {
  const k = t.db.kysely;
  if (w.kind === "insert") {
    await insertOrder(w.name, w.email, stores[w.store % stores.length]!, w.deleted);
    return;
  }
  if (made.length === 0) return;
  const id = made[w.pick % made.length]!;
  if (w.kind === "rename")
    await k.updateTable("orders").set({ buyer_name: w.name }).where("id", "=", id).execute();
  if (w.kind === "email")
    await k.updateTable("orders").set({ buyer_email: w.email }).where("id", "=", id).execute();
  if (w.kind === "softDelete")
    await k
      .updateTable("orders")
      .set({ deleted_at: w.deleted ? new Date().toISOString() : null })
      .where("id", "=", id)
      .execute();
  if (w.kind === "delete") {
    await k.deleteFrom("order_items").where("order_id", "=", id).execute();
    await k.deleteFrom("order_status_history").where("order_id", "=", id).execute();
    await k.deleteFrom("orders").where("id", "=", id).execute();
    made.splice(made.indexOf(id), 1);
  }
}

/** The same search as a plain LIKE over the orders table, newest first. */
async function likeIds(scope: number[] | null, term: string, archived: boolean): Promise<number[]> {
  const lowered = term.trim().toLowerCase();
  const asId = /^#?\d+$/.test(lowered) ? Number(lowered.replace("#", "")) : null;
  let query = t.db.kysely
    .selectFrom("orders")
    .select("id")
    .where("deleted_at", archived ? "is not" : "is", null)
    .where((eb) =>
      eb.or([
        eb(sql`lower(buyer_name)`, "like", likeSql(lowered)),
        eb(sql`lower(buyer_email)`, "like", likeSql(lowered)),
        ...(asId !== null ? [eb("id", "=", asId)] : []),
      ]),
    );
  if (scope !== null) query = query.where("website_id", "in", scope);
  const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").execute();
  return rows.map((r) => r.id);
}

async function listIds(
  token: string,
  filter: Record<string, unknown>,
): Promise<{ ids: number[]; total: number }> {
  const res = await call(t.app, "GET", `/api/orders?filter=${q(filter)}&range=[0,999]`, { token });
  expect(res.status).toBe(200);
  return {
    ids: res.json<{ id: number }[]>().map((r) => r.id),
    total: Number(String(res.headers["content-range"]).split("/")[1]),
  };
}

/** A term cut from a buyer's name or e-mail with its case changed, or a random one. */
async function someTerm(pick: number, from: number, len: number, upper: boolean, random: string) {
  if (made.length === 0 || pick % 4 === 0) return random;
  const row = await t.db.kysely
    .selectFrom("orders")
    .select(["buyer_name", "buyer_email"])
    .where("id", "=", made[pick % made.length]!)
    .executeTakeFirst();
  const source = [...((pick % 2 === 0 ? row?.buyer_name : row?.buyer_email) ?? "")];
  const cut = source.slice(from % (source.length || 1), (from % (source.length || 1)) + len).join("");
  return upper ? cut.toUpperCase() : cut;
}

describe("order search through the trigram index", () => {
  it("answers what a plain LIKE answers after random writes, in every scope", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(write, { minLength: 1, maxLength: 6 }),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        text,
        fc.boolean(),
        async (writes, pick, from, len, upper, random, archived) => {
          for (const w of writes) await apply(w);
          const term = await someTerm(pick, from, len, upper, random);
          if (term.trim() === "") return;
          const store = stores[pick % stores.length]!;
          const scopes: [string, Record<string, unknown>, number[] | null][] = [
            [admin, { website_id: store }, [store]],
            [admin, { all: true }, null],
            [owner, { all: true }, ownerStores],
          ];
          for (const [token, scope, ids] of scopes) {
            const expected = await likeIds(ids, term, archived);
            const got = await listIds(token, { ...scope, q: term, ...(archived ? { archived: true } : {}) });
            expect({ term, scope, ids: got.ids, total: got.total }).toEqual({
              term,
              scope,
              ids: expected,
              total: expected.length,
            });
          }
          // A list naming every store, as a member of every store reads it, asks the index for all.
          const every = await listOrders(t.db.kysely, stores, {
            filter: { q: term, ...(archived ? { archived: true } : {}) },
            sort: ["created_at", "desc"],
            offset: 0,
            limit: 1000,
          });
          const expected = await likeIds(stores, term, archived);
          expect({ term, ids: every.rows.map((r) => r.id), total: every.total }).toEqual({
            term,
            ids: expected,
            total: expected.length,
          });
        },
      ),
      { numRuns: 80 },
    );
  });

  it("finds a term of 3+ characters through the index", async () => {
    const query = filteredOrders(t.db.kysely, [stores[0]!], { q: "smith" }).select("orders.id").compile();
    if (t.db.dialect === "sqlite") {
      const { rows } = await t.db.kysely.executeQuery<{ detail: string }>({
        ...query,
        sql: `explain query plan ${query.sql}`,
      });
      expect(rows.map((r) => r.detail).join("\n")).toMatch(/order_words VIRTUAL TABLE/);
      return;
    }
    // PostgreSQL picks its plan by cost, and reads the test's few rows whole: the search's own
    // condition, as the list writes it, must be one the trigram indexes serve.
    expect(query.sql).toMatch(/lower\(orders\.buyer_name\) like \$\d+ escape/);
    const plan = await t.db.kysely.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<Record<string, string>>`explain select id from orders
        where lower(orders.buyer_name) like ${likeSql("smith")} or lower(orders.buyer_email) like ${likeSql("smith")}`.execute(
        trx,
      );
      return rows.map((r) => Object.values(r).join(" ")).join("\n");
    });
    expect(plan).toMatch(/orders_buyer_name_trgm_idx[\s\S]*orders_buyer_email_trgm_idx/);
  });

  it("pages a term of many matches exactly as the LIKE does, in the newest orders or only in older ones", async () => {
    const store = stores[1]!;
    const cols = await templateColumns([
      "buyer_name",
      "buyer_email",
      "website_id",
      "deleted_at",
      "created_at",
    ]);
    /** `count` copies of the template in `store`, the i-th named `${name} i`, created at `day` + i seconds. */
    const copies = (count: number, name: string, day: string) =>
      sql`insert into orders (${cols}, buyer_name, buyer_email, website_id, deleted_at, created_at)
        with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
        select ${cols}, ${name} || ' ' || cast(n.i as text), 'buyer@example.com', ${store}, null,
          ${day} || 'T10:' || substr('0' || cast(n.i / 60 % 60 as text), -2) || ':' || substr('0' || cast(n.i % 60 as text), -2) || '.000Z'
        from orders, n where orders.id = ${template}`.execute(t.db.kysely);
    // 500 buyers named Manywalker, then 2,100 newer other buyers, then 100 newest Manywalkers: a
    // page past the newest 100 is not among the store's newest 2,000 orders.
    await copies(500, "Old Manywalker", "2090-01-01");
    await copies(2100, "Someone Else", "2090-01-02");
    await copies(100, "New Manywalker", "2090-01-03");
    const expected = await likeIds([store], "manywalker", false);
    expect(expected.length).toBe(600);
    for (const sort of [
      ["created_at", "desc"],
      ["created_at", "asc"],
      ["id", "desc"],
    ] as const) {
      const ordered =
        sort[0] === "created_at" && sort[1] === "desc"
          ? expected
          : (
              await t.db.kysely
                .selectFrom("orders")
                .select("id")
                .where("id", "in", expected)
                .orderBy(sort[0], sort[1])
                .orderBy("id", sort[1])
                .execute()
            ).map((r) => r.id);
      for (const offset of [0, 25, 90, 100, 475, 590]) {
        const page = await listOrders(t.db.kysely, [store], {
          filter: { q: "Manywalker" },
          sort: [...sort],
          offset,
          limit: 25,
        });
        expect({ sort, offset, ids: page.rows.map((r) => r.id), total: page.total }).toEqual({
          sort,
          offset,
          ids: ordered.slice(offset, offset + 25),
          total: 600,
        });
      }
    }
  });
});
