import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { giftCardProductCartRoutes } from "./cart.js";
import { giftCardProductListRoutes } from "./list.js";
import { giftCardProductWriteRoutes } from "./write.js";

/** The gift-card product: /product/gift-card/create and edit, and its storefront cart line. */
export async function giftCardProductRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await giftCardProductListRoutes(app, ctx);
  await giftCardProductWriteRoutes(app, ctx);
  await giftCardProductCartRoutes(app, ctx);
}
