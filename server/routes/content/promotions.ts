import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CONTENT_MSG, promotionLive, promotionSchema, type Promotion } from "../../../domain/content.js";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import type { Selectable } from "kysely";
import type { PromotionsTable } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import { DESIGN_ACCESS, PROMOTION_WRITES, idParam, listQuery, resolvePicture } from "./common.js";
import { messageDto, websiteIdParam } from "../../http/params.js";
import { matchesAny } from "../../http/search.js";

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
});

/** Spec "Gift card, discount and promotion: fields not shown": a banner or announcement with a window. */
export async function promotionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const k = ctx.db.kysely;

  const dto = (row: Selectable<PromotionsTable>): Promotion => {
    const base = {
      active: row.active === 1,
      starts_at: row.starts_at,
      ends_at: row.ends_at,
    };
    return {
      ...row,
      ...base,
      kind: row.kind === "banner" ? "banner" : "announcement",
      image_url: ctx.urls.url(row.image),
      live: promotionLive(base, nowIso()),
    };
  };
  const find = async (websiteId: number, id: number) => {
    const row = await k
      .selectFrom("promotions")
      .selectAll()
      .where("id", "=", id)
      .where("website_id", "=", websiteId)
      .executeTakeFirst();
    if (!row) throw notFound(CONTENT_MSG.notFound);
    return row;
  };
  const values = async (websiteId: number, body: unknown) => {
    const input = promotionSchema.parse(body);
    return {
      title: input.title,
      kind: input.kind,
      text: input.text,
      image: await resolvePicture(ctx.db, websiteId, input.image, "image"),
      link: input.link,
      active: input.active ? 1 : 0,
      starts_at: input.starts_at ?? null,
      ends_at: input.ends_at ?? null,
      ...(input.sort_order !== undefined ? { sort_order: input.sort_order } : {}),
    };
  };
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
      let query = k.selectFrom("promotions").where("website_id", "=", websiteId);
      if (q) query = query.where(matchesAny<"promotions">(["title", "text"], q));
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy("sort_order")
          .orderBy("id")
          .limit(per_page)
          .offset((page - 1) * per_page)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map(dto), total: Number(count.n) };
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
      return dto(await find(websiteId, id));
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
      const v = await values(websiteId, request.body);
      const row = await k.transaction().execute(async (trx) => {
        const now = nowIso();
        return trx
          .insertInto("promotions")
          .values({ ...v, website_id: websiteId, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return reply.code(201).send(dto(row));
    },
  );

  r.put(
    "/api/content/:websiteId/promotions/:id",
    {
      config: { access: PROMOTION_WRITES, changesStorefront: true },
      schema: {
        tags: ["content"],
        summary: "Update a promotion (edit_design)",
        params: idParam,
        body,
        response: { 200: promotionDto },
      },
    },
    async (request) => {
      const { websiteId, id } = request.params;
      await find(websiteId, id);
      const v = await values(websiteId, request.body);
      const row = await k.transaction().execute((trx) =>
        trx
          .updateTable("promotions")
          .set({ ...v, updated_at: nowIso() })
          .where("id", "=", id)
          .where("website_id", "=", websiteId)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return dto(row);
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
      await find(websiteId, id);
      await k.deleteFrom("promotions").where("id", "=", id).where("website_id", "=", websiteId).execute();
      return { message: CONTENT_MSG.deleted };
    },
  );
}
