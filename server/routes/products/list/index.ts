import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../context.js";
import { productBulkRoutes } from "./bulk.js";
import { productCsvRoutes } from "./csv.js";
import { productDuplicateRoutes } from "./duplicate.js";
import { productEditRoutes } from "./edit.js";
import { productInventoryRoutes } from "./inventory.js";
import { productSearchRoutes } from "./search.js";
import { productSheetRoutes } from "./bulk-edit.js";

/**
 * The product list screen's calls: list and search, bulk work, quick edit,
 * CSV import/export, low stock and price changes. Each route checks the caller's right in the
 * products' store (404 outside it, 403 without the right).
 */
export async function productListRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const routes of [
    productSearchRoutes,
    productBulkRoutes,
    productDuplicateRoutes,
    productEditRoutes,
    productInventoryRoutes,
    productCsvRoutes,
    productSheetRoutes,
  ]) {
    await routes(app, ctx);
  }
}
