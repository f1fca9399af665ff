import type { FastifyInstance } from "fastify";
import { writeStore } from "../../services/websites/activity.js";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { grantedStore } from "../../http/access.js";
import { nowIso } from "../../db/json.js";
import { HttpError, invalid } from "../../errors.js";
import { notificationText, notifyStoreTeam } from "../../services/notify.js";
import {
  launchBlockers,
  launchErrorText,
  LAUNCH_REQUIREMENT_KEYS,
  STORE_MSG,
} from "../../../domain/stores.js";
import { websiteSummary, websiteSummaryDto } from "./common.js";
import { idParam } from "../../http/params.js";

/**
 * POST /api/websites/{id}/launch-store. A store that is not ready answers 200 with an
 * `error` naming what is missing, because the SPA shows that field's text; a request
 * that can never succeed (demo, already launched, archived) is refused outright.
 */
export async function websiteLaunchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
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
      if (website.is_demo === 1) throw invalid({ is_demo: STORE_MSG.demoCannotLaunch });
      if (website.archived_at !== null) throw invalid({ archived_at: STORE_MSG.archivedCannotLaunch });
      if (website.is_launched === 1) throw new HttpError(409, STORE_MSG.alreadyLaunched);

      const now = nowIso();
      const published = await k
        .selectFrom("products")
        .select("id")
        .where("website_id", "=", website.id)
        .where("deleted_at", "is", null)
        .where("available", "=", 1)
        .where((eb) => eb.or([eb("published_from", "is", null), eb("published_from", "<=", now)]))
        .where((eb) => eb.or([eb("published_to", "is", null), eb("published_to", ">", now)]))
        .limit(1)
        .executeTakeFirst();
      const missing = launchBlockers({
        addressValid: website.address_valid === 1,
        paymentValid: website.stripe_valid === 1,
        publishedProducts: published ? 1 : 0,
      });
      if (missing.length > 0) return { error: launchErrorText(missing), missing };

      await k.transaction().execute(async (trx) => {
        // Two launches racing: only the first flips the flag and notifies.
        const flipped = await writeStore(
          trx,
          website.id,
          { is_launched: 1, launched_at: now, updated_at: now },
          "status",
          { is_launched: 0 },
        );
        if (flipped) {
          await notifyStoreTeam(
            trx,
            website.id,
            "store_launched",
            notificationText.storeLaunched(website.name),
          );
        }
      });
      const row = await k
        .selectFrom("websites")
        .selectAll()
        .where("id", "=", website.id)
        .executeTakeFirstOrThrow();
      return {
        message: STORE_MSG.launched,
        website: websiteSummary(ctx, row, access.isAdmin ? null : access),
      };
    },
  );
}
