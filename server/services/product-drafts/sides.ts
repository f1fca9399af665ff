import { DRAFT_MSG, type Draft, type SaveSideInput } from "../../../domain/drafts.js";
import { notFound } from "../../../domain/errors.js";
import { clampPlacement, fitPlacement } from "../../../domain/placement.js";
import type { AppContext } from "../../context.js";
import { areaOf, loadBlanks } from "../mockups/blanks.js";
import type { DraftRow } from "../mockups/draft-view.js";
import { saveDraft } from "./change.js";
import { designFile } from "./design-file.js";
import { itemByKey } from "./items.js";

/**
 * Places a design on a side of an item, the placement clamped into the side's print area. The
 * file must be one of the store's pictures; another file, item or side is not found.
 */
export async function placeSideDesign(
  ctx: AppContext,
  row: DraftRow,
  key: string,
  side: string,
  input: SaveSideInput,
): Promise<Draft> {
  await designFile(ctx, ctx.db.kysely, row.website_id, input.file_id);
  return saveDraft(ctx, row, async (items, _current, trx) => {
    const item = itemByKey(items, key);
    const blank = (await loadBlanks(trx, [item.supplier_product_id])).get(item.supplier_product_id);
    const area = blank ? areaOf(blank, side) : null;
    if (!area) throw notFound(DRAFT_MSG.unknownSide);
    item.sides[side] = { file_id: input.file_id, placement: clampPlacement(area, input.placement) };
    return { items };
  });
}

/** Removes the design from a side of an item, with that side's mockups. */
export function removeSideDesign(ctx: AppContext, row: DraftRow, key: string, side: string): Promise<Draft> {
  return saveDraft(ctx, row, (items) => {
    const item = itemByKey(items, key);
    if (!item.sides[side]) throw notFound();
    delete item.sides[side];
    item.mockups = item.mockups.filter((m) => m.side !== side);
    return { items };
  });
}

/**
 * Puts one design on every item of a draft: each item's designed sides get the file, fitted into
 * the print area; an item without a design gets it on its first print area.
 */
export async function applyDesignToAll(ctx: AppContext, row: DraftRow, fileId: number): Promise<Draft> {
  const file = await designFile(ctx, ctx.db.kysely, row.website_id, fileId);
  return saveDraft(ctx, row, async (items, _current, trx) => {
    const blanks = await loadBlanks(
      trx,
      items.map((i) => i.supplier_product_id),
    );
    for (const item of items) {
      const blank = blanks.get(item.supplier_product_id);
      if (!blank) continue;
      const designed = Object.keys(item.sides);
      const sides = designed.length > 0 ? designed : blank.printAreas.slice(0, 1).map((a) => a.original_side);
      for (const side of sides) {
        const area = areaOf(blank, side);
        if (area)
          item.sides[side] = { file_id: file.id, placement: fitPlacement(area, file.width, file.height) };
      }
    }
    return { items };
  });
}
