import type { Kysely, Updateable } from "kysely";
import type { ActivityAction } from "../../../domain/activity.js";
import type { Selectable } from "kysely";
import type { Database, PagesTable } from "../../db/schema.js";
import { recordActivity } from "../activity/record.js";
import { inTransaction } from "../../db/transaction.js";
import { keepPageRevision } from "../revisions/keep.js";

type Q = Kysely<Database>;

/** A page's whole row (its sections and data included) as the trail compares it. */
export function pageSnapshot(q: Q, id: number): Promise<Selectable<PagesTable> | undefined> {
  return q.selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Records a write of one page (entity "Page": pages, their sections, and the content kinds kept as
 * pages), inside the write's transaction: its row `before` (null for a new one) against the row as
 * it is now (null once deleted).
 */
export async function recordPageWrite(
  trx: Q,
  id: number,
  action: ActivityAction,
  before: Readonly<Record<string, unknown>> | null,
): Promise<void> {
  const after = (await pageSnapshot(trx, id)) ?? null;
  const websiteId = after?.website_id ?? before?.website_id;
  await recordActivity(trx, {
    entity: "Page",
    entityId: id,
    action,
    websiteId: typeof websiteId === "number" ? websiteId : null,
    before,
    after,
  });
}

/** Sets columns of one page and records it in the same transaction. */
export async function writePage(
  k: Q,
  id: number,
  values: Updateable<PagesTable>,
  action: ActivityAction,
): Promise<void> {
  await inTransaction(k, async (trx) => {
    const before = (await pageSnapshot(trx, id)) ?? null;
    await trx.updateTable("pages").set(values).where("id", "=", id).execute();
    await recordPageWrite(trx, id, action, before);
  });
}

/**
 * After BREAD wrote a page's row (created, changed or deleted, told apart by the row `before` and
 * whether the row is still there): its event and its revision, in that write's transaction.
 */
export async function recordPageRowWrite(
  trx: Q,
  id: number,
  before: Readonly<Record<string, unknown>> | null,
): Promise<void> {
  const exists = await trx.selectFrom("pages").select("id").where("id", "=", id).executeTakeFirst();
  await recordPageWrite(trx, id, before === null ? "create" : exists ? "update" : "delete", before);
  await keepPageRevision(trx, id);
}
