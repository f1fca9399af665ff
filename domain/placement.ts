/**
 * Where a design sits on a blank (the spec's production_photos[].projectConfig). The design
 * editor (Fabric, in the browser) and the mockup renderer (sharp, on the server) both read this
 * file, so what the designer sees is what the generated mockups show. No I/O here.
 *
 * Every coordinate is a fraction of the blank's picture (0..1, origin top left), so a placement
 * stays valid whatever size the picture is drawn or rendered at.
 */

/** A print area as the supplier describes it (supplier product `print_areas`). */
export interface PrintArea {
  original_side: string;
  width_in: number;
  height_in: number;
  /** Where the area sits on the side's picture; absent for older supplier rows (see `printAreaRect`). */
  box?: Rect;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The design's box: its centre, its size, and its rotation in degrees clockwise about the centre. */
export interface Placement {
  cx: number;
  cy: number;
  width: number;
  height: number;
  angle: number;
}

/** The spec's DPI warning threshold: below this a print comes out blurred. */
export const MIN_PRINT_DPI = 150;

/**
 * The print area on the picture. Supplier rows without a `box` get the usual chest area: centred,
 * starting at 22% of the height, as large as fits 44% x 50% of the picture at the area's aspect.
 */
export function printAreaRect(area: PrintArea): Rect {
  if (area.box) return area.box;
  const maxWidth = 0.44;
  const maxHeight = 0.5;
  const aspect = area.width_in / area.height_in;
  const width = Math.min(maxWidth, maxHeight * aspect);
  const height = width / aspect;
  return { x: (1 - width) / 2, y: 0.22, width, height };
}

/**
 * A new design fills the print area's width (or height, whichever binds first) at its own aspect
 * ratio, centred: what the designer sees after choosing a file.
 */
export function fitPlacement(area: PrintArea, designWidthPx: number, designHeightPx: number): Placement {
  const rect = printAreaRect(area);
  const aspect = designWidthPx / designHeightPx;
  const width = Math.min(rect.width, rect.height * aspect);
  return {
    cx: rect.x + rect.width / 2,
    cy: rect.y + rect.height / 2,
    width,
    height: width / aspect,
    angle: 0,
  };
}

/** The design's printed size in inches, from its share of the print area. */
export function printSizeInches(area: PrintArea, placement: Placement): { width: number; height: number } {
  const rect = printAreaRect(area);
  return {
    width: (placement.width / rect.width) * area.width_in,
    height: (placement.height / rect.height) * area.height_in,
  };
}

/** Dots per inch the design's pixels give at its printed size (the lower of the two axes). */
export function printDpi(
  area: PrintArea,
  placement: Placement,
  designWidthPx: number,
  designHeightPx: number,
): number {
  const size = printSizeInches(area, placement);
  return Math.floor(Math.min(designWidthPx / size.width, designHeightPx / size.height));
}

/** The placement's corners after rotation, in picture fractions. */
function corners(placement: Placement): Array<{ x: number; y: number }> {
  const rad = (placement.angle * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const hw = placement.width / 2;
  const hh = placement.height / 2;
  return [
    [-hw, -hh],
    [hw, -hh],
    [hw, hh],
    [-hw, hh],
  ].map(([dx = 0, dy = 0]) => ({
    x: placement.cx + dx * cos - dy * sin,
    y: placement.cy + dx * sin + dy * cos,
  }));
}

/** True when the whole (rotated) design lies inside the print area, with a hair of tolerance. */
export function insidePrintArea(area: PrintArea, placement: Placement): boolean {
  const rect = printAreaRect(area);
  const epsilon = 1e-6;
  return corners(placement).every(
    (p) =>
      p.x >= rect.x - epsilon &&
      p.y >= rect.y - epsilon &&
      p.x <= rect.x + rect.width + epsilon &&
      p.y <= rect.y + rect.height + epsilon,
  );
}

/**
 * Moves and, if needed, shrinks a placement so it lies inside the print area: the editor calls it
 * after every drag, scale and rotation, the server before saving, so nothing prints off the area.
 */
export function clampPlacement(area: PrintArea, placement: Placement): Placement {
  const rect = printAreaRect(area);
  const pts = corners(placement);
  const spanX = Math.max(...pts.map((p) => p.x)) - Math.min(...pts.map((p) => p.x));
  const spanY = Math.max(...pts.map((p) => p.y)) - Math.min(...pts.map((p) => p.y));
  const scale = Math.min(1, rect.width / spanX, rect.height / spanY);
  const halfX = (spanX * scale) / 2;
  const halfY = (spanY * scale) / 2;
  const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
  return {
    cx: clamp(placement.cx, rect.x + halfX, rect.x + rect.width - halfX),
    cy: clamp(placement.cy, rect.y + halfY, rect.y + rect.height - halfY),
    width: placement.width * scale,
    height: placement.height * scale,
    angle: placement.angle,
  };
}

/**
 * The print area a library file is rated against: a shirt's full front (12 x 16 in), the largest
 * area most products print. A file's DPI is what its pixels give printed as large as fits it.
 */
export const STANDARD_PRINT_AREA: PrintArea = { original_side: "front", width_in: 12, height_in: 16 };

/**
 * Dots per inch of artwork `widthPx` x `heightPx` printed as large as fits `area` at its own
 * aspect ratio. The density a file declares in its metadata (often 72) plays no part: only the
 * pixels against the printed inches do.
 */
export function artworkDpi(widthPx: number, heightPx: number, area: PrintArea = STANDARD_PRINT_AREA): number {
  return Math.floor(Math.max(widthPx / area.width_in, heightPx / area.height_in));
}
