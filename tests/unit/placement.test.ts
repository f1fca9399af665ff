import { describe, expect, it } from "vitest";
import {
  clampPlacement,
  fitPlacement,
  insidePrintArea,
  MIN_PRINT_DPI,
  printAreaRect,
  printDpi,
  printSizeInches,
  type PrintArea,
} from "../../domain/placement.js";
import { CATEGORIES } from "../../server/demo/catalogue-categories.js";

const SHIRT: PrintArea = { original_side: "front", width_in: 12, height_in: 16 };

/** A small deterministic generator: the same cases on every run. */
function lcg(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

describe("domain/placement", () => {
  it("gives a supplier row without a box the usual centred chest area, at the area's aspect", () => {
    const rect = printAreaRect(SHIRT);
    expect(rect.x + rect.width / 2).toBeCloseTo(0.5);
    expect(rect.y).toBeCloseTo(0.22);
    expect(rect.width / rect.height).toBeCloseTo(12 / 16);
  });

  it("every seeded print area has a box on the picture with the area's proportions", () => {
    for (const category of Object.values(CATEGORIES)) {
      for (const area of category.printAreas) {
        const box = area.box!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(1);
        expect(box.y + box.height).toBeLessThanOrEqual(1);
        expect(box.width / box.height).toBeCloseTo(area.width_in / area.height_in, 1);
        expect(printAreaRect(area)).toEqual(box);
      }
    }
  });

  it("fits a new design inside the area, centred, at its own aspect", () => {
    for (const category of Object.values(CATEGORIES)) {
      for (const area of category.printAreas) {
        for (const [w, h] of [
          [1000, 1000],
          [3000, 500],
          [400, 2400],
        ] as const) {
          const p = fitPlacement(area, w, h);
          expect(insidePrintArea(area, p)).toBe(true);
          expect(p.width / p.height).toBeCloseTo(w / h);
          const rect = printAreaRect(area);
          expect(p.cx).toBeCloseTo(rect.x + rect.width / 2);
          // One side touches the area's edge: as large as fits.
          expect(Math.max(p.width / rect.width, p.height / rect.height)).toBeCloseTo(1);
        }
      }
    }
  });

  it("clamps any placement, rotated or not, into the area and never grows it", () => {
    const random = lcg(42);
    const area = CATEGORIES["T-Shirts"]!.printAreas[0]!;
    for (let i = 0; i < 500; i++) {
      const placement = {
        cx: random() * 1.4 - 0.2,
        cy: random() * 1.4 - 0.2,
        width: random() * 0.8 + 0.01,
        height: random() * 0.8 + 0.01,
        angle: random() * 720 - 360,
      };
      const clamped = clampPlacement(area, placement);
      expect(insidePrintArea(area, clamped)).toBe(true);
      expect(clamped.width).toBeLessThanOrEqual(placement.width + 1e-12);
      expect(clamped.width / clamped.height).toBeCloseTo(placement.width / placement.height);
      expect(clamped.angle).toBe(placement.angle);
    }
  });

  it("leaves a placement already inside the area untouched", () => {
    const p = { cx: 0.5, cy: 0.4, width: 0.1, height: 0.1, angle: 30 };
    expect(clampPlacement(SHIRT, p)).toEqual(p);
  });

  it("measures the printed size and DPI from the design's share of the area", () => {
    const rect = printAreaRect(SHIRT);
    const half = { cx: 0.5, cy: 0.4, width: rect.width / 2, height: rect.height / 2, angle: 0 };
    expect(printSizeInches(SHIRT, half).width).toBeCloseTo(6);
    expect(printSizeInches(SHIRT, half).height).toBeCloseTo(8);
    // 1,200 px over 6 in is 200 DPI; 600 px is 100 DPI, below the warning threshold.
    expect(printDpi(SHIRT, half, 1200, 1600)).toBe(200);
    expect(printDpi(SHIRT, half, 600, 800)).toBeLessThan(MIN_PRINT_DPI);
  });
});
