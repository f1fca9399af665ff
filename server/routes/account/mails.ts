import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { pageQuery, pageSchema } from "../../http/paging.js";
import { listSentMails } from "../../services/users/sent-mails.js";
import { sentEmailDto } from "../../../domain/contracts/account.js";

export async function mailRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/emails",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["account"],
        summary: "Mails sent to your (verified) address, newest first, paged; one-time links are hidden",
        querystring: z.object({
          ...pageQuery,
        }),
        response: {
          200: pageSchema(sentEmailDto),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return listSentMails(ctx, user, request.query.page, request.query.per_page ?? user.page_view);
    },
  );
}
