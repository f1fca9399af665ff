import type { Kysely } from "kysely";
import { z } from "zod";
import type { ImportJob } from "../../../domain/contracts/imports.js";
import { DomainError } from "../../../domain/errors.js";
import type { AppContext } from "../../context.js";
import { fromJson } from "../../db/json.js";
import type { Database } from "../../db/schema.js";
import { enqueue } from "../../jobs/queue.js";
import { JobFailure, wakeWorkers, type JobHandler, type JobRun } from "../../jobs/worker.js";
import { invalidateStorefront } from "../../storefront/cache.js";
import { currentActor, runAs } from "../activity/actor.js";
import type { CsvRow } from "../product-csv/parse.js";
import { CSV_IMPORT_NAMES, CSV_IMPORTS, type CsvImportName, type ImportCounts } from "./kinds.js";

/** Lines (availability: products) written per transaction: short enough not to hold SQLite's writer long. */
export const IMPORT_BATCH = 200;

/** The job of an import is the user's who queued it: only they (or a platform admin) follow it. */
export const importJobKey = (userId: number) => `import:user:${userId}`;

const payloadSchema = z.object({
  import: z.enum(CSV_IMPORT_NAMES),
  /** Null: the platform's categories. */
  website_id: z.number().nullable(),
  rows: z.array(z.record(z.string(), z.string())),
  actor: z.object({
    userId: z.number().nullable(),
    actingAdminId: z.number().nullable(),
    requestId: z.string().nullable(),
  }),
});
export type ImportJobPayload = z.infer<typeof payloadSchema>;

const progressSchema = z.object({
  done: z.number(),
  total: z.number(),
  created: z.number().optional(),
  updated: z.number().optional(),
  skipped: z.number().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ImportProgress = z.infer<typeof progressSchema>;

/** The progress stored on a job row (JSON text on SQLite, jsonb on PostgreSQL). */
export function readImportProgress(value: unknown): ImportProgress {
  const parsed = progressSchema.safeParse(fromJson<unknown>(value, null));
  return parsed.success ? parsed.data : { done: 0, total: 0 };
}

function added(progress: ImportProgress, counts: ImportCounts, units: number): ImportProgress {
  const next = { ...progress, done: progress.done + units };
  if (counts.created !== undefined) next.created = (progress.created ?? 0) + counts.created;
  if (counts.updated !== undefined) next.updated = (progress.updated ?? 0) + counts.updated;
  if (counts.skipped !== undefined) next.skipped = (progress.skipped ?? 0) + counts.skipped;
  return next;
}

const LEASE_LOST = "The import job went to another worker.";

/**
 * Queues a checked file's import as a durable job, run as the request's writer (the user, and
 * the platform admin acting for them) so its activity events name them. Answers the job's id.
 */
export async function queueImport(
  ctx: AppContext,
  name: CsvImportName,
  websiteId: number | null,
  rows: readonly CsvRow[],
  total: number,
): Promise<number> {
  const actor = currentActor();
  const userId = actor.userId;
  if (userId === null) throw new Error("An import is queued by a signed-in user.");
  const payload: ImportJobPayload = { import: name, website_id: websiteId, rows: [...rows], actor };
  const progress: ImportProgress = { done: 0, total };
  const job = await ctx.db.kysely
    .transaction()
    .execute((trx) =>
      enqueue(trx, CSV_IMPORTS[name].jobKind, payload, { key: importJobKey(userId), progress }),
    );
  wakeWorkers(ctx.db);
  return job.id;
}

/**
 * Checks a parsed file against the database now (a bad line: the 422 with every line's error, and
 * nothing queued), then queues its import: the job as POST .../import answers it (202).
 */
export async function checkAndQueueImport(
  ctx: AppContext,
  name: CsvImportName,
  websiteId: number | null,
  rows: readonly CsvRow[],
): Promise<ImportJob> {
  const { total } = await CSV_IMPORTS[name].plan(ctx.db.kysely, websiteId, rows, 0);
  const id = await queueImport(ctx, name, websiteId, rows, total);
  return { id, status: "queued", done: 0, total };
}

type ImportRun = Pick<JobRun, "job" | "payload" | "signal" | "holdsLease" | "progress">;

/**
 * Writes an import job's file in batches. The file is checked again against the database as it
 * is now: if it no longer passes, the job is dead with the row errors and nothing is written.
 * Each batch commits with the job's progress after checking, in its transaction, that this
 * worker still holds the job; a later attempt resumes after the last committed batch, so every
 * line is written once.
 */
export function runImportJob(ctx: AppContext, run: ImportRun, batch = IMPORT_BATCH): Promise<void> {
  const payload = payloadSchema.parse(run.payload);
  // As the user who queued it: its activity events name them, and the request that queued it.
  return runAs(payload.actor, () => writeImport(ctx, run, payload, batch));
}

async function writeImport(
  ctx: AppContext,
  run: ImportRun,
  payload: ImportJobPayload,
  batch: number,
): Promise<void> {
  const k = ctx.db.kysely;
  let progress = readImportProgress(run.job.progress);
  const kind = CSV_IMPORTS[payload.import];
  let plan;
  try {
    plan = await kind.plan(k, payload.website_id, payload.rows, progress.done);
  } catch (error) {
    if (!(error instanceof DomainError) || error.kind !== "invalid") throw error;
    await run.progress({ ...progress, errors: error.errors ?? {} });
    throw new JobFailure(error.message);
  }
  const total = plan.total;
  for (let start = 0; start < plan.remaining; start += batch) {
    run.signal.throwIfAborted();
    const end = Math.min(start + batch, plan.remaining);
    const written = await k.transaction().execute(async (trx: Kysely<Database>) => {
      if (!(await run.holdsLease(trx))) throw new Error(LEASE_LOST);
      const counts = await plan.write(trx, start, end);
      const next = { ...added(progress, counts, end - start), total };
      await run.progress(next, trx);
      return { next, stores: counts.stores ?? [] };
    });
    progress = written.next;
    // The stores' pages show what was imported from the next view on.
    const stores = new Set(written.stores);
    if (payload.website_id !== null) stores.add(payload.website_id);
    for (const websiteId of stores) await invalidateStorefront(ctx.events, websiteId);
  }
}

/** One handler per import kind. */
export function importJobHandlers(ctx: AppContext): Record<string, JobHandler> {
  const handler: JobHandler = { run: (run) => runImportJob(ctx, run) };
  return Object.fromEntries(CSV_IMPORT_NAMES.map((name) => [CSV_IMPORTS[name].jobKind, handler]));
}
