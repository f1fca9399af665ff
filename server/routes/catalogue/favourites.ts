import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { isPlatformAdmin, loadMemberships, storesWhere } from "../../auth/access.js";
import { currentUser } from "../../auth/guard.js";
import { grantedStore } from "../../http/access.js";
import type { User } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import { CATALOGUE_MSG } from "../../../domain/messages.js";
import { productStatus } from "../../../domain/products.js";
import { sessionUser } from "./common.js";
import { idParam } from "../../http/params.js";
import { favouriteListDto } from "../../../domain/contracts/catalogue.js";
import { setFavourite } from "../../services/catalogue/favourites.js";

/** Favourite toggle and the wishlist (its two calls live outside /api). */
export async function favouriteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Store ids whose products the user may see (browse_products); null for admins (every store). */
  const browsable = async (user: User): Promise<number[] | null> =>
    isPlatformAdmin(user) ? null : storesWhere(await loadMemberships(ctx.db, user), "browse_products");

  /**
   * A user's favourites that are still theirs to see: live products of stores where they may
   * browse products. A favourite in a store they have left stays stored but is not shown.
   */
  const favourites = async (user: User, websiteId: number | null) => {
    const stores = await browsable(user);
    let query = k
      .selectFrom("favourite_products as f")
      .innerJoin("products as p", "p.id", "f.product_id")
      .select([
        "p.id",
        "p.website_id",
        "p.name",
        "p.slug",
        "p.price",
        "p.inventory_quantity",
        "p.available",
        "p.published_from",
        "p.published_to",
        "p.preview_photo",
        "p.updated_at",
      ])
      .where("f.user_id", "=", user.id)
      .where("p.deleted_at", "is", null);
    if (stores) query = query.where("p.website_id", "in", stores.length > 0 ? stores : [0]);
    if (websiteId !== null) query = query.where("p.website_id", "=", websiteId);
    const rows = await query.orderBy("p.name").orderBy("p.id").limit(1000).execute();
    const data = rows.map(({ available, published_from, published_to, preview_photo, ...row }) => ({
      ...row,
      status: productStatus({ available, published_from, published_to }),
      preview_photo_url: ctx.urls.url(preview_photo),
    }));
    return { data, total: data.length };
  };

  /** A live product (its store was checked by the route's declaration). */
  const liveProduct = async (productId: number) => {
    const product = await k
      .selectFrom("products")
      .select(["id", "website_id", "name"])
      .where("id", "=", productId)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (!product) throw notFound(CATALOGUE_MSG.productNotFound);
    return product;
  };

  const ids = async (userId: number) =>
    (
      await k
        .selectFrom("favourite_products")
        .select("product_id")
        .where("user_id", "=", userId)
        .orderBy("product_id")
        .execute()
    ).map((f) => f.product_id);

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
      const product = await liveProduct(request.body.product_id);
      const favourite = await setFavourite(k, user.id, product, request.body.favourite);
      return { favourite, favouritesProducts: await ids(user.id) };
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
    async (request) => favourites(currentUser(request), null),
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
      return favourites(currentUser(request), grantedStore(request).website.id);
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
      const marked = await k
        .selectFrom("favourite_products as f")
        .innerJoin("products as p", "p.id", "f.product_id")
        .select(["p.id", "p.website_id", "p.name"])
        .where("f.user_id", "=", user.id)
        .where("f.product_id", "=", request.params.id)
        .executeTakeFirst();
      if (!marked) throw notFound(CATALOGUE_MSG.productNotFound);
      await setFavourite(k, user.id, marked, false);
      return { message: CATALOGUE_MSG.completed, favouritesProducts: await ids(user.id) };
    },
  );
}
