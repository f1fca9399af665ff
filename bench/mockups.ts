/**
 * Issue 6 bench bar: mockup rendering throughput for a 2,000 px blank. Renders what a mockup job
 * renders (server/services/mockups): five colours of a t-shirt photo at 2,000 x 2,000 px, a
 * 1,200 px design on the front and the back, each mockup composited, encoded as PNG and stored
 * (LocalStorage in a temp folder). Counted from the first decode to the last file written, so
 * decoding each blank once and sizing each side's design once are part of the figure.
 * Prints `(issue 6) PASS|FAIL ...` and one line `BENCH_MOCKUPS {json}` for scripts/bench.mjs.
 * Run alone: `node --import tsx bench/mockups.ts`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { fitPlacement, type PrintArea } from "../domain/placement.js";
import { garmentSvg } from "../server/demo/garment-svg.js";
import { BlankCache } from "../server/services/mockups/blank-cache.js";
import { composeMockup, prepareDesign, type PreparedDesign } from "../server/services/mockups/render.js";
import { RENDER_CONCURRENCY } from "../server/services/mockups/jobs.js";
import { LocalStorage } from "../server/services/storage.js";

const BLANK_PX = 2000;
const COLOURS = ["#FFFFFF", "#1B1B1B", "#1F3A68", "#B3202A", "#2E6B3A"];
const SIDES = ["front", "back"] as const;
const AREA: PrintArea = { original_side: "front", width_in: 12, height_in: 16 };
const ROUNDS = Number(process.env.BENCH_MOCKUP_ROUNDS ?? 3);
/** The brief's bar: at least 5 mockups per second. */
const BAR_PER_SECOND = 5;

async function blankPhoto(hex: string, side: (typeof SIDES)[number]): Promise<Buffer> {
  return sharp(Buffer.from(garmentSvg("tshirt", hex, side)), { density: (72 * BLANK_PX) / 600 })
    .resize(BLANK_PX, BLANK_PX)
    .png()
    .toBuffer();
}

/** A design with detail (gradient, text-like bars, transparency), not a flat square. */
async function designImage(): Promise<Buffer> {
  const bars = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="100" y="${120 + i * 80}" width="${600 + ((i * 97) % 400)}" height="40" fill="#${(i * 0x151515 + 0x202020).toString(16).slice(0, 6)}"/>`,
  ).join("");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200">` +
    `<defs><radialGradient id="g"><stop offset="0" stop-color="#ffcc00"/><stop offset="1" stop-color="#ff3300" stop-opacity="0"/></radialGradient></defs>` +
    `<circle cx="600" cy="600" r="560" fill="url(#g)"/>${bars}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(os.tmpdir(), "bench-mockups-"));
  try {
    const storage = new LocalStorage(dir);
    for (const hex of COLOURS)
      for (const side of SIDES)
        await storage.put(`blanks/${hex.slice(1)}-${side}.png`, await blankPhoto(hex, side));
    const design = await designImage();
    const placements = {
      front: fitPlacement(AREA, 1200, 1200),
      back: { ...fitPlacement(AREA, 1200, 1200), angle: 12, width: 0.3, height: 0.3 },
    };

    let mockups = 0;
    let bytes = 0;
    const started = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      // A fresh cache per round: every round is a whole job, decodes included.
      const blanks = new BlankCache(storage);
      for (const side of SIDES) {
        let prepared: Promise<PreparedDesign> | null = null;
        // Two at a time, as the job does: PNG encoding is single-threaded per image.
        for (let i = 0; i < COLOURS.length; i += RENDER_CONCURRENCY) {
          await Promise.all(
            COLOURS.slice(i, i + RENDER_CONCURRENCY).map(async (hex) => {
              const blank = await blanks.get(`blanks/${hex.slice(1)}-${side}.png`, hex);
              prepared ??= prepareDesign(design, placements[side], blank.width, blank.height);
              const png = await composeMockup(blank, await prepared);
              await storage.put(`out/${round}-${side}-${hex.slice(1)}.png`, png);
              mockups++;
              bytes += png.length;
            }),
          );
        }
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const perSecond = mockups / seconds;
    const pass = perSecond >= BAR_PER_SECOND;
    console.log(
      `(issue 6) ${pass ? "PASS" : "FAIL"}  mockup rendering, ${BLANK_PX} px blank, >= ${BAR_PER_SECOND}/s: ${perSecond.toFixed(2)} mockups/s (${mockups} in ${seconds.toFixed(2)} s, ${Math.round(bytes / mockups / 1024)} KB each)`,
    );
    const result = {
      name: "mockup rendering, 2,000 px blank (issue 6)",
      blankPx: BLANK_PX,
      mockups,
      seconds: Math.round(seconds * 100) / 100,
      perSecond: Math.round(perSecond * 100) / 100,
      averageKb: Math.round(bytes / mockups / 1024),
      bar: { perSecondAtLeast: BAR_PER_SECOND },
      pass,
    };
    console.log(`BENCH_MOCKUPS ${JSON.stringify(result)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
