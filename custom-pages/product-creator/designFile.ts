import type { DraftItem } from "../../domain/drafts";
import type { LibraryFile } from "../../domain/library";
import type { SideValue } from "../design-canvas/history";
import type { DesignFile, EditorColor, EditorSide } from "../design-canvas/types";
import type { ChosenBlank } from "./BlankCard";

/** A library or uploaded file as the editor draws it; null when it has no pixel size (not an image). */
export function toDesignFile(file: LibraryFile): DesignFile | null {
  if (!file.width || !file.height) return null;
  return { id: file.id, url: file.url, width: file.width, height: file.height };
}

/** The item's saved sides as the editor's starting values. */
export function editorSides(item: DraftItem): Record<string, SideValue> {
  const sides: Record<string, SideValue> = {};
  for (const area of item.supplier.print_areas) {
    const side = item.sides[area.original_side];
    sides[area.original_side] = side
      ? {
          file: { id: side.file_id, url: side.file_url, width: side.width_px, height: side.height_px },
          placement: side.placement,
        }
      : null;
  }
  return sides;
}

export function editorAreas(item: DraftItem): EditorSide[] {
  return item.supplier.print_areas.map((area) => ({ side: area.original_side, area }));
}

/** The chosen colours with their photos; every colour of the blank while none is chosen yet. */
export function editorColors(item: DraftItem): EditorColor[] {
  const chosen = item.supplier.colors.filter((c) => item.colors.includes(c.name));
  return chosen.length > 0 ? chosen : item.supplier.colors.slice(0, 1);
}

/** The design already on one of the item's sides (step 2's), offered for the empty ones. */
export function firstDesign(item: DraftItem): DesignFile | null {
  const side = Object.values(item.sides)[0];
  return side ? { id: side.file_id, url: side.file_url, width: side.width_px, height: side.height_px } : null;
}

/** The item's picture: the first chosen (or offered) colour's front. */
export function itemPhoto(item: DraftItem): string | null {
  const color = editorColors(item)[0];
  if (!color) return null;
  return color.images.front ?? Object.values(color.images)[0] ?? null;
}

/** The item's blank as the creators' first step shows it. */
export function itemBlank(item: DraftItem): ChosenBlank {
  return {
    id: item.supplier.id,
    name: item.supplier.name,
    brand: item.supplier.brand,
    photo: itemPhoto(item),
  };
}
