// `npm run seed`: migrate and load the demo data into the configured database (no-op if it has users).
import { loadConfig } from "../server/config.js";
import { openDb } from "../server/db/kysely.js";
import { migrate } from "../server/db/migrate.js";
import { seedDemo } from "../server/demo/index.js";
import { storageFromConfig } from "../server/services/storage-from-config.js";

const config = loadConfig();
const db = openDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
await migrate(db);
const started = Date.now();
const { created } = await seedDemo(db, storageFromConfig(config));
console.log(
  created
    ? `Demo data created in ${Date.now() - started} ms.`
    : "The database already has users: nothing seeded.",
);
await db.close();
