/**
 * Rendered storefront pages, per (store, page). Any write to a store's pages, settings or
 * products calls invalidateStorefront(websiteId), which bumps the store's generation: entries
 * of an older generation are misses. Entries also expire after a TTL and at the next moment a
 * listed product's publish window opens or closes, so a scheduled product appears on time and
 * a second server (sharing the database, not this memory) is never stale for long.
 */
export const STOREFRONT_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;
/** Rendered pages are 10-100 kB; this bounds the memory whatever the number of stores. */
const MAX_BYTES = 64 * 1024 * 1024;

const generations = new Map<number, number>();

export function invalidateStorefront(websiteId: number): void {
  generations.set(websiteId, (generations.get(websiteId) ?? 0) + 1);
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

  getStore(link: string, now = Date.now()): S | null {
    const entry = this.stores.get(link);
    if (!entry) return null;
    if (entry.generation !== (generations.get(entry.store.id) ?? 0) || entry.expires <= now) {
      this.stores.delete(link);
      return null;
    }
    return entry.store;
  }

  setStore(link: string, store: S, now = Date.now()): void {
    if (this.stores.size >= MAX_ENTRIES) this.stores.clear();
    this.stores.set(link, {
      store,
      generation: generations.get(store.id) ?? 0,
      expires: now + STOREFRONT_CACHE_TTL_MS,
    });
  }

  get(websiteId: number, key: string, now = Date.now()): CachedPage | null {
    const id = `${websiteId}\n${key}`;
    const entry = this.entries.get(id);
    if (!entry) return null;
    if (entry.generation !== (generations.get(websiteId) ?? 0) || entry.expires <= now) {
      this.remove(id);
      return null;
    }
    return entry.page;
  }

  /** `until`: the next publish-window edge of a listed product, if sooner than the TTL. */
  set(websiteId: number, key: string, page: CachedPage, until: number | null = null, now = Date.now()): void {
    const id = `${websiteId}\n${key}`;
    this.remove(id);
    // Maps iterate in insertion order: the first keys are the oldest entries.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < MAX_ENTRIES && this.bytes + page.body.length <= MAX_BYTES) break;
      this.remove(oldest);
    }
    const expires = Math.min(now + STOREFRONT_CACHE_TTL_MS, until ?? Number.POSITIVE_INFINITY);
    this.entries.set(id, { page, generation: generations.get(websiteId) ?? 0, expires });
    this.bytes += page.body.length;
  }

  private remove(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.bytes -= entry.page.body.length;
    this.entries.delete(id);
  }
}
