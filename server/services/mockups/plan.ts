// What a mockup job renders, worked out from the draft's items and their stored mockups.
import { expectedMockups } from "../../../domain/drafts.js";
import { clampPlacement, type Placement } from "../../../domain/placement.js";
import { areaOf } from "./blanks.js";
import { liveItem, type DraftContext } from "./draft-view.js";
import { mockupStale, sideSignature, type StoredItem, type StoredMockup } from "./stored.js";

/** One side of one item: the design, where it sits, and every chosen colour to render it on. */
export interface SideTask {
  itemKey: string;
  side: string;
  sig: string;
  designPath: string;
  placement: Placement;
  colors: { name: string; photo: string | undefined; swatch: string }[];
}

/** Which mockups a job renders: "outdated" (missing or stale ones), or "all" (everything was fresh). */
export type MockupMode = "outdated" | "all";

/** The sides and colours to render: each wanted mockup that has no stored one, or one `keep` refuses. */
export function planTasks(
  items: readonly StoredItem[],
  dc: DraftContext,
  keep: (item: StoredItem, mockup: StoredMockup) => boolean,
): SideTask[] {
  return items.flatMap((raw) => {
    const blank = dc.blanks.get(raw.supplier_product_id);
    if (!blank) return [];
    const item = liveItem(raw, dc);
    const wanted = expectedMockups(item).filter((need) => {
      const found = item.mockups.find((m) => m.color === need.color && m.side === need.side);
      return !found || !keep(item, found);
    });
    const bySide = new Map<string, string[]>();
    for (const w of wanted) bySide.set(w.side, [...(bySide.get(w.side) ?? []), w.color]);
    return [...bySide].flatMap(([side, colors]): SideTask[] => {
      const stored = item.sides[side];
      const file = stored ? dc.files.get(stored.file_id) : undefined;
      const area = areaOf(blank, side);
      if (!stored || !file || !area) return [];
      return [
        {
          itemKey: item.key,
          side,
          sig: sideSignature(stored),
          designPath: file.path,
          // Saved placements are clamped already; clamping again keeps a row edited by hand printable.
          placement: clampPlacement(area, stored.placement),
          colors: colors.map((name) => {
            const color = blank.colors.find((c) => c.name === name);
            return { name, photo: color?.images[side], swatch: color?.swatch ?? "#ffffff" };
          }),
        },
      ];
    });
  });
}

export const fresh = (item: StoredItem, mockup: StoredMockup) => !mockupStale(item, mockup);

/**
 * What a new job renders: the missing and stale mockups, or, when every one is fresh,
 * everything (the user asked to generate again).
 */
export function mockupMode(items: readonly StoredItem[], dc: DraftContext): MockupMode {
  return planTasks(items, dc, fresh).length > 0 ? "outdated" : "all";
}
