import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { invalid } from "../../errors.js";
import { adminStatsDto } from "../../../domain/contracts/admin-panel.js";
import { adminPanelStats } from "../../services/stats/admin-panel.js";
import { ADMIN_PANEL_MSG } from "./users.js";

/** A calendar day of the admin panel's ranges (UTC days, as the order rollup counts them). */
export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use the date format YYYY-MM-DD.");

/** GET /api/admin/panel/stats: the admin panel's platform statistics for a date range. */
export async function adminStatsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/panel/stats",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["admin"],
        summary:
          "Platform admins: orders with the fee split (platform, store owners, supplier), payouts, users and stores for a range (from/to YYYY-MM-DD inclusive; default all time), monthly series, newest users and stores",
        querystring: z.object({ from: day.optional(), to: day.optional() }),
        response: {
          200: adminStatsDto,
        },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      if (from && to && from > to) throw invalid({ from: ADMIN_PANEL_MSG.rangeOrder });
      return adminPanelStats(ctx, from, to);
    },
  );
}
