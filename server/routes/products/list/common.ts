import { z } from "zod";
import type { AppContext } from "../../../context.js";
import { listRowsNow, type ListRow } from "../../../services/products/list-rows.js";
import { inventoryLevel } from "../../../services/products/inventory.js";
import type { RecordsRule, StoreRule } from "../../../http/access.js";
import type { PermissionType } from "../../../../domain/permissions.js";
import { productStatus, PRODUCT_STATUSES } from "../../../../domain/products.js";
import { PRODUCT_LIST_MSG } from "../../../../domain/messages.js";
import { recordVersion } from "../../../../domain/contracts/versions.js";

/** The spec's bulk payload: a list of product ids. */
export const idsBody = z.object({
  ids: z
    .array(z.number().int().positive(), { error: "This element should contains at least 1 element" })
    .min(1, "This element should contains at least 1 element")
    .max(1000),
});

export const productRowDto = z.object({
  id: z.number(),
  website_id: z.number(),
  supplier_product_id: z.number().nullable(),
  name: z.string(),
  slug: z.string(),
  price: z.number().describe("cents"),
  available: z.number(),
  status: z.enum(PRODUCT_STATUSES),
  published_from: z.string().nullable(),
  published_to: z.string().nullable(),
  sort_order: z.number(),
  inventory_quantity: z.number(),
  inventory_level: z.enum(["low", "medium", "high"]),
  min_quantity: z.number(),
  preview_photo_url: z.string().nullable(),
  deleted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: recordVersion,
});
export type ProductRowDto = z.infer<typeof productRowDto>;

/** Field by field, without object spread: lists build up to 100 of these per request. */
export function productRow(ctx: AppContext, row: ListRow, now: string): ProductRowDto {
  const available = Number(row.available);
  const quantity = Number(row.inventory_quantity);
  return {
    id: Number(row.id),
    website_id: Number(row.website_id),
    supplier_product_id: row.supplier_product_id === null ? null : Number(row.supplier_product_id),
    name: row.name,
    slug: row.slug,
    price: Number(row.price),
    available,
    status: productStatus(
      { available, published_from: row.published_from, published_to: row.published_to },
      now,
    ),
    published_from: row.published_from,
    published_to: row.published_to,
    sort_order: Number(row.sort_order),
    inventory_quantity: quantity,
    inventory_level: inventoryLevel(quantity),
    min_quantity: Number(row.min_quantity),
    preview_photo_url: ctx.urls.url(row.preview_photo),
    deleted_at: row.deleted_at,
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
    version: Number(row.version),
  };
}

/**
 * Who may act on the products a bulk action names in `body.ids` (or, with `items`, in the `id` of
 * each object of that body list): `right` in the store of every one of them (they may belong to
 * several stores). An unknown id, or one in a store the caller cannot open, answers 404 (ids cannot
 * be probed); a store without the right, 403.
 */
export function productsOf(right: PermissionType, items?: `body.${string}`): RecordsRule {
  const at = items ?? "body.ids";
  return {
    right,
    records: "products",
    at,
    ...(items ? { key: "id" } : {}),
    missing: PRODUCT_LIST_MSG.productNotFound,
  };
}

/**
 * Who may act on the product named by the path (`id`) or a key of the body: `right` in its store.
 * A product of a store out of reach answers 404 exactly like a missing one.
 */
export function productOf(right: PermissionType, at?: `body.${string}`): StoreRule {
  return {
    right,
    from: at ? { record: "products", at } : { record: "products" },
    missing: PRODUCT_LIST_MSG.productNotFound,
  };
}

/** The list rows of these products as they are stored now (a save's answer, or a stale save's `current`). */
export async function productRowsNow(
  ctx: AppContext,
  ids: readonly number[],
  now: string,
): Promise<ProductRowDto[]> {
  const rows = await listRowsNow(ctx, ids);
  return rows.map((row) => productRow(ctx, row, now));
}
