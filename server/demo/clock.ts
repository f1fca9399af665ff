export const DAY_MS = 86_400_000;

/**
 * Every timestamp in the seed is derived from one `now`, never from the wall clock, so two runs
 * with the same `now` write identical rows.
 */
export class SeedClock {
  readonly nowMs: number;

  constructor(now: Date) {
    this.nowMs = now.getTime();
  }

  iso(ms: number): string {
    return new Date(Math.min(ms, this.nowMs)).toISOString();
  }

  /** For dates that may lie ahead (scheduled publishing). */
  isoAllowFuture(ms: number): string {
    return new Date(ms).toISOString();
  }

  daysAgo(days: number): number {
    return this.nowMs - days * DAY_MS;
  }

  /** UTC start of the month `monthsBack` months before the current one (0 = this month). */
  monthStart(monthsBack: number): number {
    const now = new Date(this.nowMs);
    return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1);
  }
}
