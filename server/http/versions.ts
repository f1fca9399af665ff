import type { FastifyReply, FastifyRequest } from "fastify";
import { StaleVersion, versionFromTag, versionTag } from "../../domain/versions.js";

/**
 * The version a save read: the If-Match header (`"3"`, the record's ETag), else a numeric `version`
 * field of the body; null when it sends neither (an old client: last save wins).
 */
export function askedVersion(request: FastifyRequest): number | null {
  const header = request.headers["if-match"];
  const fromHeader = versionFromTag(Array.isArray(header) ? header[0] : header);
  if (fromHeader !== null) return fromHeader;
  const body: unknown = request.body;
  if (body && typeof body === "object" && "version" in body) {
    const { version } = body;
    if (typeof version === "number" && Number.isInteger(version) && version > 0) return version;
  }
  return null;
}

/** A save's body without its `version` (the version is the check, not a field to write). */
export function withoutVersion<T>(body: T): T {
  if (!body || typeof body !== "object" || Array.isArray(body) || !("version" in body)) return body;
  const { version: _version, ...rest } = body as Record<string, unknown>;
  return rest as T;
}

/** Sets the ETag of a single record's read (its version), when it carries one. */
export function tagVersion(reply: FastifyReply, record: { version?: unknown }): void {
  if (typeof record.version === "number") reply.header("etag", versionTag(record.version));
}

/**
 * Runs a save; when it is refused as stale, attaches the record as it is now (`current`, what the
 * route's read answers) so the 409 shows what the other person saved.
 */
export async function answeringCurrent<T>(
  save: () => Promise<T>,
  current: () => Promise<Record<string, unknown>>,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof StaleVersion) error.current = await current();
    throw error;
  }
}
