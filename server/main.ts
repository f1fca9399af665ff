import { loadConfig } from "./config.js";
import { buildApp } from "./app.js";
import { openDb } from "./db/kysely.js";
import { migrate } from "./db/migrate.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ensureFirstAdmin, seedDemo } from "./demo/index.js";
import { startPeriodicJobs } from "./jobs/periodic.js";
import { periodicTasks } from "./jobs/periodic-tasks.js";
import { storageFromConfig } from "./services/storage-from-config.js";
import { publicUrlNotice } from "./services/public-url.js";
import { shutDownOnSignals } from "./shutdown.js";

const config = loadConfig();
const db = openDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
await migrate(db);
const storage = storageFromConfig(config);

if (config.seedDemo) {
  const started = Date.now();
  const { created } = await seedDemo(db, storage);
  if (created) console.log(`Demo data created in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} else if (config.adminEmail && config.adminPassword) {
  if (await ensureFirstAdmin(db, config.adminEmail, config.adminPassword)) {
    console.log(`Created the first platform admin ${config.adminEmail}.`);
  }
}

const app = await buildApp(config, db, storage);
await app.listen({ port: config.port, host: config.host });
// Periodic work (checkouts a crash interrupted, plan renewals, pruning): this server queues each
// tick; one worker on the database runs it, however many servers share it.
const stopPeriodic = startPeriodicJobs(db, periodicTasks(app.ctx), (error) => app.log.error(error));

const where = config.databaseUrl ? "PostgreSQL" : config.sqliteFile;
console.log(`Merch Back Office at http://localhost:${config.port}/app/ (database: ${where})`);
if (config.workers === 0)
  console.log("Background jobs: none run here (WORKERS=0); run `npm run worker` beside it.");
const linkNotice = publicUrlNotice(process.env, config);
if (linkNotice) console.log(linkNotice);
if (config.seedDemo) {
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(28)} ${account.role}`);
}

shutDownOnSignals(app, db, [stopPeriodic]);
