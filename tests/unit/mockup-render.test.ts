import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { clampPlacement, fitPlacement, printAreaRect, type PrintArea } from "../../domain/placement.js";
import {
  composeMockup,
  decodeBlank,
  prepareDesign,
  renderMockup,
  swatchBlank,
} from "../../server/services/mockups/render.js";

const BLANK = { r: 20, g: 60, b: 160 };
const DESIGN = { r: 250, g: 30, b: 30 };

async function solid(width: number, height: number, colour: { r: number; g: number; b: number }) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at(x: number, y: number) {
      const i = (Math.floor(y) * info.width + Math.floor(x)) * 4;
      return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
    },
  };
}

const near = (a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }) =>
  Math.abs(a.r - b.r) < 8 && Math.abs(a.g - b.g) < 8 && Math.abs(a.b - b.b) < 8;

const AREA: PrintArea = { original_side: "front", width_in: 12, height_in: 16 };

describe("renderMockup", () => {
  it("puts the design's colour inside the placement and leaves the blank's colour outside", async () => {
    const blank = await solid(600, 600, BLANK);
    const design = await solid(300, 200, DESIGN);
    const placement = fitPlacement(AREA, 300, 200);
    const png = await renderMockup(blank, design, placement);
    const img = await pixels(png);
    expect([img.width, img.height]).toEqual([600, 600]);
    const cx = placement.cx * 600;
    const cy = placement.cy * 600;
    const hw = (placement.width * 600) / 2;
    const hh = (placement.height * 600) / 2;
    // Inside the box, a few pixels in from each edge, and at the centre.
    for (const [x, y] of [
      [cx, cy],
      [cx - hw + 3, cy - hh + 3],
      [cx + hw - 3, cy + hh - 3],
    ] as const)
      expect(near(img.at(x, y), DESIGN)).toBe(true);
    // Just outside the box on every side, and the picture's corners.
    for (const [x, y] of [
      [cx - hw - 3, cy],
      [cx + hw + 3, cy],
      [cx, cy - hh - 3],
      [cx, cy + hh + 3],
      [2, 2],
      [597, 597],
    ] as const)
      expect(near(img.at(x, y), BLANK)).toBe(true);
  });

  it("scales the placement to the blank's size (a 2,000 px blank gets the same relative box)", async () => {
    const blank = await solid(2000, 2000, BLANK);
    const design = await solid(100, 100, DESIGN);
    const placement = { cx: 0.25, cy: 0.5, width: 0.1, height: 0.1, angle: 0 };
    const img = await pixels(await renderMockup(blank, design, placement));
    expect(near(img.at(500, 1000), DESIGN)).toBe(true);
    expect(near(img.at(500 - 110, 1000), BLANK)).toBe(true);
    expect(near(img.at(500 + 90, 1000 + 90), DESIGN)).toBe(true);
    expect(near(img.at(1000, 1000), BLANK)).toBe(true);
  });

  it("rotates clockwise about the centre, as domain/placement.ts measures angles", async () => {
    const blank = await solid(600, 600, BLANK);
    // A wide bar: rotated 90 degrees it stands upright.
    const design = await solid(400, 40, DESIGN);
    const placement = { cx: 0.5, cy: 0.5, width: 0.5, height: 0.05, angle: 90 };
    const img = await pixels(await renderMockup(blank, design, placement));
    expect(near(img.at(300, 300 - 120), DESIGN)).toBe(true);
    expect(near(img.at(300, 300 + 120), DESIGN)).toBe(true);
    expect(near(img.at(300 - 120, 300), BLANK)).toBe(true);
    expect(near(img.at(300 + 120, 300), BLANK)).toBe(true);
  });

  it("keeps a clamped design inside the print area and clips rather than fails at the picture's edge", async () => {
    const blank = await decodeBlank(await solid(600, 600, BLANK));
    const design = await solid(200, 200, DESIGN);
    const placed = clampPlacement(AREA, { cx: 0.9, cy: 0.9, width: 0.3, height: 0.3, angle: 30 });
    const rect = printAreaRect(AREA);
    const img = await pixels(await composeMockup(blank, await prepareDesign(design, placed, 600, 600)));
    expect(near(img.at(placed.cx * 600, placed.cy * 600), DESIGN)).toBe(true);
    expect(near(img.at((rect.x + rect.width) * 600 + 4, placed.cy * 600), BLANK)).toBe(true);
    // Off the picture: cropped, not an error.
    const edge = await prepareDesign(
      design,
      { cx: 0.99, cy: 0.5, width: 0.2, height: 0.2, angle: 0 },
      600,
      600,
    );
    const clipped = await pixels(await composeMockup(blank, edge));
    expect(near(clipped.at(598, 300), DESIGN)).toBe(true);
  });

  it("keeps the design's transparency: the blank shows through transparent pixels", async () => {
    const blank = await solid(600, 600, BLANK);
    const design = await sharp({
      create: { width: 100, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([{ input: await solid(50, 50, DESIGN), left: 0, top: 0 }])
      .png()
      .toBuffer();
    const img = await pixels(
      await renderMockup(blank, design, { cx: 0.5, cy: 0.5, width: 0.5, height: 0.5, angle: 0 }),
    );
    expect(near(img.at(150 + 30, 150 + 30), DESIGN)).toBe(true);
    expect(near(img.at(450 - 30, 450 - 30), BLANK)).toBe(true);
  });

  it("renders on the swatch colour when a colour has no photo", async () => {
    const blank = await swatchBlank("#143ca0");
    const png = await composeMockup(
      blank,
      await prepareDesign(
        await solid(10, 10, DESIGN),
        { cx: 0.5, cy: 0.5, width: 0.1, height: 0.1, angle: 0 },
        600,
        600,
      ),
    );
    const img = await pixels(png);
    expect(near(img.at(10, 10), BLANK)).toBe(true);
    expect(near(img.at(300, 300), DESIGN)).toBe(true);
  });
});
