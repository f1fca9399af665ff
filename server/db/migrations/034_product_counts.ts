import { sql, type Kysely, type QueryExecutorProvider } from "kysely";
import type { Dialect } from "../types.js";

/**
 * The live products' count per store and availability, so a product list's total does not count
 * the products themselves (an exact count(*) reads every index entry of the scope: ~8 ms for
 * 50,000 products in one store, more over all stores). Database triggers keep it in the same
 * transaction as every write to products, whoever writes (services, BREAD, the CSV import, bulk
 * edits, the demo and bench seeds straight through better-sqlite3, cascades from a store's
 * deletion). Only what a write changes is counted: the published status compares dates to the
 * clock, so it cannot be kept here and such lists still count their rows.
 *
 * No foreign key to websites: a store's deletion cascades to its products, whose delete trigger
 * must still find the row to decrement; an emptied store's rows stay at zero.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("product_counts")
    .addColumn("website_id", "integer", (c) => c.notNull())
    .addColumn("available", "integer", (c) => c.notNull())
    .addColumn("live", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_counts_pk", ["website_id", "available"])
    .$call((t) => (dialect === "postgres" ? t : t.modifyEnd(sql`without rowid`)))
    .execute();
  if (dialect === "sqlite") await sqliteTriggers(db);
  else await postgresTriggers(db);
  await rebuildProductCounts(db);
}

/** Recounts every store from the products (the migration's backfill; also a repair after a bulk load). */
export async function rebuildProductCounts(db: QueryExecutorProvider): Promise<void> {
  await sql`DELETE FROM product_counts`.execute(db);
  await sql`INSERT INTO product_counts (website_id, available, live)
    SELECT website_id, available, count(*) FROM products WHERE deleted_at IS NULL
    GROUP BY website_id, available`.execute(db);
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const add = (row: "new" | "old", delta: 1 | -1) =>
    sql.raw(`INSERT INTO product_counts (website_id, available, live)
      SELECT ${row}.website_id, ${row}.available, ${delta} WHERE ${row}.deleted_at IS NULL
      ON CONFLICT (website_id, available) DO UPDATE SET live = live + (${delta});`);
  await sql`CREATE TRIGGER product_counts_insert AFTER INSERT ON products BEGIN
    ${add("new", 1)}
  END`.execute(db);
  await sql`CREATE TRIGGER product_counts_delete AFTER DELETE ON products BEGIN
    ${add("old", -1)}
  END`.execute(db);
  await sql`CREATE TRIGGER product_counts_update AFTER UPDATE OF website_id, available, deleted_at ON products
    WHEN old.website_id IS NOT new.website_id OR old.available IS NOT new.available
      OR (old.deleted_at IS NULL) IS NOT (new.deleted_at IS NULL)
  BEGIN
    ${add("old", -1)}
    ${add("new", 1)}
  END`.execute(db);
}

/**
 * One row-level trigger. A move between two counted rows (availability toggled, store changed)
 * updates them in key order, so two transactions toggling products the opposite way in the same
 * store wait for each other instead of deadlocking.
 */
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION product_counts_add(store integer, avail integer, delta integer) RETURNS void
    LANGUAGE sql AS $$
      INSERT INTO product_counts (website_id, available, live) VALUES (store, avail, delta)
      ON CONFLICT (website_id, available) DO UPDATE SET live = product_counts.live + delta
    $$`.execute(db);
  await sql`CREATE FUNCTION product_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        IF NEW.deleted_at IS NULL THEN PERFORM product_counts_add(NEW.website_id, NEW.available, 1); END IF;
      ELSIF TG_OP = 'DELETE' THEN
        IF OLD.deleted_at IS NULL THEN PERFORM product_counts_add(OLD.website_id, OLD.available, -1); END IF;
      ELSIF (OLD.website_id, OLD.available, OLD.deleted_at IS NULL)
          IS DISTINCT FROM (NEW.website_id, NEW.available, NEW.deleted_at IS NULL) THEN
        IF (OLD.website_id, OLD.available) <= (NEW.website_id, NEW.available) THEN
          IF OLD.deleted_at IS NULL THEN PERFORM product_counts_add(OLD.website_id, OLD.available, -1); END IF;
          IF NEW.deleted_at IS NULL THEN PERFORM product_counts_add(NEW.website_id, NEW.available, 1); END IF;
        ELSE
          IF NEW.deleted_at IS NULL THEN PERFORM product_counts_add(NEW.website_id, NEW.available, 1); END IF;
          IF OLD.deleted_at IS NULL THEN PERFORM product_counts_add(OLD.website_id, OLD.available, -1); END IF;
        END IF;
      END IF;
      RETURN NULL;
    END
  $$`.execute(db);
  await sql`CREATE TRIGGER product_counts_keep
    AFTER INSERT OR DELETE OR UPDATE OF website_id, available, deleted_at ON products
    FOR EACH ROW EXECUTE PROCEDURE product_counts_keep()`.execute(db);
}
