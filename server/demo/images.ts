import sharp from "sharp";
import type { Storage } from "../services/storage.js";
import { mapLimit } from "../db/batch.js";
import { catalogueImageKey, type CatalogueItem } from "./catalogue.js";
import { bannerSvg, garmentSvg } from "./garment-svg.js";

export interface ImageStats {
  rendered: number;
  stored: number;
  ms: number;
}

interface RenderJob {
  svg: () => string;
  keys: string[];
}

/**
 * Encoding, not drawing, is the cost here: zlib level 6 (the default) takes half the time of
 * level 9 for about 25% larger files (~30 KiB a picture), which suits a first start.
 */
async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

export function bannerKey(storeLink: string): string {
  return `public/banners/${storeLink}.png`;
}

/**
 * One job per distinct picture: products of the same kind and colour share a rendering, which
 * is stored under each product's own key (so any product's pictures can later be replaced alone).
 */
function planJobs(
  items: readonly CatalogueItem[],
  banners: readonly { link: string; hex: string }[],
): RenderJob[] {
  const jobs = new Map<string, RenderJob>();
  for (const item of items) {
    for (const c of item.colours) {
      for (const side of item.category.sides) {
        const cacheKey = `${item.category.shape}|${c.hex}|${side}`;
        let job = jobs.get(cacheKey);
        if (!job) {
          job = { svg: () => garmentSvg(item.category.shape, c.hex, side), keys: [] };
          jobs.set(cacheKey, job);
        }
        job.keys.push(catalogueImageKey(item.spec.styleId, c.name, side));
      }
    }
  }
  for (const banner of banners)
    jobs.set(`banner|${banner.link}`, { svg: () => bannerSvg(banner.hex), keys: [bannerKey(banner.link)] });
  return [...jobs.values()];
}

/** sharp renders on libuv's pool (4 threads by default); more in flight would only queue. */
const CONCURRENCY = 4;

export async function renderSeedImages(
  storage: Storage,
  items: readonly CatalogueItem[],
  banners: readonly { link: string; hex: string }[],
): Promise<ImageStats> {
  const started = performance.now();
  const jobs = planJobs(items, banners);
  let stored = 0;
  await mapLimit(jobs, CONCURRENCY, async (job) => {
    const png = await renderPng(job.svg());
    for (const key of job.keys) await storage.put(key, png, "image/png");
    stored += job.keys.length;
  });
  return { rendered: jobs.length, stored, ms: Math.round(performance.now() - started) };
}
