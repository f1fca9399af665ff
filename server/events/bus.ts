import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { AppEvent, EventChannel, EventPayload } from "./kinds.js";

export type EventHandler<C extends EventChannel> = (payload: EventPayload<C>) => void;

/**
 * The one channel between the app servers on a database. A publisher hears its own events too
 * (at once, before publish returns), so one subscription is the single code path for a change
 * made here or on another server.
 */
export interface EventBus {
  /**
   * Tells every server, this one included. `within`: the transaction the change is written in;
   * other servers then hear it when it commits (and never if it rolls back). Without it, call
   * this after the write has committed.
   */
  publish<C extends EventChannel>(
    channel: C,
    payload: EventPayload<C>,
    within?: Kysely<Database>,
  ): Promise<void>;
  /** Answers the function that ends the subscription. */
  subscribe<C extends EventChannel>(channel: C, handler: EventHandler<C>): () => void;
  /**
   * Events can be lost while the connection that hears other servers is down: `handler` is
   * called once it hears them again, so a subscriber drops whatever it derived from events.
   */
  onMissed(handler: () => void): () => void;
  /** Stops hearing and sending; publishing after this fails. */
  close(): Promise<void>;
}

/** The handlers of one bus, by channel. A failing handler is reported and never stops the others. */
export class Subscribers {
  private readonly handlers = new Map<EventChannel, Set<(payload: never) => void>>();
  private readonly missed = new Set<() => void>();

  constructor(private readonly onError: (error: unknown) => void) {}

  add<C extends EventChannel>(channel: C, handler: EventHandler<C>): () => void {
    const set = this.handlers.get(channel) ?? new Set();
    this.handlers.set(channel, set);
    const entry = handler as (payload: never) => void;
    set.add(entry);
    return () => set.delete(entry);
  }

  addMissed(handler: () => void): () => void {
    this.missed.add(handler);
    return () => this.missed.delete(handler);
  }

  deliver(event: AppEvent): void {
    for (const handler of this.handlers.get(event.channel) ?? []) {
      try {
        (handler as (payload: AppEvent["payload"]) => void)(event.payload);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  deliverMissed(): void {
    for (const handler of this.missed) {
      try {
        handler();
      } catch (error) {
        this.onError(error);
      }
    }
  }

  clear(): void {
    this.handlers.clear();
    this.missed.clear();
  }
}
