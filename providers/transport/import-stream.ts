import { HttpError } from "react-admin";
import { openPost, parseJson, refusal } from "./xhr";

export type ImportProgress =
  { stage: "uploading"; fraction: number } | { stage: "writing"; done: number; total: number };

export interface ImportResult {
  stage: "done";
  message: string;
  created?: number;
  updated?: number;
}

type Line =
  { stage: "writing"; done: number; total: number } | ImportResult | { stage: "failed"; message: string };

/**
 * Sends a CSV to an import route and follows it: upload progress from the browser, then the
 * server's NDJSON lines (one per written batch) as they arrive. `onStarted` runs once, when the
 * server has accepted every line and begun writing (its first progress line); a refused file
 * never starts. A refused file (422 with per-row errors) rejects with react-admin's HttpError
 * carrying the body; a failed write rejects too.
 */
export function importCsv(
  path: string,
  file: File,
  onProgress: (p: ImportProgress) => void,
  onStarted: () => void = () => undefined,
): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = openPost(path);
    let read = 0;
    let last: Line | null = null;
    let started = false;
    const readLines = () => {
      const text = xhr.responseText;
      let end = text.indexOf("\n", read);
      while (end >= 0) {
        const line = parseJson(text.slice(read, end)) as Line | null;
        read = end + 1;
        if (line) {
          last = line;
          if (line.stage === "writing") {
            if (!started) onStarted();
            started = true;
            onProgress(line);
          }
        }
        end = text.indexOf("\n", read);
      }
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ stage: "uploading", fraction: event.loaded / event.total });
    };
    xhr.onprogress = () => {
      if (xhr.status === 200) readLines();
    };
    xhr.onload = () => {
      if (xhr.status !== 200) return reject(refusal(xhr));
      readLines();
      const final = last as Line | null;
      if (final?.stage === "done") return resolve(final);
      reject(new HttpError(final?.stage === "failed" ? final.message : "", 500, final));
    };
    xhr.onerror = () => reject(new Error("Network error"));
    xhr.ontimeout = () => reject(new Error("Request timed out"));
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}
