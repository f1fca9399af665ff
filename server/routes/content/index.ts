import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { contentItemRoutes } from "./items.js";
import { contentProductRoutes } from "./products.js";
import { promotionRoutes } from "./promotions.js";
import { contentSettingsRoutes } from "./settings.js";

/**
 * Content resources under /api/content/{websiteId}/... (their paths are our own).
 * Every route needs edit_design in the store.
 */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await contentSettingsRoutes(app, ctx);
  await promotionRoutes(app, ctx);
  await contentProductRoutes(app, ctx);
  await contentItemRoutes(app, ctx);
}
