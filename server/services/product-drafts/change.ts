import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import { nowIso, toJson } from "../../db/json.js";
import type { Database } from "../../db/schema.js";
import { notFound } from "../../../domain/errors.js";
import { draftView, loadDraftContext, type DraftContext, type DraftRow } from "../mockups/draft-view.js";
import { lockDraft } from "../mockups/lock.js";
import { readItems, type StoredItem } from "../mockups/stored.js";
import type { Draft } from "../../../domain/drafts.js";
import { recordDraftWrite } from "./activity.js";

type Q = Kysely<Database>;

export interface Change {
  items: StoredItem[];
  step?: number;
}

/**
 * One draft write: the row locked, the change computed from its current items (it may throw
 * 422), written, and the new view answered. `check` sees the view of the changed draft, for
 * rules that depend on derived values (minimum prices, stale mockups).
 */
export async function changeDraft(
  ctx: AppContext,
  row: DraftRow,
  change: (items: StoredItem[], current: DraftRow, trx: Q) => Promise<Change> | Change,
  check?: (draft: Draft, before: DraftRow) => void,
): Promise<{ draft: Draft; dropped: string[] }> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const current = await lockDraft(trx, ctx.db.dialect, row.id);
    if (!current) throw notFound();
    const before = readItems(current.items);
    const next = await change(structuredClone(before), current, trx);
    const dc: DraftContext = await loadDraftContext(trx, current.website_id, next.items);
    const itemsJson = toJson(next.items);
    const updated: DraftRow = {
      ...current,
      items: itemsJson,
      step: next.step ?? current.step,
      updated_at: nowIso(),
    };
    const job = await trx
      .selectFrom("mockup_jobs")
      .selectAll()
      .where("draft_id", "=", row.id)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    const draft = draftView(ctx, dc, updated, job ?? null);
    check?.(draft, current);
    await trx
      .updateTable("product_drafts")
      .set({ items: itemsJson, step: updated.step, updated_at: updated.updated_at })
      .where("id", "=", row.id)
      .execute();
    await recordDraftWrite(trx, row.id, "update", current);
    // Mockup files no item refers to any more: deleted by the caller once the write committed.
    const kept = new Set(next.items.flatMap((i) => i.mockups.map((m) => m.key)));
    const dropped = before.flatMap((i) => i.mockups.map((m) => m.key)).filter((k) => !kept.has(k));
    return { draft, dropped };
  });
}

/** changeDraft, then the unreferenced mockup files removed; answers the new view. */
export async function saveDraft(
  ctx: AppContext,
  row: DraftRow,
  change: Parameters<typeof changeDraft>[2],
  check?: Parameters<typeof changeDraft>[3],
): Promise<Draft> {
  const { draft, dropped } = await changeDraft(ctx, row, change, check);
  await Promise.all(dropped.map((key) => ctx.storage.delete(key)));
  return draft;
}
