import type { Kysely } from "kysely";
import type { ImportJob, ImportJobStatus } from "../../../domain/contracts/imports.js";
import { PRODUCT_LIST_MSG } from "../../../domain/messages.js";
import type { Database } from "../../db/schema.js";
import { importJobKey, readImportProgress } from "./job.js";
import { CSV_IMPORT_NAMES, CSV_IMPORTS } from "./kinds.js";

const STATUSES: readonly ImportJobStatus[] = ["queued", "running", "failed", "done", "dead"];
const statusOf = (value: string): ImportJobStatus => STATUSES.find((s) => s === value) ?? "queued";

/**
 * An import job as its follower sees it, or undefined when there is none of that id that the
 * user queued (a platform admin sees every one). Only the job's own columns are read, not its
 * file.
 */
export async function importJobView(
  k: Kysely<Database>,
  id: number,
  viewer: { id: number; isAdmin: boolean },
): Promise<ImportJob | undefined> {
  const row = await k
    .selectFrom("jobs")
    .select(["id", "key", "kind", "status", "progress", "last_error"])
    .where("id", "=", id)
    .where(
      "kind",
      "in",
      CSV_IMPORT_NAMES.map((name) => CSV_IMPORTS[name].jobKind),
    )
    .executeTakeFirst();
  if (!row || (!viewer.isAdmin && row.key !== importJobKey(viewer.id))) return undefined;
  const { done, total, created, updated, skipped, errors } = readImportProgress(row.progress);
  const kind = CSV_IMPORT_NAMES.map((name) => CSV_IMPORTS[name]).find((k) => k.jobKind === row.kind);
  const status = statusOf(row.status);
  const view: ImportJob = { id: row.id, status, done, total };
  if (status === "done")
    return {
      ...view,
      message: kind?.doneMessage ?? PRODUCT_LIST_MSG.completed,
      ...(created !== undefined ? { created } : {}),
      ...(updated !== undefined ? { updated } : {}),
      ...(skipped !== undefined ? { skipped } : {}),
    };
  if (status === "dead")
    return errors
      ? { ...view, message: row.last_error ?? PRODUCT_LIST_MSG.importFailed, errors }
      : { ...view, message: PRODUCT_LIST_MSG.importFailed };
  return view;
}
