import { sql, type Kysely } from "kysely";
import type { Dialect } from "../types.js";

/**
 * Product list bulk work: the indexes the "Deleted" tab, the low stock list and
 * the term search read by. The 001 indexes are partial over live rows, so the first two could
 * not use them, and no B-tree serves LIKE '%term%'.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  // The "Deleted" tab pages a store's soft-deleted products, most recently deleted first.
  await db.schema
    .createIndex("products_website_deleted_idx")
    .on("products")
    .columns(["website_id", "deleted_at"])
    .where(sql.ref("deleted_at"), "is not", null)
    .execute();
  // Low stock asks for a store's live products under 10 pieces: an index range, not a scan.
  await db.schema
    .createIndex("products_website_inventory_idx")
    .on("products")
    .columns(["website_id", "inventory_quantity"])
    .where(sql.ref("deleted_at"), "is", null)
    .execute();

  // Term search: counting a store's matches by LIKE reads every row of the store (~50 ms at
  // 50,000 products); a trigram index hands back only the matching rows.
  if (dialect === "sqlite") await sqliteSearchIndex(db);
  else await postgresSearchIndex(db);
}

/** An FTS5 trigram index over name and slug, kept in step with products by triggers. */
async function sqliteSearchIndex(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE products_search USING fts5(name, slug, content='products', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
    INSERT INTO products_search(rowid, name, slug) VALUES (new.id, new.name, new.slug);
  END`.execute(db);
  await sql`CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
    INSERT INTO products_search(products_search, rowid, name, slug) VALUES ('delete', old.id, old.name, old.slug);
  END`.execute(db);
  await sql`CREATE TRIGGER products_search_update AFTER UPDATE OF name, slug ON products BEGIN
    INSERT INTO products_search(products_search, rowid, name, slug) VALUES ('delete', old.id, old.name, old.slug);
    INSERT INTO products_search(rowid, name, slug) VALUES (new.id, new.name, new.slug);
  END`.execute(db);
  await sql`INSERT INTO products_search(products_search) VALUES ('rebuild')`.execute(db);
}

/**
 * pg_trgm's GIN index serves lower(col) LIKE '%term%' as it is written. The extension is trusted
 * (PostgreSQL 13+), but a role without CREATE on the database cannot add it: then the search
 * stays a scan rather than the migration failing.
 */
async function postgresSearchIndex(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ installed: boolean; available: boolean; allowed: boolean }>`
    SELECT
      EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS installed,
      EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') AS available,
      has_database_privilege(current_database(), 'CREATE') AS allowed
  `.execute(db);
  const state = rows[0];
  if (!state?.installed) {
    if (!state?.available || !state.allowed) return;
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  }
  await sql`CREATE INDEX products_search_trgm_idx ON products
    USING gin (lower(name) gin_trgm_ops, lower(slug) gin_trgm_ops) WHERE deleted_at IS NULL`.execute(db);
}
