import { dirname, posix } from "node:path";
import sharp, { type Sharp } from "sharp";
import { invalid } from "../../../domain/errors.js";
import { LIBRARY_MSG } from "../../../domain/messages.js";
import { artworkDpi } from "../../../domain/placement.js";
import type { Storage } from "../storage.js";
import { isListable } from "../storage.js";

export interface ImageInfo {
  width: number | null;
  height: number | null;
  dpi: number | null;
}

const NO_INFO: ImageInfo = { width: null, height: null, dpi: null };

/**
 * The most pixels a picture may have (16383 x 16383, sharp's own ceiling, stated once). A few
 * bytes of header can declare a picture that would take gigabytes to decode, so the declared
 * size is checked before anything decodes it.
 */
export const MAX_IMAGE_PIXELS = 16383 * 16383;

/** Every decode of a picture goes through here, with the pixel ceiling. */
export function openImage(buffer: Buffer): Sharp {
  return sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS });
}

/** What an uploaded picture's header says: its format and pixel size, with the DPI they give. */
export interface UploadedImage extends ImageInfo {
  format: string;
}

/**
 * Reads an uploaded picture's header: every image upload goes through here. A file that is no
 * readable picture (answered `unreadable`), or that declares more than MAX_IMAGE_PIXELS pixels,
 * is refused (422 on `field`) before it is decoded or stored.
 */
export async function readImage(
  buffer: Buffer,
  name: string,
  field: string,
  unreadable: string = LIBRARY_MSG.damaged(name),
): Promise<UploadedImage> {
  const meta = await sharp(buffer, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !meta.width || !meta.height) throw invalid({ [field]: unreadable });
  if (meta.width * meta.height > MAX_IMAGE_PIXELS)
    throw invalid({ [field]: IMAGE_MSG.tooManyPixels(name, meta.width, meta.height) });
  return { format: meta.format, ...infoOf(meta) };
}

/**
 * Decodes an uploaded picture through `convert`; a picture whose header reads but whose data
 * does not decode is refused (422 on `field`), not answered with a 500.
 */
export async function convertImage(
  buffer: Buffer,
  name: string,
  field: string,
  convert: (image: Sharp) => Sharp,
): Promise<Buffer> {
  await readImage(buffer, name, field);
  try {
    return await convert(openImage(buffer)).toBuffer();
  } catch {
    throw invalid({ [field]: LIBRARY_MSG.damaged(name) });
  }
}

export const IMAGE_MSG = {
  tooManyPixels: (name: string, width: number, height: number) =>
    `${name} is ${width} x ${height} pixels. Pictures may be at most ${Math.round(MAX_IMAGE_PIXELS / 1e6)} megapixels.`,
} as const;

function infoOf(meta: { width?: number; height?: number; orientation?: number }): ImageInfo {
  // EXIF orientation 5-8 swaps the sides as the picture is shown.
  const swap = (meta.orientation ?? 1) >= 5;
  const width = meta.width ?? null;
  const height = meta.height ?? null;
  return {
    width: swap ? height : width,
    height: swap ? width : height,
    dpi: pictureDpi(width, height),
  };
}

/**
 * A picture's DPI: its pixels printed as large as fits the standard print area. The density the
 * file declares (PNG pHYs, JPEG JFIF/EXIF, often 72) says nothing about how it prints.
 */
export function pictureDpi(width: number | null, height: number | null): number | null {
  return width && height ? artworkDpi(width, height) : null;
}

/** Pixel size as shown (EXIF orientation applied) and the DPI it gives; nulls for no picture. */
export async function imageInfo(buffer: Buffer): Promise<ImageInfo> {
  try {
    return infoOf(await sharp(buffer, { limitInputPixels: false }).metadata());
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
  const body = await openImage(original)
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
