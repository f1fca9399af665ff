import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, expect, test } from "vitest";
import { openDb } from "../../server/db/kysely.js";
import { compiledOnce } from "../../server/db/compiled.js";
import { withStatementCache } from "../../server/db/statement-cache.js";

const db = openDb({ sqliteFile: ":memory:" });
afterAll(() => db.close());

test("rows of the statement cache equal better-sqlite3's own, duplicate columns included", () => {
  const plain = new SqliteDatabase(":memory:");
  const cached = withStatementCache(plain);
  plain.exec(
    "create table t (id integer primary key, a text, b real); insert into t (a, b) values ('x', 1.5), ('y', null)",
  );
  const sql = "select id, a, b, a as id from t order by a";
  const own = plain.prepare(sql).all();
  expect(cached.prepare(sql).all([])).toStrictEqual(own);
  expect([...cached.prepare(sql).iterate([])]).toStrictEqual(own);
  expect(cached.prepare("insert into t (a) values (?) returning id, a").all(["z"])).toStrictEqual([
    { id: 3, a: "z" },
  ]);
  cached.close();
});

test("a kept `select *` answers the table's columns after the schema changes under it", () => {
  const cached = withStatementCache(new SqliteDatabase(":memory:"));
  cached.prepare("create table t (id integer primary key, a text)").run([]);
  cached.prepare("insert into t (a) values ('x')").run([]);
  expect(cached.prepare("select * from t").all([])).toStrictEqual([{ id: 1, a: "x" }]);
  cached.prepare("alter table t add column b integer default 7").run([]);
  expect(cached.prepare("select * from t").all([])).toStrictEqual([{ id: 1, a: "x", b: 7 }]);
  cached.close();
});

test("a compiled-once query answers each call's values, whatever order its builder uses them in", async () => {
  const pairs = sql<{
    x: number;
    y: number;
  }>`(select 1 as x, 2 as y union all select 2, 1 union all select 3, 4)`.as("pairs");
  const inOrder = compiledOnce((k, x: number, y: number) =>
    k.selectFrom(pairs).select(["x", "y"]).where("x", "=", x).where("y", "=", y),
  );
  const swapped = compiledOnce((k, x: number, y: number) =>
    k.selectFrom(pairs).select(["x", "y"]).where("y", "=", y).where("x", "=", x),
  );
  for (const query of [inOrder, swapped]) {
    expect(await query(db, 1, 1)).toStrictEqual([]);
    expect(await query(db, 1, 2)).toStrictEqual([{ x: 1, y: 2 }]);
    expect(await query(db, 2, 1)).toStrictEqual([{ x: 2, y: 1 }]);
    expect(await query(db, 3, 4)).toStrictEqual([{ x: 3, y: 4 }]);
  }
});
