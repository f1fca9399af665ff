import type { Kysely } from "kysely";
import { expectedMockups } from "../../../domain/drafts.js";
import { clampPlacement, type Placement } from "../../../domain/placement.js";
import type { AppContext } from "../../context.js";
import { nowIso, toJson } from "../../db/json.js";
import type { Database } from "../../db/schema.js";
import { areaOf } from "./blanks.js";
import type { BlankCache } from "./blank-cache.js";
import { liveItem, loadDraftContext, type DraftContext } from "./draft-view.js";
import { lockDraft } from "./lock.js";
import { composeMockup, prepareDesign, type PreparedDesign } from "./render.js";
import {
  mockupStale,
  randomKey,
  readItems,
  sideSignature,
  type StoredItem,
  type StoredMockup,
} from "./stored.js";

type Q = Kysely<Database>;

/**
 * Mockups rendered at once: zlib encodes each PNG on one thread, so two keep both cores of a
 * small server busy (bench/mockups.ts) without holding more than two 2,000 px pictures at a time.
 */
export const RENDER_CONCURRENCY = 2;

export const JOB_MSG = {
  interrupted: "The server restarted while the mockups were being generated. Generate them again.",
  designMissing: "The design file is missing.",
  failed: "The mockups could not be generated.",
} as const;

/** One side of one item: the design, where it sits, and every chosen colour to render it on. */
interface SideTask {
  itemKey: string;
  side: string;
  sig: string;
  designPath: string;
  placement: Placement;
  colors: { name: string; photo: string | undefined; swatch: string }[];
}

/**
 * What a job renders: every chosen colour on every designed side whose mockup is missing or
 * stale; when all are fresh, everything (the user asked to generate again).
 */
export function planTasks(items: readonly StoredItem[], dc: DraftContext): SideTask[] {
  const plan = (onlyOutdated: boolean) =>
    items.flatMap((raw) => {
      const blank = dc.blanks.get(raw.supplier_product_id);
      if (!blank) return [];
      const item = liveItem(raw, dc);
      const wanted = expectedMockups(item).filter((need) => {
        if (!onlyOutdated) return true;
        const found = item.mockups.find((m) => m.color === need.color && m.side === need.side);
        return !found || mockupStale(item, found);
      });
      const bySide = new Map<string, string[]>();
      for (const w of wanted) bySide.set(w.side, [...(bySide.get(w.side) ?? []), w.color]);
      return [...bySide].flatMap(([side, colors]): SideTask[] => {
        const stored = item.sides[side];
        const file = stored ? dc.files.get(stored.file_id) : undefined;
        const area = areaOf(blank, side);
        if (!stored || !file || !area) return [];
        return [
          {
            itemKey: item.key,
            side,
            sig: sideSignature(stored),
            designPath: file.path,
            // Saved placements are clamped already; clamping again keeps a row edited by hand printable.
            placement: clampPlacement(area, stored.placement),
            colors: colors.map((name) => {
              const color = blank.colors.find((c) => c.name === name);
              return { name, photo: color?.images[side], swatch: color?.swatch ?? "#ffffff" };
            }),
          },
        ];
      });
    });
  const outdated = plan(true);
  return outdated.length > 0 ? outdated : plan(false);
}

/**
 * Saves one rendered mockup into its draft, replacing the one of the same colour and side, and
 * counts it on the job. Answers the storage keys that are no longer referenced (the replaced
 * file, or the new one when its item, colour or side went away meanwhile).
 */
async function recordMockup(
  ctx: AppContext,
  draftId: number,
  jobId: number,
  itemKey: string,
  mockup: StoredMockup,
): Promise<string[]> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable("mockup_jobs")
      .set((eb) => ({ done: eb("done", "+", 1), updated_at: nowIso() }))
      .where("id", "=", jobId)
      .execute();
    const row = await lockDraft(trx, ctx.db.dialect, draftId);
    if (!row) return [mockup.key];
    const items = readItems(row.items);
    const item = items.find((i) => i.key === itemKey);
    if (!item || !item.colors.includes(mockup.color) || !item.sides[mockup.side]) return [mockup.key];
    const old = item.mockups.filter((m) => m.color === mockup.color && m.side === mockup.side);
    item.mockups = [...item.mockups.filter((m) => !old.includes(m)), mockup];
    await trx
      .updateTable("product_drafts")
      .set({ items: toJson(items), updated_at: nowIso() })
      .where("id", "=", draftId)
      .execute();
    return old.map((m) => m.key);
  });
}

async function finish(k: Q, jobId: number, status: "done" | "failed", error: string | null): Promise<void> {
  await k
    .updateTable("mockup_jobs")
    .set({ status, error, updated_at: nowIso() })
    .where("id", "=", jobId)
    .execute();
}

/** Renders a queued job's mockups, two at a time, recording each as it lands so progress shows. */
export async function runMockupJob(ctx: AppContext, blanks: BlankCache, jobId: number): Promise<void> {
  const k = ctx.db.kysely;
  const job = await k.selectFrom("mockup_jobs").selectAll().where("id", "=", jobId).executeTakeFirst();
  if (!job || job.status !== "queued") return;
  const draft = await k
    .selectFrom("product_drafts")
    .selectAll()
    .where("id", "=", job.draft_id)
    .executeTakeFirst();
  if (!draft) return;
  const items = readItems(draft.items);
  const tasks = planTasks(items, await loadDraftContext(k, draft.website_id, items));
  const total = tasks.reduce((sum, t) => sum + t.colors.length, 0);
  await k
    .updateTable("mockup_jobs")
    .set({ status: "running", total, done: 0, updated_at: nowIso() })
    .where("id", "=", jobId)
    .execute();
  try {
    for (const task of tasks) {
      const design = await ctx.storage.get(task.designPath);
      if (!design) throw new Error(JOB_MSG.designMissing);
      // One sized and rotated design per picture size: a side's colour photos share a size.
      const prepared = new Map<string, Promise<PreparedDesign>>();
      const renderColor = async (color: SideTask["colors"][number]): Promise<StoredMockup> => {
        const blank = await blanks.get(color.photo, color.swatch);
        const size = `${blank.width}x${blank.height}`;
        let overlay = prepared.get(size);
        if (!overlay) {
          overlay = prepareDesign(design, task.placement, blank.width, blank.height);
          prepared.set(size, overlay);
        }
        const png = await composeMockup(blank, await overlay);
        const key = `mockups/drafts/${draft.id}/${randomKey(16)}.png`;
        await ctx.storage.put(key, png, "image/png");
        return { color: color.name, side: task.side, key, sig: task.sig, stale: false };
      };
      for (let i = 0; i < task.colors.length; i += RENDER_CONCURRENCY) {
        const rendered = await Promise.all(task.colors.slice(i, i + RENDER_CONCURRENCY).map(renderColor));
        for (const mockup of rendered) {
          const unused = await recordMockup(ctx, draft.id, jobId, task.itemKey, mockup);
          await Promise.all(unused.map((u) => ctx.storage.delete(u)));
        }
      }
    }
    await finish(k, jobId, "done", null);
  } catch (error) {
    const message =
      error instanceof Error && error.message === JOB_MSG.designMissing ? error.message : JOB_MSG.failed;
    await finish(k, jobId, "failed", message);
  }
}

/** At start-up: a job that was queued or running when the server stopped will never finish. */
export async function failInterruptedJobs(k: Q): Promise<void> {
  await k
    .updateTable("mockup_jobs")
    .set({ status: "failed", error: JOB_MSG.interrupted, updated_at: nowIso() })
    .where("status", "in", ["queued", "running"])
    .execute();
}
