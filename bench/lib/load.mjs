// HTTP load with autocannon's programmatic API: a short unrecorded warm-up (JIT, page cache),
// then the measured run.
import autocannon from "autocannon";
import { cpuSnapshot, otherWork } from "./cpu.mjs";

const round = (n, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Runs `url` for `seconds` at `connections`; returns req/s, latency percentiles (ms) and how busy
 * other work kept the cores meanwhile (`pid`: the server, whose CPU counts as ours).
 */
export async function load(name, url, { headers = {}, seconds, connections, warmup, pid }) {
  const options = { url, headers, connections };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const before = cpuSnapshot([pid]);
  const r = await autocannon({ ...options, duration: seconds });
  const otherCpuPercent = otherWork(before, cpuSnapshot([pid]));
  return {
    name,
    url,
    rps: round(r.requests.average, 1),
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    otherCpuPercent,
  };
}

/** One request before measuring: the endpoint must answer 200 with what the bench expects. */
export async function probe(url, headers) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${body.slice(0, 300)}`);
  return { headers: response.headers, body: JSON.parse(body) };
}
