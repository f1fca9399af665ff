import type { EventBus } from "../events/bus.js";
import type { EventPayload } from "../events/kinds.js";
import { PRESENCE_EXPIRES_MS, type PresentUser } from "../../domain/contracts/live.js";

type Announcement = EventPayload<"live.presence">;

interface Entry {
  userId: number;
  userName: string;
  expires: number;
}

export interface RecordKey {
  entity: string;
  id: number;
  websiteId: number | null;
}

const keyOf = (entity: string, id: number) => `${entity}:${id}`;
const SWEEP_MS = 5_000;

/**
 * Who has which record open, as every server hears it on the event bus: an entry per browser tab,
 * forgotten when the tab leaves or stops saying it is there. `changed` is told the record whose
 * set of users changed (a tab of a user already there changes nothing).
 */
export class PresenceBoard {
  private readonly records = new Map<string, { record: RecordKey; tabs: Map<string, Entry> }>();
  private readonly stopHearing: () => void;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly events: EventBus,
    private readonly changed: (record: RecordKey) => void,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.stopHearing = events.subscribe("live.presence", (payload) => this.hear(payload));
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS);
    this.sweeper.unref();
  }

  /** Tells every server (this one too) that a tab has the record open, or left it. */
  announce(payload: Announcement): Promise<void> {
    return this.events.publish("live.presence", payload);
  }

  /** The users who have the record open now, each once, by name. */
  usersOf(entity: string, id: number): PresentUser[] {
    const found = this.records.get(keyOf(entity, id));
    if (!found) return [];
    const now = this.now();
    const users = new Map<number, string>();
    for (const entry of found.tabs.values()) if (entry.expires > now) users.set(entry.userId, entry.userName);
    return [...users]
      .map(([userId, name]) => ({ id: userId, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  close(): void {
    this.stopHearing();
    clearInterval(this.sweeper);
    this.records.clear();
  }

  private signature(entity: string, id: number): string {
    return this.usersOf(entity, id)
      .map((user) => user.id)
      .join(",");
  }

  private hear(payload: Announcement): void {
    const key = keyOf(payload.entity, payload.id);
    const before = this.signature(payload.entity, payload.id);
    const slot = this.records.get(key) ?? {
      record: { entity: payload.entity, id: payload.id, websiteId: payload.websiteId },
      tabs: new Map<string, Entry>(),
    };
    const tab = `${payload.userId}:${payload.tab}`;
    if (payload.here) {
      slot.tabs.set(tab, {
        userId: payload.userId,
        userName: payload.userName,
        expires: this.now() + PRESENCE_EXPIRES_MS,
      });
      this.records.set(key, slot);
    } else {
      slot.tabs.delete(tab);
      if (slot.tabs.size === 0) this.records.delete(key);
    }
    if (this.signature(payload.entity, payload.id) !== before) this.changed(slot.record);
  }

  /** Forgets the tabs that stopped saying they are there. */
  sweep(): void {
    const now = this.now();
    for (const [key, slot] of this.records) {
      let dropped = false;
      for (const [tab, entry] of slot.tabs) {
        if (entry.expires > now) continue;
        slot.tabs.delete(tab);
        dropped = true;
      }
      if (slot.tabs.size === 0) this.records.delete(key);
      if (dropped) this.changed(slot.record);
    }
  }
}
