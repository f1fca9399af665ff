import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app.js";
import type { Config } from "../../server/config.js";
import { openDb } from "../../server/db/kysely.js";
import type { Db } from "../../server/db/types.js";
import { storageFromConfig } from "../../server/services/storage-from-config.js";
import type { TestApp } from "./test-app.js";
import { settleActivityChecks, watchActivity } from "./activity-check.js";

export interface LoggedApp {
  app: FastifyInstance;
  db: Db;
  /** Every JSON log line the app wrote, parsed, in order. */
  lines: Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * Another app server on `first`'s database (as createPeerApp) that logs at info level into
 * `lines` instead of standard output, so a test can read what it logs and the run stays quiet.
 */
export async function createLoggedApp(first: TestApp, overrides: Partial<Config> = {}): Promise<LoggedApp> {
  const config: Config = { ...first.config, logLevel: "info", ...overrides };
  const db = openDb({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    onPoolError: () => {},
  });
  const lines: Record<string, unknown>[] = [];
  const app = await buildApp(config, db, storageFromConfig(config), {
    logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  watchActivity(app, db);
  await app.ready();
  let closed = false;
  return {
    app,
    db,
    lines,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await settleActivityChecks();
      await db.close();
    },
  };
}
