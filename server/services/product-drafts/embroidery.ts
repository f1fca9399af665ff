import { DECORATION_FILE_RULES, DRAFT_MSG, type EmbroideryRequestInput } from "../../../domain/drafts.js";
import { invalid, notFound } from "../../../domain/errors.js";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import type { DraftRow } from "../mockups/draft-view.js";
import { readItems } from "../mockups/stored.js";
import { createEmbroideryRequest } from "../library/embroidery-requests.js";

/**
 * Records a request to digitise a draft item's design for embroidery, for the production team.
 * The file, when given, must be one of the store's embroidery files or the design picture itself;
 * without it, the design of the item's first side is meant. Answers the request's id.
 */
export async function requestEmbroidery(
  ctx: AppContext,
  draft: DraftRow,
  userId: number,
  input: EmbroideryRequestInput,
): Promise<number> {
  const k = ctx.db.kysely;
  const item = readItems(draft.items).find((i) => i.key === input.item_key);
  if (!item) throw notFound();
  const fileId = input.file_id ?? Object.values(item.sides)[0]?.file_id ?? null;
  if (fileId === null) throw invalid({ file_id: DRAFT_MSG.chooseDesign });
  const file = await k
    .selectFrom("files")
    .select(["id", "path", "extension"])
    .where("id", "=", fileId)
    .where("website_id", "=", draft.website_id)
    .executeTakeFirst();
  if (!file) throw notFound(DRAFT_MSG.fileNotFound);
  const extension = (file.extension ?? file.path.split(".").pop() ?? "").toLowerCase();
  const accepted = [...DECORATION_FILE_RULES.embroidery.accept, ...DECORATION_FILE_RULES.dtg.accept];
  if (!accepted.includes(extension)) throw invalid({ file_id: DRAFT_MSG.embroideryFile });
  return createEmbroideryRequest(k, {
    website_id: draft.website_id,
    user_id: userId,
    draft_id: draft.id,
    item_key: item.key,
    supplier_product_id: item.supplier_product_id,
    file_id: file.id,
    note: input.note ?? null,
    created_at: nowIso(),
  });
}
