import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { pageOrderRoute } from "./order.js";

/** Page calls that are not BREAD; pages themselves go through /api/bread/Page. */
export async function pageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await pageOrderRoute(app, ctx);
}
