import { HttpError } from "react-admin";
import type { VersionConflict } from "../domain/contracts/versions";

/** A record as a screen read it: any fields, and the version it was read at. */
export type VersionedRecord = Record<string, unknown> & { version?: number };

/**
 * The record as it is now when a save was refused as stale (409 with `current`); null for any other
 * failure.
 */
export function conflictOf(error: unknown): VersionedRecord | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const body = (error.body ?? {}) as Partial<VersionConflict>;
  return body.current && typeof body.current === "object" ? (body.current as VersionedRecord) : null;
}

/** One field of a conflict: what the user read, what it is now, and the user's own edit. */
export interface ConflictRow {
  field: string;
  read: unknown;
  now: unknown;
  mine: unknown;
  /** Whether the user changed this field. */
  edited: boolean;
}

/** Nothing, null and an empty text are the same "empty" to compare. */
const normal = (value: unknown) => (value === undefined || value === "" ? null : value);
/** Whether two field values are the same, "empty" values alike. */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(normal(a)) === JSON.stringify(normal(b));

/** Fields that never show in a comparison: bookkeeping, not content. */
const HIDDEN = new Set(["version", "updated_at", "created_at", "id"]);

/**
 * The fields to compare: every field the other person changed (read differs from now) and every
 * field the user edited, each once, in the record's order.
 */
export function conflictRows(
  read: VersionedRecord,
  now: VersionedRecord,
  mine: Record<string, unknown>,
): ConflictRow[] {
  const fields = [...new Set([...Object.keys(now), ...Object.keys(mine)])].filter((f) => !HIDDEN.has(f));
  return fields.flatMap((field) => {
    const edited = field in mine;
    const theirs = !sameValue(read[field], now[field]);
    return edited || theirs ? [{ field, read: read[field], now: now[field], mine: mine[field], edited }] : [];
  });
}
