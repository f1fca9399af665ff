// Child processes of the bench: every one is tracked so that an error or Ctrl+C stops them all.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ROOT } from "../../scripts/lib/run.mjs";

const children = new Set();

/** Starts a child in the repo root; its output is kept (last 8 KB) for error messages. */
export function start(label, cmd, args, { env = {}, onLine } = {}) {
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.label = label;
  child.output = "";
  children.add(child);
  const keep = (chunk) => (child.output = (child.output + chunk).slice(-8192));
  let partial = "";
  child.stdout.on("data", (chunk) => {
    keep(chunk);
    if (!onLine) return;
    const lines = (partial + chunk).split("\n");
    partial = lines.pop();
    for (const line of lines) onLine(line);
  });
  child.stderr.on("data", keep);
  child.exited = new Promise((resolve) => {
    // "close", not "exit": it fires once stdout is drained, so the last line is not lost.
    child.on("close", (code, signal) => {
      children.delete(child);
      if (onLine && partial) onLine(partial);
      resolve({ code, signal });
    });
    child.on("error", (err) => {
      children.delete(child);
      keep(String(err));
      resolve({ code: -1, signal: null });
    });
  });
  return child;
}

/**
 * Runs a TypeScript file of bench/ through tsx and returns the JSON of its `TAG {json}` line;
 * its other stdout lines are progress and are echoed.
 */
export async function runTs(file, tag, env) {
  let payload = null;
  const child = start(file, process.execPath, ["--import", "tsx", join("bench", file)], {
    env,
    onLine: (line) => {
      if (line.startsWith(`${tag} `)) payload = JSON.parse(line.slice(tag.length + 1));
      else if (line.trim()) console.log(`  ${line}`);
    },
  });
  const { code, signal } = await child.exited;
  if (code !== 0 || payload === null) {
    throw new Error(`bench/${file} failed (${signal ?? `exit ${code}`}):\n${child.output}`);
  }
  return payload;
}

/** Stops one child: SIGTERM, then SIGKILL if it has not exited within 5 s. */
export async function stop(child) {
  if (!children.has(child)) return;
  child.kill("SIGTERM");
  const killed = await Promise.race([child.exited.then(() => false), sleep(5000).then(() => true)]);
  if (killed) {
    child.kill("SIGKILL");
    await child.exited;
  }
}

export async function stopAll() {
  await Promise.all([...children].map(stop));
}

/** A free loopback port: bind port 0, read what the kernel chose, release it. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` every `everyMs` until it answers 2xx; fails early when the child exits. */
export async function waitForHttp(child, url, timeoutMs = 60_000, everyMs = 200) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!children.has(child)) throw new Error(`${child.label} exited before listening:\n${child.output}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(everyMs);
  }
  throw new Error(`${child.label} did not answer ${url} within ${timeoutMs / 1000} s:\n${child.output}`);
}
