import { type ChildProcess, spawn } from "node:child_process";
import { type AddressInfo, createServer } from "node:net";
import { fileURLToPath } from "node:url";
import type { TestApp } from "./test-app.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  process: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<void>;
}

/**
 * The real server (server/main.ts) as a process of its own on the test app's database and data
 * folder, with `env` on top; resolves once it answers. Its start-up seeds nothing: the database
 * already holds the demo data.
 */
export async function startServerProcess(t: TestApp, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: t.config.dataDir,
    SPA_DIR: t.config.spaDir,
    APP_SECRET: "test-secret",
    LOG_LEVEL: "silent",
    SEED_DEMO: "true",
    NODE_ENV: "test",
    ...env,
  };
  delete childEnv.STRIPE_SECRET_KEY;
  delete childEnv.DATABASE_URL;
  if (t.config.databaseUrl) childEnv.DATABASE_URL = t.config.databaseUrl;
  if (!env.TEST_FAULT) delete childEnv.TEST_FAULT;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited during start-up:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/app_info`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server not up after 60 s:\n${output}`);
    }
    await sleep(200);
  }
  return { process: child, baseUrl, output: () => output, exited };
}
