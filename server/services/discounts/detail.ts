import type { AppContext } from "../../context.js";
import { DISCOUNT_COLUMNS } from "./rules.js";

/** A discount with its products and categories by name and its latest 200 redemptions. */
export async function discountDetail(ctx: AppContext, id: number) {
  const k = ctx.db.kysely;
  const row = await k
    .selectFrom("discounts")
    .select(DISCOUNT_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const [products, categories, redemptions] = await Promise.all([
    k
      .selectFrom("discount_products")
      .innerJoin("products", "products.id", "discount_products.product_id")
      .select(["products.id", "products.name", "products.preview_photo"])
      .where("discount_products.discount_id", "=", id)
      .orderBy("products.name")
      .execute(),
    k
      .selectFrom("discount_categories")
      .innerJoin("categories", "categories.id", "discount_categories.category_id")
      .select(["categories.id", "categories.name"])
      .where("discount_categories.discount_id", "=", id)
      .orderBy("categories.name")
      .execute(),
    k
      .selectFrom("discount_redemptions")
      .select(["id", "order_id", "email", "amount", "created_at"])
      .where("discount_id", "=", id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(200)
      .execute(),
  ]);
  return { row, products, categories, redemptions };
}
