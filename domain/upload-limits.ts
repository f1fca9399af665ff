/**
 * Upload size limits per file extension, shared by the server (which cuts a file off as soon as
 * it passes its limit and answers 413) and the browser (which refuses the same file before
 * sending a byte of it). Pictures are decoded in memory for thumbnails and mockups, vector
 * artwork may be large, embroidery machine files are small.
 */
export const UPLOAD_LIMIT_MB: Readonly<Record<string, number>> = {
  png: 25,
  jpg: 25,
  jpeg: 25,
  pdf: 50,
  eps: 50,
  ai: 50,
  dst: 10,
  emb: 10,
  csv: 10,
};

/** Any other extension. */
const DEFAULT_LIMIT_MB = 10;

export const MB = 1024 * 1024;

/** The largest single file any upload accepts: the multipart reader's hard cut-off. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_LIMIT_MB)) * MB;

/** "Design.PNG" -> "png"; "" when the name has no extension. */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot < 0 ? "" : filename.slice(dot + 1).toLowerCase();
}

export function uploadLimitMb(extension: string): number {
  return UPLOAD_LIMIT_MB[extension] ?? DEFAULT_LIMIT_MB;
}

export function uploadLimitBytes(extension: string): number {
  return uploadLimitMb(extension) * MB;
}
