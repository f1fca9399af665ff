import { createHash } from "node:crypto";
import type { MenuLink } from "../../../domain/content.js";
import { isRelativeLink } from "../../../domain/links.js";
import { escapeHtml as esc } from "../../services/sanitize/entities.js";
import { safeUrl } from "../../services/sanitize/html.js";
import type { LivePromotion } from "../content.js";
import { href, type RenderContext } from "./context.js";
import { picture } from "./content.js";

/** Menu links, announcements, promotion banners and the entry modal around every page. */

export function menuLink(rc: RenderContext, link: MenuLink, current: string | null = null): string {
  // Site-relative menu targets are paths of the store: they keep the preview token along.
  const target = isRelativeLink(link.url) ? href(rc, link.url) : link.url;
  const url = safeUrl(target, "link");
  if (!url) return "";
  const blank = link.new_tab ? ' target="_blank" rel="noopener noreferrer"' : "";
  const here = current !== null && link.url === current ? ' aria-current="page"' : "";
  return `<a href="${esc(url)}"${blank}${here}>${esc(link.title)}</a>`;
}

function linked(url: string, inner: string): string {
  const target = url ? safeUrl(url, "link") : null;
  return target ? `<a href="${esc(target)}">${inner}</a>` : inner;
}

export function announcements(rc: RenderContext): string {
  const items = rc.extras.promotions.filter((p) => p.kind === "announcement");
  if (items.length === 0) return "";
  const line = (p: LivePromotion) =>
    `<p>${linked(p.link, `<strong>${esc(p.title)}</strong>${p.text ? ` ${esc(p.text)}` : ""}`)}</p>`;
  return `<div class="announce" role="region" aria-label="Announcements">${items.map(line).join("")}</div>`;
}

/** Banner promotions lead the home page. */
export function promotionBanners(rc: RenderContext): string {
  const items = rc.extras.promotions.filter((p) => p.kind === "banner");
  return items
    .map((p) => {
      const inner =
        `${picture(rc, p.image, p.title, false)}<div class="promo-text"><h2>${esc(p.title)}</h2>` +
        `${p.text ? `<p>${esc(p.text)}</p>` : ""}</div>`;
      return `<section class="s promo" data-promotion="${p.id}"><div class="wrap">${linked(p.link, inner)}</div></section>`;
    })
    .join("");
}

export function footerLinks(rc: RenderContext): string {
  const links = rc.extras.footerLinks.map((l) => menuLink(rc, l)).filter(Boolean);
  return links.length > 0 ? `<nav class="foot-menu" aria-label="Footer">${links.join("")}</nav>` : "";
}

/**
 * The entry modal, hidden in the markup: ENTRY_MODAL_SCRIPT shows it unless this visitor has
 * closed this version of it before (the key changes when its text does).
 */
export function entryModal(rc: RenderContext): string {
  const m = rc.store.entryModal;
  if (!m || !m.enabled || (!m.title && !m.content && !m.image)) return "";
  const key = `entry-modal-${rc.store.id}-${createHash("sha256").update(`${m.title}\n${m.content}\n${m.image}`).digest("hex").slice(0, 12)}`;
  const text = m.content ? `<p>${esc(m.content).replace(/\n/g, "<br>")}</p>` : "";
  return (
    `<div class="em" id="entry-modal" data-key="${key}" role="dialog" aria-modal="true" aria-labelledby="em-title" hidden>` +
    `<div class="em-box">${picture(rc, m.image, m.title, false)}<h2 id="em-title">${esc(m.title)}</h2>${text}` +
    `<button type="button" data-close>${esc(m.button_text || "Close")}</button></div></div>`
  );
}
