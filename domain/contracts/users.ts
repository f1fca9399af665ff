import { z } from "zod";

/*
 * A user account as platform admins read it (GET /api/admin/users rows and the User model's
 * records; no password hash, token or secret): the server documents with this, the SPA reads its type.
 */
export const adminUserDto = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role_id: z.number(),
  is_admin: z.boolean(),
  website_role: z.string().nullable().describe("a role named admin makes a platform admin too"),
  can_create_stores: z.number().describe("1: a company user may create stores"),
  company_id: z.number().nullable(),
  main_company_role: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  deactivated_at: z.string().nullable(),
  production_margin: z.number(),
  created_at: z.string(),
});
export type UserRecord = z.infer<typeof adminUserDto>;
