import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Where ACTIVITY_PENDING=print collects the violating routes of every test file of the run. */
export const PENDING_OUT = join(fileURLToPath(new URL("../.tmp", import.meta.url)), "activity-pending.txt");
