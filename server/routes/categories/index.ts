import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { categoryCsvRoutes } from "./csv.js";
import { categoryCrudRoutes } from "./routes.js";

/**
 * Categories: a store's tree under edit_products/browse_products (the Category
 * rights of domain/resource-rights.ts, as BREAD has them) and the platform's tree for admins.
 */
export async function categoryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await categoryCrudRoutes(app, ctx);
  await categoryCsvRoutes(app, ctx);
}
