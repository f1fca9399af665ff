import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { applyDesignSchema, saveSideSchema } from "../../../domain/drafts.js";
import type { AppContext } from "../../context.js";
import { draftOf, ownDraft } from "./access.js";
import { applyDesignToAll, placeSideDesign, removeSideDesign } from "../../services/product-drafts/sides.js";
import { draftDto, draftIdParam, sideParam, tags } from "./dto.js";

/** Placing designs on an item's sides, and the multi creator's one design for all. */
export async function sideRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
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
      return placeSideDesign(ctx, row, key, side, request.body);
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
      return removeSideDesign(ctx, row, key, side);
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
      return applyDesignToAll(ctx, row, request.body.file_id);
    },
  );
}
