/**
 * Seeds (or reuses) the bench database and mints a session for the store owner.
 * Run by scripts/bench.mjs through tsx, so it uses the server's own migrations and session code.
 * Prints one line `BENCH_SEED {json}` for the caller; everything else is progress for humans.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { createSession } from "../server/auth/tokens.js";
import { openDb } from "../server/db/kysely.js";
import { migrate } from "../server/db/migrate.js";
import { rebuildOrderStats } from "../server/services/stats/rollup.js";
import { bulkLoad, type Seeded, type Sizes } from "./bulk.js";

interface Marker extends Seeded {
  fingerprint: string;
  sizes: Sizes;
  /** Live products of the big store, and those with available = 1: what Content-Range must say. */
  bigStore: { products: number; available: number };
  seedSeconds: number;
  seededAt: string;
}

const root = join(import.meta.dirname, "..");
const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error("BENCH_DATA_DIR is required (scripts/bench.mjs sets it).");
const sqliteFile = join(dataDir, "app.sqlite");
const markerFile = join(dataDir, "bench-seed.json");
const sizes: Sizes = {
  products: Number(process.env.BENCH_PRODUCTS ?? 100_000),
  orders: Number(process.env.BENCH_ORDERS ?? 1_000_000),
  stores: 20,
};

/** The schema and this loader decide what the database holds; a change to either reseeds. */
function fingerprint(): string {
  const hash = createHash("sha256");
  const migrations = join(root, "server/db/migrations");
  const files = [
    ...readdirSync(migrations)
      .sort()
      .map((f) => join(migrations, f)),
    join(root, "server/db/migrate.ts"),
    join(root, "server/services/stats/rollup.ts"),
    ...["seed.ts", "bulk.ts", "data.ts"].map((f) => join(import.meta.dirname, f)),
  ];
  for (const file of files) hash.update(readFileSync(file));
  hash.update(JSON.stringify(sizes));
  return hash.digest("hex").slice(0, 16);
}

/**
 * The seeded database if it fits: same fingerprint, or with BENCH_KEEP_DB=1 just the same sizes
 * (to measure an index added by hand, or to skip reseeding while the schema is being edited).
 */
function readMarker(expected: string): Marker | null {
  if (!existsSync(markerFile) || !existsSync(sqliteFile)) return null;
  try {
    const marker = JSON.parse(readFileSync(markerFile, "utf8")) as Marker;
    if (marker.fingerprint === expected) return marker;
    const keep = process.env.BENCH_KEEP_DB === "1" && JSON.stringify(marker.sizes) === JSON.stringify(sizes);
    if (keep) console.log("BENCH_KEEP_DB=1: keeping a database seeded from other migrations or loader code.");
    return keep ? marker : null;
  } catch {
    return null;
  }
}

async function seed(print: string): Promise<Marker> {
  const started = Date.now();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(sqliteFile + suffix, { force: true });
  rmSync(markerFile, { force: true });
  console.log(`Seeding ${sizes.products} products and ${sizes.orders} orders into ${sqliteFile} ...`);

  const db = openDb({ sqliteFile });
  await migrate(db);
  await db.close();

  let raw = new SqliteDatabase(sqliteFile);
  // Load-time settings only: a crash mid-seed just means reseeding, so durability is not needed.
  raw.pragma("journal_mode = WAL");
  raw.pragma("synchronous = OFF");
  raw.pragma("foreign_keys = OFF");
  raw.pragma("cache_size = -262144");
  const seeded = bulkLoad(raw, sizes, new Date());
  raw.close();

  // The dashboard's daily rollups, by the server's own service: one aggregation in SQL over the
  // bulk-inserted orders, as an application write would leave them.
  const rollupStarted = Date.now();
  const rollupDb = openDb({ sqliteFile });
  await rebuildOrderStats(rollupDb.kysely, null);
  await rollupDb.close();
  console.log(`Statistics rollups built in ${Math.round((Date.now() - rollupStarted) / 100) / 10} s.`);

  raw = new SqliteDatabase(sqliteFile);
  raw.exec("ANALYZE");
  const count = (where: string) =>
    (
      raw
        .prepare(`SELECT count(*) AS n FROM products WHERE website_id = ? AND deleted_at IS NULL ${where}`)
        .get(seeded.bigStoreId) as { n: number }
    ).n;
  const bigStore = { products: count(""), available: count("AND available = 1") };
  raw.pragma("wal_checkpoint(TRUNCATE)");
  raw.close();

  const marker: Marker = {
    ...seeded,
    fingerprint: print,
    sizes,
    bigStore,
    seedSeconds: Math.round((Date.now() - started) / 100) / 10,
    seededAt: new Date().toISOString(),
  };
  writeFileSync(markerFile, JSON.stringify(marker, null, 2));
  console.log(`Seeded in ${marker.seedSeconds} s.`);
  return marker;
}

const print = fingerprint();
const reused = readMarker(print);
if (reused) console.log(`Reusing the seeded database in ${dataDir} (seeded in ${reused.seedSeconds} s).`);
const marker = reused ?? (await seed(print));

// A fresh session per run through the server's own code; old bench sessions are dropped first.
const db = openDb({ sqliteFile });
await db.kysely.deleteFrom("sessions").where("user_id", "=", marker.ownerId).execute();
const token = await createSession(db, marker.ownerId, 1);
await db.close();

console.log(`BENCH_SEED ${JSON.stringify({ ...marker, reused: reused !== null, token })}`);
