import type { Kysely } from "kysely";
import { productSnapshot, recordProductWrite } from "../products/activity.js";
import { DRAFT_MSG, DRAFT_STEPS, errorsBefore, type DraftItem } from "../../../domain/drafts.js";
import { DomainError, invalid } from "../../../domain/errors.js";
import { previewFromGenerated } from "../../../domain/variants.js";
import type { AppContext } from "../../context.js";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import type { Database, Website } from "../../db/schema.js";
import { areaOf } from "../mockups/blanks.js";
import {
  draftView,
  liveItem,
  loadDraftContext,
  type DraftContext,
  type DraftRow,
} from "../mockups/draft-view.js";
import { lockDraft } from "../mockups/lock.js";
import { randomKey, readItems, type StoredItem } from "../mockups/stored.js";
import { isNumberedFormOf, uniqueSlug, type SlugOwner } from "../products/slugs.js";
import { loadProductVariants, replaceVariants } from "../products/variants.js";
import { assertPublishable, requestedEmbroideryFiles } from "../products/publish-rules.js";
import { applySave, newId } from "../products/save.js";
import { assertProductLimit } from "../products/store-products.js";
import { deleteDraft } from "./writes.js";
import { SIMILAR_NOT_FOUND } from "./similar.js";

type Q = Kysely<Database>;

/** Rekeys a product save's field errors onto the draft item they came from. */
function itemErrors(error: unknown, index: number): unknown {
  if (!(error instanceof DomainError) || error.kind !== "invalid" || !error.errors) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([field, text]) => [`items.${index}.${field}`, text]),
  );
  return invalid(errors, error.message);
}

/**
 * The slug an item is published under. A suggested slug (the item's or the blank's name as a
 * slug, possibly numbered) is numbered as the product editor numbers a new product's, so a
 * second product of the same blank gets `-2`; a slug the user typed is kept, and refused at its
 * field when another product holds it.
 */
async function publishedSlug(trx: Q, product: SlugOwner, item: StoredItem, blankName: string) {
  const suggestedFrom = [item.name, blankName].find((from) => isNumberedFormOf(item.slug, from));
  return suggestedFrom === undefined ? item.slug : uniqueSlug(trx, product, suggestedFrom, false);
}

/** Sides front first, then back, then the others in the order they were designed. */
function orderedSides(item: StoredItem): string[] {
  const rank = (side: string) => (side === "front" ? 0 : side === "back" ? 1 : 2);
  return Object.keys(item.sides).sort((a, b) => rank(a) - rank(b));
}

/**
 * The store product a reopened item publishes onto: still the store's, not deleted, of the same
 * blank. Gone or changed, the item's product field says so and nothing is written.
 */
async function reopenedProduct(trx: Q, websiteId: number, item: StoredItem, blankId: number) {
  const product = await trx
    .selectFrom("products")
    .select(["id", "slug", "data", "supplier_product_id"])
    .where("id", "=", item.product_id ?? 0)
    .where("website_id", "=", websiteId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!product || product.supplier_product_id !== blankId) throw invalid({ product_id: SIMILAR_NOT_FOUND });
  return product;
}

/**
 * One item as a store product, in the caller's transaction: the editor's own create (variants
 * for the chosen colours and sizes, the minimum price rule, slug, name), then the creator's
 * designs and mockups on it: production_photos per side, variation_list per colour and side,
 * generated_photos per variant, and the first generated photo as the preview and
 * the featured image of its side.
 */
async function publishItem(
  trx: Q,
  websiteId: number,
  draftId: number,
  item: StoredItem,
  view: DraftItem,
  dc: DraftContext,
  publicKeys: Map<string, string>,
): Promise<number> {
  const blank = dc.blanks.get(item.supplier_product_id);
  if (!blank) throw invalid({ items: DRAFT_MSG.chooseProduct });
  const sides = orderedSides(item);
  const mockupKey = (color: string, side: string) => {
    const stored = item.mockups.find((m) => m.color === color && m.side === side);
    return stored ? (publicKeys.get(stored.key) ?? "") : "";
  };
  const filePath = (side: string) => dc.files.get(item.sides[side]?.file_id ?? 0)?.path ?? "";
  const firstColor = item.colors[0] ?? "";
  const productionPhotos = sides.map((side) => {
    const stored = item.sides[side];
    const design = view.sides[side];
    return {
      place: side,
      file: filePath(side),
      mocup: mockupKey(firstColor, side),
      projectConfig: {
        file_id: stored?.file_id ?? null,
        width_px: design?.width_px ?? null,
        height_px: design?.height_px ?? null,
        dpi: design?.dpi ?? null,
        placement: stored?.placement ?? null,
        print_area: areaOf(blank, side),
      },
    };
  });
  const variationList = item.colors.flatMap((color) =>
    sides.map((side) => ({ color, place: side, mocup: mockupKey(color, side), file: filePath(side) })),
  );
  const now = nowIso();
  const printFiles = await requestedEmbroideryFiles(trx, draftId, item.key, sides[0] ?? "front");
  const design = {
    // The printed areas price the product (one print price per area, domain/pricing.ts).
    print_areas: sides,
    production_photos: productionPhotos,
    variation_list: variationList,
    design: Object.fromEntries(
      sides.map((side) => [side, { file_id: item.sides[side]?.file_id, file: filePath(side) }]),
    ),
  };
  const reopened =
    item.product_id === undefined ? null : await reopenedProduct(trx, websiteId, item, blank.id);
  const before = reopened ? ((await productSnapshot(trx, reopened.id)) ?? null) : null;
  const row = reopened
    ? await trx
        .updateTable("products")
        .set({
          print_method: item.print_method,
          price_fixed: item.price_fixed,
          data: toJson({
            ...fromJson<Record<string, unknown>>(reopened.data, {}),
            ...design,
            ...(printFiles.length > 0 ? { print_files: printFiles } : {}),
          }),
          updated_at: now,
        })
        .where("id", "=", reopened.id)
        .returningAll()
        .executeTakeFirstOrThrow()
    : await trx
        .insertInto("products")
        .values({
          website_id: websiteId,
          supplier_product_id: blank.id,
          name: item.name,
          slug: `new-${newId()}`.toLowerCase(),
          price: 0,
          price_fixed: item.price_fixed,
          print_method: item.print_method,
          available: 0,
          data: toJson({
            new_type: 1,
            create_id: newId().slice(0, 10),
            ...design,
            print_files: printFiles,
          }),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
  await assertPublishable(trx, [row.id], () => "print_files");
  await applySave(
    trx,
    row,
    {
      name: item.name,
      // A reopened product keeps its slug unless the user typed another one.
      ...(reopened && item.slug === reopened.slug
        ? {}
        : { slug: await publishedSlug(trx, row, item, blank.name) }),
      colors: item.colors,
      sizes: item.sizes,
      price: view.price ?? undefined,
      price_fixed: item.price_fixed,
      margin: item.margin,
      // A reopened product keeps its published state and window.
      ...(reopened ? {} : { available: 1 as const }),
    },
    { isAdmin: false, isNew: reopened === null },
  );
  const variants = (await loadProductVariants(trx, row.id)).map((v) => ({
    ...v,
    generated_photos: sides.map((side) => ({
      src: filePath(side),
      mocup: mockupKey(v.color, side),
      place: side,
    })),
  }));
  await replaceVariants(trx, row.id, variants);
  // Variants load sorted by colour name; the preview is of the colour chosen first (the one the
  // production photos show), not of the alphabetically first.
  const rank = (color: string) => item.colors.indexOf(color);
  const preview = previewFromGenerated([...variants].sort((a, b) => rank(a.color) - rank(b.color)));
  if (preview) {
    const stored = await trx
      .selectFrom("products")
      .select(["featured_front_image", "featured_back_image"])
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("products")
      .set({
        preview_photo: preview.preview,
        featured_front_image: preview.side === "front" ? preview.preview : stored.featured_front_image,
        featured_back_image: preview.side === "back" ? preview.preview : stored.featured_back_image,
      })
      .where("id", "=", row.id)
      .execute();
  }
  await recordProductWrite(trx, row.id, reopened ? "update" : "create", before);
  return row.id;
}

/**
 * Publishes a draft: refused while a step is incomplete or a mockup is missing, stale or being
 * generated, and past the plan's product limit; then every item becomes a store product and the
 * draft goes, in one transaction. Answers the products' ids.
 */
export async function publishDraft(ctx: AppContext, row: DraftRow, website: Website): Promise<number[]> {
  const k = ctx.db.kysely;
  const running = await k
    .selectFrom("mockup_jobs")
    .select("id")
    .where("draft_id", "=", row.id)
    .where("status", "in", ["queued", "running"])
    .executeTakeFirst();
  if (running) throw invalid({ mockups: DRAFT_MSG.mockupsRunning });
  const items = readItems(row.items);
  const dc = await loadDraftContext(k, row.website_id, items);
  const view = draftView(ctx, dc, row, null);
  const kind = row.kind;
  const errors = errorsBefore(view, DRAFT_STEPS[kind].length);
  if (view.items.length === 0) errors.items = DRAFT_MSG.chooseProduct;
  if (Object.keys(errors).length > 0) throw invalid(errors);

  // A reopened item updates its product: only new ones count against the plan.
  await assertProductLimit(k, website, items.filter((i) => i.product_id === undefined).length);

  // Published mockups are public pictures (the storefront shows them); the copies are made
  // before the transaction and removed again if it fails.
  const live = items.map((i) => liveItem(i, dc));
  const publicKeys = new Map<string, string>();
  try {
    for (const item of live) {
      for (const m of item.mockups.filter((x) => item.colors.includes(x.color) && item.sides[x.side])) {
        const body = await ctx.storage.get(m.key);
        if (!body) throw invalid({ mockups: DRAFT_MSG.mockupsMissing });
        const key = `public/mockups/${randomKey(20)}.png`;
        await ctx.storage.put(key, body, "image/png");
        publicKeys.set(m.key, key);
      }
    }
    const productIds = await k.transaction().execute(async (trx) => {
      const current = await lockDraft(trx, ctx.db.dialect, row.id);
      // Changed since it was checked (another tab saved): the caller reloads and tries again.
      if (!current || current.updated_at !== row.updated_at) throw invalid({ items: DRAFT_MSG.mockupsStale });
      const ids: number[] = [];
      for (const [index, item] of live.entries()) {
        const itemView = view.items.find((v) => v.key === item.key);
        if (!itemView) continue;
        try {
          ids.push(await publishItem(trx, row.website_id, row.id, item, itemView, dc, publicKeys));
        } catch (error) {
          throw itemErrors(error, index);
        }
      }
      await deleteDraft(trx, row.id);
      return ids;
    });
    await Promise.all(items.flatMap((i) => i.mockups.map((m) => ctx.storage.delete(m.key))));
    return productIds;
  } catch (error) {
    await Promise.all([...publicKeys.values()].map((key) => ctx.storage.delete(key)));
    throw error;
  }
}
