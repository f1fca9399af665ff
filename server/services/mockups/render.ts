import sharp, { type Sharp } from "sharp";
import type { Placement } from "../../../domain/placement.js";

/**
 * The mockup renderer: a design composited onto a blank's colour photo at a placement, with the
 * geometry of domain/placement.ts (fractions of the picture, centre, size, clockwise angle), so
 * the PNG shows what the design editor showed. Blanks and prepared designs are raw RGBA pixels:
 * a job decodes each blank once and sizes and rotates each side's design once, then only
 * composites and encodes per mockup.
 */

/** Decoded pixels: what every step after the first decode works on. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

/** A design sized and rotated for one picture size, and where its top left corner lands. */
export interface PreparedDesign extends RawImage {
  left: number;
  top: number;
}

/**
 * PNG settings for mockups: a low zlib level with no adaptive filtering encodes a 2,000 px photo
 * several times faster than the default, for files roughly a third larger.
 */
const PNG_OPTIONS = { compressionLevel: 3, adaptiveFiltering: false } as const;

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

async function toRaw(image: Sharp): Promise<RawImage> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Decodes a blank photo (any format sharp reads) to RGBA pixels. */
export function decodeBlank(photo: Buffer): Promise<RawImage> {
  return toRaw(sharp(photo));
}

/**
 * A plain picture in the colour's swatch: the blank for a colour whose supplier photo is missing,
 * so a product is never published without a mockup because one supplier picture failed to load.
 */
export function swatchBlank(hex: string, size = 600): Promise<RawImage> {
  return toRaw(sharp({ create: { width: size, height: size, channels: 4, background: hex } }));
}

/**
 * Sizes the design to the placement's box on a picture of the given size and rotates it about
 * its centre. The rotated image is the box's bounding box, so its centre is the placement's.
 */
export async function prepareDesign(
  design: Buffer,
  placement: Placement,
  pictureWidth: number,
  pictureHeight: number,
): Promise<PreparedDesign> {
  const width = Math.max(1, Math.round(placement.width * pictureWidth));
  const height = Math.max(1, Math.round(placement.height * pictureHeight));
  // Two pipelines: in one, sharp would rotate before resizing and distort the rotated box.
  const sized = await sharp(design).ensureAlpha().resize(width, height, { fit: "fill" }).raw().toBuffer();
  const angle = ((placement.angle % 360) + 360) % 360;
  const rotated =
    angle === 0
      ? { data: sized, width, height }
      : await toRaw(
          sharp(sized, { raw: { width, height, channels: 4 } }).rotate(angle, { background: TRANSPARENT }),
        );
  return {
    ...rotated,
    left: Math.round(placement.cx * pictureWidth - rotated.width / 2),
    top: Math.round(placement.cy * pictureHeight - rotated.height / 2),
  };
}

/**
 * The part of a prepared design that lies on the picture: composite refuses overlays reaching
 * past the edges, and rounding can push a design placed flush with the edge one pixel out.
 */
async function onPicture(design: PreparedDesign, picture: RawImage): Promise<PreparedDesign | null> {
  const left = Math.max(0, design.left);
  const top = Math.max(0, design.top);
  const right = Math.min(picture.width, design.left + design.width);
  const bottom = Math.min(picture.height, design.top + design.height);
  if (right <= left || bottom <= top) return null;
  if (
    left === design.left &&
    top === design.top &&
    right - left === design.width &&
    bottom - top === design.height
  )
    return design;
  const cropped = await toRaw(
    sharp(design.data, { raw: { width: design.width, height: design.height, channels: 4 } }).extract({
      left: left - design.left,
      top: top - design.top,
      width: right - left,
      height: bottom - top,
    }),
  );
  return { ...cropped, left, top };
}

/** One mockup PNG: the prepared design over the decoded blank. */
export async function composeMockup(blank: RawImage, design: PreparedDesign): Promise<Buffer> {
  const base = sharp(blank.data, { raw: { width: blank.width, height: blank.height, channels: 4 } });
  const visible = await onPicture(design, blank);
  const composed = visible
    ? base.composite([
        {
          input: visible.data,
          raw: { width: visible.width, height: visible.height, channels: 4 },
          left: visible.left,
          top: visible.top,
        },
      ])
    : base;
  return composed.png(PNG_OPTIONS).toBuffer();
}

/** Everything in one call, for a single mockup (tests, one-off renders). */
export async function renderMockup(
  blankPhoto: Buffer,
  design: Buffer,
  placement: Placement,
): Promise<Buffer> {
  const blank = await decodeBlank(blankPhoto);
  return composeMockup(blank, await prepareDesign(design, placement, blank.width, blank.height));
}
