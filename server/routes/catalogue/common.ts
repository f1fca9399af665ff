import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { unauthorized } from "../../errors.js";
import { findSessionUser } from "../../auth/tokens.js";
import type { User } from "../../db/schema.js";

export const INVENTORY_LEVELS = ["low", "medium", "high"] as const;

const photoDto = z.object({ place: z.string(), url: z.string().nullable() });
export const colourDto = z.object({
  name: z.string(),
  hex: z.string(),
  inventory: z.enum(INVENTORY_LEVELS),
  quantity: z.number(),
  photos: z.array(photoDto),
});

/**
 * The signed-in user of a route outside /api (the spec's /wishlist/... and /admin/... calls):
 * the session guard only covers /api, so these read the same bearer token themselves.
 */
export async function sessionUser(ctx: AppContext, request: FastifyRequest): Promise<User> {
  if (request.user) return request.user;
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "");
  const user = match?.[1] ? await findSessionUser(ctx.db, match[1]) : null;
  if (!user) throw unauthorized();
  request.user = user;
  return user;
}

/** Comma-separated or repeated query values ("a,b" or ?x=a&x=b) as a clean list. */
export const listParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : v === undefined ? [] : [v])
      .flatMap((s) => s.split(","))
      .map((s) => s.trim())
      .filter((s) => s.length > 0)
      .slice(0, 50),
  );

export const flag = z.enum(["0", "1"]).optional();
