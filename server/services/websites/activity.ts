import type { Kysely, Updateable } from "kysely";
import type { ActivityAction } from "../../../domain/activity.js";
import type { Database, Website, WebsitesTable } from "../../db/schema.js";
import { changedFields, recordActivity } from "../activity/record.js";
import { inTransaction } from "../../db/transaction.js";

type Q = Kysely<Database>;

/** A store's whole row as the trail compares it before and after a write. */
export function storeSnapshot(q: Q, id: number): Promise<Website | undefined> {
  return q.selectFrom("websites").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Records a write of one store (entity "Website"), inside the write's transaction: its row
 * `before` (null for a new one) against the row as it is now (null once deleted).
 */
export async function recordStoreWrite(
  trx: Q,
  id: number,
  action: ActivityAction,
  before: Website | null,
): Promise<void> {
  const after = (await storeSnapshot(trx, id)) ?? null;
  await recordActivity(trx, { entity: "Website", entityId: id, action, websiteId: id, before, after });
}

/**
 * Records a change of a store's settings (action "settings") inside the write's transaction:
 * `before` against `after`, both read the same way (the row with what the write concerns, such as
 * its payment accounts or its subscription). Nothing is recorded when nothing differs, as when a
 * provider reports a state already known; answers whether it recorded.
 */
export async function recordStoreSettingsChange(
  trx: Q,
  id: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<boolean> {
  if (changedFields(before, after) === null) return false;
  await recordActivity(trx, {
    entity: "Website",
    entityId: id,
    action: "settings",
    websiteId: id,
    before,
    after,
  });
  return true;
}

/**
 * Sets columns of one store and records it in the same transaction. Answers whether a row was
 * written (`onlyIf` may hold a condition the row must still meet, e.g. not launched yet).
 */
export async function writeStore(
  k: Q,
  id: number,
  values: Updateable<WebsitesTable>,
  action: ActivityAction,
  onlyIf?: Partial<Pick<Website, "is_launched">>,
): Promise<boolean> {
  return inTransaction(k, async (trx) => {
    const before = (await storeSnapshot(trx, id)) ?? null;
    let query = trx.updateTable("websites").set(values).where("id", "=", id);
    if (onlyIf?.is_launched !== undefined) query = query.where("is_launched", "=", onlyIf.is_launched);
    const written = await query.returning("id").executeTakeFirst();
    if (written) await recordStoreWrite(trx, id, action, before);
    return written !== undefined;
  });
}
