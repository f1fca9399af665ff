import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CONTENT_MSG } from "../../../domain/content.js";
import type { AppContext } from "../../context.js";
import { DESIGN_ACCESS, PROMOTION_WRITES, idParam, listQuery } from "./common.js";
import {
  createPromotion,
  deletePromotion,
  findPromotion,
  promotionOut,
  updatePromotion,
  type PromotionRow,
} from "../../services/promotions/writes.js";
import { promotionsPage } from "../../services/promotions/list.js";
import { messageDto, websiteIdParam } from "../../http/params.js";
import { recordVersion } from "../../../domain/contracts/versions.js";
import { answeringCurrent, askedVersion, withoutVersion } from "../../http/versions.js";

const promotionDto = z.object({
  id: z.number(),
  website_id: z.number(),
  title: z.string(),
  kind: z.enum(["banner", "announcement"]),
  text: z.string(),
  image: z.string(),
  image_url: z.string().nullable(),
  link: z.string(),
  active: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  sort_order: z.number(),
  live: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  version: recordVersion,
});

/** Spec "Gift card, discount and promotion: fields not shown": a banner or announcement with a window. */
export async function promotionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const dto = (row: PromotionRow) => promotionOut(ctx, row);
  const body = z
    .record(z.string(), z.unknown())
    .describe(
      "title (required), kind banner|announcement, text, image, link, active, starts_at, ends_at (ISO; start before end), sort_order",
    );

  r.get(
    "/api/content/:websiteId/promotions",
    {
      config: { access: DESIGN_ACCESS },
      schema: {
        tags: ["content"],
        summary: "A store's promotions, by order (edit_design)",
        params: websiteIdParam,
        querystring: listQuery,
        response: { 200: z.object({ data: z.array(promotionDto), total: z.number() }) },
      },
    },
    async (request) => {
      const { websiteId } = request.params;
      const { q, page, per_page } = request.query;
      const { rows, total } = await promotionsPage(ctx, websiteId, q, page, per_page);
      return { data: rows.map(dto), total };
    },
  );

  r.get(
    "/api/content/:websiteId/promotions/:id",
    {
      config: { access: DESIGN_ACCESS },
      schema: {
        tags: ["content"],
        summary: "One promotion (edit_design)",
        params: idParam,
        response: { 200: promotionDto },
      },
    },
    async (request) => {
      const { websiteId, id } = request.params;
      return dto(await findPromotion(ctx, websiteId, id));
    },
  );

  r.post(
    "/api/content/:websiteId/promotions",
    {
      config: { access: PROMOTION_WRITES, changesStorefront: true },
      schema: {
        tags: ["content"],
        summary: "Create a promotion (edit_design)",
        params: websiteIdParam,
        body,
        response: { 201: promotionDto },
      },
    },
    async (request, reply) => {
      const { websiteId } = request.params;
      return reply.code(201).send(dto(await createPromotion(ctx, websiteId, request.body)));
    },
  );

  r.put(
    "/api/content/:websiteId/promotions/:id",
    {
      config: { access: PROMOTION_WRITES, changesStorefront: true },
      schema: {
        tags: ["content"],
        summary: "Update a promotion (edit_design)",
        description:
          "With the version the screen read (`version` or If-Match), a promotion saved by someone else since answers 409 with `current`, the promotion now, and nothing is written.",
        params: idParam,
        body,
        response: { 200: promotionDto },
      },
    },
    async (request) => {
      const { websiteId, id } = request.params;
      const saved = await answeringCurrent(
        () => updatePromotion(ctx, websiteId, id, withoutVersion(request.body), askedVersion(request)),
        async () => ({ ...dto(await findPromotion(ctx, websiteId, id)) }),
      );
      return dto(saved);
    },
  );

  r.delete(
    "/api/content/:websiteId/promotions/:id",
    {
      config: { access: PROMOTION_WRITES, changesStorefront: true },
      schema: {
        tags: ["content"],
        summary: "Delete a promotion (edit_design)",
        params: idParam,
        response: { 200: messageDto },
      },
    },
    async (request) => {
      const { websiteId, id } = request.params;
      await deletePromotion(ctx, websiteId, id);
      return { message: CONTENT_MSG.deleted };
    },
  );
}
