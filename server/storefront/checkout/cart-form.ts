import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { escapeHtml as esc } from "../../services/sanitize/entities.js";
import type { RenderContext } from "../render/context.js";

/** POST target of the add-to-cart form (spec §7 "POST /api/products/add/to/cart"). */
export const ADD_TO_CART_PATH = "/api/products/add/to/cart";

/**
 * The product page's add-to-cart form: a plain form (no script needed) with the options that can
 * be bought now (shown, available, in supplier stock) and the product's minimum quantity.
 */
export async function addToCartForm(
  db: Kysely<Database>,
  rc: RenderContext,
  productId: number,
): Promise<string> {
  const [product, variants] = await Promise.all([
    db.selectFrom("products").select(["min_quantity"]).where("id", "=", productId).executeTakeFirst(),
    db
      .selectFrom("product_variants as v")
      .leftJoin("supplier_variants as s", "s.id", "v.supplier_variant_id")
      .select(["v.id", "v.color", "v.size", "s.quantity", "s.available as supplier_available"])
      .where("v.product_id", "=", productId)
      .where("v.show", "=", 1)
      .where("v.available", "=", 1)
      .orderBy("v.color")
      .orderBy("v.id")
      .execute(),
  ]);
  const min = Math.max(1, product?.min_quantity ?? 1);
  const buyable = variants.filter(
    (v) => v.supplier_available !== 0 && (v.quantity === null || Number(v.quantity) >= min),
  );
  const hidden =
    `<input type="hidden" name="website_id" value="${rc.store.id}">` +
    `<input type="hidden" name="product_id" value="${productId}">` +
    (rc.query
      ? `<input type="hidden" name="preview" value="${esc(decodeURIComponent(rc.query.slice(9)))}">`
      : "");
  if (variants.length > 0 && buyable.length === 0) return `<p class="notice bad">Sold out</p>`;
  const options =
    buyable.length > 0
      ? `<label>Option<select name="variant_id" required>${buyable
          .map(
            (v) =>
              `<option value="${esc(v.id)}">${esc([v.color, v.size].filter(Boolean).join(" / "))}</option>`,
          )
          .join("")}</select></label>`
      : "";
  return (
    `<form class="contact add-to-cart" method="post" action="${ADD_TO_CART_PATH}">${hidden}${options}` +
    `<label>Quantity<input type="number" name="quantity" value="${min}" min="${min}" max="999" required></label>` +
    `<div><button type="submit">Add to cart</button></div></form>`
  );
}
