import { notFound } from "../../../domain/errors.js";
import type { AppContext } from "../../context.js";
import type { DraftRow } from "../mockups/draft-view.js";
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
