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
