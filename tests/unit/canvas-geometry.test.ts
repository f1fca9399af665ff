import { describe, expect, it } from "vitest";
import { constrainMove, constrainTransform } from "../../custom-pages/design-canvas/constrain";
import {
  halfExtent,
  normalizeAngle,
  placementCss,
  placementToPose,
  poseToPlacement,
  rectToPixels,
} from "../../custom-pages/design-canvas/geometry";
import {
  centrePlacement,
  nudgePlacement,
  snapPlacement,
  NUDGE_STEP,
} from "../../custom-pages/design-canvas/snapping";
import { insidePrintArea, printAreaRect, type Placement, type PrintArea } from "../../domain/placement";

const area: PrintArea = {
  original_side: "front",
  width_in: 12,
  height_in: 16,
  box: { x: 0.3, y: 0.2, width: 0.4, height: 0.5 },
};
const rect = printAreaRect(area);
const frame = { width: 600, height: 600 };
const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 9);

describe("canvas <-> placement", () => {
  it("maps a placement to a centre-origin pose and back without loss", () => {
    const p: Placement = { cx: 0.5, cy: 0.45, width: 0.2, height: 0.1, angle: 30 };
    const pose = placementToPose(p, frame, 1000, 500);
    expect(pose).toEqual({ left: 300, top: 270, scaleX: 0.12, scaleY: 0.12, angle: 30 });
    const back = poseToPlacement(pose, frame, 1000, 500);
    for (const k of ["cx", "cy", "width", "height", "angle"] as const) close(back[k], p[k]);
  });

  it("is independent of the canvas size: the same placement on a 300 px canvas", () => {
    const p: Placement = { cx: 0.4, cy: 0.6, width: 0.25, height: 0.25, angle: -45 };
    const small = placementToPose(p, { width: 300, height: 300 }, 800, 800);
    expect(small.left).toBe(120);
    expect(small.top).toBe(180);
    const back = poseToPlacement(small, { width: 300, height: 300 }, 800, 800);
    close(back.width, 0.25);
    close(back.angle, -45);
  });

  it("reads a flipped scale as a positive size and normalises the angle to (-180, 180]", () => {
    const back = poseToPlacement(
      { left: 60, top: 60, scaleX: -0.5, scaleY: 0.5, angle: 350 },
      frame,
      120,
      120,
    );
    close(back.width, 0.1);
    close(back.angle, -10);
    expect(normalizeAngle(540)).toBe(180);
    expect(normalizeAngle(-190)).toBe(170);
  });

  it("draws the print area in canvas pixels and the CSS preview in percent", () => {
    expect(rectToPixels(rect, frame)).toEqual({ x: 180, y: 120, width: 240, height: 300 });
    const css = placementCss({ cx: 0.5, cy: 0.5, width: 0.2, height: 0.1, angle: 15 });
    expect(css).toEqual({
      left: "40.0000%",
      top: "45.0000%",
      width: "20.0000%",
      height: "10.0000%",
      transform: "rotate(15deg)",
    });
  });

  it("measures the rotated extent", () => {
    const h = halfExtent({ cx: 0.5, cy: 0.5, width: 0.2, height: 0.1, angle: 90 });
    close(h.x, 0.05);
    close(h.y, 0.1);
  });
});

describe("snapping and constraints", () => {
  it("snaps the centre to the area's centre lines and reports both guides", () => {
    const p: Placement = { cx: 0.505, cy: 0.446, width: 0.1, height: 0.1, angle: 0 };
    const { placement, guides } = snapPlacement(rect, p);
    close(placement.cx, 0.5);
    close(placement.cy, 0.45);
    expect(guides).toEqual([
      { orientation: "vertical", position: 0.5 },
      { orientation: "horizontal", position: 0.45 },
    ]);
  });

  it("snaps an edge to the area's edge and leaves far-away placements alone", () => {
    const p: Placement = { cx: 0.356, cy: 0.6, width: 0.1, height: 0.1, angle: 0 };
    const snapped = snapPlacement(rect, p);
    close(snapped.placement.cx, 0.35);
    expect(snapped.guides).toEqual([{ orientation: "vertical", position: 0.3 }]);
    const far = snapPlacement(rect, { ...p, cx: 0.42, cy: 0.3 });
    expect(far.guides).toEqual([]);
    expect(far.placement.cx).toBe(0.42);
  });

  it("keeps a dragged design inside the print area and drops guides that clamping undid", () => {
    const moved = constrainMove(area, { cx: 0.95, cy: 0.1, width: 0.1, height: 0.1, angle: 0 });
    expect(insidePrintArea(area, moved.placement)).toBe(true);
    close(moved.placement.cx, 0.65);
    close(moved.placement.cy, 0.25);
  });

  it("shrinks a design scaled or rotated past the area", () => {
    const big = constrainTransform(area, { cx: 0.5, cy: 0.45, width: 0.6, height: 0.3, angle: 0 });
    expect(insidePrintArea(area, big)).toBe(true);
    close(big.width, 0.4);
    const turned = constrainTransform(area, { cx: 0.5, cy: 0.45, width: 0.4, height: 0.2, angle: 45 });
    expect(insidePrintArea(area, turned)).toBe(true);
    expect(turned.angle).toBe(45);
  });

  it("centres in the area and nudges with the arrow keys", () => {
    const p: Placement = { cx: 0.4, cy: 0.3, width: 0.1, height: 0.1, angle: 10 };
    expect(centrePlacement(rect, p)).toEqual({ ...p, cx: 0.5, cy: 0.45 });
    close(nudgePlacement(p, "ArrowRight", false)!.cx, 0.4 + NUDGE_STEP);
    close(nudgePlacement(p, "ArrowUp", true)!.cy, 0.3 - 10 * NUDGE_STEP);
    expect(nudgePlacement(p, "a", false)).toBeNull();
  });
});
