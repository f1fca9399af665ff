import type { AppContext } from "../../context.js";
import { recordActivity } from "../activity/record.js";

/**
 * Marks or unmarks a store product as one user's favourite (`wanted` undefined toggles it), and
 * records it on the product: who marked it is the event's actor. Answers whether it is now a
 * favourite.
 */
export function setFavourite(
  ctx: AppContext,
  userId: number,
  product: { id: number; website_id: number; name: string },
  wanted: boolean | undefined,
): Promise<boolean> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const present =
      (await trx
        .selectFrom("favourite_products")
        .select("product_id")
        .where("user_id", "=", userId)
        .where("product_id", "=", product.id)
        .executeTakeFirst()) !== undefined;
    const favourite = wanted ?? !present;
    if (favourite && !present)
      await trx
        .insertInto("favourite_products")
        .values({ user_id: userId, product_id: product.id })
        .execute();
    if (!favourite && present)
      await trx
        .deleteFrom("favourite_products")
        .where("user_id", "=", userId)
        .where("product_id", "=", product.id)
        .execute();
    await recordActivity(trx, {
      entity: "Product",
      entityId: product.id,
      action: "update",
      websiteId: product.website_id,
      name: product.name,
      before: { favourite: present },
      after: { favourite },
      // The wishlist's own calls live outside /api, where no request actor is entered.
      actor: { userId },
    });
    return favourite;
  });
}
