import { z } from "zod";
import { recordVersion } from "./versions.js";

/*
 * A store's contact as the contact routes and the Contact model answer it (tags as a list of keys):
 * the server validates and documents with this, the SPA reads its type.
 */
export const contactDto = z.object({
  id: z.number(),
  website_id: z.number(),
  name: z.string(),
  city: z.string().nullable(),
  postal: z.string().nullable(),
  street: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  lang: z.string().nullable(),
  comment: z.string().nullable(),
  tags: z.array(z.string()),
  created_at: z.string(),
  version: recordVersion,
});
export type Contact = z.infer<typeof contactDto>;

/** A row of the product search box (POST /api/search): a product and the store it belongs to. */
export const productSearchHit = z.object({
  id: z.number(),
  website_id: z.number(),
  website_name: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  photo: z.string().nullable(),
  url: z.string(),
});
export type ProductSearchHit = z.infer<typeof productSearchHit>;
