import { escapeHtml as esc } from "../../services/sanitize/entities.js";
import { ADD_TO_CART_PATH } from "../checkout/cart-form.js";
import type { ProductDetail } from "../load.js";
import {
  stockText,
  type ProductOption,
  type ProductOptions,
  type ProductPicture,
} from "../product-options.js";
import type { RenderContext } from "./context.js";
import { money, swatchFill } from "./products.js";

/**
 * The product page's buying block: a compact gallery (one large picture, the colour's sides as
 * thumbnails), the selected variant's price and stock, colour and size pickers (radio buttons in
 * catalogue order) and Add to cart. PRODUCT_SCRIPT keeps the picture, price, stock and the
 * posted variant in step with the pickers; without scripts a plain option list posts instead.
 */

function sideName(side: string): string {
  return side ? side.charAt(0).toUpperCase() + side.slice(1) : "Picture";
}

function pictureAlt(product: string, colour: string, side: string): string {
  return [product, colour, side ? `${side} view` : ""].filter(Boolean).join(", ");
}

/** The option first offered: the first buyable one in catalogue order, else the first. */
export function defaultOption(o: ProductOptions): ProductOption | undefined {
  const rank = (v: ProductOption) =>
    o.colours.findIndex((c) => c.name === v.color) * 1_000 + o.sizes.indexOf(v.size);
  const ordered = [...o.options].sort((a, b) => rank(a) - rank(b));
  return ordered.find((v) => v.buyable) ?? ordered[0];
}

function gallery(rc: RenderContext, product: ProductDetail, o: ProductOptions, colourIndex: number): string {
  const fallback: ProductPicture[] = product.photos.map((src) => ({ src, side: "" }));
  const sets = (o.colours.length > 0 ? o.colours : [{ name: "", swatch: null, pictures: fallback }]).map(
    (c) => ({ name: c.name, pictures: (c.pictures.length > 0 ? c.pictures : fallback).slice(0, 8) }),
  );
  const first = sets[colourIndex]?.pictures[0];
  const firstSrc = first ? rc.picture(first.src) : null;
  const main = firstSrc
    ? `<img data-main src="${esc(firstSrc)}" alt="${esc(pictureAlt(product.name, sets[colourIndex]?.name ?? "", first?.side ?? ""))}" width="600" height="600">`
    : "";
  const thumbs = sets
    .map((set, ci) => {
      const items = set.pictures
        .map((p, pi) => {
          const src = rc.picture(p.src);
          if (!src) return "";
          const alt = pictureAlt(product.name, set.name, p.side);
          const pressed = ci === colourIndex && pi === 0 ? "true" : "false";
          return (
            `<li><button type="button" class="thumb" data-src="${esc(src)}" data-alt="${esc(alt)}" aria-pressed="${pressed}" aria-label="${esc(`${sideName(p.side)}: ${alt}`)}">` +
            `<img src="${esc(src)}" alt="" loading="lazy" width="64" height="64"></button></li>`
          );
        })
        .join("");
      return `<ul class="thumbset" data-colour="${ci}"${ci === colourIndex ? "" : " hidden"}>${items}</ul>`;
    })
    .join("");
  return `<div class="pgal"><div class="pmain">${main}</div><div class="thumbs">${thumbs}</div></div>`;
}

function hiddenFields(rc: RenderContext, productId: number): string {
  return (
    `<input type="hidden" name="website_id" value="${rc.store.id}">` +
    `<input type="hidden" name="product_id" value="${productId}">` +
    (rc.query
      ? `<input type="hidden" name="preview" value="${esc(decodeURIComponent(rc.query.slice(9)))}">`
      : "")
  );
}

function pickers(o: ProductOptions, chosen: ProductOption | undefined): string {
  const colourIndex = Math.max(
    0,
    o.colours.findIndex((c) => c.name === chosen?.color),
  );
  const named = o.colours.filter((c) => c.name !== "");
  const colours =
    named.length > 0
      ? `<fieldset class="pick"><legend>Colour: <span data-colour-name>${esc(o.colours[colourIndex]?.name ?? "")}</span></legend><div class="picks">` +
        o.colours
          .map(
            (c, ci) =>
              `<label class="swatch-pick" title="${esc(c.name)}"><input type="radio" name="colour" value="${ci}" data-name="${esc(c.name)}"${ci === colourIndex ? " checked" : ""}>` +
              `<span class="swatch"${swatchFill(c.swatch)}></span><span class="sr">${esc(c.name)}</span></label>`,
          )
          .join("") +
        `</div></fieldset>`
      : "";
  const buyableSize = (size: string) =>
    o.options.some((v) => v.color === o.colours[colourIndex]?.name && v.size === size && v.buyable);
  const sizes =
    o.sizes.length > 0
      ? `<fieldset class="pick"><legend>Size</legend><div class="picks">` +
        o.sizes
          .map(
            (s, si) =>
              `<label class="size-pick"><input type="radio" name="size" value="${si}"${s === chosen?.size ? " checked" : ""}${buyableSize(s) ? "" : " disabled"}><span>${esc(s)}</span></label>`,
          )
          .join("") +
        `</div></fieldset>`
      : "";
  return colours + sizes;
}

/** [variant id, colour index, size index, price text, stock text, buyable] per option. */
function optionData(o: ProductOptions): string {
  return JSON.stringify(
    o.options.map((v) => [
      v.id,
      Math.max(
        0,
        o.colours.findIndex((c) => c.name === v.color),
      ),
      o.sizes.indexOf(v.size),
      money(v.price),
      stockText(v, o.minQuantity),
      v.buyable ? 1 : 0,
    ]),
  );
}

/** The plain option list a browser without scripts posts. */
function noScriptOptions(o: ProductOptions, chosen: ProductOption | undefined): string {
  const buyable = o.options.filter((v) => v.buyable);
  const items = buyable
    .map(
      (v) =>
        `<option value="${esc(v.id)}"${v.id === chosen?.id ? " selected" : ""}>${esc([[v.color, v.size].filter(Boolean).join(" / "), money(v.price)].join(" - "))}</option>`,
    )
    .join("");
  return `<noscript><style>.pick{display:none}</style><label>Option<select name="variant_id" required>${items}</select></label></noscript>`;
}

/** Why the store just refused this form's Add to cart (a plain form post sent back here). */
export function addToCartNotice(rc: RenderContext): string {
  return rc.cartNotice ? `<p class="notice bad" role="alert">${esc(rc.cartNotice.message)}</p>` : "";
}

export function productBuyBlock(
  rc: RenderContext,
  product: ProductDetail,
  o: ProductOptions,
  tiers: string,
): { gallery: string; info: string } {
  // A refused Add to cart comes back with the buyer's option still chosen, if it can be bought.
  const refused = rc.cartNotice?.variant_id;
  const chosen = o.options.find((v) => v.buyable && v.id === refused) ?? defaultOption(o);
  const quantity = rc.cartNotice?.quantity ?? o.minQuantity;
  const colourIndex = Math.max(
    0,
    o.colours.findIndex((c) => c.name === chosen?.color),
  );
  const price = chosen ? chosen.price : product.price;
  const soldOut = o.options.length > 0 && !o.options.some((v) => v.buyable);
  const head =
    `<h1>${esc(product.name)}</h1><p class="price" data-price aria-live="polite">${esc(money(price))}</p>` +
    (o.options.length > 0 ? `<p class="stock" data-stock>${esc(stockText(chosen, o.minQuantity))}</p>` : "");
  const variantInput =
    o.options.length > 0
      ? `<input type="hidden" name="variant_id" value="${esc(chosen?.id ?? "")}" data-variant disabled>${noScriptOptions(o, chosen)}`
      : "";
  const form = soldOut
    ? `<p class="notice bad">Sold out</p>`
    : `<form class="add-to-cart" method="post" action="${ADD_TO_CART_PATH}" data-options="${esc(optionData(o))}">` +
      hiddenFields(rc, product.id) +
      pickers(o, chosen) +
      variantInput +
      `<div class="buy"><label>Quantity<input type="number" name="quantity" value="${quantity}" min="${o.minQuantity}" max="999" required></label>` +
      `<button type="submit">Add to cart</button></div>${addToCartNotice(rc)}</form>`;
  return { gallery: gallery(rc, product, o, colourIndex), info: head + form + tiers };
}
