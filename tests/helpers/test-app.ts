import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import { buildApp } from "../../server/app.js";
import { loadConfig, type Config } from "../../server/config.js";
import { openDb } from "../../server/db/kysely.js";
import { migrate } from "../../server/db/migrate.js";
import type { Db } from "../../server/db/types.js";
import { seedDemo, DEMO_PASSWORD } from "../../server/demo/index.js";
import { storageFromConfig } from "../../server/services/storage-from-config.js";
import { settleActivityChecks, watchActivity, type ActivityCheckOptions } from "./activity-check.js";

/** A fixed clock for the seed, so every test run sees the same data. */
export const SEED_NOW = new Date("2026-06-15T12:00:00.000Z");
export { DEMO_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  dialect: "sqlite" | "postgres";
  close(): Promise<void>;
}

const TMP = resolve(import.meta.dirname, "../.tmp");

/**
 * A real app on a fresh database seeded with the demo data (no pictures): SQLite in a temp
 * file, or, with TEST_DATABASE_URL set (scripts/with-postgres.mjs), a new PostgreSQL database.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  activity: ActivityCheckOptions = {},
): Promise<TestApp> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const dir = resolve(TMP, name);
  mkdirSync(dir, { recursive: true });
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig(
    {},
    {
      dataDir: dir,
      sqliteFile: resolve(dir, "app.sqlite"),
      uploadDir: resolve(dir, "uploads"),
      databaseUrl,
      appSecret: "test-secret",
      logLevel: "silent",
      loginRateLimit: 1000,
      strictResponseStatuses: true,
      spaDir: resolve(dir, "no-spa"),
      ...overrides,
    },
  );
  // DROP DATABASE ... WITH (FORCE) at close ends connections pg-pool is still closing; that is expected.
  const db = openDb({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    onPoolError: () => {},
  });
  await migrate(db);
  const storage = storageFromConfig(config);
  await seedDemo(db, storage, { now: SEED_NOW, images: false, orderMonths: 4 });
  const app = await buildApp(config, db, storage);
  watchActivity(app, db, activity);
  await app.ready();
  return {
    app,
    db,
    config,
    dialect: db.dialect,
    async close() {
      await app.close();
      await settleActivityChecks();
      await db.close();
      if (serverUrl) {
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Another app server on the same database and upload folder as `first`, as a second process
 * would be (its own connections, its own memory): what one server writes, the other must see.
 * Close it before `first`, whose close drops the database.
 */
export async function createPeerApp(
  first: TestApp,
  overrides: Partial<Config> = {},
): Promise<{ app: FastifyInstance; db: Db; config: Config; close(): Promise<void> }> {
  const config = { ...first.config, ...overrides };
  const db = openDb({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    onPoolError: () => {},
  });
  const app = await buildApp(config, db, storageFromConfig(config));
  watchActivity(app, db);
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await settleActivityChecks();
      await db.close();
    },
  };
}

export interface Call {
  status: number;
  body: unknown;
  json: <T = Record<string, unknown>>() => T;
  headers: Record<string, string | string[] | number | undefined>;
}

/** One request through the real app (fastify.inject: the full HTTP pipeline, no socket). */
export async function call(
  app: FastifyInstance,
  method: InjectOptions["method"],
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Call> {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: options.body as InjectOptions["payload"] } : {}),
  });
  const body: unknown = response.body ? safeJson(response.body) : null;
  return { status: response.statusCode, body, json: <T>() => body as T, headers: response.headers };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await call(app, "POST", "/api/login", { body: { email, password } });
  if (response.status !== 200)
    throw new Error(`login ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.json<{ access_token: string }>().access_token;
}

/** Looks a store up by name, so tests do not depend on seed ids. */
export async function storeId(db: Db, name: string): Promise<number> {
  const row = await db.kysely
    .selectFrom("websites")
    .select("id")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return row.id;
}
