// The bench shares its machine (and on a 2-core box, its cores) with whatever else runs:
// measure that, and optionally wait for it to end, so numbers are not silently skewed.
import { readFileSync } from "node:fs";
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

export const BUSY_LIMIT = 10;

function cpuTimes() {
  let busy = 0;
  let all = 0;
  for (const { times: t } of os.cpus()) {
    busy += t.user + t.nice + t.sys + t.irq;
    all += t.user + t.nice + t.sys + t.irq + t.idle;
  }
  return { busy, all };
}

/** Percentage of all cores busy over the next second. */
export async function cpuBusy() {
  const a = cpuTimes();
  await sleep(1000);
  const b = cpuTimes();
  return Math.round(((b.busy - a.busy) / Math.max(1, b.all - a.all)) * 100);
}

/** Waits up to `seconds` for the CPUs to be (nearly) idle; returns the last busy percentage. */
export async function waitForIdle(seconds) {
  const deadline = Date.now() + seconds * 1000;
  let busy = await cpuBusy();
  while (busy > BUSY_LIMIT && Date.now() < deadline) {
    console.log(`Waiting for idle CPUs (${busy}% busy)...`);
    await sleep(4000);
    busy = await cpuBusy();
  }
  if (busy > BUSY_LIMIT)
    console.log(`Note: the CPUs were ${busy}% busy before measuring; that skews the numbers.`);
  return busy;
}

/** CPU ms a child has used, from /proc (Linux); null elsewhere. utime and stime are in 1/100 s. */
function childMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** A point in time for otherWork(): all cores, this process and the given children. */
export function cpuSnapshot(pids = []) {
  const { user, system } = process.cpuUsage();
  return { cores: cpuTimes(), ownMs: (user + system) / 1000, children: pids.map(childMs) };
}

/**
 * How busy the cores were with work other than ours (this process and the children) between two
 * snapshots, in percent of all cores; null when a child's usage cannot be read.
 */
export function otherWork(a, b) {
  if ([...a.children, ...b.children].some((ms) => ms === null)) return null;
  const ours = b.ownMs - a.ownMs + b.children.reduce((sum, ms, i) => sum + ms - a.children[i], 0);
  const busy = b.cores.busy - a.cores.busy - ours;
  return Math.max(0, Math.round((busy / Math.max(1, b.cores.all - a.cores.all)) * 100));
}
