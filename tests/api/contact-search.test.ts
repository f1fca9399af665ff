import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { likeSql } from "../../server/db/like.js";
import { contactsMatching } from "../../server/services/contacts/search.js";
import { call, createTestApp, login, type TestApp } from "../helpers/test-app.js";

/**
 * The contacts' search and autocomplete through migration 035's trigram index answer exactly
 * what a plain lower(col) LIKE '%term%' answers (first page and total), across inserts, edits of
 * name, e-mail and city, moves between stores and deletes.
 */
let t: TestApp;
let admin: string;
let stores: number[];
const made: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin@example.com");
  stores = (await t.db.kysely.selectFrom("websites").select("id").orderBy("id").execute()).map((r) => r.id);
});
afterAll(() => t.close());

const char = fc.constantFrom(..."aAbBcCéÉöÖßkK%_\\\"' .@-19");
const text = fc.array(char, { minLength: 0, maxLength: 12 }).map((cs) => cs.join(""));
const maybe = fc.option(text, { nil: null });

type Write =
  | { kind: "insert"; name: string; email: string | null; city: string | null; store: number }
  | { kind: "edit"; pick: number; name: string; email: string | null; city: string | null }
  | { kind: "move"; pick: number; store: number }
  | { kind: "delete"; pick: number };

const write: fc.Arbitrary<Write> = fc.oneof(
  fc.record({ kind: fc.constant("insert" as const), name: text, email: maybe, city: maybe, store: fc.nat() }),
  fc.record({ kind: fc.constant("edit" as const), pick: fc.nat(), name: text, email: maybe, city: maybe }),
  fc.record({ kind: fc.constant("move" as const), pick: fc.nat(), store: fc.nat() }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
);

async function apply(w: Write): Promise<void> {
  const k = t.db.kysely;
  if (w.kind === "insert") {
    const row = await k
      .insertInto("contacts")
      .values({ website_id: stores[w.store % stores.length]!, name: w.name, email: w.email, city: w.city })
      .returning("id")
      .executeTakeFirstOrThrow();
    made.push(row.id);
    return;
  }
  if (made.length === 0) return;
  const id = made[w.pick % made.length]!;
  if (w.kind === "edit")
    await k
      .updateTable("contacts")
      .set({ name: w.name, email: w.email, city: w.city })
      .where("id", "=", id)
      .execute();
  if (w.kind === "move")
    await k
      .updateTable("contacts")
      .set({ website_id: stores[w.store % stores.length]! })
      .where("id", "=", id)
      .execute();
  if (w.kind === "delete") {
    await k.deleteFrom("contacts").where("id", "=", id).execute();
    made.splice(made.indexOf(id), 1);
  }
}

/** The same search as a plain LIKE, by name then id. */
async function likeIds(store: number, columns: string[], term: string): Promise<number[]> {
  const rows = await t.db.kysely
    .selectFrom("contacts")
    .select("id")
    .where("website_id", "=", store)
    .where((eb) => eb.or(columns.map((c) => eb(sql`lower(${sql.ref(c)})`, "like", likeSql(term)))))
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map((r) => r.id);
}

/** A term cut from a contact's name, e-mail or city with its case changed (and that contact's store), or a random one. */
async function someTerm(pick: number, from: number, len: number, upper: boolean, random: string) {
  const store = stores[pick % stores.length]!;
  if (made.length === 0 || pick % 4 === 0) return { term: random, store };
  const row = await t.db.kysely
    .selectFrom("contacts")
    .select(["name", "email", "city", "website_id"])
    .where("id", "=", made[pick % made.length]!)
    .executeTakeFirst();
  const source = [...((pick % 3 === 0 ? row?.name : pick % 3 === 1 ? row?.email : row?.city) ?? "")];
  const start = from % (source.length || 1);
  const cut = source.slice(start, start + len).join("");
  return { term: upper ? cut.toUpperCase() : cut, store: row?.website_id ?? store };
}

describe("contact search through the trigram index", () => {
  it("answers what a plain LIKE answers after random writes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(write, { minLength: 1, maxLength: 6 }),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        text,
        async (writes, pick, from, len, upper, random) => {
          for (const w of writes) await apply(w);
          const some = await someTerm(pick, from, len, upper, random);
          const term = some.term.trim();
          if (term === "") return;
          const store = some.store;
          const expected = await likeIds(store, ["name", "email", "city"], term);
          const res = await call(
            t.app,
            "GET",
            `/api/contacts?term=${encodeURIComponent(term)}&website_id=${store}`,
            { token: admin },
          );
          expect(res.status).toBe(200);
          const page = res.json<{ data: { id: number }[]; total: number }>();
          expect({ term, ids: page.data.map((c) => c.id), total: page.total }).toEqual({
            term,
            ids: expected.slice(0, 10),
            total: expected.length,
          });
          const names = await likeIds(store, ["name"], term);
          const auto = await call(
            t.app,
            "GET",
            `/api/contacts/autocomplete?term=${encodeURIComponent(term)}&website_id=${store}`,
            { token: admin },
          );
          expect(auto.status).toBe(200);
          expect({ term, ids: auto.json<{ id: number }[]>().map((c) => c.id) }).toEqual({
            term,
            ids: names.slice(0, 10),
          });
        },
      ),
      { numRuns: 80 },
    );
  });

  it("finds a term of 3+ characters through the index", async () => {
    if (t.db.dialect === "sqlite") {
      const query = t.db.kysely
        .selectFrom("contacts")
        .select("id")
        .where(contactsMatching<"contacts">(t.db.kysely, [stores[0]!], ["name"], "smith"))
        .compile();
      const { rows } = await t.db.kysely.executeQuery<{ detail: string }>({
        ...query,
        sql: `explain query plan ${query.sql}`,
      });
      expect(rows.map((r) => r.detail).join("\n")).toMatch(/contact_words VIRTUAL TABLE/);
      return;
    }
    const plan = await t.db.kysely.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<Record<string, string>>`explain select id from contacts
        where lower(name) like ${likeSql("smith")}`.execute(trx);
      return rows.map((r) => Object.values(r).join(" ")).join("\n");
    });
    expect(plan).toMatch(/contacts_search_trgm_idx/);
  });
});
