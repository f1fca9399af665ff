import { KIND_TYPES, type ContentKind } from "../../../domain/content.js";
import type { AppContext } from "../../context.js";
import { countRows } from "../../db/count.js";
import { matchesAny } from "../../db/like.js";
import { CONTENT_COLUMNS } from "./items.js";

export const CONTENT_SORTS = ["sort_order", "name", "updated_at", "published_at", "created_at"] as const;

/** A page of a store's items of one kind with the total, searched by name or slug. */
export async function contentItemsPage(
  ctx: AppContext,
  websiteId: number,
  kind: ContentKind,
  q: { q?: string; sort: (typeof CONTENT_SORTS)[number]; order: "asc" | "desc" },
  page: number,
  perPage: number,
) {
  let query = ctx.db.kysely
    .selectFrom("pages")
    .where("website_id", "=", websiteId)
    .where("type", "in", [...KIND_TYPES[kind]]);
  if (q.q) query = query.where(matchesAny<"pages">(["name", "slug"], q.q));
  const [rows, counted] = await Promise.all([
    query
      .select(CONTENT_COLUMNS)
      .orderBy(q.sort, q.order)
      .orderBy("id", q.order)
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    countRows(query),
  ]);
  return { rows, total: Number(counted.n) };
}
