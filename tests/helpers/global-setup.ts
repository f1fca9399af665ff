import { mkdir, readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { printPendingList, startPendingList } from "./activity-pending-print.js";

/** Scratch space for tests (gitignored). */
export const TMP_DIR = fileURLToPath(new URL("../.tmp", import.meta.url));
const DAY_MS = 24 * 60 * 60 * 1000;

/** vitest globalSetup for the api project: make tests/.tmp, and on teardown prune leftovers from
 * crashed runs (older than a day, so a run in progress elsewhere keeps its files). */
export default async function setup(): Promise<() => Promise<void>> {
  await mkdir(TMP_DIR, { recursive: true });
  await startPendingList();
  return async () => {
    await printPendingList();
    const cutoff = Date.now() - DAY_MS;
    for (const name of await readdir(TMP_DIR)) {
      const path = join(TMP_DIR, name);
      const info = await stat(path).catch(() => undefined);
      if (info && info.mtimeMs < cutoff) await rm(path, { recursive: true, force: true });
    }
  };
}
