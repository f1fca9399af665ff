// `npm run worker`: a process that only works durable jobs (no HTTP), on the database the app
// servers use. Run one or more beside servers started with WORKERS=0.
import { appContext } from "./app.js";
import { loadConfig } from "./config.js";
import { openDb } from "./db/kysely.js";
import { migrate } from "./db/migrate.js";
import { startJobWorker } from "./jobs/handlers.js";
import { startPeriodicJobs } from "./jobs/periodic.js";
import { periodicTasks } from "./jobs/periodic-tasks.js";

const config = loadConfig();
const db = openDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
await migrate(db);
const ctx = await appContext(config, db, undefined, (error) => console.error(error));
const worker = await startJobWorker(ctx, {
  // WORKERS=0 is for the HTTP servers sharing this environment: a worker process always works.
  concurrency: Math.max(1, config.workers),
  keepProcessAlive: true,
  onError: (error) => console.error(error),
});
// Periodic ticks are queued here too, so they run when every app server has WORKERS=0.
const stopPeriodic = startPeriodicJobs(db, periodicTasks(ctx), (error) => console.error(error));
const where = config.databaseUrl ? "PostgreSQL" : config.sqliteFile;
console.log(`Job worker ${worker.id} started (database: ${where}).`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    // Running jobs are handed back at their next safe point, for this or another worker to finish.
    await Promise.all([stopPeriodic(), worker.stop()]);
    await ctx.events.close();
    await db.close();
    process.exit(0);
  });
}
