import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { orderActionRoutes } from "./actions.js";
import { orderAdminRoutes } from "./admin.js";
import { orderListRoutes } from "./list.js";
import { shipmentRoutes } from "./shipments.js";

/** Order screens: lists, CSV, detail, status, delete purchase, admin tools, shipments. */
export async function orderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await orderListRoutes(app, ctx);
  await orderActionRoutes(app, ctx);
  await orderAdminRoutes(app, ctx);
  await shipmentRoutes(app, ctx);
}
