/** Axis arithmetic for the SVG charts: "nice" round ticks and the band layout of the x axis. */

export interface YScale {
  max: number;
  ticks: number[];
}

/** Round steps (1, 2, 5 x 10^n) so the axis reads 0, 50, 100 rather than 0, 43, 86. */
function niceStep(raw: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  const factor = residual > 5 ? 10 : residual > 2 ? 5 : residual > 1 ? 2 : 1;
  return factor * magnitude;
}

/**
 * Ticks from 0 to a round maximum at or above `max`. Counts stay whole numbers (no "0.5 orders");
 * an all-zero series still gets an axis, so an empty period looks empty rather than broken.
 */
export function yScale(max: number, count = 4, integer = true): YScale {
  const top = Number.isFinite(max) && max > 0 ? max : 0;
  let step = top === 0 ? 1 : niceStep(top / count);
  if (integer) step = Math.max(1, Math.ceil(step));
  const niceMax = Math.max(step, Math.ceil(top / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= niceMax + step / 2; value += step) ticks.push(value);
  return { max: niceMax, ticks };
}

/** Every n-th x label is shown, so that labels of roughly `labelWidth` pixels never overlap. */
export function labelEvery(count: number, innerWidth: number, labelWidth: number): number {
  if (count === 0 || innerWidth <= 0) return 1;
  return Math.max(1, Math.ceil((count * labelWidth) / innerWidth));
}

/** Rough text width in px for the 11-12px axis font; SVG text cannot be measured before it is drawn. */
export function textWidth(text: string, charWidth = 6.6): number {
  return text.length * charWidth;
}
