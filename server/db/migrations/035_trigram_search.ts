import { sql, type Kysely } from "kysely";
import type { Dialect } from "../types.js";

/**
 * The order lists' buyer search (a substring of the buyer's name or e-mail, case-insensitive)
 * read every order of the scope: ~300 ms for a common term in a store of 300,000 orders; the
 * contacts' search (name, e-mail, city) every contact of the store. This migration gives both a
 * substring index on both engines.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === "sqlite") {
    await sqliteTrigramIndex(db);
    await sqliteContactIndex(db);
  } else if (await pgTrgm(db)) {
    await postgresTrigramIndex(db);
  }
}

/**
 * FTS5 with the trigram tokenizer over lower(buyer_name) and lower(buyer_email) as SQLite's own
 * lower() folds them, matched case-sensitively: a phrase of 3+ characters then matches exactly the
 * rows `lower(col) LIKE '%term%'` matches (terms are lower-cased before either). The `scope`
 * column holds the store as "|12|", with "del" before it for a deleted order ("del|12|"), so a
 * store's live matches, and their count, come from the index alone. Kept by triggers in the
 * transaction of every write to orders, whoever writes (services, BREAD, seeds, cascades).
 */
async function sqliteTrigramIndex(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE order_words USING fts5(
    scope, buyer_name, buyer_email, tokenize='trigram case_sensitive 1'
  )`.execute(db);
  const values = (row: "new." | "") =>
    sql.raw(
      `(CASE WHEN ${row}deleted_at IS NULL THEN '' ELSE 'del' END || '|' || ${row}website_id || '|'), ` +
        `lower(${row}buyer_name), lower(${row}buyer_email)`,
    );
  await sql`CREATE TRIGGER order_words_insert AFTER INSERT ON orders BEGIN
    INSERT INTO order_words(rowid, scope, buyer_name, buyer_email) VALUES (new.id, ${values("new.")});
  END`.execute(db);
  await sql`CREATE TRIGGER order_words_delete AFTER DELETE ON orders BEGIN
    DELETE FROM order_words WHERE rowid = old.id;
  END`.execute(db);
  await sql`CREATE TRIGGER order_words_update
    AFTER UPDATE OF id, buyer_name, buyer_email, website_id, deleted_at ON orders BEGIN
    DELETE FROM order_words WHERE rowid = old.id;
    INSERT INTO order_words(rowid, scope, buyer_name, buyer_email) VALUES (new.id, ${values("new.")});
  END`.execute(db);
  await sql`INSERT INTO order_words(rowid, scope, buyer_name, buyer_email)
    SELECT id, ${values("")} FROM orders`.execute(db);
  // One segment after the bulk backfill: a query reads each trigram's entries from every segment.
  await sql`INSERT INTO order_words(order_words) VALUES ('optimize')`.execute(db);
}

/**
 * The contacts' twin of order_words: lower(name), lower(email) and lower(city), with the store as
 * "|12|" in `scope` (contacts are deleted for good, so there is no deleted marker).
 */
async function sqliteContactIndex(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE contact_words USING fts5(
    scope, name, email, city, tokenize='trigram case_sensitive 1'
  )`.execute(db);
  const values = (row: "new." | "") =>
    sql.raw(`('|' || ${row}website_id || '|'), lower(${row}name), lower(${row}email), lower(${row}city)`);
  await sql`CREATE TRIGGER contact_words_insert AFTER INSERT ON contacts BEGIN
    INSERT INTO contact_words(rowid, scope, name, email, city) VALUES (new.id, ${values("new.")});
  END`.execute(db);
  await sql`CREATE TRIGGER contact_words_delete AFTER DELETE ON contacts BEGIN
    DELETE FROM contact_words WHERE rowid = old.id;
  END`.execute(db);
  await sql`CREATE TRIGGER contact_words_update AFTER UPDATE OF id, name, email, city, website_id ON contacts BEGIN
    DELETE FROM contact_words WHERE rowid = old.id;
    INSERT INTO contact_words(rowid, scope, name, email, city) VALUES (new.id, ${values("new.")});
  END`.execute(db);
  await sql`INSERT INTO contact_words(rowid, scope, name, email, city)
    SELECT id, ${values("")} FROM contacts`.execute(db);
  await sql`INSERT INTO contact_words(contact_words) VALUES ('optimize')`.execute(db);
}

/**
 * Whether pg_trgm is there, adding it when it may. As in 008, a role that cannot add the
 * extension keeps the scans rather than failing the migration.
 */
async function pgTrgm(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ installed: boolean; available: boolean; allowed: boolean }>`
    SELECT
      EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS installed,
      EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') AS available,
      has_database_privilege(current_database(), 'CREATE') AS allowed
  `.execute(db);
  const state = rows[0];
  if (state?.installed) return true;
  if (!state?.available || !state.allowed) return false;
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  return true;
}

/**
 * pg_trgm's GIN indexes serve lower(col) LIKE '%term%' as the searches write it (PostgreSQL
 * rechecks each candidate, so the answer is the LIKE's).
 */
async function postgresTrigramIndex(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX orders_buyer_name_trgm_idx ON orders
    USING gin (lower(buyer_name) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX orders_buyer_email_trgm_idx ON orders
    USING gin (lower(buyer_email) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX contacts_search_trgm_idx ON contacts
    USING gin (lower(name) gin_trgm_ops, lower(email) gin_trgm_ops, lower(city) gin_trgm_ops)`.execute(db);
}
