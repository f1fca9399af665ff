import { DomainError } from "./errors.js";

/**
 * Record versions (optimistic concurrency): every write bumps a record's version; a save sends the
 * version it read, and one that read an older version is refused with the record as it is now.
 */
export const VERSION_MSG = {
  stale: "This record was changed by someone else.",
  /** A CSV line's version cell that is no version (an import checks each line's against the record's). */
  notWhole: "The version must be a whole number.",
} as const;

/** The ETag of a record version: a strong tag holding the number, `"3"`. */
export const versionTag = (version: number): string => `"${version}"`;

/**
 * The version an If-Match header names (`"3"`, `W/"3"` or a bare `3`); null when absent, `*`, or
 * not a version.
 */
export function versionFromTag(tag: string | undefined | null): number | null {
  if (!tag) return null;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(tag);
  return match ? Number(match[1]) : null;
}

/**
 * A save that read an older version of the record than the stored one. The HTTP layer answers 409
 * with `current`, the record as it is now, once the route has loaded it (see answeringCurrent).
 */
export class StaleVersion extends DomainError {
  current: Record<string, unknown> | undefined;
  constructor() {
    super("conflict", VERSION_MSG.stale);
    this.name = "StaleVersion";
  }
}
