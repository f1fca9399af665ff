import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { EventBus } from "../events/bus.js";
import type { LiveChanged } from "../../domain/contracts/live.js";

/** Sign-ins are in the trail but change no record a screen shows. */
const NOT_A_RECORD_CHANGE = new Set(["sign_in", "sign_in_failed"]);
/** The fallback read when no wake-up came (a job's write, a lost notification). */
const POLL_MS = 1_000;
/** A missing id may be a transaction still committing: it is looked for again this long. */
const GAP_WAIT_MS = 10_000;
const BATCH = 200;
const MAX_GAP = 500;

export interface TrailChange extends LiveChanged {
  event_id: number;
}

/**
 * Reads the activity trail as it grows, for this server's live streams: every committed event
 * once, in id order, whichever server wrote it. It reads when the event bus says something was
 * written and once a second anyway, and only while someone listens.
 *
 * Ids come from a sequence and a later id may commit first: an id skipped over is looked for again
 * for a while (a rolled-back write leaves a gap that is then forgotten).
 */
export class ActivityTailer {
  private lastSeen = 0;
  private readonly gaps = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private stopWake: (() => void) | null = null;
  private stopMissed: (() => void) | null = null;
  private reading: Promise<void> | null = null;
  private again = false;
  private started: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly events: EventBus,
    private readonly deliver: (changes: readonly TrailChange[]) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  get running(): boolean {
    return this.started !== null;
  }

  /** Starts after the events committed so far (a stream hears what happens from now on). */
  start(): Promise<void> {
    this.started ??= (async () => {
      const row = await this.db
        .selectFrom("activity_events")
        .select((eb) => eb.fn.max("id").as("last"))
        .executeTakeFirst();
      this.lastSeen = Number(row?.last ?? 0);
      this.stopWake = this.events.subscribe("live.wake", () => this.wake());
      this.stopMissed = this.events.onMissed(() => this.wake());
      this.timer = setInterval(() => this.wake(), POLL_MS);
      this.timer.unref();
    })();
    return this.started;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopWake?.();
    this.stopMissed?.();
    this.stopWake = this.stopMissed = null;
    this.started = null;
    this.gaps.clear();
  }

  /** Reads what is new; a wake-up during a read reads again after it. */
  wake(): Promise<void> {
    if (!this.started) return Promise.resolve();
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = (async () => {
      try {
        do {
          this.again = false;
          await this.readNew();
        } while (this.again && this.started);
      } catch (error) {
        this.onError(error);
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
  }

  private async readNew(): Promise<void> {
    const now = Date.now();
    for (const [id, since] of this.gaps) if (now - since > GAP_WAIT_MS) this.gaps.delete(id);
    const gapIds = [...this.gaps.keys()];
    const rows = await this.db
      .selectFrom("activity_events as e")
      .leftJoin("users as u", "u.id", "e.user_id")
      .select([
        "e.id",
        "e.entity",
        "e.entity_id",
        "e.website_id",
        "e.action",
        "e.user_id",
        "u.name as user_name",
      ])
      .where((eb) =>
        gapIds.length > 0
          ? eb.or([eb("e.id", ">", this.lastSeen), eb("e.id", "in", gapIds)])
          : eb("e.id", ">", this.lastSeen),
      )
      .orderBy("e.id")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    const changes: TrailChange[] = [];
    for (const row of rows) {
      const id = Number(row.id);
      if (this.gaps.delete(id) === false) {
        // A jump far ahead is a restored database or a bulk delete, not writes still committing.
        if (id - this.lastSeen <= MAX_GAP)
          for (let missing = this.lastSeen + 1; missing < id; missing += 1) this.gaps.set(missing, now);
        if (id > this.lastSeen) this.lastSeen = id;
      }
      if (NOT_A_RECORD_CHANGE.has(row.action)) continue;
      changes.push({
        event_id: id,
        entity: row.entity,
        id: row.entity_id,
        website_id: row.website_id,
        action: row.action,
        user_id: row.user_id,
        user_name: row.user_name,
      });
    }
    if (changes.length > 0) this.deliver(changes);
    if (rows.length === BATCH) this.again = true;
  }
}
