import { sql, type Kysely } from "kysely";
import { StaleVersion } from "../../../domain/versions.js";
import type { Database } from "../../db/schema.js";
import { VERSIONED_TABLES } from "../../db/migrations/030_versions.js";
import { LATER_VERSIONED_TABLES } from "../../db/migrations/037_supplier_product_versions.js";

const TABLES = [...VERSIONED_TABLES, ...LATER_VERSIONED_TABLES];
export type VersionedTable = (typeof TABLES)[number];

/** Whether a table's rows carry a version. */
export const isVersioned = (table: string): table is VersionedTable =>
  (TABLES as readonly string[]).includes(table);

/**
 * The version a save read against the record as just loaded: an older one is refused before any
 * work. No version (an old client, an import without the column) keeps last-save-wins.
 */
export function assertVersion(row: { version?: unknown }, expected: number | null | undefined): void {
  if (expected === null || expected === undefined || row.version === undefined) return;
  if (Number(row.version) !== expected) throw new StaleVersion();
}

/**
 * Bumps a record's version inside the write's own transaction, checking the version the save read
 * in the same statement (`UPDATE … SET version = version + 1 WHERE id = ? AND version = ?`): of two
 * saves that read the same version exactly one passes, the other is refused and its transaction,
 * with everything it wrote, rolls back. Without an expected version it only bumps. Answers the new
 * version (null when the record does not exist).
 */
export async function bumpVersion(
  trx: Kysely<Database>,
  table: VersionedTable,
  id: number,
  expected: number | null | undefined,
): Promise<number | null> {
  const checked = expected === null || expected === undefined ? sql`` : sql` and version = ${expected}`;
  const { rows } = await sql<{ version: number }>`update ${sql.table(table)} set version = version + 1
    where id = ${id}${checked} returning version`.execute(trx);
  const row = rows[0];
  if (row) return Number(row.version);
  if (expected !== null && expected !== undefined) throw new StaleVersion();
  return null;
}
