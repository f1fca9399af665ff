import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { entryModalContentSchema, pageSeoSchema, storeSeoSchema } from "../../../domain/content.js";
import { entryModalDto } from "../../../domain/contracts/content.js";
import type { AppContext } from "../../context.js";
import { DESIGN_ACCESS, idParam } from "./common.js";
import { loadSeo, savePageSeo, saveStoreSeo } from "../../services/content/seo.js";
import { entryModalOf, saveEntryModal } from "../../services/content/entry-modal.js";
import { websiteIdParam } from "../../http/params.js";
import { grantedStore } from "../../http/access.js";

const seoDto = z.object({ title: z.string(), description: z.string(), image: z.string() });
const seoSettingsDto = z.object({
  store: seoDto.extend({ image_url: z.string().nullable() }),
  pages: z.array(
    z.object({ id: z.number(), type: z.string(), name: z.string(), slug: z.string(), seo: seoDto }),
  ),
});

/**
 * /seo (store title, description and open-graph picture, per-page overrides) and the entry
 * modal (one per store). Both are store settings kept on the store record: `data.seo`, read by
 * the storefront's head, and `entry_modal`, which the settings screen edits too.
 */
export async function contentSettingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/content/:websiteId/seo",
    {
      config: { access: DESIGN_ACCESS },
      schema: {
        tags: ["content"],
        summary: "The store's SEO settings and every page's override (edit_design)",
        params: websiteIdParam,
        response: { 200: seoSettingsDto },
      },
    },
    async (request) => {
      return loadSeo(ctx, request.params.websiteId);
    },
  );

  r.put(
    "/api/content/:websiteId/seo",
    {
      config: { access: DESIGN_ACCESS, changesStorefront: true },
      schema: {
        tags: ["content"],
        summary: "Save the store's title, description and open-graph picture (edit_design)",
        params: websiteIdParam,
        body: storeSeoSchema,
        response: { 200: seoSettingsDto },
      },
    },
    async (request) => {
      const { websiteId } = request.params;
      await saveStoreSeo(ctx, websiteId, request.body);
      return loadSeo(ctx, websiteId);
    },
  );

  r.put(
    "/api/content/:websiteId/seo/pages/:id",
    {
      config: { access: DESIGN_ACCESS, changesStorefront: true },
      schema: {
        tags: ["content"],
        summary: "Save one page's SEO override; empty fields fall back to the store's (edit_design)",
        params: idParam,
        body: pageSeoSchema,
        response: { 200: seoSettingsDto },
      },
    },
    async (request) => {
      const { websiteId, id } = request.params;
      await savePageSeo(ctx, websiteId, id, request.body);
      return loadSeo(ctx, websiteId);
    },
  );

  r.get(
    "/api/content/:websiteId/entry-modal",
    {
      config: { access: DESIGN_ACCESS },
      schema: {
        tags: ["content"],
        summary: "The store's entry modal (edit_design)",
        params: websiteIdParam,
        response: { 200: entryModalDto },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      return entryModalOf(ctx, website.entry_modal);
    },
  );

  r.put(
    "/api/content/:websiteId/entry-modal",
    {
      config: { access: DESIGN_ACCESS, changesStorefront: true },
      schema: {
        tags: ["content"],
        summary:
          "Save the entry modal: title, text, picture; shown once per visitor when enabled (edit_design)",
        params: websiteIdParam,
        body: entryModalContentSchema,
        response: { 200: entryModalDto },
      },
    },
    async (request) => {
      return saveEntryModal(ctx, request.params.websiteId, request.body);
    },
  );
}
