import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { discountCsvRoutes } from "./csv.js";
import { discountListRoutes } from "./list.js";
import { discountWriteRoutes } from "./write.js";

/** Discounts: /discounts, create, edit, CSV import. */
export async function discountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await discountListRoutes(app, ctx);
  await discountWriteRoutes(app, ctx);
  await discountCsvRoutes(app, ctx);
}
