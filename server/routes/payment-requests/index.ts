import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { paymentActionRoutes } from "./actions.js";
import { paymentListRoutes } from "./list.js";

/** Payment requests: /payments list, requests, resend, done, report. */
export async function paymentRequestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await paymentListRoutes(app, ctx);
  await paymentActionRoutes(app, ctx);
}
