import type { Insertable, Kysely } from "kysely";
import type { Database, ProductDraftsTable } from "../../db/schema.js";
import { inTransaction } from "../../db/transaction.js";
import type { DraftRow } from "../mockups/draft-view.js";
import { loadDraftRow, recordDraftWrite } from "./activity.js";

type Q = Kysely<Database>;

/** A new product creator draft; answers its row. */
export function createDraft(k: Q, values: Insertable<ProductDraftsTable>): Promise<DraftRow> {
  return inTransaction(k, async (trx) => {
    const row = await trx
      .insertInto("product_drafts")
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordDraftWrite(trx, row.id, "create", null);
    return row;
  });
}

/**
 * Removes a draft (discarded, or published into products); false when it is already gone. Its
 * mockup files are the caller's to delete once the removal committed.
 */
export function deleteDraft(k: Q, id: number): Promise<boolean> {
  return inTransaction(k, async (trx) => {
    const before = await loadDraftRow(trx, id);
    if (!before) return false;
    await trx.deleteFrom("product_drafts").where("id", "=", id).execute();
    await recordDraftWrite(trx, id, "delete", before);
    return true;
  });
}
