import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../../context.js";
import { requireStore } from "../../../auth/guard.js";
import { isPlatformAdmin } from "../../../auth/access.js";
import type { Product } from "../../../db/schema.js";
import { notFound } from "../../../errors.js";
import type { PermissionType } from "../../../../domain/permissions.js";

export const tags = ["product editor"];

/** Spec §8 success texts of the editor, quoted exactly. */
export const EDITOR_SUCCESS = {
  updated: "Product successfully updated",
  customFee: "Custom fee updated successfully",
  completed: "Completed successfully",
} as const;

/**
 * A live product of a store the caller holds `permission` in. A product of another store answers
 * 404 like a missing one (the store's membership is checked first, then the permission).
 */
export async function editableProduct(
  ctx: AppContext,
  request: FastifyRequest,
  id: number,
  permission: PermissionType,
): Promise<{ product: Product; isAdmin: boolean }> {
  const product = await ctx.db.kysely
    .selectFrom("products")
    .selectAll()
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!product) throw notFound();
  try {
    const { access } = await requireStore(ctx.db, request, product.website_id, permission);
    return { product, isAdmin: access.isAdmin || (request.user !== null && isPlatformAdmin(request.user)) };
  } catch (error) {
    // The store's "Website not found" would tell a prober the product id exists elsewhere.
    if (error instanceof Error && "statusCode" in error && error.statusCode === 404) throw notFound();
    throw error;
  }
}
