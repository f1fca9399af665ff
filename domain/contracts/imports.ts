/** Where a CSV import job is: waiting, running, waiting for a retry, finished, or failed for good. */
export type ImportJobStatus = "queued" | "running" | "failed" | "done" | "dead";

/**
 * A CSV import job as POST .../import answers it (202) and GET /api/imports/{id} follows it:
 * `done` of `total` lines (availability: products) written; once done the result message and
 * counts, once dead the message and, when the file no longer passed the checks, its row errors.
 */
export interface ImportJob {
  id: number;
  status: ImportJobStatus;
  done: number;
  total: number;
  message?: string;
  created?: number;
  updated?: number;
  /** Lines that changed nothing (a whitelisted user or domain already present). */
  skipped?: number;
  errors?: Record<string, string>;
}
