import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { websiteCloneRoutes } from "./websites/clone.js";
import { websiteDetailRoutes } from "./websites/detail.js";
import { websiteDomainRoutes } from "./websites/domains.js";
import { websiteImageRoutes } from "./websites/images.js";
import { websiteLaunchRoutes } from "./websites/launch.js";
import { websiteLifecycleRoutes } from "./websites/lifecycle.js";
import { websiteListRoutes } from "./websites/list.js";
import { websitePlanRoutes } from "./websites/plans.js";
import { websiteReportRoutes } from "./websites/reports.js";
import { websiteSettingsRoutes } from "./websites/settings.js";
import { websiteSmtpRoutes } from "./websites/smtp.js";
import { websiteUsersImportRoutes } from "./websites/users-import.js";

/**
 * Stores (spec §7 "Stores (websites)"): lists, one store, lifecycle, settings tabs, launch,
 * plans and reports, one file per meaning under websites/. Every route checks the session and the
 * caller's right in the store (auth/guard.ts requireStore: 404 outside it, 403 without the right).
 */
export async function websiteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const routes of [
    websiteListRoutes,
    websiteDetailRoutes,
    websiteLifecycleRoutes,
    websiteCloneRoutes,
    websiteSettingsRoutes,
    websiteSmtpRoutes,
    websiteImageRoutes,
    websiteUsersImportRoutes,
    websiteDomainRoutes,
    websiteLaunchRoutes,
    websitePlanRoutes,
    websiteReportRoutes,
  ]) {
    await routes(app, ctx);
  }
}
