import { dirname, posix } from "node:path";
import sharp from "sharp";
import type { Storage } from "../storage.js";
import { isListable } from "../storage.js";

export interface ImageInfo {
  width: number | null;
  height: number | null;
  dpi: number | null;
}

const NO_INFO: ImageInfo = { width: null, height: null, dpi: null };

/** Pixel size and the DPI the file declares (PNG pHYs, JPEG JFIF/EXIF); null where it says none. */
export async function imageInfo(buffer: Buffer): Promise<ImageInfo> {
  try {
    const meta = await sharp(buffer).metadata();
    // EXIF orientation 5-8 swaps the sides as the picture is shown.
    const swap = (meta.orientation ?? 1) >= 5;
    const width = meta.width ?? null;
    const height = meta.height ?? null;
    return {
      width: swap ? height : width,
      height: swap ? width : height,
      dpi: meta.density ? Math.round(meta.density) : null,
    };
  } catch {
    return NO_INFO;
  }
}

/** Thumbnail width the library grid and the dialog show. */
export const THUMB_WIDTH = 300;

/** Cached resized copies live beside the file under .thumbs/<name>/, so deleting the file finds them. */
function thumbDir(path: string): string {
  return posix.join(dirname(path), ".thumbs", posix.basename(path));
}

export function resizedKey(path: string, width: number, height: number | null): string {
  return `${thumbDir(path)}/${width}x${height ?? "auto"}.png`;
}

export function thumbKey(path: string): string {
  return resizedKey(path, THUMB_WIDTH, null);
}

/** A PNG no wider (or taller) than asked, never enlarged; made once and then read from Storage. */
export async function resized(
  storage: Storage,
  path: string,
  width: number,
  height: number | null,
  source?: Buffer,
): Promise<string | null> {
  const key = resizedKey(path, width, height);
  if (await storage.exists(key)) return key;
  const original = source ?? (await storage.get(path));
  if (!original) return null;
  const body = await sharp(original)
    .rotate()
    .resize({ width, height: height ?? undefined, fit: "inside", withoutEnlargement: true })
    .png()
    .toBuffer();
  await storage.put(key, body, "image/png");
  return key;
}

/** Removes every cached resized copy of a file (local storage lists them; others keep the thumb key only). */
export async function deleteResized(storage: Storage, path: string): Promise<void> {
  if (isListable(storage)) {
    for (const entry of await storage.list(thumbDir(path))) {
      if (entry.type === "file") await storage.delete(entry.key);
    }
  } else {
    await storage.delete(thumbKey(path));
  }
}
