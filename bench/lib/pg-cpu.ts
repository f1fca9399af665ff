import { readdirSync, readFileSync } from "node:fs";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../server/db/schema.js";

/**
 * CPU time used by one PostgreSQL cluster's processes (Linux /proc): the postmaster's children,
 * found from a backend's parent, so other clusters on the machine are not counted. Wall times of a
 * busy shared machine say little; the CPU a statistics call costs the server does not depend on it.
 */
const TICK_MS = 10; // USER_HZ is 100 on Linux.

function stat(pid: number): { ppid: number; cpuMs: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the parenthesised command name: state ppid ... utime(14) stime(15).
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return null;
  }
}

export async function clusterCpu(db: Kysely<Database>): Promise<() => number> {
  const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db);
  const postmaster = stat(Number(rows[0]!.pid))?.ppid;
  if (!postmaster) return () => 0;
  return () => {
    let total = 0;
    for (const entry of readdirSync("/proc")) {
      const pid = Number(entry);
      if (!Number.isInteger(pid)) continue;
      const s = stat(pid);
      if (s && s.ppid === postmaster) total += s.cpuMs;
    }
    return total;
  };
}
