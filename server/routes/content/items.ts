import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CONTENT_KINDS,
  CONTENT_MSG,
  CONTENT_SCHEMAS,
  KIND_TYPES,
  type ContentKind,
} from "../../../domain/content.js";
import type { AppContext } from "../../context.js";
import { nowIso, toJson, fromJson } from "../../db/json.js";
import type { Db } from "../../db/types.js";
import { HttpError, notFound } from "../../errors.js";
import { DESIGN_ACCESS, listQuery } from "./common.js";
import { websiteIdParam } from "../../http/params.js";
import { contentItem, contentValues, type PageRecord } from "./mapping.js";
import { messageDto } from "../../http/params.js";
import { matchesAny } from "../../http/search.js";

const kindParam = websiteIdParam.extend({ kind: z.enum(CONTENT_KINDS) });
const itemParam = kindParam.extend({ id: z.coerce.number().int().positive() });
const SORTS = ["sort_order", "name", "updated_at", "published_at", "created_at"] as const;
const itemsQuery = listQuery.extend({
  sort: z.enum(SORTS).default("sort_order"),
  order: z.enum(["asc", "desc"]).default("asc"),
});

const itemDto = z.object({
  id: z.number(),
  website_id: z.number(),
  type: z.string(),
  name: z.string(),
  slug: z.string(),
  sort_order: z.number(),
  draft: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  data: z.record(z.string(), z.unknown()),
  path: z.string().nullable(),
});
/** Every kind's fields in one body schema for the OpenAPI document; the route checks its kind's. */
const anyBody = z
  .record(z.string(), z.unknown())
  .describe(
    "The fields of the kind: domain/content.ts CONTENT_SCHEMAS (page, blog, news, faq, collection, gallery, redirect, menu)",
  );

const COLUMNS = [
  "id",
  "website_id",
  "type",
  "name",
  "slug",
  "sort_order",
  "draft",
  "published_at",
  "data",
  "created_at",
  "updated_at",
] as const;

async function findItem(db: Db, websiteId: number, kind: ContentKind, id: number): Promise<PageRecord> {
  const row = await db.kysely
    .selectFrom("pages")
    .select(COLUMNS)
    .where("id", "=", id)
    .where("website_id", "=", websiteId)
    .where("type", "in", [...KIND_TYPES[kind]])
    .executeTakeFirst();
  if (!row) throw notFound(CONTENT_MSG.notFound);
  return row;
}

/**
 * The content resources kept as pages by type (blogs, news, FAQs, collections, galleries,
 * redirects, menus and plain pages): list, read, create, update, delete. edit_design, like
 * the design editor that lays the same rows out.
 */
export async function contentItemRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const k = ctx.db.kysely;

  r.get(
    "/api/content/:websiteId/:kind",
    {
      config: { access: DESIGN_ACCESS },
      schema: {
        tags: ["content"],
        summary: "A page of a store's content items of one kind, searched by name or slug (edit_design)",
        params: kindParam,
        querystring: itemsQuery,
        response: { 200: z.object({ data: z.array(itemDto), total: z.number() }) },
      },
    },
    async (request) => {
      const { websiteId, kind } = request.params;
      const { q, page, per_page, sort, order } = request.query;
      let query = k
        .selectFrom("pages")
        .where("website_id", "=", websiteId)
        .where("type", "in", [...KIND_TYPES[kind]]);
      if (q) query = query.where(matchesAny<"pages">(["name", "slug"], q));
      const [rows, count] = await Promise.all([
        query
          .select(COLUMNS)
          .orderBy(sort, order)
          .orderBy("id", order)
          .limit(per_page)
          .offset((page - 1) * per_page)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map((row) => contentItem(ctx, kind, row)), total: Number(count.n) };
    },
  );

  r.get(
    "/api/content/:websiteId/:kind/:id",
    {
      config: { access: DESIGN_ACCESS },
      schema: {
        tags: ["content"],
        summary: "One content item (edit_design)",
        params: itemParam,
        response: { 200: itemDto },
      },
    },
    async (request) => {
      const { websiteId, kind, id } = request.params;
      return contentItem(ctx, kind, await findItem(ctx.db, websiteId, kind, id));
    },
  );

  /** A slug another row of the store holds answers 409 at the field the user typed it in. */
  const assertSlugFree = async (
    db: Db["kysely"],
    websiteId: number,
    kind: ContentKind,
    slug: string,
    self: number | null,
  ) => {
    let query = db
      .selectFrom("pages")
      .select("id")
      .where("website_id", "=", websiteId)
      .where("slug", "=", slug);
    if (self !== null) query = query.where("id", "!=", self);
    if (await query.executeTakeFirst()) {
      const field = kind === "redirect" ? "from" : "slug";
      throw new HttpError(409, CONTENT_MSG.slugTaken, { [field]: CONTENT_MSG.slugTaken });
    }
  };

  r.post(
    "/api/content/:websiteId/:kind",
    {
      config: { access: DESIGN_ACCESS, changesStorefront: true },
      schema: {
        tags: ["content"],
        summary: "Create a content item; a taken slug answers 409 (the SPA appends a dash and 7 characters)",
        params: kindParam,
        body: anyBody,
        response: { 201: itemDto },
      },
    },
    async (request, reply) => {
      const { websiteId, kind } = request.params;
      const input = CONTENT_SCHEMAS[kind].parse(request.body);
      const values = await contentValues(ctx, websiteId, kind, input);
      const row = await k.transaction().execute(async (trx) => {
        await assertSlugFree(trx, websiteId, kind, values.slug, null);
        if (values.type === "home") await demoteHome(trx, websiteId, null);
        const last = await trx
          .selectFrom("pages")
          .select((eb) => eb.fn.max("sort_order").as("max"))
          .where("website_id", "=", websiteId)
          .executeTakeFirst();
        const now = nowIso();
        return trx
          .insertInto("pages")
          .values({
            website_id: websiteId,
            type: values.type,
            name: values.name,
            slug: values.slug,
            sort_order: values.sort_order ?? Number(last?.max ?? -1) + 1,
            draft: values.draft,
            published_at: values.published_at,
            sections: toJson([]),
            data: toJson(values.data),
            created_at: now,
            updated_at: now,
          })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
      });
      return reply.code(201).send(contentItem(ctx, kind, row));
    },
  );

  r.put(
    "/api/content/:websiteId/:kind/:id",
    {
      config: { access: DESIGN_ACCESS, changesStorefront: true },
      schema: {
        tags: ["content"],
        summary: "Update a content item (its sections, set by the design editor, are kept)",
        params: itemParam,
        body: anyBody,
        response: { 200: itemDto },
      },
    },
    async (request) => {
      const { websiteId, kind, id } = request.params;
      await findItem(ctx.db, websiteId, kind, id);
      const input = CONTENT_SCHEMAS[kind].parse(request.body);
      const values = await contentValues(ctx, websiteId, kind, input);
      const row = await k.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom("pages")
          .select(["data", "type"])
          .where("id", "=", id)
          .where("website_id", "=", websiteId)
          .executeTakeFirst();
        if (!current) throw notFound(CONTENT_MSG.notFound);
        await assertSlugFree(trx, websiteId, kind, values.slug, id);
        if (values.type === "home" && current.type !== "home") await demoteHome(trx, websiteId, id);
        return trx
          .updateTable("pages")
          .set({
            type: values.type,
            name: values.name,
            slug: values.slug,
            ...(values.sort_order !== undefined ? { sort_order: values.sort_order } : {}),
            draft: values.draft,
            published_at: values.published_at,
            // Keys the design editor keeps in data (and kinds' old keys) stay.
            data: toJson({ ...fromJson<Record<string, unknown>>(current.data, {}), ...values.data }),
            updated_at: nowIso(),
          })
          .where("id", "=", id)
          .where("website_id", "=", websiteId)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
      });
      return contentItem(ctx, kind, row);
    },
  );

  r.delete(
    "/api/content/:websiteId/:kind/:id",
    {
      config: { access: DESIGN_ACCESS, changesStorefront: true },
      schema: {
        tags: ["content"],
        summary: "Delete a content item (edit_design)",
        params: itemParam,
        response: { 200: messageDto },
      },
    },
    async (request) => {
      const { websiteId, kind, id } = request.params;
      await findItem(ctx.db, websiteId, kind, id);
      await k.deleteFrom("pages").where("id", "=", id).where("website_id", "=", websiteId).execute();
      return { message: CONTENT_MSG.deleted };
    },
  );
}

/** One home page per store: making another the home page turns the old one into a plain page. */
async function demoteHome(trx: Db["kysely"], websiteId: number, except: number | null): Promise<void> {
  let query = trx
    .updateTable("pages")
    .set({ type: "page", updated_at: nowIso() })
    .where("website_id", "=", websiteId)
    .where("type", "=", "home");
  if (except !== null) query = query.where("id", "!=", except);
  await query.execute();
}
