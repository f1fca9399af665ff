import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { grantedStore } from "../../http/access.js";
import { storeCreateSchema } from "../../../domain/stores.js";
import { flagField, STORE_MSG, websiteIdField } from "../../../domain/stores.js";
import { websiteSummary, websiteSummaryDto } from "./common.js";
import { cloneStore } from "../../services/websites/clone.js";
import { summaryAccess } from "../../services/websites/reads.js";

export async function websiteCloneRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/websites/clone",
    {
      // The copy carries the source's settings, pages and products: only someone who may see all
      // of that there (edit_settings) may take it away.
      config: { access: { right: "edit_settings", from: "body.website_id" } },
      schema: {
        tags: ["websites"],
        summary:
          "Copy a store where the caller holds edit_settings: settings, address, pages, categories, products and variants (not orders, payment accounts, SMTP or domain); the copy belongs to the caller, who must be allowed to create stores",
        body: z.object({
          website_id: websiteIdField,
          name: z.string().trim().min(1).max(100).optional(),
          link: z.string().trim().optional(),
          is_demo: flagField.optional(),
        }),
        response: { 201: z.object({ message: z.string(), website: websiteSummaryDto }) },
      },
    },
    async (request, reply) => {
      const { website: source } = grantedStore(request);
      const user = currentUser(request);
      const input = storeCreateSchema.parse({
        name: request.body.name ?? `${source.name} (copy)`.slice(0, 100),
        link: request.body.link,
      });
      const copy = await cloneStore(ctx, source, user, { ...input, isDemo: request.body.is_demo ?? 0 });
      const access = await summaryAccess(ctx, user, copy.id);
      return reply.code(201).send({ message: STORE_MSG.cloned, website: websiteSummary(ctx, copy, access) });
    },
  );
}
