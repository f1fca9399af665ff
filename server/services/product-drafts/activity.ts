import type { Kysely } from "kysely";
import type { ActivityAction } from "../../../domain/activity.js";
import type { Database } from "../../db/schema.js";
import { recordActivity } from "../activity/record.js";
import type { DraftRow } from "../mockups/draft-view.js";
import { readItems } from "../mockups/stored.js";

type Q = Kysely<Database>;

/**
 * A draft as the trail compares it: its own columns, and one field per item (by its key) so an
 * event lists only the items that changed.
 */
function draftFields(row: DraftRow | null): Record<string, unknown> | null {
  if (!row) return null;
  const { items, ...fields } = row;
  return { ...fields, ...Object.fromEntries(readItems(items).map((item) => [`items.${item.key}`, item])) };
}

export function loadDraftRow(q: Q, id: number): Promise<DraftRow | undefined> {
  return q.selectFrom("product_drafts").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Records a write of one product creator draft, inside the write's transaction: its row `before`
 * (null for a new one) against the row as it is now (null once gone).
 */
export async function recordDraftWrite(
  trx: Q,
  id: number,
  action: ActivityAction,
  before: DraftRow | null,
  extra?: { before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<void> {
  const after = (await loadDraftRow(trx, id)) ?? null;
  const beforeFields = draftFields(before);
  const afterFields = draftFields(after);
  await recordActivity(trx, {
    entity: "ProductDraft",
    entityId: id,
    action,
    websiteId: after?.website_id ?? before?.website_id ?? null,
    before: extra ? { ...beforeFields, ...extra.before } : beforeFields,
    after: extra ? { ...afterFields, ...extra.after } : afterFields,
  });
}
