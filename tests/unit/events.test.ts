import { describe, expect, it } from "vitest";
import { localEventBus } from "../../server/events/local.js";
import { parseEvent } from "../../server/events/kinds.js";
import { StorefrontCache } from "../../server/storefront/cache.js";

/** The in-process event bus of SQLite: every app of the process on one database file hears each event. */
describe("the in-process event bus", () => {
  const page = { status: 200, body: Buffer.from("<p>page</p>") };

  it("delivers an event to its publisher and to every bus on the same file, not to other files", async () => {
    const errors: unknown[] = [];
    const a = localEventBus("/tmp/events-unit/one.sqlite", (e) => errors.push(e));
    const b = localEventBus("/tmp/events-unit/../events-unit/one.sqlite", (e) => errors.push(e));
    const other = localEventBus("/tmp/events-unit/two.sqlite", (e) => errors.push(e));
    const heard: string[] = [];
    a.subscribe("storefront.invalidate", ({ websiteId }) => heard.push(`a${websiteId}`));
    b.subscribe("storefront.invalidate", ({ websiteId }) => heard.push(`b${websiteId}`));
    other.subscribe("storefront.invalidate", ({ websiteId }) => heard.push(`other${websiteId}`));
    const sent = a.publish("storefront.invalidate", { websiteId: 7 });
    // Heard before publish returns, so the publisher's next read already sees the change.
    expect(heard).toEqual(["a7", "b7"]);
    await sent;
    expect(errors).toEqual([]);
    await Promise.all([a.close(), b.close(), other.close()]);
  });

  it("keeps every :memory: database to itself", async () => {
    const a = localEventBus(":memory:", () => {});
    const b = localEventBus(":memory:", () => {});
    const heard: number[] = [];
    b.subscribe("storefront.invalidate", ({ websiteId }) => heard.push(websiteId));
    await a.publish("storefront.invalidate", { websiteId: 1 });
    expect(heard).toEqual([]);
    await Promise.all([a.close(), b.close()]);
  });

  it("ends a subscription, and a failing handler is reported without stopping the others", async () => {
    const errors: unknown[] = [];
    const bus = localEventBus("/tmp/events-unit/three.sqlite", (e) => errors.push(e));
    const heard: number[] = [];
    bus.subscribe("storefront.invalidate", () => {
      throw new Error("handler broke");
    });
    const stop = bus.subscribe("storefront.invalidate", ({ websiteId }) => heard.push(websiteId));
    await bus.publish("storefront.invalidate", { websiteId: 1 });
    stop();
    await bus.publish("storefront.invalidate", { websiteId: 2 });
    expect(heard).toEqual([1]);
    expect(errors.map((e) => (e as Error).message)).toEqual(["handler broke", "handler broke"]);
    await bus.close();
  });

  it("after close, publishing fails and the closed bus hears nothing more", async () => {
    const a = localEventBus("/tmp/events-unit/four.sqlite", () => {});
    const b = localEventBus("/tmp/events-unit/four.sqlite", () => {});
    const heard: number[] = [];
    b.subscribe("storefront.invalidate", ({ websiteId }) => heard.push(websiteId));
    await b.close();
    await a.publish("storefront.invalidate", { websiteId: 3 });
    expect(heard).toEqual([]);
    await expect(b.publish("storefront.invalidate", { websiteId: 3 })).rejects.toThrow(
      "The event bus is closed",
    );
    await a.close();
  });

  it("drops a store's cached pages on every server's cache that hears the event", async () => {
    const a = localEventBus("/tmp/events-unit/five.sqlite", () => {});
    const b = localEventBus("/tmp/events-unit/five.sqlite", () => {});
    const cacheA = new StorefrontCache(a);
    const cacheB = new StorefrontCache(b);
    for (const cache of [cacheA, cacheB]) {
      cache.set(1, "/", page);
      cache.set(2, "/", page);
    }
    await a.publish("storefront.invalidate", { websiteId: 1 });
    for (const cache of [cacheA, cacheB]) {
      expect(cache.get(1, "/")).toBeNull();
      expect(cache.get(2, "/")).toBe(page);
    }
    await Promise.all([a.close(), b.close()]);
  });

  it("keeps a page whose rendering an invalidation overtook as already stale", async () => {
    const bus = localEventBus("/tmp/events-unit/six.sqlite", () => {});
    const cache = new StorefrontCache(bus);
    const started = cache.generation(1);
    await bus.publish("storefront.invalidate", { websiteId: 1 });
    cache.set(1, "/", page, null, Date.now(), started);
    expect(cache.get(1, "/")).toBeNull();
    cache.set(1, "/", page, null, Date.now(), cache.generation(1));
    expect(cache.get(1, "/")).toBe(page);
    await bus.close();
  });
});

describe("events from another server", () => {
  it("are read by their channel's schema: an unknown channel or a wrong shape is refused", () => {
    expect(parseEvent("storefront.invalidate", { websiteId: 4 })).toEqual({
      channel: "storefront.invalidate",
      payload: { websiteId: 4 },
    });
    expect(parseEvent("storefront.invalidate", { websiteId: "4" })).toBeNull();
    expect(parseEvent("storefront.invalidate", null)).toBeNull();
    expect(parseEvent("toString", {})).toBeNull();
    expect(parseEvent("orders.created", { id: 1 })).toBeNull();
  });
});
