import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { EventBus } from "../events/bus.js";

/**
 * Rendered storefront pages, per (store, page), in each app server's memory. Any write to a
 * store's pages, settings or products calls invalidateStorefront(events, websiteId), which tells
 * every server on the database (this one at once); each one's cache then bumps the store's
 * generation: entries of an older generation are misses. Entries also expire after a TTL and at
 * the next moment a listed product's publish window opens or closes, so a scheduled product
 * appears on time, and a server that missed events (its listening connection dropped) drops
 * every page once it hears again.
 */
export const STOREFRONT_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;
/** Rendered pages are 10-100 kB; this bounds the memory whatever the number of stores. */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * The one way to drop a store's rendered pages, on every app server. `within`: the transaction
 * that writes the change, when called inside one (other servers hear it at commit).
 */
export function invalidateStorefront(
  events: EventBus,
  websiteId: number,
  within?: Kysely<Database>,
): Promise<void> {
  return events.publish("storefront.invalidate", { websiteId }, within);
}

interface Entry {
  generation: number;
  expires: number;
  page: CachedPage;
}

export interface CachedPage {
  status: number;
  /** The encoded page: encoded once, sent as is on every hit. */
  body: Buffer;
  /** Set for a redirect page: where it points. */
  location?: string;
}

interface StoreEntry<S> {
  store: S;
  generation: number;
  expires: number;
}

export class StorefrontCache<S extends { id: number } = { id: number }> {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Store lookups by link, so a hit costs no query; dropped with the store's pages. */
  private readonly stores = new Map<string, StoreEntry<S>>();
  /** Counts the invalidations this server heard (and the times it may have missed some). */
  private clock = 0;
  /** Per store: the clock at its last invalidation. */
  private readonly generations = new Map<number, number>();
  /** The clock when this server last missed invalidations: every page kept before is stale. */
  private missedAt = 0;

  constructor(events: EventBus) {
    events.subscribe("storefront.invalidate", ({ websiteId }) => {
      this.generations.set(websiteId, ++this.clock);
    });
    // Invalidations sent while this server was not listening are lost: drop every page.
    events.onMissed(() => {
      this.missedAt = ++this.clock;
      this.generations.clear();
      this.entries.clear();
      this.bytes = 0;
      this.stores.clear();
    });
  }

  /**
   * The store's generation now. Read it before loading what a page shows and give it to `set`:
   * a page rendered while an invalidation arrives is then kept as already stale.
   */
  generation(websiteId: number): number {
    return Math.max(this.generations.get(websiteId) ?? 0, this.missedAt);
  }

  getStore(link: string, now = Date.now()): S | null {
    const entry = this.stores.get(link);
    if (!entry) return null;
    if (entry.generation !== this.generation(entry.store.id) || entry.expires <= now) {
      this.stores.delete(link);
      return null;
    }
    return entry.store;
  }

  setStore(link: string, store: S, now = Date.now()): void {
    if (this.stores.size >= MAX_ENTRIES) this.stores.clear();
    this.stores.set(link, {
      store,
      generation: this.generation(store.id),
      expires: now + STOREFRONT_CACHE_TTL_MS,
    });
  }

  get(websiteId: number, key: string, now = Date.now()): CachedPage | null {
    const id = `${websiteId}\n${key}`;
    const entry = this.entries.get(id);
    if (!entry) return null;
    if (entry.generation !== this.generation(websiteId) || entry.expires <= now) {
      this.remove(id);
      return null;
    }
    return entry.page;
  }

  /**
   * `until`: the next publish-window edge of a listed product, if sooner than the TTL.
   * `generation`: the store's generation when the page's rendering started.
   */
  set(
    websiteId: number,
    key: string,
    page: CachedPage,
    until: number | null = null,
    now = Date.now(),
    generation = this.generation(websiteId),
  ): void {
    const id = `${websiteId}\n${key}`;
    this.remove(id);
    // Maps iterate in insertion order: the first keys are the oldest entries.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < MAX_ENTRIES && this.bytes + page.body.length <= MAX_BYTES) break;
      this.remove(oldest);
    }
    const expires = Math.min(now + STOREFRONT_CACHE_TTL_MS, until ?? Number.POSITIVE_INFINITY);
    this.entries.set(id, { page, generation, expires });
    this.bytes += page.body.length;
  }

  private remove(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.bytes -= entry.page.body.length;
    this.entries.delete(id);
  }
}
