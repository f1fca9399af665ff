import type { Section } from "../../../domain/sections.js";
import { sanitizeHtml } from "../../services/sanitize/html.js";
import type { RenderContext } from "./context.js";
import { contactForm } from "./forms.js";
import { banner, imageGallery, imageText, redirectTiles } from "./media.js";
import { productsSection } from "./products.js";
import { sectionStyleAttr } from "./style.js";

function body(rc: RenderContext, s: Section): string {
  switch (s.type) {
    case "banner":
      return banner(rc, s.data);
    case "image-text":
      return imageText(rc, s.data);
    case "products":
      return productsSection(rc, s.id, s.data);
    case "contact":
    case "custom_form":
      return contactForm(rc, s.id, s.data);
    case "redirect-tiles":
      return redirectTiles(rc, s.data);
    case "image-gallery":
      return imageGallery(rc, s.data);
  }
}

export function renderSection(rc: RenderContext, s: Section): string {
  const custom = s.full_html ? `<div class="wrap rich">${sanitizeHtml(s.full_html)}</div>` : "";
  return `<section class="s s-${s.type}${s.type === "banner" ? ` pos-${s.data.position}` : ""}" id="s-${s.id}" data-section-type="${s.type}"${sectionStyleAttr(s.style)}>${body(rc, s)}${custom}</section>`;
}

export function renderSections(rc: RenderContext, sections: readonly Section[]): string {
  if (sections.length === 0) return `<div class="wrap empty">This page has no content yet.</div>`;
  return sections.map((s) => renderSection(rc, s)).join("");
}

export const hasForm = (sections: readonly Section[]) =>
  sections.some((s) => s.type === "contact" || s.type === "custom_form");
