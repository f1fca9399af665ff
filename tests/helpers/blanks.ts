import type { Db } from "../../server/db/types.js";

/** A supplier blank for creating store products: an active T-shirt with its available colours and sizes. */
export interface Blank {
  id: number;
  colors: string[];
  sizes: string[];
}

/** The first active T-shirt blank of the seeded catalogue, with at least three available colours in several sizes. */
export async function teeBlank(db: Db): Promise<Blank> {
  const rows = await db.kysely
    .selectFrom("supplier_variants as v")
    .innerJoin("supplier_products as p", "p.id", "v.supplier_product_id")
    .select(["p.id", "v.color", "v.size"])
    .where("p.is_active", "=", 1)
    .where("v.available", "=", 1)
    .where("p.category", "=", "T-Shirts")
    .orderBy("p.id")
    .execute();
  const firstId = rows[0]!.id;
  const mine = rows.filter((r) => r.id === firstId);
  return {
    id: firstId,
    colors: [...new Set(mine.map((r) => r.color))],
    sizes: [...new Set(mine.map((r) => r.size))],
  };
}
