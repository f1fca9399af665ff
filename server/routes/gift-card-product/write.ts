import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { GIFT_CARD_PRODUCT_MSG, giftCardProductSchema } from "../../../domain/gift-card-products.js";
import { giftCardProductDto, giftCardProductSaved } from "../../../domain/contracts/gift-card-products.js";
import { giftCardsOf } from "../gift-cards/common.js";
import { grantedStore } from "../../http/access.js";
import { giftCardProductOf } from "./common.js";
import { loadGiftCardProduct, loadGiftCardProductDto } from "../../services/gift-card-products/reads.js";
import { idParam } from "../../http/params.js";
import {
  createGiftCardProduct,
  deleteGiftCardProduct,
  updateGiftCardProduct,
} from "../../services/gift-card-products/writes.js";

/** /product/gift-card/create and /product/gift-card/edit/{id}: create, read, edit, delete. */
export async function giftCardProductWriteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/gift-card-products",
    {
      config: { access: giftCardsOf(["body.website_id", "active"]), changesStorefront: true },
      schema: {
        tags: ["gift-card-products"],
        summary:
          "Create a gift-card product (browse_discounts; plan with giftcards): name, description, values in cents, library picture, published. Buying it on the storefront issues and mails a gift card",
        body: giftCardProductSchema.and(z.object({ website_id: z.number().int().positive().optional() })),
        response: { 200: giftCardProductSaved },
      },
    },
    async (request) => {
      const body = request.body;
      const { website } = grantedStore(request);
      const id = await createGiftCardProduct(ctx, website.id, currentUser(request).id, body);
      return { message: GIFT_CARD_PRODUCT_MSG.created, data: await loadGiftCardProductDto(ctx, id) };
    },
  );

  r.get(
    "/api/gift-card-products/:id",
    {
      config: { access: giftCardProductOf() },
      schema: {
        tags: ["gift-card-products"],
        summary: "One gift-card product of a store the caller may manage gift cards in",
        params: idParam,
        response: { 200: giftCardProductDto },
      },
    },
    async (request) => {
      const found = await loadGiftCardProduct(ctx, request.params.id);
      return loadGiftCardProductDto(ctx, found.id);
    },
  );

  r.put(
    "/api/gift-card-products/:id",
    {
      config: { access: giftCardProductOf(), changesStorefront: true },
      schema: {
        tags: ["gift-card-products"],
        summary:
          "Edit a gift-card product (every field, as the form holds them). Renaming it moves its storefront page to the new name's slug",
        params: idParam,
        body: giftCardProductSchema,
        response: { 200: giftCardProductSaved },
      },
    },
    async (request) => {
      const found = await loadGiftCardProduct(ctx, request.params.id);
      await updateGiftCardProduct(ctx, found, request.body);
      return { message: GIFT_CARD_PRODUCT_MSG.updated, data: await loadGiftCardProductDto(ctx, found.id) };
    },
  );

  r.delete(
    "/api/gift-card-products/:id",
    {
      config: { access: giftCardProductOf(), changesStorefront: true },
      schema: {
        tags: ["gift-card-products"],
        summary:
          "Delete a gift-card product: it leaves the storefront and carts; orders that sold it and the cards they issued stay",
        params: idParam,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const found = await loadGiftCardProduct(ctx, request.params.id);
      await deleteGiftCardProduct(ctx, found.id);
      return { message: GIFT_CARD_PRODUCT_MSG.deleted };
    },
  );
}
