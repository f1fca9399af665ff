import type { PageData, Section } from "../../../domain/sections.js";
import { sanitizeHtml } from "./html.js";

/**
 * The rich-text and custom-HTML fields of pages, sanitised. Run on every save (so what is
 * stored is already clean) and again on render (so rows written before this rule, or by a
 * path that forgot it, are clean too). Plain-text fields are escaped by the renderer instead.
 */
export function sanitizeSection(section: Section): Section {
  const clean: Section = { ...section };
  if (clean.full_html !== undefined) clean.full_html = sanitizeHtml(clean.full_html);
  if (clean.type === "image-text") clean.data = { ...clean.data, text: sanitizeHtml(clean.data.text) };
  return clean;
}

export function sanitizeSections(sections: readonly Section[]): Section[] {
  return sections.map(sanitizeSection);
}

export function sanitizePageData(data: PageData): PageData {
  return typeof data.content === "string" ? { ...data, content: sanitizeHtml(data.content) } : data;
}
