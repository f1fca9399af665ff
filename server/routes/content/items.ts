import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CONTENT_KINDS, CONTENT_MSG } from "../../../domain/content.js";
import { contentItemDto } from "../../../domain/contracts/content.js";
import type { AppContext } from "../../context.js";
import {
  createContentItem,
  deleteContentItem,
  findContentItem,
  updateContentItem,
} from "../../services/content/items.js";
import { DESIGN_ACCESS, listQuery } from "./common.js";
import { recordId, websiteIdParam } from "../../http/params.js";
import { contentItem } from "../../services/content/mapping.js";
import { CONTENT_SORTS, contentItemsPage } from "../../services/content/list.js";
import { messageDto } from "../../http/params.js";
import { answeringCurrent, askedVersion, withoutVersion } from "../../http/versions.js";

const kindParam = websiteIdParam.extend({ kind: z.enum(CONTENT_KINDS) });
const itemParam = kindParam.extend({ id: recordId });
const itemsQuery = listQuery.extend({
  sort: z.enum(CONTENT_SORTS).default("sort_order"),
  order: z.enum(["asc", "desc"]).default("asc"),
});

/** Every kind's fields in one body schema for the OpenAPI document; the route checks its kind's. */
const anyBody = z
  .record(z.string(), z.unknown())
  .describe(
    "The fields of the kind: domain/content.ts CONTENT_SCHEMAS (page, blog, news, faq, collection, gallery, redirect, menu)",
  );

/**
 * The content resources kept as pages by type (blogs, news, FAQs, collections, galleries,
 * redirects, menus and plain pages): list, read, create, update, delete. edit_design, like
 * the design editor that lays the same rows out.
 */
export async function contentItemRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/content/:websiteId/:kind",
    {
      config: { access: DESIGN_ACCESS },
      schema: {
        tags: ["content"],
        summary: "A page of a store's content items of one kind, searched by name or slug (edit_design)",
        params: kindParam,
        querystring: itemsQuery,
        response: { 200: z.object({ data: z.array(contentItemDto), total: z.number() }) },
      },
    },
    async (request) => {
      const { websiteId, kind } = request.params;
      const { page, per_page } = request.query;
      const { rows, total } = await contentItemsPage(ctx, websiteId, kind, request.query, page, per_page);
      return { data: rows.map((row) => contentItem(ctx, kind, row)), total };
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
        response: { 200: contentItemDto },
      },
    },
    async (request) => {
      const { websiteId, kind, id } = request.params;
      return contentItem(ctx, kind, await findContentItem(ctx, websiteId, kind, id));
    },
  );

  r.post(
    "/api/content/:websiteId/:kind",
    {
      config: { access: DESIGN_ACCESS, changesStorefront: true },
      schema: {
        tags: ["content"],
        summary: "Create a content item; a taken slug answers 409 (the SPA appends a dash and 7 characters)",
        params: kindParam,
        body: anyBody,
        response: { 201: contentItemDto },
      },
    },
    async (request, reply) => {
      const { websiteId, kind } = request.params;
      const row = await createContentItem(ctx, websiteId, kind, request.body);
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
        description:
          "With the version the screen read (`version` or If-Match), an item saved by someone else since (here or in the design editor) answers 409 with `current`, the item now, and nothing is written.",
        params: itemParam,
        body: anyBody,
        response: { 200: contentItemDto },
      },
    },
    async (request) => {
      const { websiteId, kind, id } = request.params;
      const row = await answeringCurrent(
        () =>
          updateContentItem(ctx, websiteId, kind, id, withoutVersion(request.body), askedVersion(request)),
        async () => contentItem(ctx, kind, await findContentItem(ctx, websiteId, kind, id)),
      );
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
      await deleteContentItem(ctx, websiteId, kind, id);
      return { message: CONTENT_MSG.deleted };
    },
  );
}
