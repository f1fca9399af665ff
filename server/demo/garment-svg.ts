import { apron, backpack, beanie, cap, mug, phonecase, poster, socks, tote } from "./accessory-svg.js";
import type { Shape, Side } from "./catalogue-categories.js";
import { mix } from "./colors.js";
import { BACKGROUND, PICTURE_SIZE, inks, line, piece, ribs, type Ink } from "./svg-kit.js";

// Necklines: the front dips, the back sits high, which is how shoppers tell the sides apart.
const NECK_FRONT = "C255 158 345 158 372 112";
const NECK_BACK = "C262 128 338 128 372 112";

function neckBand(side: Side, ink: Ink): string {
  return side === "front"
    ? line("M236 118C262 170 338 170 364 118", ink, 2.5)
    : line("M238 118C266 138 334 138 362 118", ink, 2.5);
}

function tshirt(side: Side, ink: Ink): string {
  const neck = side === "front" ? NECK_FRONT : NECK_BACK;
  const body = `M228 112${neck}L440 134L530 202L490 284L440 262L440 522L160 522L160 262L110 284L70 202L160 134Z`;
  return (
    piece(body, ink) +
    neckBand(side, ink) +
    line("M517 196L478 277M83 196L122 277", ink, 2, true) +
    line("M162 506L438 506", ink, 2, true)
  );
}

function longSleeveBody(side: Side, width: number): string {
  const neck = side === "front" ? NECK_FRONT : NECK_BACK;
  const l = 300 - width;
  const r = 300 + width;
  return (
    `M228 112${neck}L${r} 136L${r + 58} 178L${r + 104} 462L${r + 58} 478L${r + 6} 266L${r} 522` +
    `L${l} 522L${l - 6} 266L${l - 58} 478L${l - 104} 462L${l - 58} 178L${l} 136Z`
  );
}

function longsleeve(side: Side, ink: Ink): string {
  return (
    piece(longSleeveBody(side, 140), ink) +
    neckBand(side, ink) +
    line("M538 442L494 456M62 442L106 456", ink, 2, true) +
    line("M162 506L438 506", ink, 2, true)
  );
}

function sweatshirt(side: Side, ink: Ink): string {
  return (
    piece(longSleeveBody(side, 146), ink) +
    neckBand(side, ink) +
    line("M154 492L446 492", ink, 2.5) +
    ribs(154, 446, 492, 522, 12, ink) +
    line("M542 438L500 452M58 438L100 452", ink, 2.5)
  );
}

function hoodie(side: Side, ink: Ink): string {
  const base =
    piece(longSleeveBody("back", 146), ink) +
    line("M154 492L446 492", ink, 2.5) +
    ribs(154, 446, 492, 522, 12, ink);
  const cuffs = line("M542 438L500 452M58 438L100 452", ink, 2.5);
  if (side === "back") {
    // Seen from behind, the hood lies flat over the upper back.
    return (
      base +
      cuffs +
      piece("M222 120C200 30 400 30 378 120C366 200 234 200 222 120Z", ink) +
      line("M300 44L300 190", ink, 2, true)
    );
  }
  return (
    base +
    cuffs +
    piece("M204 136C186 34 414 34 396 136L344 206L256 206Z", ink) +
    piece("M240 126C246 72 354 72 360 126L318 198C308 206 292 206 282 198Z", ink, ink.deep) +
    line("M282 200L274 276M318 200L326 276", ink, 3) +
    piece("M212 392L388 392L424 486L176 486Z", ink) +
    line("M226 404L374 404", ink, 1.5, true)
  );
}

function tank(side: Side, ink: Ink): string {
  const neck = side === "front" ? "C262 178 338 178 360 100" : "C266 136 334 136 360 100";
  const body = `M240 100${neck}L392 100C394 186 426 222 444 236L444 522L156 522L156 236C174 222 206 186 208 100Z`;
  return piece(body, ink) + line("M162 506L438 506", ink, 2, true);
}

function polo(side: Side, ink: Ink): string {
  const body = `M228 112${NECK_BACK}L440 134L530 202L490 284L440 262L440 522L160 522L160 262L110 284L70 202L160 134Z`;
  const hems = line("M517 196L478 277M83 196L122 277", ink, 2, true) + line("M162 506L438 506", ink, 2, true);
  if (side === "back") {
    return (
      piece(body, ink) + hems + piece("M226 112C262 92 338 92 374 112L372 130C338 112 262 112 228 130Z", ink)
    );
  }
  return (
    piece(body, ink) +
    hems +
    piece("M286 132L314 132L314 258L286 258Z", ink) +
    [184, 212, 240].map((y) => `<circle cx="300" cy="${y}" r="4.5" fill="${ink.detail}"/>`).join("") +
    piece("M224 108L300 142L270 196L220 130Z", ink) +
    piece("M376 108L300 142L330 196L380 130Z", ink)
  );
}

function drawShape(shape: Shape, side: Side, ink: Ink): string {
  switch (shape) {
    case "tshirt":
      return tshirt(side, ink);
    case "longsleeve":
      return longsleeve(side, ink);
    case "sweatshirt":
      return sweatshirt(side, ink);
    case "hoodie":
      return hoodie(side, ink);
    case "tank":
      return tank(side, ink);
    case "polo":
      return polo(side, ink);
    case "cap":
      return cap(side, ink);
    case "beanie":
      return beanie(side, ink);
    case "mug":
      return mug(ink);
    case "tote":
      return tote(side, ink);
    case "backpack":
      return backpack(side, ink);
    case "apron":
      return apron(side, ink);
    case "socks":
      return socks(ink);
    case "phonecase":
      return phonecase(ink);
    case "poster":
      return poster(ink);
  }
}

const DEFS =
  `<defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="1">` +
  `<stop offset="0" stop-color="#FFFFFF" stop-opacity="0.16"/>` +
  `<stop offset="0.5" stop-color="#FFFFFF" stop-opacity="0"/>` +
  `<stop offset="1" stop-color="#000000" stop-opacity="0.14"/>` +
  `</linearGradient></defs>`;

/**
 * A flat catalogue picture of a blank product in one colour. No print area is drawn: the design
 * editor overlays its own from print_areas.
 */
export function garmentSvg(shape: Shape, hex: string, side: Side): string {
  const size = PICTURE_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600">` +
    DEFS +
    `<rect width="600" height="600" fill="${BACKGROUND}"/>` +
    `<ellipse cx="300" cy="548" rx="190" ry="14" fill="#000000" opacity="0.07"/>` +
    drawShape(shape, side, inks(hex)) +
    `</svg>`
  );
}

/** A wide hero picture for a store's home-page banner section. */
export function bannerSvg(hex: string, width = 1600, height = 500): string {
  const light = mix(hex, "#FFFFFF", 0.25);
  const dark = mix(hex, "#000000", 0.35);
  const ink = inks("#FFFFFF");
  const shirts = [260, 800, 1340]
    .map(
      (x, i) =>
        `<g transform="translate(${x - 180} ${90 + (i % 2) * 20}) scale(0.6)" opacity="0.22">${tshirt("front", ink)}</g>`,
    )
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="${width * 0.85}" cy="${height * 0.1}" r="${height * 0.6}" fill="#FFFFFF" opacity="0.08"/>` +
    `<circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.45}" fill="#000000" opacity="0.08"/>` +
    shirts +
    `</svg>`
  );
}
