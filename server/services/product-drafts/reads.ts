import { notFound } from "../../../domain/errors.js";
import type { AppContext } from "../../context.js";
import type { Draft, DraftKind } from "../../../domain/drafts.js";
import { countRows } from "../../db/count.js";
import { loadBlanks } from "../mockups/blanks.js";
import { loadDraftView, summaryView, type DraftRow } from "../mockups/draft-view.js";
import { readItems } from "../mockups/stored.js";
import { loadDraftRow } from "./activity.js";

/**
 * The user's own draft. Someone else's, or one of another store than the active one, answers 404
 * like a missing one, so a draft id reveals nothing about drafts out of reach.
 */
export async function loadOwnDraft(
  ctx: AppContext,
  id: number,
  userId: number,
  activeWebsiteId: number | null,
): Promise<DraftRow> {
  const row = await loadDraftRow(ctx.db.kysely, id);
  if (!row || row.user_id !== userId || (activeWebsiteId !== null && activeWebsiteId !== row.website_id)) {
    throw notFound();
  }
  return row;
}

/** One page of the user's open drafts in a store (of one kind if given), newest first, as list summaries. */
export async function draftsPage(
  ctx: AppContext,
  userId: number,
  websiteId: number,
  kind: DraftKind | undefined,
  page: number,
  perPage: number,
) {
  const k = ctx.db.kysely;
  let query = k
    .selectFrom("product_drafts")
    .where("user_id", "=", userId)
    .where("website_id", "=", websiteId);
  if (kind) query = query.where("kind", "=", kind);
  const [rows, counted] = await Promise.all([
    query
      .selectAll()
      .orderBy("updated_at", "desc")
      .orderBy("id", "desc")
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    countRows(query),
  ]);
  const blanks = await loadBlanks(
    k,
    rows.flatMap((row) =>
      readItems(row.items)
        .slice(0, 1)
        .map((i) => i.supplier_product_id),
    ),
  );
  return { data: rows.map((row) => summaryView(ctx, blanks, row)), total: Number(counted.n) };
}

/** A draft as the creator shows it (its items with their blanks, mockups and latest mockup job). */
export function draftView(ctx: AppContext, row: DraftRow): Promise<Draft> {
  return loadDraftView(ctx, ctx.db.kysely, row);
}
