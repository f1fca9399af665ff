import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Dialect } from "../../db/types.js";
import type { DraftRow } from "./draft-view.js";

/**
 * A draft's row read for a read-modify-write of its items JSON. The creator's saves and a running
 * mockup job write the same row: PostgreSQL needs the row lock; SQLite has a single writer
 * already and no FOR UPDATE.
 */
export function lockDraft(
  trx: Kysely<Database>,
  dialect: Dialect,
  id: number,
): Promise<DraftRow | undefined> {
  const query = trx.selectFrom("product_drafts").selectAll().where("id", "=", id);
  return (dialect === "postgres" ? query.forUpdate() : query).executeTakeFirst();
}
