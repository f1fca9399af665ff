import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addDraftItemSchema,
  DECORATION_METHODS,
  createDraftSchema,
  DRAFT_KINDS,
  DRAFT_MSG,
  DRAFT_STEPS,
  draftName,
  errorsBefore,
  MAX_DRAFT_ITEMS,
  updateDraftSchema,
  type DraftItemPatch,
  type DraftKind,
} from "../../../domain/drafts.js";
import { DEFAULT_MARGIN_PERCENT } from "../../../domain/pricing.js";
import { PRODUCT_NAME_MAX } from "../../../domain/products.js";
import { slugify } from "../../../domain/slug.js";
import { currentUser } from "../../auth/guard.js";
import { grantedStore } from "../../http/access.js";
import type { AppContext } from "../../context.js";
import { nowIso, toJson } from "../../db/json.js";
import { invalid, notFound } from "../../errors.js";
import { defaultMethod, loadBlanks, type Blank } from "../../services/mockups/blanks.js";
import { loadDraftView, summaryView } from "../../services/mockups/draft-view.js";
import { randomKey, readItems, type StoredItem } from "../../services/mockups/stored.js";
import { DRAFT_PERMISSION, itemByKey, draftOf, ownDraft } from "./access.js";
import { saveDraft } from "../../services/product-drafts/change.js";
import { createDraft, deleteDraft } from "../../services/product-drafts/writes.js";
import { draftDto, draftIdParam, draftListDto, itemParam, tags } from "./dto.js";
import { applySimilar, loadSimilar } from "../../services/product-drafts/similar.js";
import { fetchPage, pageQueryOf } from "../../http/paging.js";
import { countRows } from "../../db/count.js";

/** A new item for a blank: its first colour, every size, the blank's name and suggested method. */
export function newItem(blank: Blank): StoredItem {
  const name = blank.name.slice(0, PRODUCT_NAME_MAX);
  const firstColor =
    blank.colors.find((c) => blank.variants.some((v) => v.color === c.name))?.name ?? blank.colors[0]?.name;
  return {
    key: randomKey(8),
    supplier_product_id: blank.id,
    colors: firstColor ? [firstColor] : [],
    sizes: blank.sizes,
    name,
    slug: slugify(name),
    price: null,
    price_fixed: 0,
    margin: DEFAULT_MARGIN_PERCENT,
    print_method: defaultMethod(blank),
    sides: {},
    mockups: [],
  };
}

function maxItems(kind: DraftKind): number {
  return kind === "single" ? 1 : MAX_DRAFT_ITEMS;
}

/**
 * One item's edit. Colours must be the blank's; a colour change marks the remaining mockups for
 * regeneration and drops the removed colours' ones; the last colour goes only when forced.
 */
function applyPatch(item: StoredItem, patch: DraftItemPatch, blank: Blank, index: number): void {
  const at = (field: string) => `items.${index}.${field}`;
  if (patch.colors) {
    const offered = new Set(blank.colors.map((c) => c.name));
    const wanted = [...new Set(patch.colors)];
    const unknown = wanted.find((c) => !offered.has(c));
    if (unknown !== undefined) throw invalid({ [at("colors")]: DRAFT_MSG.unknownColor });
    if (wanted.length === 0 && item.colors.length > 0 && !patch.force)
      throw invalid({ [at("colors")]: DRAFT_MSG.lastColor });
    const changed = wanted.length !== item.colors.length || wanted.some((c) => !item.colors.includes(c));
    if (changed) {
      const kept = new Set(wanted);
      item.mockups = item.mockups.filter((m) => kept.has(m.color)).map((m) => ({ ...m, stale: true }));
      item.colors = wanted;
    }
  }
  if (patch.sizes) {
    const offered = new Set(blank.sizes);
    const sizes = [...new Set(patch.sizes)];
    if (sizes.length === 0 || sizes.some((s) => !offered.has(s)))
      throw invalid({ [at("sizes")]: "You must select sizes and colors" });
    item.sizes = blank.sizes.filter((s) => sizes.includes(s));
  }
  if (patch.print_method !== undefined) {
    if (!blank.methods.some((m) => DECORATION_METHODS[m] === patch.print_method))
      throw invalid({ [at("print_method")]: DRAFT_MSG.methodNotOffered });
    item.print_method = patch.print_method;
  }
  if (patch.name !== undefined) item.name = draftName(patch.name);
  if (patch.slug !== undefined) item.slug = slugify(patch.slug);
  if (patch.price !== undefined) item.price = patch.price;
  if (patch.price_fixed !== undefined) item.price_fixed = patch.price_fixed;
  if (patch.margin !== undefined) item.margin = patch.margin;
}

/** Creating, listing, reading and editing drafts, and adding or removing their items. */
export async function draftRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/product-drafts",
    {
      schema: {
        tags,
        summary: "Start a product creator draft with up to 10 blanks (add_products)",
        description:
          `kind single takes one blank; more than ${MAX_DRAFT_ITEMS} answers 422 '${DRAFT_MSG.maxProducts}'. ` +
          "similar_product_id (a live product of the active store, else 422) starts the items of that " +
          "product's blank from its colours, sizes, print method and pricing.",
        body: createDraftSchema,
        response: { 201: draftDto },
      },
      config: { access: { right: DRAFT_PERMISSION, from: "active" } },
    },
    async (request, reply) => {
      const websiteId = grantedStore(request).website.id;
      const body = request.body;
      if (body.supplier_product_ids.length > maxItems(body.kind))
        throw invalid({ supplier_product_ids: DRAFT_MSG.maxProducts });
      const blanks = await loadBlanks(k, body.supplier_product_ids);
      const missing = body.supplier_product_ids.findIndex((id) => !blanks.has(id));
      if (missing >= 0) throw invalid({ [`supplier_product_ids.${missing}`]: DRAFT_MSG.chooseProduct });
      const similar =
        body.similar_product_id === undefined
          ? null
          : await loadSimilar(k, websiteId, body.similar_product_id);
      const items = body.supplier_product_ids.flatMap((id) => {
        const blank = blanks.get(id);
        if (!blank) return [];
        return [similar ? applySimilar(newItem(blank), blank, similar) : newItem(blank)];
      });
      const now = nowIso();
      const row = await createDraft(k, {
        website_id: websiteId,
        user_id: currentUser(request).id,
        kind: body.kind,
        step: 0,
        similar_product_id: body.similar_product_id ?? null,
        items: toJson(items),
        created_at: now,
        updated_at: now,
      });
      return reply.code(201).send(await loadDraftView(ctx, k, row));
    },
  );

  r.get(
    "/api/product-drafts",
    {
      schema: {
        tags,
        summary: "The caller's open drafts in the active store, newest first (add_products)",
        querystring: z.object({
          kind: z.enum(DRAFT_KINDS).optional(),
          ...pageQueryOf(20),
        }),
        response: { 200: draftListDto },
      },
      config: { access: { right: DRAFT_PERMISSION, from: "active" } },
    },
    async (request) => {
      const websiteId = grantedStore(request).website.id;
      const { kind, page, per_page } = request.query;
      let query = k
        .selectFrom("product_drafts")
        .where("user_id", "=", currentUser(request).id)
        .where("website_id", "=", websiteId);
      if (kind) query = query.where("kind", "=", kind);
      const { data: rows, total } = await fetchPage(
        page,
        per_page,
        (limit, offset) =>
          query
            .selectAll()
            .orderBy("updated_at", "desc")
            .orderBy("id", "desc")
            .limit(limit)
            .offset(offset)
            .execute(),
        () => countRows(query),
      );
      const blanks = await loadBlanks(
        k,
        rows.flatMap((row) =>
          readItems(row.items)
            .slice(0, 1)
            .map((i) => i.supplier_product_id),
        ),
      );
      return { data: rows.map((row) => summaryView(ctx, blanks, row)), total };
    },
  );

  r.get(
    "/api/product-drafts/:id",
    {
      config: { access: draftOf() },
      schema: {
        tags,
        summary: "One of the caller's drafts (add_products)",
        params: draftIdParam,
        response: { 200: draftDto },
      },
    },
    async (request) => loadDraftView(ctx, k, await ownDraft(ctx, request, request.params.id)),
  );

  r.put(
    "/api/product-drafts/:id",
    {
      config: { access: draftOf() },
      schema: {
        tags,
        summary: "Save the creator's choices and move between steps (add_products)",
        description:
          "items patch the items named by key. A step forward is refused (422, with the failing fields) unless every earlier step is complete; going back is always allowed. Removing an item's last colour needs force: true.",
        params: draftIdParam,
        body: updateDraftSchema,
        response: { 200: draftDto },
      },
    },
    async (request) => {
      const row = await ownDraft(ctx, request, request.params.id);
      const body = request.body;
      const kind = row.kind as DraftKind;
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
    },
  );

  r.post(
    "/api/product-drafts/:id/items",
    {
      config: { access: draftOf() },
      schema: {
        tags,
        summary: "Add a blank to a draft (add_products)",
        description: `A single-product draft holds one blank, a multi-product draft ${MAX_DRAFT_ITEMS} ('${DRAFT_MSG.maxProducts}').`,
        params: draftIdParam,
        body: addDraftItemSchema,
        response: { 201: draftDto },
      },
    },
    async (request, reply) => {
      const row = await ownDraft(ctx, request, request.params.id);
      const blank = (await loadBlanks(k, [request.body.supplier_product_id])).get(
        request.body.supplier_product_id,
      );
      if (!blank) throw invalid({ supplier_product_id: DRAFT_MSG.chooseProduct });
      const draft = await saveDraft(ctx, row, (items) => {
        if (items.length >= maxItems(row.kind as DraftKind))
          throw invalid({ supplier_product_id: DRAFT_MSG.maxProducts });
        return { items: [...items, newItem(blank)] };
      });
      return reply.code(201).send(draft);
    },
  );

  r.delete(
    "/api/product-drafts/:id/items/:key",
    {
      config: { access: draftOf() },
      schema: {
        tags,
        summary: "Remove a blank and its mockups from a draft (add_products)",
        params: itemParam,
        response: { 200: draftDto },
      },
    },
    async (request) => {
      const row = await ownDraft(ctx, request, request.params.id);
      return saveDraft(ctx, row, (items) => {
        const item = itemByKey(items, request.params.key);
        return { items: items.filter((i) => i !== item) };
      });
    },
  );

  r.delete(
    "/api/product-drafts/:id",
    {
      config: { access: draftOf() },
      schema: {
        tags,
        summary: "Discard a draft and its mockups (add_products)",
        params: draftIdParam,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const row = await ownDraft(ctx, request, request.params.id);
      if (!(await deleteDraft(k, row.id))) throw notFound();
      await Promise.all(readItems(row.items).flatMap((i) => i.mockups.map((m) => ctx.storage.delete(m.key))));
      return reply.code(204).send(null);
    },
  );
}
