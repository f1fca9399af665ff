import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { invalid } from "../../../domain/errors.js";
import { paymentRowsById, recordPaymentRows } from "./activity.js";
import { PAYMENT_MSG } from "./rows.js";

/** Which payment rows to settle: by id, or every row of the request with this hash. */
export type SettleTarget = { ids: readonly number[] } | { hash: string };

/**
 * Marks payment rows done (settled) or not done, all or nothing: an unknown id or a hash no row
 * has answers 422 and nothing changes. Each row records a "status" event. Answers how many rows.
 */
export async function settlePayments(
  k: Kysely<Database>,
  target: SettleTarget,
  done: 0 | 1,
): Promise<number> {
  return k.transaction().execute(async (trx) => {
    let ids: number[];
    if ("ids" in target) {
      ids = [...new Set(target.ids)];
      const found = await trx.selectFrom("payments").select("id").where("id", "in", ids).execute();
      const known = new Set(found.map((row) => row.id));
      const missing = ids.filter((id) => !known.has(id));
      // A typo in one id must not settle the others silently.
      if (missing.length > 0) throw invalid({ ids: PAYMENT_MSG.unknownPayments(missing) });
    } else {
      const found = await trx.selectFrom("payments").select("id").where("hash", "=", target.hash).execute();
      ids = found.map((row) => row.id);
      if (ids.length === 0) throw invalid({ hash: PAYMENT_MSG.unknownHash });
    }
    const before = await paymentRowsById(trx, ids);
    await trx.updateTable("payments").set({ done }).where("id", "in", ids).execute();
    await recordPaymentRows(trx, before, "status");
    return ids.length;
  });
}
