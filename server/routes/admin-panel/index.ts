import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { adminAppInfoRoutes } from "./app-info.js";
import { registeredReportRoutes } from "./registered-report.js";
import { adminStatsRoutes } from "./stats.js";
import { adminUserPanelRoutes } from "./users.js";

/** The admin panel, /master/admin/view: statistics, users, the registered-users report, app info. */
export async function adminPanelRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await adminStatsRoutes(app, ctx);
  await adminUserPanelRoutes(app, ctx);
  await adminAppInfoRoutes(app, ctx);
  await registeredReportRoutes(app, ctx);
}
