import type { Side } from "./catalogue-categories.js";
import { BACKGROUND, line, piece, ribs, strap, type Ink } from "./svg-kit.js";

export function cap(side: Side, ink: Ink): string {
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

export function beanie(side: Side, ink: Ink): string {
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

export function mug(ink: Ink): string {
  return (
    piece("M392 214C478 214 478 390 392 390L392 358C444 358 444 246 392 246Z", ink) +
    piece("M166 170L166 412C166 446 394 446 394 412L394 170Z", ink) +
    `<ellipse cx="280" cy="170" rx="114" ry="20" fill="${ink.deep}" stroke="${ink.outline}" stroke-width="3"/>` +
    line("M172 176C200 190 360 190 388 176", ink, 1.5)
  );
}

export function tote(side: Side, ink: Ink): string {
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

export function backpack(side: Side, ink: Ink): string {
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

export function apron(side: Side, ink: Ink): string {
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

export function socks(ink: Ink): string {
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

export function phonecase(ink: Ink): string {
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

export function poster(ink: Ink): string {
  return (
    piece("M146 64L454 64L454 536L146 536Z", ink) +
    `<rect x="168" y="86" width="264" height="428" fill="#FAFAF7" stroke="${ink.outline}" stroke-width="1.5"/>` +
    `<rect x="196" y="114" width="208" height="372" fill="#E6E8EC"/>` +
    `<path d="M196 486L272 380L318 430L352 392L404 486Z" fill="#D5D8DE"/>` +
    `<circle cx="356" cy="170" r="22" fill="#D5D8DE"/>`
  );
}
