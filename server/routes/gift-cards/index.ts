import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { giftCardListRoutes } from "./list.js";
import { giftCardWriteRoutes } from "./write.js";

/** Gift cards: /gift-cards, create and single. */
export async function giftCardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await giftCardListRoutes(app, ctx);
  await giftCardWriteRoutes(app, ctx);
}
