import type BetterSqlite3 from "better-sqlite3";
import { Rng } from "../server/demo/random.js";
import { buyers, orderStatus, productRow } from "./data.js";

type Sqlite = BetterSqlite3.Database;

const DAY = 86_400_000;
const SPAN = 730 * DAY; // two years of history
const ROWS_PER_TRANSACTION = 50_000;

export interface Sizes {
  products: number;
  orders: number;
  stores: number;
}

export interface Seeded {
  adminId: number;
  ownerId: number;
  bigStoreId: number;
}

/** Runs `fn(i)` for i in [0, count) in transactions of ROWS_PER_TRANSACTION: one fsync per batch. */
function inBatches(db: Sqlite, count: number, fn: (i: number) => void): void {
  const batch = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) fn(i);
  });
  for (let from = 0; from < count; from += ROWS_PER_TRANSACTION)
    batch(from, Math.min(count, from + ROWS_PER_TRANSACTION));
}

function insertAccounts(db: Sqlite, now: string, stores: number): Seeded & { storeIds: number[] } {
  // The bench never signs in with a password (it mints a session), so no real hash is needed.
  const user = db.prepare(
    `INSERT INTO users (name, email, password_hash, role_id, can_create_stores, email_verified_at, created_at, updated_at)
     VALUES (?, ?, 'bench-no-password', ?, ?, ?, ?, ?)`,
  );
  const adminId = Number(
    user.run("Bench Admin", "bench-admin@example.com", 1, 1, now, now, now).lastInsertRowid,
  );
  const ownerId = Number(
    user.run("Bench Owner", "bench-owner@example.com", 2, 1, now, now, now).lastInsertRowid,
  );
  for (let i = 1; i <= 3; i++)
    user.run(`Bench Client ${i}`, `bench-client-${i}@example.com`, 2, 0, now, now, now);

  const website = db.prepare(
    `INSERT INTO websites (user_id, name, link, is_launched, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const storeIds = Array.from({ length: stores }, (_, s) => {
    const name = s === 0 ? "Big Store" : `Bench Store ${s + 1}`;
    return Number(
      website.run(ownerId, name, `bench-store-${s + 1}`, s % 3 === 0 ? 1 : 0, now, now).lastInsertRowid,
    );
  });
  return { adminId, ownerId, bigStoreId: storeIds[0]!, storeIds };
}

/**
 * Half the products go to the big store, the rest round-robin to the others. Inserted in
 * created_at order, so ids grow with time as they do in a live database.
 */
function insertProducts(db: Sqlite, rng: Rng, sizes: Sizes, storeIds: number[], nowMs: number): number[][] {
  const big = Math.floor(sizes.products / 2);
  const plan = Array.from({ length: sizes.products }, (_, i) => ({
    store: i < big ? 0 : 1 + ((i - big) % Math.max(1, storeIds.length - 1)),
    createdMs: nowMs - SPAN + Math.floor(rng.float() * SPAN),
  }));
  plan.sort((a, b) => a.createdMs - b.createdMs);

  const insert = db.prepare(
    `INSERT INTO products (website_id, name, slug, "desc", price, margin, available, published_from,
       sort_order, inventory_quantity, data, deleted_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 40, ?, ?, ?, ?, '{}', ?, ?, ?)`,
  );
  const idsByStore: number[][] = storeIds.map(() => []);
  inBatches(db, plan.length, (i) => {
    const { store, createdMs } = plan[i]!;
    const ids = idsByStore[store]!;
    const p = productRow(rng, ids.length + 1, createdMs);
    const created = new Date(createdMs).toISOString();
    const id = insert.run(
      storeIds[store],
      p.name,
      p.slug,
      p.desc,
      p.price,
      p.available,
      p.publishedFrom,
      ids.length,
      p.inventory,
      p.deletedAt,
      created,
      created,
    ).lastInsertRowid;
    ids.push(Number(id));
  });
  return idsByStore;
}

/** Orders over two years, 30% in the big store; every 4th gets an order item. */
function insertOrders(
  db: Sqlite,
  rng: Rng,
  sizes: Sizes,
  storeIds: number[],
  productIds: number[][],
  nowMs: number,
): void {
  const pool = buyers(rng, 20_000);
  const order = db.prepare(
    `INSERT INTO orders (website_id, buyer_name, buyer_email, status, price, platform_fee, profit,
       shipping_address, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const item = db.prepare(
    `INSERT INTO order_items (order_id, product_id, name, quantity, unit_price, unit_cost) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const start = nowMs - SPAN;
  inBatches(db, sizes.orders, (i) => {
    const store = rng.chance(0.3) || storeIds.length === 1 ? 0 : rng.int(1, storeIds.length - 1);
    const buyer = rng.pick(pool);
    const price = rng.int(1_500, 20_000);
    const created = new Date(start + Math.floor(((i + rng.float()) / sizes.orders) * SPAN)).toISOString();
    const fee = Math.round(price * 0.1);
    const id = order.run(
      storeIds[store],
      buyer.name,
      buyer.email,
      orderStatus(rng),
      price,
      fee,
      Math.round(price * 0.25),
      buyer.address,
      created,
      created,
    ).lastInsertRowid;
    const candidates = productIds[store]!;
    if (i % 4 === 0 && candidates.length > 0) {
      const quantity = rng.int(1, 3);
      item.run(
        id,
        rng.pick(candidates),
        "Bench item",
        quantity,
        Math.round(price / quantity),
        Math.round(price / quantity / 2),
      );
    }
  });
}

/**
 * Bulk load straight through better-sqlite3: prepared statements in large transactions, with
 * the secondary indexes dropped during the load and re-created from their own DDL afterwards
 * (building an index once is several times faster than maintaining it row by row).
 */
export function bulkLoad(db: Sqlite, sizes: Sizes, now: Date): Seeded {
  const indexes = db
    .prepare(
      `SELECT name, sql FROM sqlite_master
       WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN ('products', 'orders', 'order_items')`,
    )
    .all() as { name: string; sql: string }[];
  for (const { name } of indexes) db.exec(`DROP INDEX "${name}"`);

  const rng = new Rng(424_242);
  const { storeIds, ...seeded } = insertAccounts(db, now.toISOString(), sizes.stores);
  const productIds = insertProducts(db, rng.fork("products"), sizes, storeIds, now.getTime());
  insertOrders(db, rng.fork("orders"), sizes, storeIds, productIds, now.getTime());

  for (const { sql } of indexes) db.exec(sql);
  return seeded;
}
