import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app.js";
import { loadConfig } from "../../server/config.js";
import { openDb } from "../../server/db/kysely.js";
import { migrate } from "../../server/db/migrate.js";
import type { Db } from "../../server/db/types.js";

/**
 * The component tests answer requests only on routes the server really has: they read the list
 * from tests/components/api-routes.json, and this test keeps that file equal to the server's.
 */
const FILE = resolve(import.meta.dirname, "../components/api-routes.json");
const REFRESH = "UPDATE_API_ROUTES=1 npx vitest run --project unit tests/unit/api-routes.test.ts";

let dir: string;
let db: Db;
let app: FastifyInstance;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "api-routes-"));
  const config = loadConfig(
    {},
    {
      dataDir: dir,
      sqliteFile: join(dir, "app.sqlite"),
      uploadDir: join(dir, "uploads"),
      appSecret: "test-secret",
      logLevel: "silent",
      spaDir: join(dir, "no-spa"),
    },
  );
  db = openDb({ sqliteFile: config.sqliteFile });
  await migrate(db);
  app = await buildApp(config, db);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** "METHOD /api/path/:param" for every /api route the app declares (HEAD twins left out). */
function serverRoutes(): string[] {
  const labels = app.apiRoutes.flatMap((route) =>
    [route.method].flat().map((method) => `${String(method).toUpperCase()} ${route.url}`),
  );
  return [...new Set(labels.filter((label) => !label.startsWith("HEAD ")))].sort();
}

test("tests/components/api-routes.json lists exactly the routes the server has", () => {
  const routes = serverRoutes();
  expect(routes.length).toBeGreaterThan(300);
  if (process.env.UPDATE_API_ROUTES === "1") writeFileSync(FILE, `${JSON.stringify(routes, null, 2)}\n`);
  const committed: unknown = JSON.parse(readFileSync(FILE, "utf8"));
  expect(
    committed,
    `tests/components/api-routes.json is stale (the server's routes changed); refresh it with:\n  ${REFRESH}`,
  ).toEqual(routes);
});
