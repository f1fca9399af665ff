import type { Storage } from "../storage.js";
import { decodeBlank, swatchBlank, type RawImage } from "./render.js";

/**
 * Decoded blank photos, shared by every job: a colour's photo is decoded once however many
 * designs or drafts render on it. Least recently used first out; a 2,000 px RGBA blank is 16 MB,
 * so only a few are kept.
 */
export class BlankCache {
  private readonly entries = new Map<string, Promise<RawImage>>();

  constructor(
    private readonly storage: Storage,
    private readonly capacity = 6,
  ) {}

  /** The colour's photo for a side, or a plain swatch picture when the supplier has none. */
  get(key: string | undefined, swatch: string): Promise<RawImage> {
    const id = key ?? `swatch:${swatch}`;
    const hit = this.entries.get(id);
    if (hit) {
      this.entries.delete(id);
      this.entries.set(id, hit);
      return hit;
    }
    const loading = this.load(key, swatch);
    this.entries.set(id, loading);
    // A failed decode must not stay cached: the next job tries again.
    loading.catch(() => this.entries.delete(id));
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return loading;
  }

  private async load(key: string | undefined, swatch: string): Promise<RawImage> {
    const photo = key ? await this.storage.get(key) : null;
    return photo ? decodeBlank(photo) : swatchBlank(/^#[0-9a-f]{3,8}$/i.test(swatch) ? swatch : "#ffffff");
  }
}
