/**
 * Scale-out: the product list (BREAD, as the store's owner) and a storefront home page served by
 * one and by two app server processes on one PostgreSQL database, at the same total connections.
 * Each server is a real `server/main.ts` process; the load is split evenly over the servers (a
 * load balancer's round robin) by one autocannon child per server, started together. Reports
 * req/s and p99 for each, and the two-server/one-server ratio. It needs a PostgreSQL server:
 *
 *   node scripts/with-postgres.mjs node --import tsx bench/scale-out.ts
 *
 * (scripts/with-postgres.mjs starts a throwaway cluster and sets TEST_DATABASE_URL.) The database
 * holds the demo data `npm start` seeds. Environment: BENCH_SECONDS (10), BENCH_CONNECTIONS (10).
 * Prints one line `BENCH_SCALE_OUT {json}`. On a machine with fewer cores than servers plus the
 * load generator the ratio says so, not that the servers do not scale.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import os from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDb } from "../server/db/kysely.js";
import { migrate } from "../server/db/migrate.js";
import { DEMO_PASSWORD, seedDemo } from "../server/demo/index.js";
import { LocalStorage } from "../server/services/storage.js";
import { autocannonChild } from "./lib/autocannon-child.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error("TEST_DATABASE_URL is required (run through scripts/with-postgres.mjs).");
const ROOT = join(import.meta.dirname, "..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  base: string;
}

async function startServer(databaseUrl: string, dataDir: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      UPLOAD_DIR: join(dataDir, "uploads"),
      APP_SECRET: "bench-secret",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      // HTTP only: the measured servers run no background jobs.
      WORKERS: "0",
      LOGIN_RATE_LIMIT: "1000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error("a server exited during start-up");
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("a server did not start within 60 s");
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
}

/** One path served by every server at once, the connections split evenly between them. */
async function measure(servers: Server[], path: string, headers: string[]) {
  const each = Math.max(1, Math.round(connections / servers.length));
  // Warm-up, then the measured run.
  await Promise.all(
    servers.map((s) => autocannonChild({ url: `${s.base}${path}`, connections: each, seconds: 2, headers })),
  );
  const runs = await Promise.all(
    servers.map((s) => autocannonChild({ url: `${s.base}${path}`, connections: each, seconds, headers })),
  );
  const failed = runs.reduce((n, r) => n + r.non2xx + r.errors, 0);
  if (failed > 0) throw new Error(`${path}: ${failed} requests failed`);
  return {
    reqPerSec: Math.round(runs.reduce((sum, r) => sum + r.requests.average, 0)),
    p99Ms: Math.max(...runs.map((r) => r.latency.p99)),
  };
}

async function main() {
  const name = "bench_scale_out";
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(join(os.tmpdir(), "scale-out-bench-"));

  const db = openDb({ databaseUrl, sqliteFile: ":memory:" });
  await migrate(db);
  await seedDemo(db, new LocalStorage(join(dataDir, "uploads")), { images: false, orderMonths: 4 });
  const store = await db.kysely
    .selectFrom("websites")
    .select(["id", "link"])
    .where("name", "=", "Oscar's Tees")
    .executeTakeFirstOrThrow();
  await db.close();

  const paths = {
    productList: `/api/bread/Product?${new URLSearchParams({
      sort: '["created_at","DESC"]',
      range: "[0,24]",
      filter: JSON.stringify({ website_id: store.id }),
    })}`,
    storefrontHome: `/store/${store.link}`,
  };
  const results: Record<string, Record<string, { reqPerSec: number; p99Ms: number }>> = {};
  for (const count of [1, 2]) {
    const servers: Server[] = [];
    try {
      for (let i = 0; i < count; i++) servers.push(await startServer(databaseUrl, dataDir));
      const login = await fetch(`${servers[0]!.base}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "owner@example.com", password: DEMO_PASSWORD }),
      });
      const token = ((await login.json()) as { access_token: string }).access_token;
      results[`${count} server${count > 1 ? "s" : ""}`] = {
        productList: await measure(servers, paths.productList, [`authorization=Bearer ${token}`]),
        storefrontHome: await measure(servers, paths.storefrontHome, []),
      };
    } finally {
      for (const server of servers) await stopServer(server);
    }
  }
  rmSync(dataDir, { recursive: true, force: true });

  const one = results["1 server"]!;
  const two = results["2 servers"]!;
  const ratio = {
    productList: Number((two.productList.reqPerSec / one.productList.reqPerSec).toFixed(2)),
    storefrontHome: Number((two.storefrontHome.reqPerSec / one.storefrontHome.reqPerSec).toFixed(2)),
  };
  console.log(`PostgreSQL, ${connections} connections in all, ${seconds} s, ${os.cpus().length} CPUs`);
  for (const [label, r] of Object.entries(results))
    console.log(
      `${label.padEnd(10)} product list ${r.productList.reqPerSec} req/s p99 ${r.productList.p99Ms} ms; ` +
        `storefront home ${r.storefrontHome.reqPerSec} req/s p99 ${r.storefrontHome.p99Ms} ms`,
    );
  console.log(`2/1 ratio: product list ${ratio.productList}, storefront home ${ratio.storefrontHome}`);
  console.log(
    `BENCH_SCALE_OUT ${JSON.stringify({ cpus: os.cpus().length, connections, seconds, results, ratio })}`,
  );
}

await main();
