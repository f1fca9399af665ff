import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { recordActivity } from "../../server/services/activity/record.js";
import type { Db } from "../../server/db/types.js";
import { call, createPeerApp, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/**
 * The live stream (GET /api/live) on a real listening server: changes from the activity trail
 * reach the streams of those who may see them, never another store's; presence of an open edit
 * screen reaches the others and expires; a second app server on the database hears the first.
 */

interface LiveEvent {
  event: string;
  data: Record<string, unknown>;
}

/** A stream read as the SPA reads it: fetch with the Bearer header, events parsed from the body. */
class LiveReader {
  readonly events: LiveEvent[] = [];
  ended = false;
  private waiters: (() => void)[] = [];
  private readonly abort = new AbortController();

  static async open(app: FastifyInstance, token: string): Promise<LiveReader> {
    const reader = new LiveReader();
    const { port } = app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/live`, {
      headers: { authorization: `Bearer ${token}` },
      signal: reader.abort.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    void reader.read(response.body!);
    await reader.next((e) => e.event === "ready");
    return reader;
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      const stream = body.getReader();
      for (;;) {
        const { done, value } = await stream.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) this.events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
        }
        this.notify();
      }
    } catch {
      // aborted by the test
    }
    this.ended = true;
    this.notify();
  }

  private notify(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const wake of waiting) wake();
  }

  /** The first event (from the start of the stream) matching `match`, waiting for it. */
  async next(match: (e: LiveEvent) => boolean, timeoutMs = 8_000): Promise<LiveEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      if (this.ended) throw new Error(`the stream ended; heard ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no such event; heard ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  changes(): Record<string, unknown>[] {
    return this.events.filter((e) => e.event === "changed").map((e) => e.data);
  }

  /** Waits until the stream ends (the server closed it). */
  async untilEnded(timeoutMs = 8_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(this.ended).toBe(true);
  }

  close(): void {
    this.abort.abort();
  }
}

let t: TestApp;
const readers: LiveReader[] = [];
let acme = 0;
let oscars = 0;
let acmeProduct = 0;
let oscarsProduct = 0;
let acmeOrder = 0;

const firstOf = async (db: Db, table: "products" | "orders", websiteId: number) =>
  (
    await db.kysely
      .selectFrom(table)
      .select("id")
      .where("website_id", "=", websiteId)
      .orderBy("id")
      .executeTakeFirstOrThrow()
  ).id;

/** Writes one event of the trail as a write's transaction does, and wakes the servers' tailers. */
async function record(app: FastifyInstance, db: Db, entity: string, entityId: number, websiteId: number) {
  await db.kysely.transaction().execute((trx) =>
    recordActivity(trx, {
      entity,
      entityId,
      action: "update",
      websiteId,
      before: { price: 1000 },
      after: { price: 1200 },
      actor: { userId: null },
    }),
  );
  await app.ctx.events.publish("live.wake", {});
}

const open = async (app: FastifyInstance, email: string) => {
  const reader = await LiveReader.open(app, await login(app, email));
  readers.push(reader);
  return reader;
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  acme = await storeId(t.db, "Acme Team Store");
  oscars = await storeId(t.db, "Oscar's Tees");
  acmeProduct = await firstOf(t.db, "products", acme);
  oscarsProduct = await firstOf(t.db, "products", oscars);
  acmeOrder = await firstOf(t.db, "orders", acme);
});

afterAll(async () => {
  for (const reader of readers) reader.close();
  vi.restoreAllMocks();
  await t?.close();
});

describe("GET /api/live", () => {
  it("needs a session", async () => {
    expect((await call(t.app, "GET", "/api/live")).status).toBe(401);
  });

  it("tells a store's members of its changes and never another store's", async () => {
    const acmeAdmin = await open(t.app, "store-admin@example.com");
    const oscar = await open(t.app, "owner@example.com");

    await record(t.app, t.db, "Product", oscarsProduct, oscars);
    await record(t.app, t.db, "Product", acmeProduct, acme);

    const seen = await acmeAdmin.next((e) => e.event === "changed" && e.data.id === acmeProduct);
    expect(seen.data).toMatchObject({ entity: "Product", website_id: acme, action: "update" });
    // Events come in the trail's order: Oscar's, written first, would have come before.
    expect(acmeAdmin.changes().some((c) => c.website_id === oscars)).toBe(false);

    await oscar.next((e) => e.event === "changed" && e.data.id === oscarsProduct);
    await record(t.app, t.db, "Product", oscarsProduct, oscars);
    await oscar.next(
      (e) => e.event === "changed" && e.data.id === oscarsProduct && oscar.changes().length === 2,
    );
    expect(oscar.changes().every((c) => c.website_id === oscars)).toBe(true);
  });

  it("gives a designer without browse_orders no order events", async () => {
    const designer = await open(t.app, "designer@example.com");
    await record(t.app, t.db, "Order", acmeOrder, acme);
    await record(t.app, t.db, "Product", acmeProduct, acme);
    await designer.next((e) => e.event === "changed" && e.data.entity === "Product");
    expect(designer.changes().some((c) => c.entity === "Order")).toBe(false);

    const salesperson = await open(t.app, "salesperson@example.com");
    await record(t.app, t.db, "Order", acmeOrder, acme);
    await salesperson.next((e) => e.event === "changed" && e.data.entity === "Order");
  });

  it("names the writer of a real write", async () => {
    const owner = await open(t.app, "primary-admin@example.com");
    const me = await t.db.kysely
      .selectFrom("users")
      .select(["id", "name"])
      .where("email", "=", "store-admin@example.com")
      .executeTakeFirstOrThrow();
    await t.db.kysely.transaction().execute((trx) =>
      recordActivity(trx, {
        entity: "Product",
        entityId: acmeProduct,
        action: "status",
        websiteId: acme,
        actor: { userId: me.id },
      }),
    );
    const seen = await owner.next((e) => e.event === "changed" && e.data.action === "status");
    expect(seen.data).toMatchObject({ user_id: me.id, user_name: me.name });
  });
});

describe("presence on a record's edit screen", () => {
  it("tells those who may see the record who else has it open, and forgets a tab that left", async () => {
    const ownerToken = await login(t.app, "primary-admin@example.com");
    const owner = await LiveReader.open(t.app, ownerToken);
    readers.push(owner);
    const adminToken = await login(t.app, "store-admin@example.com");
    const oscar = await open(t.app, "owner@example.com");
    const path = `/api/live/presence/products/${acmeProduct}`;

    const first = await call(t.app, "POST", path, { token: adminToken, body: { tab: "a1" } });
    expect(first.status).toBe(200);
    expect(first.json()).toEqual({ entity: "Product", id: acmeProduct, users: [] });
    const heard = await owner.next((e) => e.event === "presence" && (e.data.users as unknown[]).length === 1);
    expect(heard.data).toMatchObject({
      entity: "Product",
      id: acmeProduct,
      users: [{ name: "Stella Store" }],
    });

    const mine = await call(t.app, "POST", path, { token: ownerToken, body: { tab: "o1" } });
    expect(mine.json<{ users: { name: string }[] }>().users.map((u) => u.name)).toEqual(["Stella Store"]);

    // Another store's owner neither hears it nor may announce himself on it.
    expect(oscar.events.some((e) => e.event === "presence")).toBe(false);
    const foreign = await call(t.app, "POST", path, {
      token: await login(t.app, "owner@example.com"),
      body: { tab: "x" },
    });
    expect(foreign.status).toBe(404);

    const left = await call(t.app, "DELETE", `${path}?tab=a1`, { token: adminToken });
    expect(left.status).toBe(204);
    await owner.next(
      (e) =>
        e.event === "presence" &&
        (e.data.users as unknown[]).length === 0 &&
        owner.events.indexOf(e) > owner.events.indexOf(heard),
    );
    expect(
      (await call(t.app, "POST", path, { token: ownerToken, body: { tab: "o1" } })).json(),
    ).toMatchObject({
      users: [],
    });
  });

  it("tells a store's settings, a contact's and a discount's edit who else has them open, within the store only", async () => {
    const ownerToken = await login(t.app, "primary-admin@example.com");
    const adminToken = await login(t.app, "store-admin@example.com");
    const foreignToken = await login(t.app, "owner@example.com");
    const contact = await call(t.app, "POST", "/api/contacts", {
      token: ownerToken,
      headers: { "x-website-id": String(acme) },
      body: { name: "Present Contact", tags: [] },
    });
    expect(contact.status).toBe(201);
    const discount = await call(t.app, "POST", "/api/discounts", {
      token: ownerToken,
      body: {
        website_id: acme,
        code: "PRESENT",
        kind: "percentage",
        value: 10,
        starts_at: "2020-01-01T00:00:00.000Z",
      },
    });
    expect(discount.status).toBe(200);
    const records = [
      { path: `/api/live/presence/websites/${acme}`, entity: "Website", id: acme },
      { path: `/api/live/presence/contacts/${contact.json<{ id: number }>().id}`, entity: "Contact" },
      {
        path: `/api/live/presence/discounts/${discount.json<{ data: { id: number } }>().data.id}`,
        entity: "Discount",
      },
    ];
    for (const { path, entity } of records) {
      const id = Number(path.split("/").pop());
      expect((await call(t.app, "POST", path, { token: adminToken, body: { tab: "s1" } })).status).toBe(200);
      const mine = await call(t.app, "POST", path, { token: ownerToken, body: { tab: "p1" } });
      expect(mine.json()).toEqual({ entity, id, users: [{ id: expect.any(Number), name: "Stella Store" }] });
      const foreign = await call(t.app, "POST", path, { token: foreignToken, body: { tab: "x" } });
      expect(foreign.status, path).toBe(404);
      expect((await call(t.app, "DELETE", `${path}?tab=s1`, { token: adminToken })).status).toBe(204);
    }
  });

  it("tells a category's and a user account's edit who else has them open: a store's category within its store, a platform category and an account among platform admins only", async () => {
    const k = t.db.kysely;
    const category = async (websiteId: number | null, name: string) =>
      (
        await k
          .insertInto("categories")
          .values({ website_id: websiteId, name, slug: name.toLowerCase().replace(/ /g, "-") })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const storeCategory = await category(acme, "Present Store Category");
    const platformCategory = await category(null, "Present Platform Category");
    const account = await k
      .selectFrom("users")
      .select("id")
      .where("email", "=", "client@example.com")
      .executeTakeFirstOrThrow();
    // A second platform admin, so one admin hears the other.
    await k
      .updateTable("users")
      .set({ website_role: "admin" })
      .where("email", "=", "designer@example.com")
      .execute();
    const admin = await login(t.app, "admin@example.com");
    const adminName = (
      await k
        .selectFrom("users")
        .select("name")
        .where("email", "=", "admin@example.com")
        .executeTakeFirstOrThrow()
    ).name;
    const secondAdmin = await login(t.app, "designer@example.com");
    const storeAdmin = await login(t.app, "store-admin@example.com");
    const primary = await login(t.app, "primary-admin@example.com");
    const foreign = await login(t.app, "owner@example.com");
    const cases = [
      {
        path: `/api/live/presence/categories/${storeCategory}`,
        entity: "Category",
        first: storeAdmin,
        second: primary,
        name: "Stella Store",
        refused: [foreign],
      },
      {
        path: `/api/live/presence/categories/${platformCategory}`,
        entity: "Category",
        first: admin,
        second: secondAdmin,
        name: adminName,
        refused: [foreign, primary],
      },
      {
        path: `/api/live/presence/users/${account.id}`,
        entity: "User",
        first: admin,
        second: secondAdmin,
        name: adminName,
        refused: [foreign, primary],
      },
    ];
    for (const { path, entity, first, second, name, refused } of cases) {
      const id = Number(path.split("/").pop());
      expect((await call(t.app, "POST", path, { token: first, body: { tab: "c1" } })).status, path).toBe(200);
      const heard = await call(t.app, "POST", path, { token: second, body: { tab: "c2" } });
      expect(heard.json(), path).toEqual({ entity, id, users: [{ id: expect.any(Number), name }] });
      for (const token of refused) {
        const answer = await call(t.app, "POST", path, { token, body: { tab: "x" } });
        expect([403, 404], path).toContain(answer.status);
      }
      expect((await call(t.app, "DELETE", `${path}?tab=c1`, { token: first })).status).toBe(204);
      expect((await call(t.app, "DELETE", `${path}?tab=c2`, { token: second })).status).toBe(204);
    }
  });

  it("expires a tab that stopped saying it is there after 40 s", async () => {
    const ownerToken = await login(t.app, "primary-admin@example.com");
    const owner = await LiveReader.open(t.app, ownerToken);
    readers.push(owner);
    const adminToken = await login(t.app, "store-admin@example.com");
    const path = `/api/live/presence/orders/${acmeOrder}`;
    await call(t.app, "POST", path, { token: adminToken, body: { tab: "a2" } });
    const here = await owner.next(
      (e) => e.event === "presence" && e.data.entity === "Order" && e.data.id === acmeOrder,
    );
    expect(here.data.users).toHaveLength(1);

    const real = Date.now.bind(Date);
    vi.spyOn(Date, "now").mockImplementation(() => real() + 41_000);
    const gone = await owner.next(
      (e) =>
        e.event === "presence" &&
        e.data.entity === "Order" &&
        e.data.id === acmeOrder &&
        (e.data.users as unknown[]).length === 0,
      8_000,
    );
    vi.restoreAllMocks();
    expect(gone.data).toEqual({ entity: "Order", id: acmeOrder, users: [] });
  }, 15_000);
});

describe("several app servers on one database", () => {
  it("a change written through one server reaches a stream on the other, and a closing server ends its streams", async () => {
    const peer = await createPeerApp(t);
    try {
      await peer.app.listen({ port: 0, host: "127.0.0.1" });
      const onFirst = await open(t.app, "store-admin@example.com");
      const onPeer = await open(peer.app, "primary-admin@example.com");
      await record(peer.app, peer.db, "Product", acmeProduct, acme);
      await onFirst.next((e) => e.event === "changed" && e.data.id === acmeProduct);

      // Presence announced on the first server reaches the peer's stream.
      const token = await login(t.app, "store-admin@example.com");
      await call(t.app, "POST", `/api/live/presence/products/${acmeProduct}`, { token, body: { tab: "p1" } });
      await onPeer.next((e) => e.event === "presence" && (e.data.users as unknown[]).length === 1);

      await peer.close();
      await onPeer.untilEnded();
    } finally {
      await peer.close().catch(() => {});
    }
  });
});
