import type { AppContext } from "../context.js";
import { importJobHandlers } from "../services/imports/job.js";
import { MAIL_JOB_KIND, mailJobHandler } from "../services/mail.js";
import { failInterruptedJobs, MOCKUP_JOB_KIND, mockupJobHandler } from "../services/mockups/jobs.js";
import { periodicTasks } from "./periodic-tasks.js";
import { JobWorker, type JobHandler, type WorkerOptions } from "./worker.js";

/** Every kind of durable job and its handler: mockup renders, mail delivery, CSV imports and each
 * periodic task's ticks. */
export function jobHandlers(ctx: AppContext): Record<string, JobHandler> {
  const handlers: Record<string, JobHandler> = {
    [MOCKUP_JOB_KIND]: mockupJobHandler(ctx),
    [MAIL_JOB_KIND]: mailJobHandler(ctx.mailer),
    ...importJobHandlers(ctx),
  };
  for (const task of periodicTasks(ctx)) {
    handlers[task.kind] = {
      async run() {
        await task.run();
      },
    };
  }
  return handlers;
}

/**
 * Starts a worker for every kind of job on the app's database. Mockup rows that no durable job
 * will finish (left by a server from before the queue) are failed first.
 */
export async function startJobWorker(ctx: AppContext, options: WorkerOptions): Promise<JobWorker> {
  await failInterruptedJobs(ctx.db.kysely);
  const worker = new JobWorker(ctx.db, jobHandlers(ctx), options);
  worker.start();
  return worker;
}
