import { HttpError } from "react-admin";
import { tooLargeError, uploadFiles } from "./uploadFiles";

/** Upload timing: the result shows 1.5 s after the start at the earliest, for 3 s. */
export const RESULT_DELAY_MS = 1500;
export const RESULT_VISIBLE_MS = 3000;

export type UploadPhase = "idle" | "uploading" | "success" | "failed" | "too_large";

export interface UploadStatus {
  phase: UploadPhase;
  /** 0..1 while uploading. */
  progress: number;
}

const IDLE: UploadStatus = { phase: "idle", progress: 0 };
let status: UploadStatus = IDLE;
const listeners = new Set<() => void>();
let hideTimer: ReturnType<typeof setTimeout> | null = null;
let running = 0;

function set(next: UploadStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

export function getUploadStatus(): UploadStatus {
  return status;
}

export function subscribeUploadStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function showResult(phase: UploadPhase): void {
  set({ phase, progress: 1 });
  if (hideTimer) clearTimeout(hideTimer);
  hideTimer = setTimeout(() => set(IDLE), RESULT_VISIBLE_MS);
}

function finish(phase: UploadPhase, startedAt: number): void {
  const wait = Math.max(0, startedAt + RESULT_DELAY_MS - Date.now());
  setTimeout(() => {
    running -= 1;
    if (running > 0) return;
    showResult(phase);
  }, wait);
}

/**
 * uploadFiles with the global upload progress bar (src/uploads/UploadProgressBar.tsx): the bar
 * follows the upload, then shows the spec's success or failure message. The promise settles as
 * soon as the server answers, so the caller can refresh at once.
 */
export async function trackedUpload<T = unknown>(
  url: string,
  files: File[],
  fields?: Record<string, string>,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  // A file over its limit is never sent: the bar does not pretend to upload it, it says why at once
  // (unless another upload is still running, whose bar stays).
  const refused = tooLargeError(files);
  if (refused) {
    if (running === 0) showResult("too_large");
    throw refused;
  }
  const startedAt = Date.now();
  running += 1;
  if (hideTimer) clearTimeout(hideTimer);
  set({ phase: "uploading", progress: 0 });
  try {
    const body = await uploadFiles<T>(url, files, fields, (fraction) => {
      if (status.phase === "uploading") set({ phase: "uploading", progress: fraction });
      onProgress?.(fraction);
    });
    finish("success", startedAt);
    return body;
  } catch (error) {
    finish(error instanceof HttpError && error.status === 413 ? "too_large" : "failed", startedAt);
    throw error;
  }
}
