import type { AppContext } from "../../context.js";
import { matchesAny } from "../../db/like.js";

/** A page of a store's promotions by order with the total, searched by title or text. */
export async function promotionsPage(
  ctx: AppContext,
  websiteId: number,
  q: string | undefined,
  page: number,
  perPage: number,
) {
  let query = ctx.db.kysely.selectFrom("promotions").where("website_id", "=", websiteId);
  if (q) query = query.where(matchesAny<"promotions">(["title", "text"], q));
  const [rows, counted] = await Promise.all([
    query
      .selectAll()
      .orderBy("sort_order")
      .orderBy("id")
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.n) };
}
