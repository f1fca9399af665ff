import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SERVER_BUNDLE = join(ROOT, "dist-server", "main.js");
const SPA_INDEX = join(ROOT, "dist", "index.html");
const START_TIMEOUT_MS = 150_000; // first start seeds the demo data incl. generated pictures

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  dataDir: string;
  /** Everything the server printed so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

export interface StartOptions {
  /** More environment for the server (e.g. STRIPE_SECRET_KEY and STRIPE_API_BASE of a fake Stripe). */
  env?: Record<string, string>;
}

/**
 * Starts the built server (npm test builds dist/ and dist-server/ first) on a free port with a
 * fresh DATA_DIR, so it migrates and seeds the demo database like a first `npm start`.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  for (const file of [SERVER_BUNDLE, SPA_INDEX]) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: run \`npm test\` or \`npm start\` once to build`);
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "merch-e2e-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SPA_DIR: join(ROOT, "dist"),
    SEED_DEMO: "true",
    // Mail links and payment-provider redirects go to the origin the browser signed in on (the
    // default, localhost, is another origin: no session there, and the sandbox page's CSP
    // form-action would refuse the redirect).
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // One browser signs in many times from one address; the limit itself has API tests.
    LOGIN_RATE_LIMIT: "1000",
    ...options.env,
  };
  delete env.DATABASE_URL; // SQLite in DATA_DIR, whatever the caller's environment says
  const child = spawn(process.execPath, ["--enable-source-maps", SERVER_BUNDLE], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const killed = await Promise.race([exited(child).then(() => true), sleep(10_000).then(() => false)]);
      if (!killed) {
        child.kill("SIGKILL");
        await exited(child);
      }
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`server exited during start-up (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/app_info`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server not healthy after ${START_TIMEOUT_MS} ms:\n${output}`);
    }
    await sleep(250);
  }
  return { baseUrl, dataDir, output: () => output, stop };
}
