import { DRAFT_MSG, expectedMockups } from "../../../domain/drafts.js";
import { invalid, notFound } from "../../../domain/errors.js";
import type { AppContext } from "../../context.js";
import { liveItem, loadDraftContext, type DraftRow } from "../mockups/draft-view.js";
import { queueMockupJob } from "../mockups/jobs.js";
import { mockupMode } from "../mockups/plan.js";
import { readItems } from "../mockups/stored.js";

/**
 * The draft's mockup job: the one already queued or running, else a new one for every chosen
 * colour on every designed side whose mockup is missing or out of date. A draft with nothing to
 * render is refused with what each item lacks (a design, a colour).
 */
export async function requestMockups(ctx: AppContext, row: DraftRow) {
  const k = ctx.db.kysely;
  const active = await k
    .selectFrom("mockup_jobs")
    .selectAll()
    .where("draft_id", "=", row.id)
    .where("status", "in", ["queued", "running"])
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (active) return active;
  const items = readItems(row.items);
  const dc = await loadDraftContext(k, row.website_id, items);
  const live = items.map((i) => liveItem(i, dc));
  if (live.every((i) => expectedMockups(i).length === 0)) {
    const errors: Record<string, string> = {};
    live.forEach((item, index) => {
      if (Object.keys(item.sides).length === 0) errors[`items.${index}.sides`] = DRAFT_MSG.chooseDesign;
      else if (item.colors.length === 0) errors[`items.${index}.colors`] = DRAFT_MSG.chooseColor;
    });
    throw invalid(Object.keys(errors).length > 0 ? errors : { items: DRAFT_MSG.chooseProduct });
  }
  return queueMockupJob(ctx, row.id, mockupMode(items, dc));
}

/** A mockup job of one of the user's drafts, with its draft's id; someone else's is not found. */
export async function loadUserMockupJob(ctx: AppContext, jobId: number, userId: number) {
  const job = await ctx.db.kysely
    .selectFrom("mockup_jobs as j")
    .innerJoin("product_drafts as d", "d.id", "j.draft_id")
    .selectAll("j")
    .select("d.id as draft")
    .where("j.id", "=", jobId)
    .where("d.user_id", "=", userId)
    .executeTakeFirst();
  if (!job) throw notFound();
  return job;
}
