import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { catalogueCsvRoutes } from "./csv.js";
import { favouriteRoutes } from "./favourites.js";
import { catalogueListRoutes } from "./list.js";
import { supplierProductRoutes } from "./products.js";
import { sizeImageRoutes } from "./size-images.js";

/**
 * Supplier catalogue (the "smake" calls), its admin editing and CSV, and the
 * wishlist. Store users read the catalogue; only platform admins change it.
 */
export async function catalogueRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const routes of [
    catalogueListRoutes,
    supplierProductRoutes,
    catalogueCsvRoutes,
    sizeImageRoutes,
    favouriteRoutes,
  ]) {
    await routes(app, ctx);
  }
}
