import { z } from "zod";

/**
 * GET /api/user's answer as the OpenAPI document describes it: the user (the fields below and the
 * rest of userDto) and who acts for them in this session.
 */
export const currentUserSchema = z
  .looseObject({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    acting_admin: z
      .object({ id: z.number(), name: z.string() })
      .nullable()
      .describe(
        'The platform admin who opened this session with "log in as" (POST /api/admin/users/{id}/login-link); null in the user\'s own session',
      ),
  })
  .describe("The signed-in user with relations");
