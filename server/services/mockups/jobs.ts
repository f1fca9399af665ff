import { createHmac } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import type { Database } from "../../db/schema.js";
import { enqueue, LIVE_JOB_STATUSES } from "../../jobs/queue.js";
import { JobFailure, wakeWorkers, type JobHandler } from "../../jobs/worker.js";
import { BlankCache } from "./blank-cache.js";
import { loadDraftContext, type JobRow } from "./draft-view.js";
import { lockDraft } from "./lock.js";
import { composeMockup, prepareDesign, type PreparedDesign } from "./render.js";
import { fresh, planTasks, type MockupMode, type SideTask } from "./plan.js";
import { readItems, type StoredItem, type StoredMockup } from "./stored.js";
import { loadDraftRow, recordDraftWrite } from "../product-drafts/activity.js";

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

export const MOCKUP_JOB_KIND = "mockups";

const payloadSchema = z.object({ mockup_job_id: z.number(), mode: z.enum(["outdated", "all"]) });
export type MockupJobPayload = z.infer<typeof payloadSchema>;

/** The durable job of a mockup job row: how a row finds whether its job will still run. */
export const mockupJobKey = (mockupJobId: number) => `${MOCKUP_JOB_KIND}:${mockupJobId}`;

/**
 * A mockup's storage key: the same for the same job, item, side and colour, so a job run again
 * after its worker died overwrites what the first run stored instead of leaving a second file;
 * keyed with the app secret, so it stays unguessable.
 */
function mockupKey(
  ctx: AppContext,
  draftId: number,
  jobId: number,
  itemKey: string,
  side: string,
  color: string,
) {
  const digest = createHmac("sha256", ctx.secret)
    .update(JSON.stringify([jobId, itemKey, side, color]))
    .digest("hex")
    .slice(0, 24);
  return `${jobKeyPrefix(draftId, jobId)}${digest}.png`;
}

const jobKeyPrefix = (draftId: number, jobId: number) => `mockups/drafts/${draftId}/${jobId}-`;

/** Whether the running job is still this worker's, read inside a transaction. */
export type LeaseCheck = (trx: Kysely<Database>) => Promise<boolean>;

const LEASE_LOST = "The mockup job went to another worker.";

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
  holdsLease: LeaseCheck,
): Promise<string[]> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    // A worker that lost the job to another one records nothing: each mockup is counted once.
    if (!(await holdsLease(trx))) throw new Error(LEASE_LOST);
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
    // A run repeated after its worker died stores at the same key: that file is the new one.
    return old.map((m) => m.key).filter((key) => key !== mockup.key);
  });
}

async function finish(k: Q, jobId: number, status: "done" | "failed", error: string | null): Promise<void> {
  await k
    .updateTable("mockup_jobs")
    .set({ status, error, updated_at: nowIso() })
    .where("id", "=", jobId)
    .where("status", "in", ["queued", "running"])
    .execute();
}

/**
 * Renders a mockup job's mockups, two at a time, recording each as it lands so progress shows.
 * Idempotent: a run repeated after its worker died skips what this job recorded already (fresh,
 * under this job's keys), keeps counting from there and overwrites any file it stored unrecorded.
 */
export async function runMockupJob(
  ctx: AppContext,
  blanks: BlankCache,
  payload: MockupJobPayload,
  signal: AbortSignal,
  holdsLease: LeaseCheck,
): Promise<void> {
  const k = ctx.db.kysely;
  const jobId = payload.mockup_job_id;
  const job = await k.selectFrom("mockup_jobs").selectAll().where("id", "=", jobId).executeTakeFirst();
  if (!job || (job.status !== "queued" && job.status !== "running")) return;
  const draft = await k
    .selectFrom("product_drafts")
    .selectAll()
    .where("id", "=", job.draft_id)
    .executeTakeFirst();
  if (!draft) return;
  const items = readItems(draft.items);
  const ours = jobKeyPrefix(draft.id, jobId);
  const keep =
    payload.mode === "outdated"
      ? fresh
      : (item: StoredItem, mockup: StoredMockup) => fresh(item, mockup) && mockup.key.startsWith(ours);
  const tasks = planTasks(items, await loadDraftContext(k, draft.website_id, items), keep);
  const total = job.done + tasks.reduce((sum, t) => sum + t.colors.length, 0);
  await k
    .updateTable("mockup_jobs")
    .set({ status: "running", total, updated_at: nowIso() })
    .where("id", "=", jobId)
    .execute();
  for (const task of tasks) {
    signal.throwIfAborted();
    const design = await ctx.storage.get(task.designPath);
    if (!design) throw new JobFailure(JOB_MSG.designMissing);
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
      const key = mockupKey(ctx, draft.id, jobId, task.itemKey, task.side, color.name);
      await ctx.storage.put(key, png, "image/png");
      return { color: color.name, side: task.side, key, sig: task.sig, stale: false };
    };
    for (let i = 0; i < task.colors.length; i += RENDER_CONCURRENCY) {
      signal.throwIfAborted();
      const rendered = await Promise.all(task.colors.slice(i, i + RENDER_CONCURRENCY).map(renderColor));
      for (const mockup of rendered) {
        const unused = await recordMockup(ctx, draft.id, jobId, task.itemKey, mockup, holdsLease);
        await Promise.all(unused.map((u) => ctx.storage.delete(u)));
      }
    }
  }
  await finish(k, jobId, "done", null);
}

/** Mockup rendering as a durable job: retried when an attempt fails, the row failed once it is dead. */
export function mockupJobHandler(ctx: AppContext): JobHandler {
  const blanks = new BlankCache(ctx.storage);
  return {
    run: ({ payload, signal, holdsLease }) =>
      runMockupJob(ctx, blanks, payloadSchema.parse(payload), signal, holdsLease),
    async onDead(job, error) {
      const payload = payloadSchema.safeParse(fromJson<unknown>(job.payload, null));
      if (!payload.success) return;
      const message = error === JOB_MSG.designMissing ? error : JOB_MSG.failed;
      await finish(ctx.db.kysely, payload.data.mockup_job_id, "failed", message);
    },
  };
}

/**
 * Queues a draft's mockup job: its row (what the SPA polls) and the durable job that renders it,
 * in one transaction, then wakes this process's workers.
 */
export async function queueMockupJob(ctx: AppContext, draftId: number, mode: MockupMode): Promise<JobRow> {
  const row = await ctx.db.kysely.transaction().execute(async (trx) => {
    const now = nowIso();
    const previous = await trx
      .selectFrom("mockup_jobs")
      .select("id")
      .where("draft_id", "=", draftId)
      .orderBy("id", "desc")
      .executeTakeFirst();
    const job = await trx
      .insertInto("mockup_jobs")
      .values({ draft_id: draftId, status: "queued", created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    const payload: MockupJobPayload = { mockup_job_id: job.id, mode };
    await enqueue(trx, MOCKUP_JOB_KIND, payload, { key: mockupJobKey(job.id) });
    // The job is the draft's: the trail shows it on the draft it renders.
    const draft = (await loadDraftRow(trx, draftId)) ?? null;
    await recordDraftWrite(trx, draftId, "update", draft, {
      before: { mockup_job_id: previous?.id ?? null },
      after: { mockup_job_id: job.id },
    });
    return job;
  });
  wakeWorkers(ctx.db);
  return row;
}

/**
 * Fails mockup jobs left queued or running without a durable job that will still run them (queued
 * by a server from before the durable queue, or whose job died with its worker before the row was
 * told): nothing would ever finish them.
 */
export async function failInterruptedJobs(k: Q): Promise<void> {
  await k
    .updateTable("mockup_jobs")
    .set({ status: "failed", error: JOB_MSG.interrupted, updated_at: nowIso() })
    .where("status", "in", ["queued", "running"])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("jobs")
            .select("jobs.id")
            .where("jobs.key", "=", sql<string>`${`${MOCKUP_JOB_KIND}:`} || cast(mockup_jobs.id as text)`)
            .where("jobs.status", "in", LIVE_JOB_STATUSES),
        ),
      ),
    )
    .execute();
}
