import { escapeHtml as esc } from "../../services/sanitize/entities.js";
import { htmlToText, safeUrl, sanitizeHtml } from "../../services/sanitize/html.js";
import { str, type Post } from "../content.js";
import type { PageRow, StoreProduct } from "../load.js";
import { href, type RenderContext } from "./context.js";
import { productGrid } from "./products.js";

/**
 * Bodies of the content pages: blog and news posts and their lists, the FAQ, galleries and
 * collections. Plain text is escaped, rich text sanitised again (it was on save), pictures and
 * links pass safeUrl, so a stored payload written around the API still cannot run.
 */

const DATE = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});
const day = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isFinite(t)
    ? `<time datetime="${esc(new Date(t).toISOString())}">${esc(DATE.format(t))}</time>`
    : "";
};

export function picture(rc: RenderContext, key: string, alt: string, lazy = true): string {
  const src = rc.picture(key);
  if (!src || !safeUrl(src, "image")) return "";
  return `<img src="${esc(src)}" alt="${esc(alt)}"${lazy ? ' loading="lazy"' : ""}>`;
}

export const rich = (html: string) => (html ? `<div class="rich">${sanitizeHtml(html)}</div>` : "");

export function postArticle(rc: RenderContext, post: Post): string {
  const back = `<p class="crumb"><a href="${esc(href(rc, `/${post.type === "news" ? "news" : "blog"}`))}">${post.type === "news" ? "News" : "Blog"}</a></p>`;
  return (
    `<div class="wrap"><article class="post s">${back}<h1>${esc(post.name)}</h1><p class="meta">${day(post.published_at)}</p>` +
    `${picture(rc, post.image, post.name, false)}${rich(post.content)}</article></div>`
  );
}

export function postList(rc: RenderContext, title: string, posts: readonly Post[], pager: string): string {
  const items = posts
    .map((p) => {
      const url = href(rc, `/${encodeURIComponent(p.slug)}`);
      const summary = p.excerpt || htmlToText(p.content).slice(0, 240);
      return (
        `<li class="post-card"><a href="${esc(url)}">${picture(rc, p.image, p.name)}` +
        `<h2>${esc(p.name)}</h2></a><p class="meta">${day(p.published_at)}</p>` +
        (summary ? `<p>${esc(summary)}</p>` : "") +
        `</li>`
      );
    })
    .join("");
  const body = items ? `<ul class="posts">${items}</ul>${pager}` : `<p class="empty">Nothing here yet.</p>`;
  return `<section class="s"><div class="wrap"><h1>${esc(title)}</h1>${body}</div></section>`;
}

/** FAQ items as native disclosure widgets: readable and usable without any script. */
export function faqList(faqs: readonly PageRow[], title = "Frequently asked questions"): string {
  const items = faqs
    .map(
      (f) =>
        `<details class="faq" id="faq-${f.id}"><summary>${esc(f.name)}</summary>${rich(str(f.data.content))}</details>`,
    )
    .join("");
  return `<section class="s"><div class="wrap"><h1>${esc(title)}</h1>${items || `<p class="empty">Nothing here yet.</p>`}</div></section>`;
}

function galleryImages(rc: RenderContext, raw: unknown): string {
  if (!Array.isArray(raw)) return "";
  return raw
    .map((item: unknown) => {
      if (typeof item !== "object" || item === null) return "";
      const image = item as Record<string, unknown>;
      const img = picture(rc, str(image.url, 2000), str(image.alt, 200));
      if (!img) return "";
      const caption = str(image.caption, 300);
      return `<figure>${img}${caption ? `<figcaption>${esc(caption)}</figcaption>` : ""}</figure>`;
    })
    .join("");
}

export function galleryBody(rc: RenderContext, gallery: PageRow, heading: "h1" | "h2" = "h1"): string {
  const images = galleryImages(rc, gallery.data.images);
  return (
    `<section class="s"><div class="wrap"><${heading}>${esc(gallery.name)}</${heading}>` +
    `${images ? `<div class="gallery">${images}</div>` : `<p class="empty">Nothing here yet.</p>`}</div></section>`
  );
}

export function galleryList(rc: RenderContext, galleries: readonly PageRow[]): string {
  if (galleries.length === 0) return `<div class="wrap empty">Nothing here yet.</div>`;
  return `<div class="wrap"><h1 class="page-title">Gallery</h1></div>${galleries.map((g) => galleryBody(rc, g, "h2")).join("")}`;
}

export function collectionBody(
  rc: RenderContext,
  collection: PageRow,
  products: readonly StoreProduct[],
): string {
  const grid =
    products.length > 0 ? productGrid(rc, products, 4) : `<p class="empty">No products to show yet.</p>`;
  return (
    `<section class="s"><div class="wrap"><h1>${esc(collection.name)}</h1>` +
    `${picture(rc, str(collection.data.image, 2000), collection.name, false)}${rich(str(collection.data.content))}${grid}</div></section>`
  );
}

export function collectionList(rc: RenderContext, collections: readonly PageRow[]): string {
  const items = collections
    .map(
      (c) =>
        `<li class="tile"><a href="${esc(href(rc, `/${encodeURIComponent(c.slug)}`))}">${picture(rc, str(c.data.image, 2000), c.name)}<div class="t">${esc(c.name)}</div></a></li>`,
    )
    .join("");
  return `<section class="s"><div class="wrap"><h1>Collections</h1>${items ? `<ul class="tiles" style="--d:3;list-style:none;padding:0;margin:0">${items}</ul>` : `<p class="empty">Nothing here yet.</p>`}</div></section>`;
}
