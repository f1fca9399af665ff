import { sectionSchema, type Section } from "../../domain/sections";
import type { DesignerPage, Layout } from "./types";

/** Sections of every page, the editor's undo snapshot. */
export function layoutOf(pages: readonly DesignerPage[]): Layout {
  return Object.fromEntries(pages.map((page) => [page.id, page.sections]));
}

export function setSections(layout: Layout, pageId: number, sections: readonly Section[]): Layout {
  return { ...layout, [pageId]: sections };
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item!);
  return next;
}

/** Deleting a section removes it from the edited page and from the home page. */
export function withoutSection(layout: Layout, pageIds: readonly number[], sectionId: string): Layout {
  let next = layout;
  for (const pageId of new Set(pageIds)) {
    const sections = next[pageId];
    if (sections?.some((s) => s.id === sectionId))
      next = setSections(
        next,
        pageId,
        sections.filter((s) => s.id !== sectionId),
      );
  }
  return next;
}

/** Drops a deleted page from a snapshot, so undo never writes to a page that is gone. */
export function withoutPage(layout: Layout, pageId: number): Layout {
  if (!(pageId in layout)) return layout;
  const next: Record<number, readonly Section[]> = { ...layout };
  delete next[pageId];
  return next;
}

/** Field errors of a section, keyed by path inside it ("data.limit", "style.paragraphFontSize"). */
export function sectionErrors(section: Section): Record<string, string> {
  const parsed = sectionSchema.safeParse(section);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Pages whose sections differ between two snapshots: what a save must send. */
export function changedPages(from: Layout, to: Layout): number[] {
  return Object.keys(to)
    .map(Number)
    .filter((id) => JSON.stringify(from[id] ?? []) !== JSON.stringify(to[id]));
}

export const layoutValid = (layout: Layout): boolean =>
  Object.values(layout).every((sections) =>
    sections.every((section) => Object.keys(sectionErrors(section)).length === 0),
  );
