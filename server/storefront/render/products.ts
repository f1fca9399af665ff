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

export function swatches(colors: StoreProduct["colors"]): string {
  if (colors.length === 0) return "";
  const items = colors
    .map((c) => {
      const fill = c.swatch && HEX.test(c.swatch) ? ` style="background:${c.swatch}"` : "";
      return `<li><span class="swatch"${fill} title="${esc(c.name)}" aria-label="${esc(c.name)}"></span></li>`;
    })
    .join("");
  return `<ul class="swatches">${items}</ul>`;
}

export function productCard(rc: RenderContext, p: StoreProduct): string {
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
