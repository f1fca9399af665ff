import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { activeWebsiteId, currentUser } from "../../auth/guard.js";
import type { AppContext } from "../../context.js";
import { nowIso, toJson } from "../../db/json.js";
import type { Database } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import type { StoreRule } from "../../http/access.js";
import { MSG } from "../../../domain/messages.js";
import {
  draftView,
  loadDraftContext,
  type DraftContext,
  type DraftRow,
} from "../../services/mockups/draft-view.js";
import { lockDraft } from "../../services/mockups/lock.js";
import { readItems, type StoredItem } from "../../services/mockups/stored.js";
import type { Draft } from "../../../domain/drafts.js";

type Q = Kysely<Database>;

/** Every draft call needs add_products in the draft's store (the creator's permission). */
export const DRAFT_PERMISSION = "add_products" as const;

/**
 * Who may work on a draft: add_products in the store of the draft named by the path (`id`) or by
 * a key of the body. A draft of a store out of reach answers 404 exactly like a missing one.
 */
export function draftOf(at?: `body.${string}`): StoreRule {
  return {
    right: DRAFT_PERMISSION,
    from: at ? { record: "product_drafts", at } : { record: "product_drafts" },
    missing: MSG.notFound,
  };
}

/** Who may follow a mockup job: add_products in the store of the job's draft. */
export const MOCKUP_JOB_ACCESS = {
  right: DRAFT_PERMISSION,
  from: { record: "product_drafts", through: { table: "mockup_jobs", column: "draft_id" } },
  missing: MSG.notFound,
} as const satisfies StoreRule;

/**
 * The caller's own draft (its store was checked by the route's declaration). Someone else's, or
 * another store's than the active one, answers 404 like a missing one.
 */
export async function ownDraft(ctx: AppContext, request: FastifyRequest, id: number): Promise<DraftRow> {
  const user = currentUser(request);
  const row = await ctx.db.kysely
    .selectFrom("product_drafts")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  const active = activeWebsiteId(request);
  if (!row || (active !== null && active !== row.website_id)) throw notFound();
  return row;
}

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

/** The item of a draft by key, or 404 (a path parameter that names nothing). */
export function itemByKey(items: StoredItem[], key: string): StoredItem {
  const item = items.find((i) => i.key === key);
  if (!item) throw notFound();
  return item;
}
