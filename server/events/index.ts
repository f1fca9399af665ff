import type { Config } from "../config.js";
import type { Db } from "../db/types.js";
import type { EventBus } from "./bus.js";
import { localEventBus } from "./local.js";
import { postgresEventBus } from "./postgres.js";

export type { EventBus, EventHandler } from "./bus.js";
export type { AppEvent, EventChannel, EventPayload } from "./kinds.js";

/** The app's event bus: LISTEN/NOTIFY on PostgreSQL, in-process on SQLite (one process per file). */
export function openEventBus(config: Config, db: Db, onError: (error: unknown) => void): Promise<EventBus> {
  if (db.dialect === "postgres" && config.databaseUrl)
    return postgresEventBus({ connectionString: config.databaseUrl, kysely: db.kysely, onError });
  return Promise.resolve(localEventBus(config.sqliteFile, onError));
}
