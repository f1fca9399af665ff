import { SandboxProvider } from "../services/payments/sandbox.js";
import type { Storage } from "../services/storage.js";
import { hashPassword } from "../auth/passwords.js";
import type { Db } from "../db/types.js";
import { DEMO_PASSWORD, insertDemoUsers } from "./accounts.js";
import { insertCatalogue, planCatalogue } from "./catalogue.js";
import { SeedClock } from "./clock.js";
import { insertContacts, insertNotifications, insertPages } from "./content.js";
import { renderSeedImages, type ImageStats } from "./images.js";
import { insertOrders, type OrderStats } from "./orders.js";
import { connectDemoPaymentAccounts } from "./payments.js";
import { insertStoreProducts } from "./products.js";
import { DEMO_SEED, Rng } from "./random.js";
import { STORE_DEFS } from "./store-data.js";
import { insertCompany, insertStores } from "./stores.js";

export { DEMO_ACCOUNTS, DEMO_PASSWORD, ensureFirstAdmin, type DemoAccount } from "./accounts.js";

/** A launched store then gets about 20 orders a month two years ago, growing to about 60. */
const DEFAULT_ORDERS_PER_MONTH = 35;

export interface SeedOptions {
  /** The seed's "today": every date is derived from it (default: the real now). */
  now?: Date;
  /** How many calendar months of orders, the current one included (default 25: two full years back). */
  orderMonths?: number;
  /** Average monthly orders of a launched store (default 35); the other stores get a share. */
  ordersPerStorePerMonth?: number;
  /** Render the catalogue and banner pictures (default true); rows reference the keys either way. */
  images?: boolean;
}

export interface SeedStats {
  totalMs: number;
  databaseMs: number;
  images: ImageStats | null;
  supplierProducts: number;
  supplierVariants: number;
  stores: number;
  products: number;
  orders: OrderStats;
}

export interface SeedResult {
  created: boolean;
  stats?: SeedStats;
}

async function hasUsers(db: Db): Promise<boolean> {
  return (await db.kysely.selectFrom("users").select("id").limit(1).executeTakeFirst()) !== undefined;
}

/**
 * The demo data set, written once into an empty database (no users yet). Deterministic: one
 * fixed PRNG seed and every date derived from `now`. Everything goes in one transaction, so a
 * failed seed leaves nothing behind, and a second server seeding the same PostgreSQL at the same
 * moment fails on the unique user emails and backs off instead of doubling the data.
 */
export async function seedDemo(db: Db, storage: Storage, options: SeedOptions = {}): Promise<SeedResult> {
  if (await hasUsers(db)) return { created: false };
  const started = performance.now();
  const clock = new SeedClock(options.now ?? new Date());
  const rng = new Rng(DEMO_SEED);
  const months = Math.max(1, Math.floor(options.orderMonths ?? 25));
  const ordersStartMs = clock.monthStart(months - 1);
  const catalogue = planCatalogue(rng.fork("catalogue"));
  // One hash for every demo account: argon2 is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // Pictures render on sharp's threads while the rows are written.
  const banners = STORE_DEFS.map((s) => ({ link: s.link, hex: s.accent }));
  const images = options.images === false ? null : renderSeedImages(storage, catalogue, banners);
  // A render failure must not surface as an unhandled rejection while rows are still being
  // written; the promise is awaited below and its error thrown there.
  images?.catch(() => undefined);

  const dbStarted = performance.now();
  let counts: Omit<SeedStats, "totalMs" | "databaseMs" | "images"> | null;
  try {
    counts = await db.kysely.transaction().execute(async (trx) => {
      if ((await trx.selectFrom("users").select("id").limit(1).executeTakeFirst()) !== undefined) return null;
      const companyId = await insertCompany(trx, clock, ordersStartMs);
      const users = await insertDemoUsers(trx, clock, passwordHash, companyId, ordersStartMs);
      await insertCatalogue(trx, catalogue, clock);
      const stores = await insertStores(trx, rng.fork("stores"), clock, users, companyId, ordersStartMs);
      // Sandbox accounts: with Stripe configured they take no payments until real ones are connected.
      await connectDemoPaymentAccounts(
        trx,
        rng.fork("payments"),
        clock,
        new SandboxProvider(db, "", "card"),
        stores,
      );
      const products = await insertStoreProducts(trx, rng.fork("products"), clock, stores, catalogue);
      await insertPages(trx, rng.fork("pages"), clock, stores);
      const orders = await insertOrders(trx, rng.fork("orders"), clock, stores, products, users, {
        months,
        perStorePerMonth: options.ordersPerStorePerMonth ?? DEFAULT_ORDERS_PER_MONTH,
      });
      await insertContacts(trx, rng.fork("contacts"), clock, stores);
      await insertNotifications(
        trx,
        rng.fork("notifications"),
        clock,
        users,
        stores,
        products,
        ordersStartMs,
      );
      return {
        supplierProducts: catalogue.length,
        supplierVariants: catalogue.reduce((sum, item) => sum + item.variants.length, 0),
        stores: stores.length,
        products: products.length,
        orders,
      };
    });
  } catch (error) {
    await images?.catch(() => undefined);
    if (await hasUsers(db)) return { created: false };
    throw error;
  }
  const databaseMs = Math.round(performance.now() - dbStarted);
  const imageStats = images ? await images : null;
  if (counts === null) return { created: false };
  return {
    created: true,
    stats: { ...counts, totalMs: Math.round(performance.now() - started), databaseMs, images: imageStats },
  };
}
