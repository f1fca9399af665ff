import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { applyDesignSchema, DRAFT_MSG, saveSideSchema } from "../../../domain/drafts.js";
import { clampPlacement, fitPlacement } from "../../../domain/placement.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import { areaOf, loadBlanks } from "../../services/mockups/blanks.js";
import { itemByKey, draftOf, ownDraft } from "./access.js";
import { saveDraft } from "../../services/product-drafts/change.js";
import { draftDto, draftIdParam, sideParam, tags } from "./dto.js";

const IMAGE_EXTENSIONS = new Set(["png", "jpg", "jpeg"]);
const IMAGE_MIMES = new Set(["image/png", "image/jpeg"]);

/**
 * A design or product picture: one of the store's PNG or JPG files, with its stored path and
 * pixel size. 404 otherwise.
 */
export async function designFile(
  ctx: AppContext,
  k: Kysely<Database>,
  websiteId: number,
  fileId: number,
): Promise<{ id: number; path: string; width: number; height: number }> {
  const file = await k
    .selectFrom("files")
    .select(["id", "path", "extension", "mime", "width", "height"])
    .where("id", "=", fileId)
    .where("website_id", "=", websiteId)
    .executeTakeFirst();
  const extension = (file?.extension ?? file?.path.split(".").pop() ?? "").toLowerCase();
  if (!file || !(IMAGE_MIMES.has(file.mime ?? "") || IMAGE_EXTENSIONS.has(extension)))
    throw notFound(DRAFT_MSG.fileNotFound);
  if (file.width && file.height)
    return { id: file.id, path: file.path, width: file.width, height: file.height };
  // Files stored before sizes were recorded: read the size from the picture itself.
  const body = await ctx.storage.get(file.path);
  const meta = body
    ? await sharp(body)
        .metadata()
        .catch(() => null)
    : null;
  if (!meta?.width || !meta.height) throw notFound(DRAFT_MSG.fileNotFound);
  return { id: file.id, path: file.path, width: meta.width, height: meta.height };
}

/** Placing designs on an item's sides, and the multi creator's one design for all. */
export async function sideRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    "/api/product-drafts/:id/items/:key/sides/:side",
    {
      config: { access: draftOf() },
      schema: {
        tags,
        summary: "Place a design on a side of an item (add_products)",
        description:
          "The placement is clamped into the side's print area (domain/placement.ts clampPlacement). The file must be one of the store's PNG or JPG files; another file, item or side answers 404. Choosing a file replaces the side's design.",
        params: sideParam,
        body: saveSideSchema,
        response: { 200: draftDto },
      },
    },
    async (request) => {
      const row = await ownDraft(ctx, request, request.params.id);
      const { key, side } = request.params;
      await designFile(ctx, k, row.website_id, request.body.file_id);
      return saveDraft(ctx, row, async (items, _current, trx) => {
        const item = itemByKey(items, key);
        const blank = (await loadBlanks(trx, [item.supplier_product_id])).get(item.supplier_product_id);
        const area = blank ? areaOf(blank, side) : null;
        if (!area) throw notFound(DRAFT_MSG.unknownSide);
        item.sides[side] = {
          file_id: request.body.file_id,
          placement: clampPlacement(area, request.body.placement),
        };
        return { items };
      });
    },
  );

  r.delete(
    "/api/product-drafts/:id/items/:key/sides/:side",
    {
      config: { access: draftOf() },
      schema: {
        tags,
        summary: "Remove the design from a side of an item, with its mockups (add_products)",
        params: sideParam,
        response: { 200: draftDto },
      },
    },
    async (request) => {
      const row = await ownDraft(ctx, request, request.params.id);
      const { key, side } = request.params;
      return saveDraft(ctx, row, (items) => {
        const item = itemByKey(items, key);
        if (!item.sides[side]) throw notFound();
        delete item.sides[side];
        item.mockups = item.mockups.filter((m) => m.side !== side);
        return { items };
      });
    },
  );

  r.put(
    "/api/product-drafts/:id/design",
    {
      config: { access: draftOf() },
      schema: {
        tags,
        summary: "Put one design on every item of a draft (add_products)",
        description:
          "Each item's designed sides get the file, fitted into the print area (fitPlacement); an item without a design gets it on its first print area.",
        params: draftIdParam,
        body: applyDesignSchema,
        response: { 200: draftDto },
      },
    },
    async (request) => {
      const row = await ownDraft(ctx, request, request.params.id);
      const file = await designFile(ctx, k, row.website_id, request.body.file_id);
      return saveDraft(ctx, row, async (items, _current, trx) => {
        const blanks = await loadBlanks(
          trx,
          items.map((i) => i.supplier_product_id),
        );
        for (const item of items) {
          const blank = blanks.get(item.supplier_product_id);
          if (!blank) continue;
          const designed = Object.keys(item.sides);
          const sides =
            designed.length > 0 ? designed : blank.printAreas.slice(0, 1).map((a) => a.original_side);
          for (const side of sides) {
            const area = areaOf(blank, side);
            if (area)
              item.sides[side] = { file_id: file.id, placement: fitPlacement(area, file.width, file.height) };
          }
        }
        return { items };
      });
    },
  );
}
