import { sql, type Compilable } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  matchedIds,
  productTermMatch,
  storeScope,
  termWords,
  wordsMatch,
  wordsVectorMatch,
} from "../../server/services/products/words.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

/**
 * The product searches read the word index, so an index cannot silently stop being used: the
 * search box's and the support search's condition (every store a caller may open) and the store
 * product list's (one store's live products), planned by each database.
 */
let t: TestApp;
let store = 0;

beforeAll(async () => {
  t = await createTestApp();
  store = (await t.db.kysely.selectFrom("websites").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
  if (t.db.dialect !== "postgres") return;
  // PostgreSQL weighs indexes by the rows it expects: with the demo's few products any index
  // wins. 3,000 more (none named for the term) and fresh statistics make the choice a real one.
  const template = await t.db.kysely.selectFrom("products").selectAll().limit(1).executeTakeFirstOrThrow();
  const cols = sql.join(
    Object.keys(template)
      .filter((c) => !["id", "name", "slug"].includes(c))
      .map((c) => sql.ref(c)),
  );
  await sql`insert into products (${cols}, name, slug)
    select ${cols}, 'Filler ' || n, 'filler-' || n from products, generate_series(1, 3000) n
    where products.id = ${template.id}`.execute(t.db.kysely);
  await sql`analyze products`.execute(t.db.kysely);
});
afterAll(() => t.close());

/** The database's plan of the query, one line per step. */
async function plan(query: Compilable<unknown>): Promise<string> {
  const compiled = query.compile();
  if (t.db.dialect === "sqlite") {
    const { rows } = await t.db.kysely.executeQuery<{ detail: string }>({
      ...compiled,
      sql: `explain query plan ${compiled.sql}`,
    });
    return rows.map((r) => r.detail).join("\n");
  }
  // Even on 3,000 rows PostgreSQL may read the table whole; without that it shows which index serves.
  return t.db.kysely.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<Record<string, string>>({
      ...compiled,
      sql: `explain ${compiled.sql}`,
    });
    return rows.map((r) => Object.values(r).join(" ")).join("\n");
  });
}

const INDEX = { sqlite: /product_words VIRTUAL TABLE/, postgres: /products_words_idx/ };

describe("product search plans", () => {
  it("finds a term in every store through the word index (a platform admin's search box and support search)", async () => {
    const query = t.db.kysely
      .selectFrom("products")
      .innerJoin("websites", "websites.id", "products.website_id")
      .select("products.id")
      .where("products.deleted_at", "is", null)
      .where("websites.archived_at", "is", null)
      .where(productTermMatch<"products" | "websites">(t.db.kysely, "classic tee"));
    expect(await plan(query)).toMatch(INDEX[t.db.dialect]);
  });

  it("finds a term in one store's live products through the word index (the product list)", async () => {
    const words = termWords("classic tee");
    const query = t.db.kysely
      .selectFrom("products")
      .select("products.id")
      .where("products.website_id", "=", store)
      .where("products.deleted_at", "is", null)
      .where(
        t.db.dialect === "sqlite"
          ? sql<boolean>`${sql.ref("products.id")} in ${matchedIds(wordsMatch(words, storeScope(store, false)))}`
          : wordsVectorMatch(words),
      );
    expect(await plan(query)).toMatch(INDEX[t.db.dialect]);
  });
});
