import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { invalid } from "../../errors.js";
import { day } from "./stats.js";
import { sendUserCsv } from "./user-csv.js";
import { registeredUsersCsv } from "../../services/users/csv.js";
import { ADMIN_PANEL_MSG } from "./users.js";

/**
 * POST /api/user-registered/report: the users who registered in a
 * period, oldest first, as the users export's CSV. The period is in UTC days, like the admin
 * statistics, so the report and the "new users" figure count the same people.
 */
export async function registeredReportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/user-registered/report",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["admin"],
        summary:
          "Platform admins: users registered from/to (YYYY-MM-DD, inclusive, UTC; either may be left out) as a CSV attachment, oldest first, streamed",
        body: z.object({ from: day.optional(), to: day.optional() }).default({}),
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const { from, to } = request.body;
      if (from && to && from > to) throw invalid({ from: ADMIN_PANEL_MSG.rangeOrder });
      const name =
        from || to ? `users-registered-${from ?? "start"}-to-${to ?? "today"}.csv` : "users-registered.csv";
      return sendUserCsv(reply, name, registeredUsersCsv(ctx, from, to));
    },
  );
}
