/**
 * The statistics call on PostgreSQL at the bench's size: copies the seeded SQLite bench database
 * (stores, products, orders, order lines) into a fresh PostgreSQL database migrated by the
 * server's own migrations, builds the rollups with the server's service, ANALYZEs, then runs
 * bench/inprocess-stats.ts against it. Not part of `npm run bench` (it needs a PostgreSQL server):
 *
 *   BENCH_DATA_DIR=... node scripts/with-postgres.mjs node --import tsx bench/pg-load.ts
 *
 * (scripts/with-postgres.mjs starts a throwaway cluster and sets TEST_DATABASE_URL.)
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { openDb } from "../server/db/kysely.js";
import { migrate } from "../server/db/migrate.js";
import { rebuildOrderStats } from "../server/services/stats/rollup.js";

const dataDir = process.env.BENCH_DATA_DIR;
const serverUrl = process.env.TEST_DATABASE_URL;
if (!dataDir || !serverUrl) throw new Error("BENCH_DATA_DIR and TEST_DATABASE_URL are required.");

const name = "bench_stats";
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${name}`);
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();

const db = openDb({ databaseUrl, sqliteFile: ":memory:" });
await migrate(db);
const source = new SqliteDatabase(join(dataDir, "app.sqlite"), { readonly: true });

/** Copies a table in id order, as many rows per INSERT as PostgreSQL's 65,535 parameters allow. */
async function copy(table: "users" | "websites" | "products" | "orders" | "order_items") {
  const started = Date.now();
  const columns = (source.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map(
    (c) => c.name,
  );
  const perBatch = Math.floor(60_000 / columns.length);
  const read = source.prepare(`SELECT * FROM ${table} WHERE id > ? ORDER BY id LIMIT ${perBatch}`);
  let last = 0;
  let copied = 0;
  for (;;) {
    const rows = read.all(last) as Record<string, unknown>[];
    if (rows.length === 0) break;
    await db.kysely
      .insertInto(table)
      .values(rows as never)
      .execute();
    last = Number(rows[rows.length - 1]!.id);
    copied += rows.length;
  }
  console.log(`${table}: ${copied} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// Users and stores first: the orders and products refer to them.
for (const table of ["users", "websites", "products", "orders", "order_items"] as const) await copy(table);
source.close();

const started = Date.now();
await rebuildOrderStats(db.kysely, null);
console.log(`rollups rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await sql`VACUUM ANALYZE`.execute(db.kysely);
await db.close();

const run = spawnSync(
  process.execPath,
  ["--import", "tsx", join(import.meta.dirname, "inprocess-stats.ts")],
  {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    stdio: "inherit",
  },
);
process.exitCode = run.status ?? 1;
