import { spawn } from "node:child_process";
import { join } from "node:path";

/** What the benches read of autocannon's `-j` report. */
export interface AutocannonJson {
  latency: { p50: number; p99: number; max: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
}

export interface ChildLoad {
  url: string;
  connections: number;
  seconds: number;
  headers?: readonly string[];
}

/**
 * Loads a URL with autocannon as a child process, so the load generator does not share the
 * event loop (and the CPU time) of the server it measures.
 */
export function autocannonChild({
  url,
  connections,
  seconds,
  headers = [],
}: ChildLoad): Promise<AutocannonJson> {
  const bin = join(import.meta.dirname, "../../node_modules/.bin/autocannon");
  const args = [
    "-j",
    "-c",
    String(connections),
    "-d",
    String(seconds),
    ...headers.flatMap((h) => ["-H", h]),
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err}`));
      try {
        resolve(JSON.parse(out) as AutocannonJson);
      } catch {
        reject(new Error(`autocannon printed no JSON: ${out.slice(0, 300)} ${err.slice(0, 300)}`));
      }
    });
  });
}
