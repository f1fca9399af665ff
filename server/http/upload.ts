import { basename } from "node:path";
import type { FastifyRequest } from "fastify";
import { HttpError, invalid } from "../errors.js";
import { MSG } from "../../domain/messages.js";

export interface Upload {
  buffer: Buffer;
  filename: string;
  mimetype: string;
}

function isTooLarge(error: unknown): boolean {
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  return code === "FST_REQ_FILE_TOO_LARGE" || code === "FST_FILES_LIMIT";
}

/**
 * Reads a multipart request with one file (field name free) and a few text fields. The size limit
 * is enforced while streaming, so an oversized upload is cut off and answered 413 with `tooLarge`.
 * A route whose declared store is a form field is gated here, as soon as the form is read and
 * before the handler sees a byte of it.
 */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: string,
): Promise<{ file: Upload; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw invalid({ file: MSG.required });
  const fields: Record<string, string> = {};
  let file: Upload | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 10_000 },
    })) {
      if (part.type === "file") {
        const buffer = await part.toBuffer();
        file = { buffer, filename: basename(part.filename || "file").slice(0, 200), mimetype: part.mimetype };
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (isTooLarge(error)) throw new HttpError(413, tooLarge);
    throw error;
  }
  request.form = fields;
  await request.formGate?.();
  if (!file || file.buffer.length === 0) throw invalid({ file: MSG.required });
  return { file, fields };
}
