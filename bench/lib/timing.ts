import os from "node:os";

/** Busy ms of all cores, and of this process: their difference is other work on the machine. */
function cpuSnapshot() {
  let busy = 0;
  let all = 0;
  for (const { times: t } of os.cpus()) {
    busy += t.user + t.nice + t.sys + t.irq;
    all += t.user + t.nice + t.sys + t.irq + t.idle;
  }
  const { user, system } = process.cpuUsage();
  return { busy, all, own: (user + system) / 1000 };
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * Runs `fn` back to back: `warmupSeconds` unrecorded, then `seconds` recorded. Returns the sorted
 * latencies (ms) and CPU times, the rate, the mean, and the share of the cores other processes
 * used meanwhile.
 */
export async function timeLoop(fn: () => Promise<unknown>, warmupSeconds: number, seconds: number) {
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const loop = async (ms: number, record: number[] | null, cpu: number[] | null) => {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      const c0 = cpuMs();
      const t0 = performance.now();
      await fn();
      record?.push(performance.now() - t0);
      cpu?.push(cpuMs() - c0);
    }
  };
  await loop(warmupSeconds * 1000, null, null);
  const times: number[] = [];
  const cpu: number[] = [];
  const started = performance.now();
  const before = cpuSnapshot();
  await loop(seconds * 1000, times, cpu);
  const after = cpuSnapshot();
  const elapsed = (performance.now() - started) / 1000;
  const other = after.busy - before.busy - (after.own - before.own);
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    sorted: times,
    /**
     * This process's CPU ms per call, sorted. With SQLite (synchronous, in this thread) it is the
     * call's service time whatever else the machine runs; with PostgreSQL the work is elsewhere.
     */
    cpuSorted: cpu,
    qps: Math.round((times.length / elapsed) * 10) / 10,
    mean: times.reduce((a, b) => a + b, 0) / Math.max(1, times.length),
    otherCpuPercent: Math.max(0, Math.round((other / Math.max(1, after.all - before.all)) * 100)),
  };
}
