import { readFile, rm } from "node:fs/promises";
import { PENDING_OUT } from "./activity-pending-out.js";

const PRINT = process.env.ACTIVITY_PENDING === "print";

/** ACTIVITY_PENDING=print: a run starts with no collected routes. */
export async function startPendingList(): Promise<void> {
  if (PRINT) await rm(PENDING_OUT, { force: true });
}

/**
 * ACTIVITY_PENDING=print: at the end of the run, prints the routes whose writes broke the activity
 * rule as the body of ACTIVITY_PENDING (tests/helpers/activity-pending.ts), one per route, sorted.
 */
export async function printPendingList(): Promise<void> {
  if (!PRINT) return;
  const text = await readFile(PENDING_OUT, "utf8").catch(() => "");
  const byRoute = new Map<string, string>();
  for (const line of text.split("\n").filter(Boolean)) {
    const route = line.slice(0, line.indexOf(" //"));
    if (!byRoute.has(route)) byRoute.set(route, line);
  }
  const lines = [...byRoute.keys()].sort().map((route) => byRoute.get(route));
  process.stdout.write(
    `\nACTIVITY_PENDING (${lines.length} routes):\nexport const ACTIVITY_PENDING: readonly string[] = [\n${lines.join("\n")}\n];\n`,
  );
}
