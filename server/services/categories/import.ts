import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { recordActivity } from "../activity/record.js";
import type { Scope } from "./rules.js";

export interface ImportedCategory {
  name: string;
  slug: string;
  parent_id: number | null;
  sort_order: number;
  created_at: string;
}

/** One category of a CSV import, in the import's transaction, with its "import" activity event. */
export async function insertImportedCategory(
  trx: Kysely<Database>,
  scope: Scope,
  values: ImportedCategory,
): Promise<number> {
  const row = await trx
    .insertInto("categories")
    .values({ ...values, website_id: scope, real_name: values.name })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordActivity(trx, {
    entity: "Category",
    entityId: row.id,
    action: "import",
    websiteId: scope,
    after: row,
  });
  return row.id;
}
