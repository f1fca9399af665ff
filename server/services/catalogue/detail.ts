import type { AppContext } from "../../context.js";
import { notFound } from "../../../domain/errors.js";
import { CATALOGUE_MSG } from "../../../domain/messages.js";

/** One supplier product with its variants by size; inactive products exist only for admins: to everyone else they are not found. */
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
  return { row, variants };
}
