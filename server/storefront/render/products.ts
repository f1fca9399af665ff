import { clampProductsPerRow, type ProductsData } from "../../../domain/sections.js";
import { escapeHtml as esc } from "../../services/sanitize/entities.js";
import type { StoreProduct } from "../load.js";
import { href, type RenderContext } from "./context.js";

const HEX = /^#[0-9a-fA-F]{3,8}$/;

/**
 * domain/pricing formatMoney's format (en-US, two decimals) with one formatter: toLocaleString
 * builds a new one per call, which was most of a 100-product page's render time.
 */
const MONEY = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
export const money = (cents: number): string => MONEY.format(cents / 100);

/** The inline background of a swatch, for a stored colour that is a hex value only. */
export function swatchFill(swatch: string | null): string {
  return swatch && HEX.test(swatch) ? ` style="background:${swatch}"` : "";
}

/** A card's colours: drawn dots, each named in text for screen readers (a span takes no label). */
export function swatches(colors: StoreProduct["colors"]): string {
  if (colors.length === 0) return "";
  const items = colors
    .map(
      (c) =>
        `<li title="${esc(c.name)}"><span class="swatch"${swatchFill(c.swatch)}></span><span class="sr">${esc(c.name)}</span></li>`,
    )
    .join("");
  return `<ul class="swatches" aria-label="Colours">${items}</ul>`;
}

/** A gift card's price: its only value, or "From" its lowest when the buyer picks among several. */
export function giftCardPrice(lowest: number, values: number): string {
  return values > 1 ? `From ${money(lowest)}` : money(lowest);
}

/**
 * What a gift-card product shows without a picture of its own, on its card and its page: a
 * drawn card (inline SVG, so it needs no file and no request).
 */
export function giftCardArtwork(name: string): string {
  return (
    `<svg class="gift-art" viewBox="0 0 160 100" role="img" aria-label="${esc(name)}" style="width:100%;height:auto">` +
    `<rect width="160" height="100" rx="10" fill="#1f2937"/>` +
    `<rect x="108" width="12" height="100" fill="#f59e0b"/><rect y="30" width="160" height="12" fill="#f59e0b"/>` +
    `<text x="14" y="84" fill="#ffffff" font-size="15" font-family="system-ui,sans-serif" font-weight="600">Gift card</text></svg>`
  );
}

/**
 * A gift-card product among the products: its own data attribute (its id is not a product id),
 * no colour swatches, linked to /products/{slug}, which serves its page.
 */
function giftCardCard(rc: RenderContext, p: StoreProduct, values: number): string {
  const src = rc.picture(p.photo);
  const picture = src
    ? `<img src="${esc(src)}" alt="${esc(p.name)}" loading="lazy">`
    : giftCardArtwork(p.name);
  return (
    `<li class="card gift-card" data-gift-card-product-id="${p.id}"><a href="${esc(href(rc, `/products/${encodeURIComponent(p.slug)}`))}">` +
    `<div class="ph">${picture}</div><div class="name">${esc(p.name)}</div>` +
    `<div class="price">${esc(giftCardPrice(p.price, values))}</div></a></li>`
  );
}

export function productCard(rc: RenderContext, p: StoreProduct): string {
  if (p.giftCard) return giftCardCard(rc, p, p.giftCard.values);
  const src = rc.picture(p.photo);
  const picture = src ? `<img src="${esc(src)}" alt="${esc(p.name)}" loading="lazy">` : "";
  return (
    `<li class="card" data-product-id="${p.id}"><a href="${esc(href(rc, `/products/${encodeURIComponent(p.slug)}`))}">` +
    `<div class="ph">${picture}</div><div class="name">${esc(p.name)}</div>` +
    `<div class="price">${esc(money(p.price))}</div></a>${swatches(p.colors)}</li>`
  );
}

/** A grid with `perRow` columns on desktop and at most two on a phone. */
export function productGrid(rc: RenderContext, products: readonly StoreProduct[], perRow: number): string {
  const desktop = clampProductsPerRow(perRow);
  const mobile = Math.min(desktop, 2);
  return `<ul class="grid" style="--d:${desktop};--m:${mobile}">${products.map((p) => productCard(rc, p)).join("")}</ul>`;
}

export function productsSection(rc: RenderContext, sectionId: string, d: ProductsData): string {
  const products = rc.products.get(sectionId) ?? [];
  const title = d.title ? `<h2>${esc(d.title)}</h2>` : "";
  const body =
    products.length > 0
      ? productGrid(rc, products, d.row_limit)
      : `<p class="empty">No products to show yet.</p>`;
  const more =
    d.show_all && products.length > 0
      ? `<p class="more"><a class="btn" href="${esc(href(rc, "/products"))}">Show all</a></p>`
      : "";
  return `<div class="wrap">${title}${body}${more}</div>`;
}
