import { clampPlacement, printAreaRect, type Placement, type PrintArea } from "../../domain/placement";
import { snapPlacement, type Guide } from "./snapping";

/**
 * What the editor applies while the designer drags: snap to the area's lines, then keep it inside
 * the area (clampPlacement, as the server does before saving). The guides are those still true
 * after clamping, so a guide never shows where the design did not end up.
 */
export function constrainMove(
  area: PrintArea,
  placement: Placement,
): { placement: Placement; guides: Guide[] } {
  const snapped = snapPlacement(printAreaRect(area), placement);
  const clamped = clampPlacement(area, snapped.placement);
  const guides = snapped.guides.filter((g) =>
    g.orientation === "vertical"
      ? Math.abs(clamped.cx - snapped.placement.cx) < 1e-9
      : Math.abs(clamped.cy - snapped.placement.cy) < 1e-9,
  );
  return { placement: clamped, guides };
}

/** Scaling and rotating: no snapping (it would fight the handles), only the area's bounds. */
export function constrainTransform(area: PrintArea, placement: Placement): Placement {
  return clampPlacement(area, placement);
}
