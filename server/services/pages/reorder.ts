import type { Kysely } from "kysely";
import { invalid } from "../../../domain/errors.js";
import { SECTION_MSG } from "../../../domain/sections.js";
import { nowIso } from "../../db/json.js";
import type { Database } from "../../db/schema.js";
import { writePage } from "./activity.js";

/**
 * Puts a store's pages in the order given, in one transaction; pages left out keep their order
 * after these. Only the pages whose place changed are written (one event each). A page that is
 * not the store's refuses the whole list at its position. Answers every page's new place.
 */
export function reorderPages(
  k: Kysely<Database>,
  websiteId: number,
  pages: readonly number[],
): Promise<{ id: number; sort_order: number }[]> {
  return k.transaction().execute(async (trx) => {
    const all = await trx
      .selectFrom("pages")
      .select(["id", "sort_order"])
      .where("website_id", "=", websiteId)
      .orderBy("sort_order")
      .orderBy("id")
      .execute();
    const known = new Set(all.map((p) => p.id));
    const stranger = pages.findIndex((id) => !known.has(id));
    if (stranger !== -1) throw invalid({ [`pages.${stranger}`]: SECTION_MSG.orderPagesMissing });
    const listed = new Set(pages);
    const ordered = [...pages, ...all.filter((p) => !listed.has(p.id)).map((p) => p.id)];
    const now = nowIso();
    const before = new Map(all.map((p) => [p.id, p.sort_order]));
    for (const [index, id] of ordered.entries()) {
      if (before.get(id) === index) continue;
      await writePage(trx, id, { sort_order: index, updated_at: now }, "update");
    }
    return ordered.map((id, index) => ({ id, sort_order: index }));
  });
}
