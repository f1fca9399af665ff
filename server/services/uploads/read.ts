import { basename } from "node:path";
import type { FastifyRequest } from "fastify";
import { invalid, tooLarge } from "../../../domain/errors.js";
import { LIBRARY_MSG } from "../../../domain/messages.js";
import { limitBytes, limitMb, MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from "./policy.js";

export interface IncomingFile {
  /** The form field it came in (files[0], file...). */
  field: string;
  filename: string;
  buffer: Buffer;
}

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot < 0 ? "" : filename.slice(dot + 1).toLowerCase();
}

/** The name as shown in the library: no path, no control characters, at most 200 characters. */
export function cleanName(filename: string): string {
  const base = basename(filename.replace(/\\/g, "/"))
    .replace(/\p{Cc}/gu, "")
    .trim();
  return (base || "file").slice(0, 200);
}

function errorCode(error: unknown): string {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
}

/**
 * Reads a multipart upload: every file part (files[n] as the spec sends them) and the text
 * fields. Each file is cut off as soon as it passes the limit of its extension, so an oversized
 * file is never held whole in memory and answers 413 naming the file and the limit.
 */
export async function readFiles(
  request: FastifyRequest,
): Promise<{ files: IncomingFile[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw invalid({ files: LIBRARY_MSG.noFiles });
  const files: IncomingFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 20, fieldSize: 10_000 },
    })) {
      if (part.type !== "file") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      const filename = cleanName(part.filename || "file");
      const limit = limitBytes(extensionOf(filename));
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > limit) throw tooLarge(LIBRARY_MSG.tooLarge(filename, limitMb(extensionOf(filename))));
        chunks.push(chunk);
      }
      if (part.file.truncated) throw tooLarge(LIBRARY_MSG.tooLarge(filename, limitMb(extensionOf(filename))));
      files.push({ field: part.fieldname, filename, buffer: Buffer.concat(chunks, size) });
    }
  } catch (error) {
    const code = errorCode(error);
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw tooLarge(LIBRARY_MSG.tooLarge("The file", MAX_FILE_BYTES / 1024 / 1024));
    if (code === "FST_FILES_LIMIT") throw invalid({ files: LIBRARY_MSG.tooManyFiles(MAX_FILES_PER_UPLOAD) });
    throw error;
  }
  if (files.length === 0) throw invalid({ files: LIBRARY_MSG.noFiles });
  return { files, fields };
}
