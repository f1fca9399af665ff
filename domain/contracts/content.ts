import { z } from "zod";
import { recordVersion } from "./versions.js";

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

/** A content item as the content routes and screens read it (a pages row of one kind). */
export const contentItemDto = z.object({
  id: z.number(),
  website_id: z.number(),
  type: z.string(),
  name: z.string(),
  slug: z.string(),
  sort_order: z.number(),
  draft: z.boolean(),
  published_at: z.string().nullable().describe("ISO-8601 UTC; posts only, null for the other kinds"),
  created_at: z.string().describe("ISO-8601 UTC"),
  updated_at: z.string().describe("ISO-8601 UTC"),
  version: recordVersion,
  data: z.record(z.string(), z.unknown()),
  path: z.string().nullable().describe("where the storefront shows it, under /store/{link}; null for menus"),
});
