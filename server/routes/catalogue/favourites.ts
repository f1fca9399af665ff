import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { grantedStore } from "../../http/access.js";
import { CATALOGUE_MSG } from "../../../domain/messages.js";
import { sessionUser } from "./common.js";
import { idParam } from "../../http/params.js";
import { favouriteListDto } from "../../../domain/contracts/catalogue.js";
import { setFavourite } from "../../services/catalogue/favourites.js";
import {
  favouriteIds,
  favouriteProducts,
  markedProduct,
  productToMark,
} from "../../services/catalogue/wishlist.js";

/** Favourite toggle and the wishlist (its two calls live outside /api). */
export async function favouriteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/favourite/product",
    {
      config: {
        access: {
          right: "browse_products",
          from: { record: "products", at: "body.product_id" },
          missing: CATALOGUE_MSG.productNotFound,
        },
      },
      schema: {
        tags: ["wishlist"],
        summary:
          "Mark or unmark a store product as the caller's favourite (toggle, or set with favourite true/false); needs browse_products in its store",
        body: z.object({ product_id: z.number().int().positive(), favourite: z.boolean().optional() }),
        response: { 200: z.object({ favourite: z.boolean(), favouritesProducts: z.array(z.number()) }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const product = await productToMark(ctx, request.body.product_id);
      const favourite = await setFavourite(ctx, user.id, product, request.body.favourite);
      return { favourite, favouritesProducts: await favouriteIds(ctx, user.id) };
    },
  );

  r.get(
    "/api/favourite/products",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["wishlist"],
        summary: "The caller's favourite products in every store where they may browse products, by name",
        response: { 200: favouriteListDto },
      },
    },
    async (request) => favouriteProducts(ctx, currentUser(request), null),
  );

  r.get(
    "/wishlist/products/favourites/:id",
    {
      // Outside /api no session is loaded for the route, so it loads the caller's before its
      // declared store rule is checked.
      onRequest: async (request) => {
        await sessionUser(ctx, request);
      },
      config: { access: { right: "browse_products", from: "params.id" } },
      schema: {
        tags: ["wishlist"],
        summary:
          "The caller's favourite products in store {id} (spec path, outside /api; Bearer session as under /api); browse_products there",
        params: idParam,
        response: { 200: favouriteListDto },
      },
    },
    async (request) => {
      return favouriteProducts(ctx, currentUser(request), grantedStore(request).website.id);
    },
  );

  r.post(
    "/wishlist/delete/:id",
    {
      // Outside /api no session is loaded for the route, so it loads the caller's first.
      onRequest: async (request) => {
        await sessionUser(ctx, request);
      },
      config: { access: "signed-in" },
      schema: {
        tags: ["wishlist"],
        summary:
          "Remove product {id} from the caller's favourites (spec path, outside /api; Bearer session as under /api)",
        params: idParam,
        response: { 200: z.object({ message: z.string(), favouritesProducts: z.array(z.number()) }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const marked = await markedProduct(ctx, user.id, request.params.id);
      await setFavourite(ctx, user.id, marked, false);
      return { message: CATALOGUE_MSG.completed, favouritesProducts: await favouriteIds(ctx, user.id) };
    },
  );
}
