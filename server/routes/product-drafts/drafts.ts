import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addDraftItemSchema,
  createDraftSchema,
  DRAFT_KINDS,
  DRAFT_MSG,
  MAX_DRAFT_ITEMS,
  updateDraftSchema,
} from "../../../domain/drafts.js";
import { currentUser } from "../../auth/guard.js";
import { grantedStore } from "../../http/access.js";
import type { AppContext } from "../../context.js";
import { DRAFT_PERMISSION, draftOf, ownDraft } from "./access.js";
import { draftDto, draftIdParam, draftListDto, itemParam, tags } from "./dto.js";
import { startDraft } from "../../services/product-drafts/start.js";
import { draftsPage, draftView } from "../../services/product-drafts/reads.js";
import {
  addDraftItem,
  discardDraft,
  editDraft,
  removeDraftItem,
} from "../../services/product-drafts/edit.js";
import { pageQueryOf } from "../../http/paging.js";

/** Creating, listing, reading and editing drafts, and adding or removing their items. */
export async function draftRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
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
      const draft = await startDraft(ctx, websiteId, currentUser(request).id, request.body);
      return reply.code(201).send(draft);
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
      return draftsPage(ctx, currentUser(request).id, websiteId, kind, page, per_page);
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
    async (request) => draftView(ctx, await ownDraft(ctx, request, request.params.id)),
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
      return editDraft(ctx, row, request.body);
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
      const draft = await addDraftItem(ctx, row, request.body.supplier_product_id);
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
      return removeDraftItem(ctx, row, request.params.key);
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
      await discardDraft(ctx, row);
      return reply.code(204).send(null);
    },
  );
}
