import type { AppContext } from "../../context.js";
import { fromJson } from "../../db/json.js";
import { notFound } from "../../../domain/errors.js";
import { CATALOGUE_MSG } from "../../../domain/messages.js";

/** One supplier product with its variants by size, print areas and size chart keys; inactive products exist only for admins: to everyone else they are not found. */
export async function loadSupplierProduct(ctx: AppContext, id: number, admin: boolean) {
  const k = ctx.db.kysely;
  const row = await k.selectFrom("supplier_products").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row || (!admin && row.is_active !== 1)) throw notFound(CATALOGUE_MSG.supplierProductNotFound);
  const variants = await k
    .selectFrom("supplier_variants")
    .selectAll()
    .where("supplier_product_id", "=", id)
    .orderBy("size_order")
    .orderBy("id")
    .execute();
  return {
    row,
    variants,
    printAreas: fromJson<Record<string, unknown>[]>(row.print_areas, []),
    sizeImages: fromJson<string[]>(row.size_images, []),
  };
}
