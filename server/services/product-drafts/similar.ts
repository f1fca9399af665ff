import type { Kysely, Transaction } from "kysely";
import { DECORATION_METHODS, type DecorationMethod } from "../../../domain/drafts.js";
import { variantColors, variantSizes } from "../../../domain/variants.js";
import type { Database } from "../../db/schema.js";
import { invalid } from "../../../domain/errors.js";
import type { Blank } from "../mockups/blanks.js";
import type { StoredItem } from "../mockups/stored.js";
import { readProductData } from "../products/data.js";
import { loadProductVariants } from "../products/variants.js";

type Q = Kysely<Database> | Transaction<Database>;

export const SIMILAR_NOT_FOUND = "The product does not exist in this store.";

/** What a new draft takes over from the store product it is "similar" to. */
export interface SimilarSource {
  id: number;
  supplier_product_id: number | null;
  print_method: string | null;
  price: number;
  price_fixed: 0 | 1;
  margin: number;
  colors: string[];
  sizes: string[];
}

/** A live product of the store, with its chosen colours and sizes; 422 when it is not the store's. */
export async function loadSimilar(db: Q, websiteId: number, id: number): Promise<SimilarSource> {
  const product = await db
    .selectFrom("products")
    .select(["id", "supplier_product_id", "print_method", "price", "price_fixed", "margin", "data"])
    .where("id", "=", id)
    .where("website_id", "=", websiteId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!product) throw invalid({ similar_product_id: SIMILAR_NOT_FOUND });
  const data = readProductData(product.data);
  const variants = await loadProductVariants(db, product.id);
  const fromVariants = variantColors(variants);
  // The editor keeps the colours in the order they were chosen (data.colors); variants sort by name.
  const ordered = data.colors.filter((c) => fromVariants.includes(c));
  return {
    id: product.id,
    // A custom product's blank is only a cost basis, not a garment the creator can design on.
    supplier_product_id: data.is_custom ? null : product.supplier_product_id,
    print_method: product.print_method,
    price: Number(product.price),
    price_fixed: Number(product.price_fixed) === 1 ? 1 : 0,
    margin: Number(product.margin),
    colors: [...ordered, ...fromVariants.filter((c) => !ordered.includes(c))],
    sizes: variantSizes(variants),
  };
}

/**
 * A new item started from the similar product's blank takes its colours, sizes, print method and
 * pricing, kept to what the blank still offers (a colour the supplier dropped is left out). Items
 * of other blanks are left as they are: another garment's colours and methods do not carry over.
 */
export function applySimilar(item: StoredItem, blank: Blank, similar: SimilarSource): StoredItem {
  if (similar.supplier_product_id !== blank.id) return item;
  const offered = new Set(blank.colors.map((c) => c.name));
  const colors = similar.colors.filter((c) => offered.has(c));
  const sizes = blank.sizes.filter((s) => similar.sizes.includes(s));
  const method = DECORATION_METHODS.find(
    (m): m is DecorationMethod =>
      m === similar.print_method && blank.methods.some((id) => DECORATION_METHODS[id] === m),
  );
  return {
    ...item,
    colors: colors.length > 0 ? colors : item.colors,
    sizes: sizes.length > 0 ? sizes : item.sizes,
    print_method: method ?? item.print_method,
    price: similar.price > 0 ? similar.price : null,
    price_fixed: similar.price_fixed,
    margin: similar.margin,
  };
}
