import { escapeHtml as esc } from "../../services/sanitize/entities.js";
import type { PageRow } from "../load.js";
import { STOREFRONT_CSS } from "./css.js";
import { href, type RenderContext } from "./context.js";
import { CONTACT_SCRIPT, ENTRY_MODAL_SCRIPT, VIEW_SCRIPT } from "../scripts.js";
import { announcements, entryModal, footerLinks, menuLink } from "./site.js";
import { absoluteUrl } from "../../http/public-url.js";

export interface DocumentParts {
  title: string;
  description: string;
  /** Storage key or URL of the open-graph picture. */
  image: string | null;
  /** Path under the store, e.g. "/" or "/about". */
  path: string;
  /** The menu entry shown as current. */
  currentPageId: number | null;
  body: string;
  productId?: number;
  hasForm?: boolean;
}

function absolute(rc: RenderContext, url: string | null): string | null {
  if (!url) return null;
  return /^https?:\/\//.test(url) ? url : `${rc.publicUrl}${url}`;
}

export function pageUrl(rc: RenderContext, page: PageRow): string {
  return page.type === "home" ? href(rc, "/") : href(rc, `/${encodeURIComponent(page.slug)}`);
}

/** Page types that stand in the menu when the store has no header menu. */
const MENU_TYPES = ["home", "page", "collection", "gallery"];

/**
 * Pages shown in the menu: pages, collections and galleries not marked hidden. FAQ items,
 * redirects and menu rows never are; posts are reached through the Blog and News lists.
 */
export function menuPages(pages: readonly PageRow[]): PageRow[] {
  return pages.filter((p) => MENU_TYPES.includes(p.type) && p.data.hidden !== true);
}

function header(
  rc: RenderContext,
  pages: readonly PageRow[],
  currentPageId: number | null,
  currentPath: string,
): string {
  const logo = rc.picture(rc.store.logo);
  const brand = logo
    ? `<img src="${esc(logo)}" alt="${esc(rc.store.name)}">`
    : `<span>${esc(rc.store.name)}</span>`;
  const links =
    rc.extras.headerLinks !== null
      ? rc.extras.headerLinks.map((l) => menuLink(rc, l, currentPath)).join("")
      : menuPages(pages)
          .map(
            (p) =>
              `<a href="${esc(pageUrl(rc, p))}"${p.id === currentPageId ? ' aria-current="page"' : ""}>${esc(p.name)}</a>`,
          )
          .join("") +
        rc.extras.listLinks
          .map(
            (l) =>
              `<a href="${esc(href(rc, l.path))}"${l.path === currentPath ? ' aria-current="page"' : ""}>${esc(l.title)}</a>`,
          )
          .join("");
  return `<header class="top"><div class="wrap"><a class="brand" href="${esc(href(rc, "/"))}">${brand}</a><nav class="menu" aria-label="Menu">${links}</nav></div></header>`;
}

export function renderDocument(rc: RenderContext, pages: readonly PageRow[], parts: DocumentParts): string {
  const favicon = rc.picture(rc.store.favicon);
  const image = absolute(rc, rc.picture(parts.image));
  const canonical = absoluteUrl(rc, `${rc.base}${parts.path}`);
  const meta = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${esc(parts.title)}</title>`,
    parts.description ? `<meta name="description" content="${esc(parts.description)}">` : "",
    rc.preview
      ? `<meta name="robots" content="noindex, nofollow">`
      : `<link rel="canonical" href="${esc(canonical)}">`,
    `<meta property="og:type" content="${parts.productId ? "product" : "website"}">`,
    `<meta property="og:site_name" content="${esc(rc.store.name)}">`,
    `<meta property="og:title" content="${esc(parts.title)}">`,
    parts.description ? `<meta property="og:description" content="${esc(parts.description)}">` : "",
    `<meta property="og:url" content="${esc(canonical)}">`,
    image ? `<meta property="og:image" content="${esc(image)}">` : "",
    `<meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}">`,
    favicon ? `<link rel="icon" href="${esc(favicon)}">` : "",
    `<style>${STOREFRONT_CSS}</style>`,
  ].join("");
  const modal = entryModal(rc);
  const scripts =
    (parts.productId && !rc.preview ? `<script>${VIEW_SCRIPT}</script>` : "") +
    (parts.hasForm ? `<script>${CONTACT_SCRIPT}</script>` : "") +
    (modal ? `<script>${ENTRY_MODAL_SCRIPT}</script>` : "");
  const bar = rc.preview ? `<div class="preview-bar">Preview: this store is not launched yet.</div>` : "";
  const bodyAttr = parts.productId ? ` data-product-id="${parts.productId}"` : "";
  return (
    `<!doctype html><html lang="en"><head>${meta}</head><body${bodyAttr}>${bar}` +
    header(rc, pages, parts.currentPageId, parts.path) +
    announcements(rc) +
    `<main>${parts.body}</main>` +
    `<footer class="bottom"><div class="wrap">${footerLinks(rc)}&copy; ${esc(rc.store.name)}</div></footer>` +
    `${modal}${scripts}</body></html>`
  );
}
