import { luminance, mix } from "./colors.js";
import type { Shape, Side } from "./catalogue-data.js";

export const PICTURE_SIZE = 600;
const BACKGROUND = "#F1F2F4";

interface Ink {
  fill: string;
  outline: string;
  detail: string;
  /** A darker tone for insides (hood opening, mug interior, camera bump). */
  deep: string;
}

function inks(hex: string): Ink {
  // Dark fills get lighter lines (stitching shows lighter on black), light fills darker ones.
  const dark = luminance(hex) < 0.06;
  return {
    fill: hex,
    outline: dark ? mix(hex, "#FFFFFF", 0.28) : mix(hex, "#000000", 0.38),
    detail: dark ? mix(hex, "#FFFFFF", 0.18) : mix(hex, "#000000", 0.22),
    deep: dark ? mix(hex, "#FFFFFF", 0.08) : mix(hex, "#000000", 0.3),
  };
}

/** A filled, outlined piece with the shared soft light-to-shadow overlay. */
function piece(d: string, ink: Ink, fill = ink.fill): string {
  return (
    `<path d="${d}" fill="${fill}" stroke="${ink.outline}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="url(#shade)"/>`
  );
}

function line(d: string, ink: Ink, width = 2, dashed = false): string {
  const dash = dashed ? ` stroke-dasharray="6 5"` : "";
  return `<path d="${d}" fill="none" stroke="${ink.detail}" stroke-width="${width}" stroke-linecap="round"${dash}/>`;
}

function ribs(x1: number, x2: number, y1: number, y2: number, step: number, ink: Ink): string {
  let d = "";
  for (let x = x1 + step; x < x2; x += step) d += `M${x} ${y1 + 3}L${x} ${y2 - 3}`;
  return line(d, ink, 1.5);
}

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

function cap(side: Side, ink: Ink): string {
  const button = (y: number) =>
    `<circle cx="300" cy="${y}" r="10" fill="${ink.fill}" stroke="${ink.outline}" stroke-width="3"/>`;
  if (side === "back") {
    return (
      `<g transform="translate(0 80)">` +
      piece("M148 392C148 196 452 196 452 392Z", ink) +
      line("M300 248L300 330M300 248C240 270 212 320 206 392M300 248C360 270 388 320 394 392", ink, 2, true) +
      piece("M250 392C250 330 350 330 350 392Z", ink, BACKGROUND) +
      piece("M236 350L364 350L364 368L236 368Z", ink, ink.deep) +
      button(244) +
      `</g>`
    );
  }
  return (
    `<g transform="translate(0 40)">` +
    piece("M156 364C150 176 450 176 444 364Z", ink) +
    line("M300 226L300 356M300 226C248 246 224 296 220 362M300 226C352 246 376 296 380 362", ink, 2, true) +
    piece("M142 362C210 340 390 340 458 362C452 420 414 452 300 456C186 452 148 420 142 362Z", ink) +
    line("M164 372C224 356 376 356 436 372", ink, 1.5, true) +
    button(222) +
    `</g>`
  );
}

function beanie(side: Side, ink: Ink): string {
  const dome = "M172 420L172 284C172 128 428 128 428 284L428 420Z";
  const seam = side === "back" ? line("M300 150L300 350", ink, 2, true) : "";
  return (
    `<clipPath id="dome"><path d="${dome}"/></clipPath>` +
    piece(dome, ink) +
    `<g clip-path="url(#dome)">${ribs(172, 428, 120, 350, 16, ink)}</g>` +
    seam +
    piece("M160 340L440 340L440 440L160 440Z", ink) +
    ribs(160, 440, 340, 440, 12, ink)
  );
}

function mug(ink: Ink): string {
  return (
    piece("M392 214C478 214 478 390 392 390L392 358C444 358 444 246 392 246Z", ink) +
    piece("M166 170L166 412C166 446 394 446 394 412L394 170Z", ink) +
    `<ellipse cx="280" cy="170" rx="114" ry="20" fill="${ink.deep}" stroke="${ink.outline}" stroke-width="3"/>` +
    line("M172 176C200 190 360 190 388 176", ink, 1.5)
  );
}

function strap(d: string, ink: Ink): string {
  return (
    `<path d="${d}" fill="none" stroke="${ink.outline}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${ink.fill}" stroke-width="16" stroke-linecap="round"/>`
  );
}

function tote(side: Side, ink: Ink): string {
  const tacks =
    side === "front"
      ? line("M204 240L226 262M226 240L204 262M374 240L396 262M396 240L374 262", ink, 1.5)
      : line("M160 496L440 496", ink, 1.5, true);
  return (
    strap("M215 250C215 96 285 96 285 250", ink) +
    strap("M315 250C315 96 385 96 385 250", ink) +
    piece("M158 232L442 232L456 532L144 532Z", ink) +
    line("M159 262L441 262", ink, 2, true) +
    tacks
  );
}

function backpack(side: Side, ink: Ink): string {
  const shell = piece("M170 210C170 150 430 150 430 210L430 500C430 530 170 530 170 500Z", ink);
  const handle = strap("M268 168C268 118 332 118 332 168", ink);
  if (side === "back") {
    return (
      handle +
      shell +
      piece("M204 200L396 200L396 470L204 470Z", ink, ink.deep) +
      piece("M214 176C214 160 252 160 252 176L248 480C248 496 218 496 218 480Z", ink) +
      piece("M348 176C348 160 386 160 386 176L382 480C382 496 352 496 352 480Z", ink)
    );
  }
  return (
    handle +
    shell +
    line("M186 218C236 184 364 184 414 218", ink, 2.5) +
    piece("M204 330C204 316 396 316 396 330L396 470C396 492 204 492 204 470Z", ink) +
    line("M214 344C250 332 350 332 386 344", ink, 2)
  );
}

function apron(side: Side, ink: Ink): string {
  const pocket =
    side === "front"
      ? piece("M204 360L396 360L396 450L204 450Z", ink) + line("M300 362L300 448", ink, 2, true)
      : "";
  return (
    strap("M236 140C236 58 364 58 364 140", ink) +
    strap("M162 292C124 306 110 340 96 390", ink) +
    strap("M438 292C476 306 490 340 504 390", ink) +
    piece(
      "M230 138L370 138L370 232C380 262 420 272 440 282L440 522L160 522L160 282C180 272 220 262 230 232Z",
      ink,
    ) +
    line("M238 148L362 148", ink, 2, true) +
    pocket
  );
}

function socks(ink: Ink): string {
  return (
    piece(
      "M250 108L350 108L350 360C350 400 372 420 420 440C474 462 472 524 420 526L320 526C270 526 250 500 250 450Z",
      ink,
    ) +
    piece("M250 430C252 486 272 524 322 526L326 470C296 466 280 448 278 422Z", ink, ink.deep) +
    piece("M424 440C474 462 472 524 420 526L404 526C426 500 426 462 404 436Z", ink, ink.deep) +
    piece("M246 100L354 100L354 164L246 164Z", ink) +
    ribs(246, 354, 100, 164, 10, ink)
  );
}

function phonecase(ink: Ink): string {
  const lens = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="13" fill="#1C1C1E" stroke="${ink.outline}" stroke-width="2"/>`;
  return (
    piece(
      "M202 84L398 84C418 84 432 98 432 118L432 484C432 504 418 518 398 518L202 518C182 518 168 504 168 484L168 118C168 98 182 84 202 84Z",
      ink,
    ) +
    piece(
      "M192 108L282 108C290 108 296 114 296 122L296 196C296 204 290 210 282 210L192 210C184 210 178 204 178 196L178 122C178 114 184 108 192 108Z",
      ink,
      ink.deep,
    ) +
    lens(214, 136) +
    lens(260, 136) +
    lens(214, 182) +
    `<circle cx="260" cy="182" r="6" fill="#F5E6A8"/>` +
    piece("M432 180L440 180L440 240L432 240Z", ink)
  );
}

function poster(ink: Ink): string {
  return (
    piece("M146 64L454 64L454 536L146 536Z", ink) +
    `<rect x="168" y="86" width="264" height="428" fill="#FAFAF7" stroke="${ink.outline}" stroke-width="1.5"/>` +
    `<rect x="196" y="114" width="208" height="372" fill="#E6E8EC"/>` +
    `<path d="M196 486L272 380L318 430L352 392L404 486Z" fill="#D5D8DE"/>` +
    `<circle cx="356" cy="170" r="22" fill="#D5D8DE"/>`
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
