import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { EventBus } from "../../server/events/bus.js";
import type { EventPayload } from "../../server/events/kinds.js";
import { PG_EVENTS_APPLICATION, postgresEventBus } from "../../server/events/postgres.js";
import { openDb } from "../../server/db/kysely.js";
import type { Db } from "../../server/db/types.js";
import { StorefrontCache } from "../../server/storefront/cache.js";

/**
 * The PostgreSQL event bus: NOTIFY through the app's pool (or the write's transaction), LISTEN on
 * a connection of its own that comes back after it drops. Two buses stand for two app servers.
 * LISTEN/NOTIFY needs no table, so the test uses the server's own database. Every wait is for an
 * event itself, never for a guessed time.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("the event bus on PostgreSQL", () => {
  let db: Db;
  let a: EventBus;
  let b: EventBus;
  const errors: unknown[] = [];
  const heardOnA: number[] = [];
  const heardOnB: number[] = [];

  const bus = () =>
    postgresEventBus({
      connectionString: url!,
      kysely: db.kysely,
      onError: (error) => errors.push(error),
      retryMs: 20,
    });

  /** Resolves with the next store id `on` hears. */
  const next = (on: EventBus, websiteId: number) =>
    new Promise<EventPayload<"storefront.invalidate">>((resolve) => {
      const stop = on.subscribe("storefront.invalidate", (payload) => {
        if (payload.websiteId !== websiteId) return;
        stop();
        resolve(payload);
      });
    });
  const missed = (on: EventBus) =>
    new Promise<void>((resolve) => {
      const stop = on.onMissed(() => {
        stop();
        resolve();
      });
    });

  beforeAll(async () => {
    db = openDb({ databaseUrl: url, sqliteFile: ":memory:", onPoolError: () => {} });
    a = await bus();
    b = await bus();
    a.subscribe("storefront.invalidate", ({ websiteId }) => heardOnA.push(websiteId));
    b.subscribe("storefront.invalidate", ({ websiteId }) => heardOnB.push(websiteId));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.close();
  });

  it("an event published on one server is heard on the other, and once on its own", async () => {
    const onB = next(b, 101);
    await a.publish("storefront.invalidate", { websiteId: 101 });
    expect(heardOnA).toContain(101);
    expect(await onB).toEqual({ websiteId: 101 });
    // The notifications reach each server in commit order: once A hears B's later event, its own
    // notification of 101 has arrived too, and was not delivered a second time.
    const onA = next(a, 102);
    await b.publish("storefront.invalidate", { websiteId: 102 });
    await onA;
    expect(heardOnA.filter((id) => id === 101)).toEqual([101]);
    expect(heardOnB.filter((id) => id === 102)).toEqual([102]);
  });

  it("an event published within a transaction is heard at its commit, and never if it rolls back", async () => {
    await expect(
      db.kysely.transaction().execute(async (trx) => {
        await a.publish("storefront.invalidate", { websiteId: 201 }, trx);
        throw new Error("write failed");
      }),
    ).rejects.toThrow("write failed");
    const committed = next(b, 202);
    await db.kysely.transaction().execute(async (trx) => {
      await a.publish("storefront.invalidate", { websiteId: 202 }, trx);
    });
    await committed;
    expect(heardOnB).not.toContain(201);
  });

  it("listens again after its connection drops, and has its subscribers drop what they kept", async () => {
    const cacheB = new StorefrontCache(b);
    const page = { status: 200, body: Buffer.from("<p>page</p>") };
    cacheB.set(301, "/", page);
    const missedA = missed(a);
    const missedB = missed(b);
    const dropped = await sql<{ pid: number }>`
      select pg_terminate_backend(pid) as pid from pg_stat_activity
      where application_name = ${PG_EVENTS_APPLICATION} and datname = current_database()`.execute(db.kysely);
    expect(dropped.rows).toHaveLength(2);
    await Promise.all([missedA, missedB]);
    expect(cacheB.get(301, "/")).toBeNull();
    expect(errors.length).toBeGreaterThan(0);
    const onB = next(b, 302);
    await a.publish("storefront.invalidate", { websiteId: 302 });
    await onB;
  });

  it("after close, publishing fails and the listening connection is ended", async () => {
    const c = await bus();
    await c.close();
    await expect(c.publish("storefront.invalidate", { websiteId: 401 })).rejects.toThrow(
      "The event bus is closed",
    );
    // A closed connection's backend leaves pg_stat_activity a moment after the client has gone.
    await vi.waitFor(
      async () => {
        const listeners = await sql<{ n: number }>`
          select count(*)::int as n from pg_stat_activity
          where application_name = ${PG_EVENTS_APPLICATION} and datname = current_database()`.execute(
          db.kysely,
        );
        expect(listeners.rows[0]!.n).toBe(2);
      },
      { timeout: 20_000, interval: 50 },
    );
  });
});
