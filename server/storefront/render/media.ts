import type {
  BannerData,
  ImageGalleryData,
  ImageTextData,
  RedirectTilesData,
} from "../../../domain/sections.js";
import { escapeHtml as esc } from "../../services/sanitize/entities.js";
import { safeUrl, sanitizeHtml } from "../../services/sanitize/html.js";
import type { RenderContext } from "./context.js";

function img(rc: RenderContext, key: string, alt: string, lazy = true): string {
  const src = rc.picture(key);
  if (!src || !safeUrl(src, "image")) return "";
  return `<img src="${esc(src)}" alt="${esc(alt)}"${lazy ? ' loading="lazy"' : ""}>`;
}

function link(target: string, inner: string, newWindow = false): string {
  const url = target ? safeUrl(target, "link") : null;
  if (!url) return inner;
  const blank = newWindow ? ' target="_blank" rel="noopener noreferrer"' : "";
  return `<a href="${esc(url)}"${blank}>${inner}</a>`;
}

const title = (text: string) => (text ? `<h2>${esc(text)}</h2>` : "");

export function banner(rc: RenderContext, d: BannerData): string {
  const picture = link(
    d.website_url,
    img(rc, d.url, d.additional_option || rc.store.name, false),
    d.newWindow,
  );
  const caption = d.additional_option ? `<div class="caption">${esc(d.additional_option)}</div>` : "";
  return d.position === "full" ? picture + caption : `<div class="wrap">${picture}${caption}</div>`;
}

export function imageText(rc: RenderContext, d: ImageTextData): string {
  const image = d.show_image ? `<div class="it-img">${img(rc, d.url, "")}</div>` : "";
  // Sanitised on save; again here for rows written before that rule.
  const text = d.show_text ? `<div class="it-text rich">${sanitizeHtml(d.text)}</div>` : "";
  return `<div class="wrap"><div class="it ${d.position}">${image}${text}</div></div>`;
}

export function redirectTiles(rc: RenderContext, d: RedirectTilesData): string {
  const tiles = d.images
    .filter((t) => t.url || t.title)
    .map((t) => {
      const inner = `${img(rc, t.url, t.title)}${t.title ? `<div class="t">${esc(t.title)}</div>` : ""}`;
      return `<li class="tile">${link(t.redirect_url, inner)}</li>`;
    })
    .join("");
  return `<div class="wrap">${title(d.title)}<ul class="tiles ${d.position}" style="--d:${d.rows};list-style:none;padding:0;margin:0">${tiles}</ul></div>`;
}

export function imageGallery(rc: RenderContext, d: ImageGalleryData): string {
  const pictures = d.images
    .filter((i) => i.url)
    .map((i) => link(i.redirect_url, img(rc, i.url, i.alt)))
    .join("");
  return `<div class="wrap">${title(d.title)}<div class="gallery">${pictures}</div></div>`;
}
