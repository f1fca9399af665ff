import { z } from "zod";
import { pageSchema } from "./page.js";

/*
 * A store's gift-card products as the gift-card product routes answer them (values in cents):
 * the server validates and documents with these, the SPA reads their types.
 */

export const giftCardProductDto = z.object({
  id: z.number(),
  website_id: z.number(),
  name: z.string(),
  slug: z.string().describe("its storefront page: /store/{link}/products/{slug}"),
  description: z.string().nullable().describe("plain text; blank lines separate paragraphs"),
  denominations: z.array(z.number()).describe("the values a buyer chooses from, in cents, smallest first"),
  picture_file_id: z.number().nullable().describe("a picture of the store's file library"),
  picture_url: z.string().nullable(),
  published: z.boolean(),
  storefront_url: z.string(),
  sold: z.number().describe("gift cards issued by orders of this product"),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GiftCardProductDto = z.infer<typeof giftCardProductDto>;
export type GiftCardProduct = GiftCardProductDto;

/** GET /api/gift-card-products: one page, newest first. */
export const giftCardProductPage = pageSchema(giftCardProductDto);
export type GiftCardProductPage = z.infer<typeof giftCardProductPage>;

/** What a create or an edit answers: the server's message and the saved product. */
export const giftCardProductSaved = z.object({ message: z.string(), data: giftCardProductDto });
export type GiftCardProductSaved = z.infer<typeof giftCardProductSaved>;
