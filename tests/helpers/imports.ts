import type { FastifyInstance } from "fastify";
import type { ImportJob } from "../../domain/contracts/imports.js";
import type { Db } from "../../server/db/types.js";
import { call, type Call } from "./test-app.js";

/** The POST's answer (its headers name the request, and so the job's activity events) and the job's last state. */
export interface ImportCall extends Call {
  /** Null when the file was refused (nothing queued). */
  job: ImportJob | null;
}

/** Follows an import job by GET /api/imports/{id} until it is done or dead. */
export async function waitForImport(app: FastifyInstance, token: string, id: number): Promise<ImportJob> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await call(app, "GET", `/api/imports/${id}`, { token });
    if (res.status !== 200)
      throw new Error(`GET /api/imports/${id}: ${res.status} ${JSON.stringify(res.body)}`);
    const job = res.json<ImportJob>();
    if (job.status === "done" || job.status === "dead") return job;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Sends a CSV to an import route (`url` with its query) and, when it is queued (202), follows
 * the job to its end: the one way tests run an import. Needs a worker on the app (the default).
 */
export async function importCsv(
  app: FastifyInstance,
  url: string,
  options: { token?: string; body: unknown; headers?: Record<string, string> },
): Promise<ImportCall> {
  const res = await call(app, "POST", url, options);
  if (res.status !== 202 || !options.token) return { ...res, job: null };
  return { ...res, job: await waitForImport(app, options.token, res.json<ImportJob>().id) };
}

/** How many jobs the database holds: a refused file queues none. */
export async function jobsQueued(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom("jobs")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A variant's availability as stored (1 or 0), by its product and SKU. */
export async function variantAvailable(db: Db, productId: number, sku: string): Promise<number> {
  const variant = await db.kysely
    .selectFrom("product_variants")
    .select("available")
    .where("product_id", "=", productId)
    .where("sku", "=", sku)
    .executeTakeFirstOrThrow();
  return Number(variant.available);
}
