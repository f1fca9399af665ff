import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database, TaxFormsTable } from "../../db/schema.js";
import { recordActivity } from "../activity/record.js";

type Q = Kysely<Database>;
type TaxFormRow = Selectable<TaxFormsTable>;

/** Records a write of one of a user's tax forms (entity "TaxForm": the account's, no store). */
function recordTaxForm(trx: Q, action: "create" | "delete", row: TaxFormRow): Promise<void> {
  return recordActivity(trx, {
    entity: "TaxForm",
    entityId: row.id,
    action,
    websiteId: null,
    ...(action === "create" ? { after: row } : { before: row }),
  });
}

/** Stores an uploaded tax form (its PDF already in Storage) and records it. */
export function createTaxForm(k: Q, values: Insertable<TaxFormsTable>): Promise<TaxFormRow> {
  return k.transaction().execute(async (trx) => {
    const row = await trx.insertInto("tax_forms").values(values).returningAll().executeTakeFirstOrThrow();
    await recordTaxForm(trx, "create", row);
    return row;
  });
}

/** Deletes one of the user's own tax forms and records it; null when they have no such form. */
export function deleteTaxForm(k: Q, userId: number, id: number): Promise<TaxFormRow | null> {
  return k.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("tax_forms")
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    await recordTaxForm(trx, "delete", row);
    return row;
  });
}
