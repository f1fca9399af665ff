import { z } from "zod";
import { DRAFT_MSG, type CreateDraftInput, type Draft } from "../../../domain/drafts.js";
import { invalid, notFound } from "../../../domain/errors.js";
import type { AppContext } from "../../context.js";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import { areaOf, loadBlanks, type Blank } from "../mockups/blanks.js";
import { loadDraftView } from "../mockups/draft-view.js";
import { readItems, type StoredItem, type StoredSide } from "../mockups/stored.js";
import { readProductData } from "../products/data.js";
import { applySimilar, loadSimilar, SIMILAR_NOT_FOUND } from "./similar.js";
import { createDraft } from "./writes.js";
import { maxItems, newItem } from "./items.js";

export const REOPEN_MSG = {
  noBlank: "A custom product has no supplier blank to design on.",
} as const;

/**
 * A new draft of the given blanks, each item starting from the blank (or, with similar_product_id,
 * from that product's colours, sizes, print method and pricing); answers its view.
 */
export async function startDraft(
  ctx: AppContext,
  websiteId: number,
  userId: number,
  body: CreateDraftInput,
): Promise<Draft> {
  const k = ctx.db.kysely;
  if (body.supplier_product_ids.length > maxItems(body.kind))
    throw invalid({ supplier_product_ids: DRAFT_MSG.maxProducts });
  const blanks = await loadBlanks(k, body.supplier_product_ids);
  const missing = body.supplier_product_ids.findIndex((id) => !blanks.has(id));
  if (missing >= 0) throw invalid({ [`supplier_product_ids.${missing}`]: DRAFT_MSG.chooseProduct });
  const similar =
    body.similar_product_id === undefined ? null : await loadSimilar(k, websiteId, body.similar_product_id);
  const items = body.supplier_product_ids.flatMap((id) => {
    const blank = blanks.get(id);
    if (!blank) return [];
    return [similar ? applySimilar(newItem(blank), blank, similar) : newItem(blank)];
  });
  const now = nowIso();
  const row = await createDraft(k, {
    website_id: websiteId,
    user_id: userId,
    kind: body.kind,
    step: 0,
    similar_product_id: body.similar_product_id ?? null,
    items: toJson(items),
    created_at: now,
    updated_at: now,
  });
  return loadDraftView(ctx, k, row);
}

const placementSchema = z.object({
  cx: z.number(),
  cy: z.number(),
  width: z.number().positive(),
  height: z.number().positive(),
  angle: z.number(),
});
const productionPhoto = z.object({
  place: z.string(),
  projectConfig: z.object({ file_id: z.number().int().positive(), placement: placementSchema }),
});

/**
 * The designs a published product was made with, per side: its production photos' file and
 * placement, for sides the blank still prints and files the store still has. Products made
 * before designs were kept have none: the design step starts empty.
 */
async function sidesOf(
  ctx: AppContext,
  websiteId: number,
  raw: unknown,
  blank: Blank,
): Promise<Record<string, StoredSide>> {
  const data = fromJson<Record<string, unknown>>(raw, {});
  const photos = Array.isArray(data.production_photos) ? data.production_photos : [];
  const sides: Record<string, StoredSide> = {};
  for (const entry of photos) {
    const parsed = productionPhoto.safeParse(entry);
    if (!parsed.success || !areaOf(blank, parsed.data.place)) continue;
    sides[parsed.data.place] = {
      file_id: parsed.data.projectConfig.file_id,
      placement: parsed.data.projectConfig.placement,
    };
  }
  const ids = [...new Set(Object.values(sides).map((s) => s.file_id))];
  if (ids.length === 0) return sides;
  const present = new Set(
    (
      await ctx.db.kysely
        .selectFrom("files")
        .select("id")
        .where("website_id", "=", websiteId)
        .where("id", "in", ids)
        .execute()
    ).map((f) => f.id),
  );
  return Object.fromEntries(Object.entries(sides).filter(([, side]) => present.has(side.file_id)));
}

/**
 * A store product's design reopened in the product creator: the user's open single draft of that
 * product if there is one (created false), else a new one at the design step whose item names the
 * product, so publishing it updates that product (same id, slug and categories). A custom product
 * has no blank to design on; another store's or a deleted one is not found.
 */
export async function reopenProduct(
  ctx: AppContext,
  websiteId: number,
  userId: number,
  productId: number,
): Promise<{ draft: Draft; created: boolean }> {
  const k = ctx.db.kysely;
  const product = await k
    .selectFrom("products")
    .select(["id", "website_id", "supplier_product_id", "name", "slug", "price", "data"])
    .where("id", "=", productId)
    .where("website_id", "=", websiteId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!product) throw notFound(SIMILAR_NOT_FOUND);
  if (product.supplier_product_id === null || readProductData(product.data).is_custom)
    throw invalid({ product_id: REOPEN_MSG.noBlank });

  const open = await k
    .selectFrom("product_drafts")
    .selectAll()
    .where("user_id", "=", userId)
    .where("website_id", "=", websiteId)
    .where("kind", "=", "single")
    .orderBy("id", "desc")
    .execute();
  const already = open.find((row) => readItems(row.items).some((i) => i.product_id === product.id));
  if (already) return { draft: await loadDraftView(ctx, k, already), created: false };

  const blank = (await loadBlanks(k, [product.supplier_product_id])).get(product.supplier_product_id);
  if (!blank) throw invalid({ product_id: DRAFT_MSG.chooseProduct });
  const similar = await loadSimilar(k, websiteId, product.id);
  const item: StoredItem = {
    ...applySimilar(newItem(blank), blank, similar),
    name: product.name,
    slug: product.slug,
    price: Number(product.price) > 0 ? Number(product.price) : null,
    sides: await sidesOf(ctx, websiteId, product.data, blank),
    product_id: product.id,
  };
  const now = nowIso();
  const row = await createDraft(k, {
    website_id: websiteId,
    user_id: userId,
    kind: "single",
    // The design step: the blank is the product's.
    step: 1,
    similar_product_id: null,
    items: toJson([item]),
    created_at: now,
    updated_at: now,
  });
  return { draft: await loadDraftView(ctx, k, row), created: true };
}
