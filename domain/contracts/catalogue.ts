import { z } from "zod";
import { PRODUCT_STATUSES } from "../products.js";

/*
 * The supplier catalogue's filters and the store wishlist as their routes answer them: the server
 * validates and documents with these, the SPA reads their types.
 */

/** A brand or supplier category of the active catalogue with how many products it has. */
export const countRowDto = z.object({ name: z.string(), count: z.number() });
export type CountRow = z.infer<typeof countRowDto>;

/** A store product on the store's wishlist. Money in cents. */
export const favouriteProductDto = z.object({
  id: z.number(),
  website_id: z.number(),
  name: z.string(),
  slug: z.string(),
  price: z.number(),
  inventory_quantity: z.number(),
  status: z.enum(PRODUCT_STATUSES),
  preview_photo_url: z.string().nullable(),
  updated_at: z.string(),
});
export type FavouriteProduct = z.infer<typeof favouriteProductDto>;

/** The wishlist: every favourite product with their count. */
export const favouriteListDto = z.object({ data: z.array(favouriteProductDto), total: z.number() });
export type FavouriteList = z.infer<typeof favouriteListDto>;
