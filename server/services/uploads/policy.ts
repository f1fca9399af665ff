import type { SniffedKind } from "./sniff.js";

/** Upload types, plus the library's own upload (it files into product_production). */
export const UPLOAD_TYPES = [
  "product_production",
  "collection",
  "embroidery",
  "product_photos",
  "first_products_mockup",
] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number] | "library";

export const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg"] as const;
const DESIGN_EXTENSIONS = [...IMAGE_EXTENSIONS, "pdf", "eps", "ai", "dst", "emb"] as const;

/** What the bytes of a file with this extension must prove to be. */
const CONTENT: Record<string, readonly SniffedKind[]> = {
  png: ["png"],
  jpg: ["jpeg"],
  jpeg: ["jpeg"],
  pdf: ["pdf"],
  eps: ["postscript"],
  // Illustrator saves PDF-compatible files; older ones are PostScript.
  ai: ["pdf", "postscript"],
  dst: ["dst"],
  emb: ["emb"],
  csv: ["csv"],
};

/** The size limits live with the browser's pre-check in one table. */
export { MAX_UPLOAD_BYTES as MAX_FILE_BYTES, MB } from "../../../domain/upload-limits.js";
export const MAX_FILES_PER_UPLOAD = 20;

export interface UploadPolicy {
  extensions: readonly string[];
  /** Listed in the store's file library (design files); product pictures are not. */
  inLibrary: boolean;
}

export const UPLOAD_POLICIES: Record<UploadType, UploadPolicy> = {
  product_production: { extensions: DESIGN_EXTENSIONS, inLibrary: true },
  library: { extensions: DESIGN_EXTENSIONS, inLibrary: true },
  embroidery: { extensions: ["dst", "pdf", "emb"], inLibrary: true },
  collection: { extensions: IMAGE_EXTENSIONS, inLibrary: false },
  product_photos: { extensions: IMAGE_EXTENSIONS, inLibrary: false },
  first_products_mockup: { extensions: IMAGE_EXTENSIONS, inLibrary: false },
};

export { uploadLimitBytes as limitBytes, uploadLimitMb as limitMb } from "../../../domain/upload-limits.js";

export function contentMatches(extension: string, kind: SniffedKind): boolean {
  return CONTENT[extension]?.includes(kind) ?? false;
}

export const MIME_BY_KIND: Record<SniffedKind, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  pdf: "application/pdf",
  postscript: "application/postscript",
  dst: "application/octet-stream",
  emb: "application/octet-stream",
  csv: "text/csv",
  svg: "image/svg+xml",
  html: "text/html",
};

export function isImageExtension(extension: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}
