import { z } from "zod";

/** The store's entry modal as GET and PUT /api/content/{websiteId}/entry-modal answer it, with its picture's address. */
export const entryModalDto = z.object({
  enabled: z.boolean(),
  title: z.string(),
  content: z.string(),
  button_text: z.string(),
  image: z.string(),
  image_url: z.string().nullable(),
});
export type EntryModalDto = z.infer<typeof entryModalDto>;
