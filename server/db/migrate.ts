import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import * as init from "./migrations/001_init.js";
import * as accountDashboard from "./migrations/002_account_dashboard.js";
import * as stores from "./migrations/003_stores.js";
import * as invitations from "./migrations/004_invitations.js";
import * as statsRollup from "./migrations/005_stats_rollup.js";
import * as catalogue from "./migrations/006_catalogue.js";
import * as products from "./migrations/007_products.js";
import * as productBulk from "./migrations/008_product_bulk.js";
import * as library from "./migrations/009_library.js";
import * as productDrafts from "./migrations/010_product_drafts.js";
import * as checkoutOrders from "./migrations/012_checkout_orders.js";
import * as content from "./migrations/011_content.js";
import * as money from "./migrations/013_money.js";
import * as productWords from "./migrations/014_product_words.js";
import * as giftcardProduct from "./migrations/015_giftcard_product.js";
import * as hostedCheckouts from "./migrations/016_hosted_checkouts.js";
import * as giftcardGrid from "./migrations/017_giftcard_grid.js";
import * as orderItemFee from "./migrations/018_order_item_fee.js";
import * as orderUndo from "./migrations/019_order_undo.js";
import * as paymentRequests from "./migrations/020_payment_requests.js";
import * as checkoutCodes from "./migrations/021_checkout_codes.js";
import * as rateLimitHits from "./migrations/022_rate_limit_hits.js";
import * as checkoutRecovery from "./migrations/023_checkout_recovery.js";
import * as loginAs from "./migrations/024_login_as.js";
import * as storeSubscriptions from "./migrations/025_store_subscriptions.js";
import * as jobs from "./migrations/026_jobs.js";
import * as rateLimitCounters from "./migrations/027_rate_limit_counters.js";
import * as backgroundJobs from "./migrations/028_background_jobs.js";
import * as activity from "./migrations/029_activity.js";
import * as versions from "./migrations/030_versions.js";
import * as revisions from "./migrations/031_revisions.js";
import * as activityRecordName from "./migrations/032_activity_record_name.js";
import * as activityFilterIndexes from "./migrations/033_activity_filter_indexes.js";
import * as productCounts from "./migrations/034_product_counts.js";
import * as trigramSearch from "./migrations/035_trigram_search.js";
import * as activityPersonIndex from "./migrations/036_activity_person_index.js";
import * as supplierProductVersions from "./migrations/037_supplier_product_versions.js";
import type { Db, Dialect } from "./types.js";

type DialectMigration = { up(db: Kysely<unknown>, dialect: Dialect): Promise<void> };

/** Listed here, not read from disk, so the bundled server and the tests see the same set. */
const MIGRATIONS: Record<string, DialectMigration> = {
  "001_init": init,
  "002_account_dashboard": accountDashboard,
  "003_stores": stores,
  "004_invitations": invitations,
  "005_stats_rollup": statsRollup,
  "006_catalogue": catalogue,
  "007_products": products,
  "008_product_bulk": productBulk,
  "009_library": library,
  "010_product_drafts": productDrafts,
  "012_checkout_orders": checkoutOrders,
  "011_content": content,
  "013_money": money,
  "014_product_words": productWords,
  "015_giftcard_product": giftcardProduct,
  "016_hosted_checkouts": hostedCheckouts,
  "017_giftcard_grid": giftcardGrid,
  "018_order_item_fee": orderItemFee,
  "019_order_undo": orderUndo,
  "020_payment_requests": paymentRequests,
  "021_checkout_codes": checkoutCodes,
  "022_rate_limit_hits": rateLimitHits,
  "023_checkout_recovery": checkoutRecovery,
  "024_login_as": loginAs,
  "025_store_subscriptions": storeSubscriptions,
  "026_jobs": jobs,
  "027_rate_limit_counters": rateLimitCounters,
  "028_background_jobs": backgroundJobs,
  "029_activity": activity,
  "030_versions": versions,
  "031_revisions": revisions,
  "032_activity_record_name": activityRecordName,
  "033_activity_filter_indexes": activityFilterIndexes,
  "034_product_counts": productCounts,
  "035_trigram_search": trigramSearch,
  "036_activity_person_index": activityPersonIndex,
  "037_supplier_product_versions": supplierProductVersions,
};

class ListedMigrations implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, m]) => [
        name,
        { up: (db: Kysely<unknown>) => m.up(db, this.dialect) },
      ]),
    );
  }
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db: db.kysely, provider: new ListedMigrations(db.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
