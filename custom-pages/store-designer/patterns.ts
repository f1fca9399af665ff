import {
  PAGE_SECTION_EDITOR_DEFAULTS,
  SECTION_DATA_SCHEMAS,
  type Section,
  type SectionType,
} from "../../domain/sections";
import type { PlanLimits } from "../../domain/plans";

/**
 * The section editor's patterns: ready-made layouts of each element. Choosing one replaces the
 * element's data with the pattern's, which is why changing a chosen pattern asks first. The
 * last pattern of a type is its newest; a plan with `patterns: "last"` offers only that one
 * (a plan limit, not a hard-coded store).
 */
export interface Pattern {
  /** Key under app.storeDesigner.patterns.<type>. */
  key: string;
  data: Record<string, unknown>;
}

export const PATTERNS: Readonly<Record<SectionType, readonly Pattern[]>> = {
  banner: [
    { key: "left", data: { position: "left" } },
    { key: "center", data: { position: "center" } },
    { key: "full", data: { position: "full" } },
  ],
  "image-text": [
    { key: "text_image", data: { position: "text-image" } },
    { key: "image_text", data: { position: "image-text" } },
  ],
  products: [
    { key: "wide", data: { row_limit: 4, limit: 8, sort_by: "Newest" } },
    { key: "compact", data: { row_limit: 6, limit: 12, sort_by: "Newest" } },
    // The page-section editor's own defaults: 30 products, 3 a row, by Position.
    { key: "grid", data: { ...PAGE_SECTION_EDITOR_DEFAULTS } },
  ],
  contact: [
    {
      key: "short",
      data: {
        upload_files: false,
        contact_address: false,
        first_last_name: false,
        business_name: false,
        full_address: false,
        phone: false,
      },
    },
    { key: "full", data: {} },
  ],
  custom_form: [{ key: "simple", data: {} }],
  "redirect-tiles": [
    { key: "left", data: { position: "justify-start", rows: 4 } },
    { key: "center", data: { position: "justify-center", rows: 3 } },
  ],
  "image-gallery": [
    { key: "large", data: { images: [{}, {}] } },
    { key: "grid", data: {} },
  ],
};

/** Indexes of the patterns the user may pick: all for admins and plans with every pattern. */
export function availablePatterns(
  type: SectionType,
  limits: Pick<PlanLimits, "patterns"> | undefined,
  isAdmin: boolean,
): number[] {
  const all = PATTERNS[type].map((_, index) => index);
  if (isAdmin || limits?.patterns === "all") return all;
  return all.slice(-1);
}

/** The section with the pattern's data on top of the defaults table: what it held is gone. */
export function applyPattern<S extends Section>(section: S, index: number): S {
  const pattern = PATTERNS[section.type][index];
  if (!pattern) return section;
  const data = SECTION_DATA_SCHEMAS[section.type].parse(pattern.data);
  return { ...section, pattern: index, data } as S;
}
