import type { Placement, Rect } from "../../domain/placement";
import { halfExtent } from "./geometry";

/** A guide line drawn while the design snaps: vertical at x, or horizontal at y (picture fractions). */
export interface Guide {
  orientation: "vertical" | "horizontal";
  position: number;
}

/** How close (in picture fractions, about 6 px on a 600 px picture) a line must come to snap. */
export const SNAP_DISTANCE = 0.01;

interface Candidate {
  /** The design's line: its offset from the design's centre. */
  offset: number;
  /** The print area's line it may snap to. */
  target: number;
}

function snapAxis(centre: number, half: number, start: number, size: number, distance: number) {
  const middle = start + size / 2;
  const candidates: Candidate[] = [
    { offset: 0, target: middle },
    { offset: -half, target: start },
    { offset: half, target: start + size },
    { offset: -half, target: middle },
    { offset: half, target: middle },
  ];
  let best: { centre: number; line: number; gap: number } | null = null;
  for (const c of candidates) {
    const gap = Math.abs(centre + c.offset - c.target);
    if (gap <= distance && (best === null || gap < best.gap))
      best = { centre: c.target - c.offset, line: c.target, gap };
  }
  return best;
}

/**
 * Snaps the design's centre or edges to the print area's centre lines and edges when within
 * `distance`, and says which guides to draw. Only moves it: the size is the designer's.
 */
export function snapPlacement(
  area: Rect,
  placement: Placement,
  distance: number = SNAP_DISTANCE,
): { placement: Placement; guides: Guide[] } {
  const half = halfExtent(placement);
  const guides: Guide[] = [];
  let { cx, cy } = placement;
  const x = snapAxis(cx, half.x, area.x, area.width, distance);
  if (x) {
    cx = x.centre;
    guides.push({ orientation: "vertical", position: x.line });
  }
  const y = snapAxis(cy, half.y, area.y, area.height, distance);
  if (y) {
    cy = y.centre;
    guides.push({ orientation: "horizontal", position: y.line });
  }
  return { placement: { ...placement, cx, cy }, guides };
}

/** The design centred in the print area, keeping its size and rotation. */
export function centrePlacement(area: Rect, placement: Placement): Placement {
  return { ...placement, cx: area.x + area.width / 2, cy: area.y + area.height / 2 };
}

/** Arrow keys move by about a pixel of a 600 px picture, ten with Shift. */
export const NUDGE_STEP = 1 / 600;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The placement an arrow key moves to, or null when the key is not an arrow. */
export function nudgePlacement(placement: Placement, key: string, shift: boolean): Placement | null {
  const arrow = ARROWS[key];
  if (!arrow) return null;
  const step = NUDGE_STEP * (shift ? 10 : 1);
  return { ...placement, cx: placement.cx + arrow[0] * step, cy: placement.cy + arrow[1] * step };
}
