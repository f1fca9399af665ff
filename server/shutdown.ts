import type { FastifyInstance } from "fastify";
import type { Db } from "./db/types.js";

/** A shutdown that takes longer than this (a request that never ends) exits anyway. */
export const SHUTDOWN_DEADLINE_MS = 25_000;

/**
 * Stops one app server cleanly: the listener stops taking connections and requests, requests in
 * flight are answered (Fastify's close; its onClose hooks let the running mockup job finish and
 * drop the queued ones), the periodic jobs stop after their run in progress, and only then is
 * the database closed, so nothing still running loses its connection.
 */
export async function shutDown(
  app: FastifyInstance,
  db: Db,
  stopJobs: readonly (() => Promise<void>)[] = [],
): Promise<void> {
  await Promise.all([app.close(), ...stopJobs.map((stop) => stop())]);
  await db.close();
}

/**
 * On SIGTERM or SIGINT: shut down and exit 0; exit 1 when the shutdown fails, outlasts the
 * deadline, or a second signal asks again.
 */
export function shutDownOnSignals(
  app: FastifyInstance,
  db: Db,
  stopJobs: readonly (() => Promise<void>)[],
): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, "second signal during shutdown: exiting now");
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, "shutting down");
    setTimeout(() => {
      app.log.error(`shutdown took over ${SHUTDOWN_DEADLINE_MS} ms: exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    shutDown(app, db, stopJobs).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
