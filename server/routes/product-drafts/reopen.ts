import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import { DRAFT_MSG } from "../../../domain/drafts.js";
import { currentUser } from "../../auth/guard.js";
import { grantedStore } from "../../http/access.js";
import { holdsRight } from "../../../domain/resource-rights.js";
import type { AppContext } from "../../context.js";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import type { Database } from "../../db/schema.js";
import { forbidden, invalid, notFound } from "../../errors.js";
import { areaOf, loadBlanks, type Blank } from "../../services/mockups/blanks.js";
import { loadDraftView } from "../../services/mockups/draft-view.js";
import { readItems, type StoredItem, type StoredSide } from "../../services/mockups/stored.js";
import { readProductData } from "../../services/products/data.js";
import { DRAFT_PERMISSION } from "./access.js";
import { newItem } from "./drafts.js";
import { draftDto, tags } from "./dto.js";
import { applySimilar, loadSimilar, SIMILAR_NOT_FOUND } from "../../services/product-drafts/similar.js";
import { recordId } from "../../http/params.js";
import { createDraft } from "../../services/product-drafts/writes.js";

type Q = Kysely<Database>;

export const REOPEN_MSG = {
  noBlank: "A custom product has no supplier blank to design on.",
} as const;

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
  k: Q,
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
      await k
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
 * Reopening a store product's design in the product creator: a single draft whose item names the
 * product, so publishing it updates that product (same id, slug and categories) instead of making
 * a new one.
 */
export async function reopenRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/product-drafts/from-product/:productId",
    {
      schema: {
        tags,
        summary: "Open a store product's design in the product creator (add_products and edit_products)",
        description:
          "Answers the caller's open draft of that product (200) or a new one at the design step (201): the product's blank, colours, sizes, method, name, slug, price and, where kept, its designs and placements. Publishing the draft updates the product. A custom product answers 422; another store's or a deleted one 404.",
        params: z.object({ productId: recordId }),
        response: { 200: draftDto, 201: draftDto },
      },
      config: { access: { right: "edit_products", from: "active" } },
    },
    async (request, reply) => {
      const { website, access } = grantedStore(request);
      // Both rights are needed; a rule names one, so the creator's own is checked here.
      if (!holdsRight(access, DRAFT_PERMISSION)) throw forbidden();
      const websiteId = website.id;
      const product = await k
        .selectFrom("products")
        .select(["id", "website_id", "supplier_product_id", "name", "slug", "price", "data"])
        .where("id", "=", request.params.productId)
        .where("website_id", "=", websiteId)
        .where("deleted_at", "is", null)
        .executeTakeFirst();
      if (!product) throw notFound(SIMILAR_NOT_FOUND);
      if (product.supplier_product_id === null || readProductData(product.data).is_custom)
        throw invalid({ product_id: REOPEN_MSG.noBlank });

      const user = currentUser(request);
      const open = await k
        .selectFrom("product_drafts")
        .selectAll()
        .where("user_id", "=", user.id)
        .where("website_id", "=", websiteId)
        .where("kind", "=", "single")
        .orderBy("id", "desc")
        .execute();
      const already = open.find((row) => readItems(row.items).some((i) => i.product_id === product.id));
      if (already) return reply.code(200).send(await loadDraftView(ctx, k, already));

      const blank = (await loadBlanks(k, [product.supplier_product_id])).get(product.supplier_product_id);
      if (!blank) throw invalid({ product_id: DRAFT_MSG.chooseProduct });
      const similar = await loadSimilar(k, websiteId, product.id);
      const item: StoredItem = {
        ...applySimilar(newItem(blank), blank, similar),
        name: product.name,
        slug: product.slug,
        price: Number(product.price) > 0 ? Number(product.price) : null,
        sides: await sidesOf(k, websiteId, product.data, blank),
        product_id: product.id,
      };
      const now = nowIso();
      const row = await createDraft(k, {
        website_id: websiteId,
        user_id: user.id,
        kind: "single",
        // The design step: the blank is the product's.
        step: 1,
        similar_product_id: null,
        items: toJson([item]),
        created_at: now,
        updated_at: now,
      });
      return reply.code(201).send(await loadDraftView(ctx, k, row));
    },
  );
}
