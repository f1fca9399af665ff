import { escapeHtml as esc } from "../../services/sanitize/entities.js";
import type { PageRow } from "../load.js";
import { STOREFRONT_CSS } from "./css.js";
import { href, type RenderContext } from "./context.js";
import {
  CART_COUNT_SCRIPT,
  CONTACT_SCRIPT,
  ENTRY_MODAL_SCRIPT,
  PRODUCT_SCRIPT,
  VIEW_SCRIPT,
} from "../scripts.js";
import { announcements, entryModal, footerLinks, menuLink } from "./site.js";
import { absoluteUrl } from "../../services/public-url.js";

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
  /** The product page's pickers need PRODUCT_SCRIPT. */
  productScript?: boolean;
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

function navLink(rc: RenderContext, path: string, title: string, current: boolean): string {
  return `<a href="${esc(href(rc, path))}"${current ? ' aria-current="page"' : ""}>${esc(title)}</a>`;
}

/**
 * The store's navigation: its pages, the built-in lists and its categories that have products to
 * show, then the links of the owner's header menus. A header menu adds to the navigation and never
 * hides the store's pages (a page is kept out of it by marking the page hidden); a menu link to a
 * place the navigation already names is not repeated.
 */
function navigation(
  rc: RenderContext,
  pages: readonly PageRow[],
  currentPageId: number | null,
  currentPath: string,
): string {
  const own = [
    ...menuPages(pages).map((p) => ({
      path: p.type === "home" ? "/" : `/${encodeURIComponent(p.slug)}`,
      html: `<a href="${esc(pageUrl(rc, p))}"${p.id === currentPageId ? ' aria-current="page"' : ""}>${esc(p.name)}</a>`,
    })),
    ...rc.extras.listLinks.map((l) => ({
      path: l.path,
      html: navLink(rc, l.path, l.title, l.path === currentPath),
    })),
    ...rc.extras.categoryLinks.map((c) => {
      const path = `/category/${encodeURIComponent(c.slug)}`;
      return { path, html: navLink(rc, path, c.name, path === currentPath) };
    }),
  ];
  const named = new Set(own.map((l) => l.path));
  const menu = (rc.extras.headerLinks ?? [])
    .filter((l) => !named.has(l.url.replace(/\/+$/, "") || "/"))
    .map((l) => menuLink(rc, l, currentPath));
  return [...own.map((l) => l.html), ...menu].join("");
}

/**
 * The cart link with the number of pieces in the cart: rendered into the page when the page is
 * the visitor's own (cart, checkout), else filled in by CART_COUNT_SCRIPT on a cached page.
 */
function cartLink(rc: RenderContext): string {
  const count = rc.cartCount;
  // A preview runs no script (the store designer shows it in a frame sandboxed without scripts),
  // so a preview page that was not told the count shows none rather than a wrong one.
  const fetched = count === undefined && !rc.preview;
  const countUrl = fetched
    ? ` data-count-url="${esc(`/api/storefront/${encodeURIComponent(rc.store.link)}/cart/count${rc.query}`)}"`
    : "";
  const badge =
    count !== undefined || fetched
      ? ` <span class="count" data-count>${count ?? 0}</span><span class="sr"> items</span>`
      : "";
  const current = rc.path === "/cart" ? ' aria-current="page"' : "";
  return `<a class="cart-link" href="${esc(href(rc, "/cart"))}"${countUrl}${current}><span>Cart</span>${badge}</a>`;
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
  return (
    `<header class="top"><div class="wrap"><a class="brand" href="${esc(href(rc, "/"))}">${brand}</a>` +
    `<nav class="menu" aria-label="Menu">${navigation(rc, pages, currentPageId, currentPath)}</nav>${cartLink(rc)}</div></header>`
  );
}

/**
 * Every page has exactly one top heading: a page without one gets the page's title as a heading
 * for screen readers, and a later <h1> of stored content is shown as an <h2>.
 */
export function oneTopHeading(body: string, title: string): string {
  let opened = 0;
  let inFirst = false;
  const out = body.replace(/<(\/?)h1(?=[\s>])/gi, (_tag: string, slash: string) => {
    if (!slash) {
      opened += 1;
      inFirst = opened === 1;
      return inFirst ? "<h1" : "<h2";
    }
    if (inFirst) {
      inFirst = false;
      return "</h1";
    }
    return "</h2";
  });
  return opened > 0 ? out : `<h1 class="sr">${esc(title)}</h1>${out}`;
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
    // Without a favicon of its own the page names none, so the browser does not ask /favicon.ico.
    `<link rel="icon" href="${favicon ? esc(favicon) : "data:,"}">`,
    `<style>${STOREFRONT_CSS}</style>`,
  ].join("");
  const modal = entryModal(rc);
  const scripts =
    (parts.productId && !rc.preview ? `<script>${VIEW_SCRIPT}</script>` : "") +
    (parts.productScript ? `<script>${PRODUCT_SCRIPT}</script>` : "") +
    (rc.cartCount === undefined && !rc.preview ? `<script>${CART_COUNT_SCRIPT}</script>` : "") +
    (parts.hasForm ? `<script>${CONTACT_SCRIPT}</script>` : "") +
    (modal ? `<script>${ENTRY_MODAL_SCRIPT}</script>` : "");
  const bar = rc.preview ? `<div class="preview-bar">Preview: this store is not launched yet.</div>` : "";
  const bodyAttr = parts.productId ? ` data-product-id="${parts.productId}"` : "";
  return (
    `<!doctype html><html lang="en"><head>${meta}</head><body${bodyAttr}>${bar}` +
    header(rc, pages, parts.currentPageId, parts.path) +
    announcements(rc) +
    `<main>${oneTopHeading(parts.body, parts.title)}</main>` +
    `<footer class="bottom"><div class="wrap">${footerLinks(rc)}&copy; ${esc(rc.store.name)}</div></footer>` +
    `${modal}${scripts}</body></html>`
  );
}
