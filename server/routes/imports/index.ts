import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, isAdminRequest } from "../../auth/guard.js";
import type { AppContext } from "../../context.js";
import { notFound } from "../../errors.js";
import { recordId } from "../../http/params.js";
import { importJobView } from "../../services/imports/view.js";
import { importJobDto } from "./dto.js";

/** Following a CSV import job. */
export async function importRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/imports/:id",
    {
      // The job is the caller's own (checked below): anyone else's answers 404 like a missing one.
      config: { access: "signed-in" },
      schema: {
        tags: ["products"],
        summary:
          "A CSV import job: status, done of total, the result once done, the message (and row errors) once dead; only the user who queued it, or a platform admin",
        params: z.object({ id: recordId }),
        response: { 200: importJobDto },
      },
    },
    async (request) => {
      const view = await importJobView(ctx.db.kysely, request.params.id, {
        id: currentUser(request).id,
        isAdmin: isAdminRequest(request),
      });
      if (!view) throw notFound();
      return view;
    },
  );
}
