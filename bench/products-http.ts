/**
 * Shared by the product list benches: a small HTTP load loop on Node's fetch, and the
 * settings the caller (scripts/bench.mjs) passes in the environment.
 */
import { percentile } from "./lib/timing.js";

export interface HttpSettings {
  base: string;
  token: string;
  websiteId: number;
  seconds: number;
  warmup: number;
  connections: number;
}

export function httpSettings(): HttpSettings {
  const need = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is required.`);
    return value;
  };
  return {
    base: need("BENCH_BASE_URL"),
    token: need("BENCH_TOKEN"),
    websiteId: Number(need("BENCH_WEBSITE_ID")),
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    warmup: Number(process.env.BENCH_WARMUP ?? 2),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  };
}

export const authHeaders = (s: HttpSettings, websiteId = s.websiteId) => ({
  authorization: `Bearer ${s.token}`,
  "x-website-id": String(websiteId),
});

/**
 * `connections` clients, each sending its next request when the last answered (autocannon's
 * model), for `seconds` after an unrecorded warm-up. Latencies in ms, sorted.
 */
export async function httpLoad(url: string, headers: Record<string, string>, s: HttpSettings) {
  const run = async (ms: number, record: number[] | null, failures: { n: number }) => {
    const until = performance.now() + ms;
    const client = async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) failures.n++;
        record?.push(performance.now() - t0);
      }
    };
    await Promise.all(Array.from({ length: s.connections }, client));
  };
  await run(s.warmup * 1000, null, { n: 0 });
  const times: number[] = [];
  const failures = { n: 0 };
  const started = performance.now();
  await run(s.seconds * 1000, times, failures);
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    requests: times.length,
    rps: round(times.length / elapsed),
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
    max: round(times.at(-1) ?? 0),
    non2xx: failures.n,
  };
}
