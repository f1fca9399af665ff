/**
 * The one place JSON columns are converted. SQLite hands back text, PostgreSQL's jsonb hands
 * back parsed values; both accept a JSON string on the way in.
 */
export function toJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}

export function fromJson<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value !== "string") return value as T;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** Today's UTC date as the date columns hold it (YYYY-MM-DD). */
export function todayIso(): string {
  return nowIso().slice(0, 10);
}
