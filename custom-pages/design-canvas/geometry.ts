import type { Placement, Rect } from "../../domain/placement";

/**
 * Conversion between the shared placement (fractions of the blank's picture, domain/placement.ts)
 * and what Fabric draws: a centre-origin image object on a canvas the picture fills. Kept free of
 * Fabric so it is tested in node and so the editor and the sharp renderer stay one geometry.
 */

/** The canvas size the picture is drawn at, in CSS pixels. */
export interface Frame {
  width: number;
  height: number;
}

/** A Fabric object's pose with originX/originY "center". */
export interface Pose {
  left: number;
  top: number;
  scaleX: number;
  scaleY: number;
  angle: number;
}

/** Degrees in (-180, 180], the range the server stores. */
export function normalizeAngle(angle: number): number {
  const a = ((angle % 360) + 360) % 360;
  return a > 180 ? a - 360 : a;
}

export function placementToPose(p: Placement, frame: Frame, imageWidth: number, imageHeight: number): Pose {
  return {
    left: p.cx * frame.width,
    top: p.cy * frame.height,
    scaleX: (p.width * frame.width) / imageWidth,
    scaleY: (p.height * frame.height) / imageHeight,
    angle: p.angle,
  };
}

export function poseToPlacement(
  pose: Pose,
  frame: Frame,
  imageWidth: number,
  imageHeight: number,
): Placement {
  return {
    cx: pose.left / frame.width,
    cy: pose.top / frame.height,
    width: (Math.abs(pose.scaleX) * imageWidth) / frame.width,
    height: (Math.abs(pose.scaleY) * imageHeight) / frame.height,
    angle: normalizeAngle(pose.angle),
  };
}

/** A rectangle in picture fractions as canvas pixels. */
export function rectToPixels(rect: Rect, frame: Frame): Rect {
  return {
    x: rect.x * frame.width,
    y: rect.y * frame.height,
    width: rect.width * frame.width,
    height: rect.height * frame.height,
  };
}

/** The canvas size for a picture: `maxWidth` wide, its own aspect (square when unknown). */
export function frameFor(maxWidth: number, pictureWidth?: number, pictureHeight?: number): Frame {
  const aspect = pictureWidth && pictureHeight ? pictureHeight / pictureWidth : 1;
  return { width: Math.round(maxWidth), height: Math.round(maxWidth * aspect) };
}

/** Half the axis-aligned extent of a rotated placement, in picture fractions. */
export function halfExtent(p: Placement): { x: number; y: number } {
  const rad = (p.angle * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  return { x: (p.width * cos + p.height * sin) / 2, y: (p.width * sin + p.height * cos) / 2 };
}

/**
 * The same box drawn with CSS (the colour previews, which need no canvas): left/top/size in
 * percent of the picture and a rotation about the centre.
 */
export function placementCss(p: Placement): {
  left: string;
  top: string;
  width: string;
  height: string;
  transform: string;
} {
  const pct = (v: number) => `${(v * 100).toFixed(4)}%`;
  return {
    left: pct(p.cx - p.width / 2),
    top: pct(p.cy - p.height / 2),
    width: pct(p.width),
    height: pct(p.height),
    transform: `rotate(${p.angle}deg)`,
  };
}
