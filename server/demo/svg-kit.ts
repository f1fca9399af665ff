import { luminance, mix } from "./colors.js";

export const PICTURE_SIZE = 600;
export const BACKGROUND = "#F1F2F4";

export interface Ink {
  fill: string;
  outline: string;
  detail: string;
  /** A darker tone for insides (hood opening, mug interior, camera bump). */
  deep: string;
}

export function inks(hex: string): Ink {
  // Dark fills get lighter lines (stitching shows lighter on black), light fills darker ones.
  const dark = luminance(hex) < 0.06;
  return {
    fill: hex,
    outline: dark ? mix(hex, "#FFFFFF", 0.28) : mix(hex, "#000000", 0.38),
    detail: dark ? mix(hex, "#FFFFFF", 0.18) : mix(hex, "#000000", 0.22),
    deep: dark ? mix(hex, "#FFFFFF", 0.08) : mix(hex, "#000000", 0.3),
  };
}

/** A filled, outlined piece with the shared soft light-to-shadow overlay. */
export function piece(d: string, ink: Ink, fill = ink.fill): string {
  return (
    `<path d="${d}" fill="${fill}" stroke="${ink.outline}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="url(#shade)"/>`
  );
}

export function line(d: string, ink: Ink, width = 2, dashed = false): string {
  const dash = dashed ? ` stroke-dasharray="6 5"` : "";
  return `<path d="${d}" fill="none" stroke="${ink.detail}" stroke-width="${width}" stroke-linecap="round"${dash}/>`;
}

export function ribs(x1: number, x2: number, y1: number, y2: number, step: number, ink: Ink): string {
  let d = "";
  for (let x = x1 + step; x < x2; x += step) d += `M${x} ${y1 + 3}L${x} ${y2 - 3}`;
  return line(d, ink, 1.5);
}

export function strap(d: string, ink: Ink): string {
  return (
    `<path d="${d}" fill="none" stroke="${ink.outline}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${ink.fill}" stroke-width="16" stroke-linecap="round"/>`
  );
}
