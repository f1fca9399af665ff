import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { manageStoreOf } from "./rights.js";
import { grantedStore } from "../../http/access.js";
import { pageOf, pageQuery, pageSchema } from "../../http/paging.js";
import { idParam } from "../../http/params.js";
import { listedCodeDto } from "../../../domain/contracts/store-team.js";
import { invitationCodesPage } from "../../services/invitations/codes.js";

const tags = ["invitations"];

/** GET /api/websites/{id}/invitation-codes: the codes a store's managers created (edit_settings, like creating one). */
export async function invitationCodeListRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/websites/:id/invitation-codes",
    {
      config: { access: manageStoreOf("params.id") },
      schema: {
        tags,
        summary:
          "A store's invitation codes, newest first, with uses and state (edit_settings); page and per_page",
        params: idParam,
        querystring: z.object(pageQuery),
        response: { 200: pageSchema(listedCodeDto) },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const { page } = request.query;
      const perPage = request.query.per_page ?? currentUser(request).page_view;
      const { rows, total } = await invitationCodesPage(ctx, website.id, page, perPage);
      return pageOf(rows, total, page, perPage);
    },
  );
}
