import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CATEGORIES, type Shape } from "../../server/demo/catalogue-categories.js";
import { luminance, mix } from "../../server/demo/colors.js";
import { bannerSvg, garmentSvg } from "../../server/demo/garment-svg.js";

const SHAPES = [...new Set(Object.values(CATEGORIES).map((c) => c.shape))] as Shape[];

describe("garment pictures", () => {
  it("has a drawing for every category", () => {
    expect(SHAPES.length).toBeGreaterThanOrEqual(15);
  });

  it("renders every shape and side as a 600x600 picture in the garment colour", async () => {
    for (const shape of SHAPES) {
      for (const side of ["front", "back"] as const) {
        const svg = garmentSvg(shape, "#C8102E", side);
        expect(svg).toContain('fill="#C8102E"');
        // The editor draws the print area itself; the picture must not carry one.
        expect(svg).not.toMatch(/<rect[^>]*stroke-dasharray/);
        const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
        expect([info.width, info.height], `${shape} ${side}`).toEqual([600, 600]);
        // The product, not the grey background, fills a good part of the picture.
        let covered = 0;
        for (let i = 0; i < data.length; i += info.channels) {
          if (data[i] !== 241 || data[i + 1] !== 242 || data[i + 2] !== 244) covered++;
        }
        expect(covered / (600 * 600), `${shape} ${side}`).toBeGreaterThan(0.1);
      }
    }
  });

  it("tells front and back apart where a product has two sides", () => {
    for (const shape of ["tshirt", "hoodie", "polo", "cap", "tote", "backpack", "apron"] as const) {
      expect(garmentSvg(shape, "#111111", "front"), shape).not.toBe(garmentSvg(shape, "#111111", "back"));
    }
  });

  it("renders a wide store banner", async () => {
    const meta = await sharp(Buffer.from(bannerSvg("#2251A4"))).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 500]);
  });

  it("mixes colours and measures luminance", () => {
    expect(mix("#000000", "#FFFFFF", 0.5)).toBe("#808080");
    expect(luminance("#FFFFFF")).toBeCloseTo(1);
    expect(luminance("#111111")).toBeLessThan(0.06);
  });
});
