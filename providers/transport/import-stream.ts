import { HttpError } from "react-admin";
import type { ImportJob } from "../../domain/contracts/imports";
import { apiRequest } from "../httpClient";
import { openPost, parseJson, refusal } from "./xhr";

export type ImportProgress =
  { stage: "uploading"; fraction: number } | { stage: "writing"; done: number; total: number };

export interface ImportResult {
  stage: "done";
  message: string;
  created?: number;
  updated?: number;
  skipped?: number;
}

/** Upload is the first half of a progress bar, the server's writing the second. */
export function importPercent(p: ImportProgress | null): number {
  if (!p) return 0;
  if (p.stage === "uploading") return Math.round(p.fraction * 50);
  return 50 + (p.total === 0 ? 50 : Math.round((p.done / p.total) * 50));
}

/** How often a queued or running import is asked about. */
export const IMPORT_POLL_MS = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The queued job of a 202 answer (its id, status and line counts). */
const isImportJob = (value: unknown): value is ImportJob =>
  typeof value === "object" &&
  value !== null &&
  "id" in value &&
  typeof value.id === "number" &&
  "status" in value &&
  typeof value.status === "string";

/** Sends the file: upload progress from the browser; answers the job the server queued (202). */
function upload(
  path: string,
  file: File,
  fields: Readonly<Record<string, string>>,
  onProgress: (p: ImportProgress) => void,
): Promise<ImportJob> {
  return new Promise((resolve, reject) => {
    const xhr = openPost(path);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ stage: "uploading", fraction: event.loaded / event.total });
    };
    xhr.onload = () => {
      const job = parseJson(xhr.responseText);
      if (xhr.status !== 202 || !isImportJob(job)) return reject(refusal(xhr));
      resolve(job);
    };
    xhr.onerror = () => reject(new Error("Network error"));
    xhr.ontimeout = () => reject(new Error("Request timed out"));
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

/**
 * Sends a CSV to an import route and follows the import job it queues: upload progress, then the
 * job's lines written (GET /api/imports/{id} every half second) until it is done. `onStarted`
 * runs once the server accepted every line and queued the job; a refused file never starts. A
 * refused file (422 with per-row errors) rejects with react-admin's HttpError carrying the body;
 * so does a job that failed for good (with the row errors when the file no longer passed).
 * `fields` go in the form before the file.
 */
export async function importCsv(
  path: string,
  file: File,
  onProgress: (p: ImportProgress) => void,
  onStarted: () => void = () => undefined,
  fields: Readonly<Record<string, string>> = {},
): Promise<ImportResult> {
  let job = await upload(path, file, fields, onProgress);
  onStarted();
  for (;;) {
    onProgress({ stage: "writing", done: job.done, total: job.total });
    if (job.status === "done")
      return {
        stage: "done",
        message: job.message ?? "",
        created: job.created,
        updated: job.updated,
        skipped: job.skipped,
      };
    if (job.status === "dead") {
      const message = job.message ?? "";
      throw new HttpError(message, job.errors ? 422 : 500, { message, errors: job.errors });
    }
    await wait(IMPORT_POLL_MS);
    job = await apiRequest<ImportJob>(`/api/imports/${job.id}`);
  }
}
