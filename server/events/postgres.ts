import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import type { Database } from "../db/schema.js";
import { Subscribers, type EventBus } from "./bus.js";
import { parseEvent, type AppEvent } from "./kinds.js";

/** The PostgreSQL channel every app server of the database listens on. */
export const PG_EVENTS_CHANNEL = "app_events";
/** How the listening connection is named in pg_stat_activity. */
export const PG_EVENTS_APPLICATION = "merch-events";
/** A notification's payload must be shorter than 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7_900;

export interface PostgresEventBusOptions {
  connectionString: string;
  /** The app's pool: events are sent through it (or through the caller's transaction). */
  kysely: Kysely<Database>;
  onError: (error: unknown) => void;
  /** The first wait before listening again after the connection dropped; it doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * The bus on PostgreSQL: NOTIFY on one channel, heard by LISTEN on a connection of its own. The
 * message names the server that sent it, which heard it already when publishing. When that
 * connection drops, it connects again with a growing wait, and then tells `onMissed` subscribers.
 */
export async function postgresEventBus(options: PostgresEventBusOptions): Promise<EventBus> {
  const { connectionString, kysely, onError } = options;
  const retryMs = options.retryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  const origin = randomUUID();
  const own = new Subscribers(onError);
  let listening: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let attempts = 0;

  function receive(text: string | undefined): void {
    let message: unknown;
    try {
      message = JSON.parse(text ?? "");
    } catch {
      onError(new Error(`An event that is not JSON was ignored: ${String(text).slice(0, 200)}`));
      return;
    }
    if (typeof message !== "object" || message === null) return;
    const { o: from, c: channel, p: payload } = message as Record<string, unknown>;
    if (from === origin) return;
    const event = parseEvent(String(channel), payload);
    if (event) own.deliver(event);
    else onError(new Error(`An event of an unknown channel or shape was ignored: ${String(channel)}`));
  }

  function scheduleRetry(): void {
    if (closed || retry) return;
    const wait = Math.min(maxRetryMs, retryMs * 2 ** attempts);
    attempts += 1;
    retry = setTimeout(() => {
      retry = null;
      void listen().then((ok) => {
        if (!ok) return;
        attempts = 0;
        // Whatever other servers sent while this one was not listening is lost.
        own.deliverMissed();
      });
    }, wait);
    retry.unref();
  }

  /** Connects and listens; false when it failed (a retry is then scheduled). */
  async function listen(): Promise<boolean> {
    const client = new pg.Client({ connectionString, application_name: PG_EVENTS_APPLICATION });
    let lost = false;
    const lose = (error?: unknown): void => {
      if (lost) return;
      lost = true;
      if (listening === client) listening = null;
      if (error !== undefined && !closed) onError(error);
      client.end().catch(() => {});
      scheduleRetry();
    };
    client.on("error", (error) => lose(error));
    client.on("end", () => lose());
    client.on("notification", (message) => {
      if (message.channel === PG_EVENTS_CHANNEL) receive(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${PG_EVENTS_CHANNEL}`);
    } catch (error) {
      lose(error);
      return false;
    }
    if (closed || lost) {
      lost = true;
      await client.end().catch(() => {});
      return false;
    }
    listening = client;
    return true;
  }

  await listen();

  return {
    async publish(channel, payload, within) {
      if (closed) throw new Error("The event bus is closed");
      own.deliver({ channel, payload } as AppEvent);
      const text = JSON.stringify({ o: origin, c: channel, p: payload });
      if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES)
        throw new Error(`An event of ${channel} is too large to send (${Buffer.byteLength(text)} bytes)`);
      try {
        await sql`select pg_notify(${PG_EVENTS_CHANNEL}, ${text})`.execute(within ?? kysely);
      } catch (error) {
        // Inside a transaction the failure fails the write; after a committed write the other
        // servers' pages still expire by their TTL.
        if (within) throw error;
        onError(error);
      }
    },
    subscribe: (channel, handler) => own.add(channel, handler),
    onMissed: (handler) => own.addMissed(handler),
    async close() {
      if (closed) return;
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      own.clear();
      const client = listening;
      listening = null;
      if (client) await client.end().catch(() => {});
    },
  };
}
