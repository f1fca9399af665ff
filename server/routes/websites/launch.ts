import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { grantedStore } from "../../http/access.js";
import { launchStore } from "../../services/websites/launch.js";
import { launchErrorText, LAUNCH_REQUIREMENT_KEYS, STORE_MSG } from "../../../domain/stores.js";
import { websiteSummary, websiteSummaryDto } from "./common.js";
import { idParam } from "../../http/params.js";

/**
 * POST /api/websites/{id}/launch-store. A store that is not ready answers 200 with an
 * `error` naming what is missing, because the SPA shows that field's text; a request
 * that can never succeed (demo, already launched, archived) is refused outright.
 */
export async function websiteLaunchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/websites/:id/launch-store",
    {
      config: { access: { right: "edit_settings", from: "params.id" }, changesStorefront: true },
      schema: {
        tags: ["websites"],
        summary:
          "Launch the store (edit_settings): needs a valid address, a connected payment account and a published product; else {error, missing}",
        params: idParam,
        response: {
          200: z.union([
            z.object({ message: z.string(), website: websiteSummaryDto }),
            z.object({
              error: z.string(),
              missing: z.array(z.enum(LAUNCH_REQUIREMENT_KEYS)),
            }),
          ]),
        },
      },
    },
    async (request) => {
      const { website, access } = grantedStore(request);
      const result = await launchStore(ctx, website);
      if ("missing" in result) return { error: launchErrorText(result.missing), missing: result.missing };
      return {
        message: STORE_MSG.launched,
        website: websiteSummary(ctx, result.launched, access.isAdmin ? null : access),
      };
    },
  );
}
