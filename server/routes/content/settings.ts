import type { FastifyInstance } from "fastify";
import { writeStore } from "../../services/websites/activity.js";
import { writePage } from "../../services/pages/activity.js";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CONTENT_MSG,
  entryModalContentSchema,
  pageSeoSchema,
  storeSeoSchema,
  type EntryModalContent,
  type SeoSettings,
  type StoreSeo,
} from "../../../domain/content.js";
import { seoSchema } from "../../../domain/sections.js";
import { entryModalDto } from "../../../domain/contracts/content.js";
import type { AppContext } from "../../context.js";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import { notFound } from "../../errors.js";
import { DESIGN_ACCESS, idParam } from "./common.js";
import { resolvePicture } from "../../services/content/pictures.js";
import { websiteIdParam } from "../../http/params.js";
import { grantedStore } from "../../http/access.js";

const seoDto = z.object({ title: z.string(), description: z.string(), image: z.string() });
const seoSettingsDto = z.object({
  store: seoDto.extend({ image_url: z.string().nullable() }),
  pages: z.array(
    z.object({ id: z.number(), type: z.string(), name: z.string(), slug: z.string(), seo: seoDto }),
  ),
});

const seoOf = (raw: unknown): StoreSeo => {
  const parsed = seoSchema.safeParse(raw);
  const seo = parsed.success ? parsed.data : {};
  return { title: seo.title ?? "", description: seo.description ?? "", image: seo.image ?? "" };
};

/** Pages that have a storefront page of their own, so an SEO override means something. */
const SEO_TYPES = ["home", "page", "blog", "news", "collection", "gallery", "faq"];

/**
 * /seo (store title, description and open-graph picture, per-page overrides) and the entry
 * modal (one per store). Both are store settings kept on the store record: `data.seo`, read by
 * the storefront's head, and `entry_modal`, which the settings screen edits too.
 */
export async function contentSettingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const k = ctx.db.kysely;

  const loadSeo = async (websiteId: number): Promise<SeoSettings> => {
    const [store, pages] = await Promise.all([
      k.selectFrom("websites").select("data").where("id", "=", websiteId).executeTakeFirstOrThrow(),
      k
        .selectFrom("pages")
        .select(["id", "type", "name", "slug", "data"])
        .where("website_id", "=", websiteId)
        .where("type", "in", SEO_TYPES)
        .orderBy("sort_order")
        .orderBy("id")
        .limit(1000)
        .execute(),
    ]);
    const seo = seoOf(fromJson<Record<string, unknown>>(store.data, {}).seo);
    return {
      store: { ...seo, image_url: ctx.urls.url(seo.image) },
      pages: pages.map((p) => ({
        id: p.id,
        type: p.type,
        name: p.name,
        slug: p.slug,
        seo: seoOf(fromJson<Record<string, unknown>>(p.data, {}).seo),
      })),
    };
  };

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
      return loadSeo(request.params.websiteId);
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
      const seo = {
        ...request.body,
        image: await resolvePicture(ctx.db, websiteId, request.body.image, "image"),
      };
      await k.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("websites")
          .select("data")
          .where("id", "=", websiteId)
          .executeTakeFirstOrThrow();
        const data = { ...fromJson<Record<string, unknown>>(row.data, {}), seo };
        await writeStore(trx, websiteId, { data: toJson(data), updated_at: nowIso() }, "settings");
      });
      return loadSeo(websiteId);
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
      const seo = {
        ...request.body,
        image: await resolvePicture(ctx.db, websiteId, request.body.image, "image"),
      };
      await k.transaction().execute(async (trx) => {
        const page = await trx
          .selectFrom("pages")
          .select("data")
          .where("id", "=", id)
          .where("website_id", "=", websiteId)
          .where("type", "in", SEO_TYPES)
          .executeTakeFirst();
        if (!page) throw notFound(CONTENT_MSG.notFound);
        const data = { ...fromJson<Record<string, unknown>>(page.data, {}), seo };
        await writePage(trx, id, { data: toJson(data), updated_at: nowIso() }, "update");
      });
      return loadSeo(websiteId);
    },
  );

  const modalDto = (raw: unknown): EntryModalContent & { image_url: string | null } => {
    const parsed = entryModalContentSchema.safeParse(
      Object.fromEntries(
        Object.entries(fromJson<Record<string, unknown>>(raw, {})).filter(([, v]) => v !== null),
      ),
    );
    const modal = parsed.success ? parsed.data : entryModalContentSchema.parse({});
    return { ...modal, image_url: ctx.urls.url(modal.image) };
  };

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
      return modalDto(website.entry_modal);
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
      const { websiteId } = request.params;
      const modal = {
        ...request.body,
        image: await resolvePicture(ctx.db, websiteId, request.body.image, "image"),
      };
      await writeStore(k, websiteId, { entry_modal: toJson(modal), updated_at: nowIso() }, "settings");
      return modalDto(modal);
    },
  );
}
