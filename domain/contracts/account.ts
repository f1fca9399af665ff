import { z } from "zod";
import type { Page } from "./page.js";

/*
 * The signed-in user's own mails and tax forms as their routes answer them: the server validates
 * and documents with these, the SPA reads their types.
 */

/** A mail from GET /api/emails (the outbox); one-time links are already blanked by the server. */
export const sentEmailDto = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type SentEmail = z.infer<typeof sentEmailDto>;
export type EmailPage = Page<SentEmail>;

/** One uploaded form as GET /api/upload/gettaxpdf lists it; `url` is signed and expires. */
export const taxFormDto = z.object({
  id: z.number(),
  country_code: z.string(),
  tax_id_type: z.string(),
  tax_id_type_name: z.string().nullable(),
  tax_id: z.string(),
  name: z.string(),
  size: z.number(),
  url: z.string().nullable(),
  created_at: z.string(),
});
export type TaxForm = z.infer<typeof taxFormDto>;
