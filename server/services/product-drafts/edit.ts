import {
  DRAFT_MSG,
  DRAFT_STEPS,
  errorsBefore,
  type Draft,
  type UpdateDraftInput,
} from "../../../domain/drafts.js";
import { invalid, notFound } from "../../../domain/errors.js";
import type { AppContext } from "../../context.js";
import { loadBlanks } from "../mockups/blanks.js";
import type { DraftRow } from "../mockups/draft-view.js";
import { readItems } from "../mockups/stored.js";
import { saveDraft } from "./change.js";
import { applyPatch, itemByKey, maxItems, newItem } from "./items.js";
import { deleteDraft } from "./writes.js";

/**
 * Saves the creator's choices and moves between steps: items patch the items named by key; a step
 * forward is refused (with the failing fields) unless every earlier step is complete.
 */
export function editDraft(ctx: AppContext, row: DraftRow, body: UpdateDraftInput): Promise<Draft> {
  const kind = row.kind;
  if (body.step !== undefined && body.step >= DRAFT_STEPS[kind].length)
    throw invalid({ step: "This step does not exist." });
  return saveDraft(
    ctx,
    row,
    async (items, _current, trx) => {
      if (body.items?.length) {
        const blanks = await loadBlanks(
          trx,
          items.map((i) => i.supplier_product_id),
        );
        for (const patch of body.items) {
          const index = items.findIndex((i) => i.key === patch.key);
          const item = items[index];
          const blank = item ? blanks.get(item.supplier_product_id) : undefined;
          if (!item || !blank) throw invalid({ items: "This product is not part of the draft." });
          applyPatch(item, patch, blank, index);
        }
      }
      return { items, ...(body.step === undefined ? {} : { step: body.step }) };
    },
    (draft, before) => {
      if (body.step === undefined || body.step <= before.step) return;
      const errors = errorsBefore(draft, body.step);
      if (Object.keys(errors).length > 0) throw invalid(errors);
    },
  );
}

/** Adds a blank to a draft: a single-product draft holds one, a multi-product draft a maximum. */
export async function addDraftItem(
  ctx: AppContext,
  row: DraftRow,
  supplierProductId: number,
): Promise<Draft> {
  const blank = (await loadBlanks(ctx.db.kysely, [supplierProductId])).get(supplierProductId);
  if (!blank) throw invalid({ supplier_product_id: DRAFT_MSG.chooseProduct });
  return saveDraft(ctx, row, (items) => {
    if (items.length >= maxItems(row.kind)) throw invalid({ supplier_product_id: DRAFT_MSG.maxProducts });
    return { items: [...items, newItem(blank)] };
  });
}

/** Removes the item named by key and its mockups from a draft. */
export function removeDraftItem(ctx: AppContext, row: DraftRow, key: string): Promise<Draft> {
  return saveDraft(ctx, row, (items) => {
    const item = itemByKey(items, key);
    return { items: items.filter((i) => i !== item) };
  });
}

/** Discards a draft, then its mockup files once the removal committed. */
export async function discardDraft(ctx: AppContext, row: DraftRow): Promise<void> {
  if (!(await deleteDraft(ctx.db.kysely, row.id))) throw notFound();
  await Promise.all(readItems(row.items).flatMap((i) => i.mockups.map((m) => ctx.storage.delete(m.key))));
}
