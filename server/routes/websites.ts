import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { websiteCloneRoutes } from "./websites/clone.js";
import { websiteDetailRoutes } from "./websites/detail.js";
import { websiteDomainRoutes } from "./websites/domains.js";
import { websiteImageRoutes } from "./websites/images.js";
import { websiteLaunchRoutes } from "./websites/launch.js";
import { websiteLifecycleRoutes } from "./websites/lifecycle.js";
import { websiteListRoutes } from "./websites/list.js";
import { websiteReportRoutes } from "./websites/reports.js";
import { websiteSettingsRoutes } from "./websites/settings.js";
import { websiteSmtpRoutes } from "./websites/smtp.js";
import { websiteUsersImportRoutes } from "./websites/users-import.js";

/**
 * Stores: lists, one store, lifecycle, settings tabs, launch and
 * reports, one file per meaning under websites/ (plans are a route file of their own). Every route
 * declares who may call it: the caller's right in the store, 404 outside it, 403 without the right.
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
    websiteReportRoutes,
  ]) {
    await routes(app, ctx);
  }
}
