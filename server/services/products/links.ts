import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database, Product } from "../../db/schema.js";
import { inTransaction } from "../../db/transaction.js";
import { EDITOR_MSG } from "../../../domain/contracts/product-editor.js";
import { invalid } from "../../../domain/errors.js";
import { productSnapshot, recordProductWrite } from "./activity.js";

type Q = Kysely<Database>;

/** Related products are shown beside a product; companion products are offered with it. */
export type LinkKind = "related" | "companion";

/** The products linked to one, in their order. */
export async function linkedIds(q: Q, productId: number, kind: LinkKind): Promise<number[]> {
  const rows = await q
    .selectFrom("product_links")
    .select("linked_product_id")
    .where("product_id", "=", productId)
    .where("kind", "=", kind)
    .orderBy("sort_order")
    .orderBy("linked_product_id")
    .execute();
  return rows.map((r) => r.linked_product_id);
}

/**
 * Linked products must be live products of the same store, and not the product itself; a refusal
 * names `field`, the request's field that listed them.
 */
async function checkLinked(q: Q, product: Product, ids: readonly number[], field: string) {
  if (ids.includes(product.id)) throw invalid({ [field]: EDITOR_MSG.linkSelf });
  if (ids.length === 0) return;
  const found = await q
    .selectFrom("products")
    .select("id")
    .where("id", "in", [...ids])
    .where("website_id", "=", product.website_id)
    .where("deleted_at", "is", null)
    .execute();
  if (found.length !== new Set(ids).size) throw invalid({ [field]: EDITOR_MSG.linkUnknown });
}

/**
 * Makes a product's links of one kind what `change` makes of the current ones (checked by the
 * caller: live products of the same store), and records the list before and after on the product.
 * Answers the new list.
 */
function setLinks(
  k: Q,
  productId: number,
  kind: LinkKind,
  change: (current: number[]) => number[],
): Promise<number[]> {
  return inTransaction(k, async (trx) => {
    const before = (await productSnapshot(trx, productId)) ?? null;
    const current = await linkedIds(trx, productId, kind);
    const next = [...new Set(change(current))];
    await trx
      .deleteFrom("product_links")
      .where("product_id", "=", productId)
      .where("kind", "=", kind)
      .execute();
    if (next.length > 0)
      await trx
        .insertInto("product_links")
        .values(
          next.map((linked, i) => ({
            product_id: productId,
            linked_product_id: linked,
            kind,
            sort_order: i,
          })),
        )
        .execute();
    const field = `${kind}_product_ids`;
    await recordProductWrite(trx, productId, "update", before, {
      before: { [field]: current },
      after: { [field]: next },
    });
    return next;
  });
}

/** Adds a related product (a live product of the same store, not itself) at the end; answers the list. */
export async function addRelatedProduct(
  ctx: AppContext,
  product: Product,
  relatedId: number,
): Promise<number[]> {
  const k = ctx.db.kysely;
  await checkLinked(k, product, [relatedId], "related_product_id");
  return setLinks(k, product.id, "related", (current) => [...current, relatedId]);
}

/** Removes a related product; answers the list. */
export function removeRelatedProduct(
  ctx: AppContext,
  product: Product,
  relatedId: number,
): Promise<number[]> {
  return setLinks(ctx.db.kysely, product.id, "related", (current) =>
    current.filter((linked) => linked !== relatedId),
  );
}

/** Makes a product's companions these (live products of the same store), in this order; answers them. */
export async function setCompanionProducts(
  ctx: AppContext,
  product: Product,
  companionIds: readonly number[],
): Promise<number[]> {
  const k = ctx.db.kysely;
  const ids = [...new Set(companionIds)];
  await checkLinked(k, product, ids, "companion_ids");
  await setLinks(k, product.id, "companion", () => ids);
  return ids;
}
