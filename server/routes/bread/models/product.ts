import { loadLiveProduct } from "../../../services/products/editor-view.js";
import { recordVersion } from "../../../../domain/contracts/versions.js";
import { PRODUCT_STATUSES, productStatus, type ProductStatus } from "../../../../domain/products.js";
import { productStatusIs } from "../../../services/products/status.js";
import { createBody } from "../../../../domain/contracts/product-editor.js";
import { fromJson, nowIso } from "../../../db/json.js";
import type { Product } from "../../../db/schema.js";
import { badRequest } from "../../../errors.js";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import {
  quickEditInput,
  quickEditProduct,
  softDeleteProducts,
} from "../../../services/products/list-writes.js";
import { createFromBlank } from "../../../services/products/store-products.js";
import { copyRow, type BreadModel, type LooseQuery, type RecordWrite } from "../model.js";
import { z } from "zod";
import { flag, jsonObject, pictureUrl, timestamp } from "../record-types.js";

/** Storage keys never leave the server; the DTO carries URLs instead. */
const STORAGE_KEYS: ReadonlySet<string> = new Set([
  "preview_photo",
  "featured_front_image",
  "featured_back_image",
]);

const isProductStatus = (value: unknown): value is ProductStatus =>
  PRODUCT_STATUSES.some((status) => status === value);

/** The product list's status filter, the product service's own condition at this moment. */
function statusFilter(value: unknown, query: LooseQuery): LooseQuery {
  if (!isProductStatus(value)) throw badRequest("The status filter value is invalid.");
  return query.where(productStatusIs(value, nowIso()));
}

/** The product a write acts on (BREAD found it live and checked its store). */
function liveRow(w: RecordWrite): Promise<Product> {
  return loadLiveProduct(w.ctx, w.id);
}

/** A product as BREAD answers it: its row with its pictures' URLs (never their storage keys) and its status. */
const productRecord = z
  .object({
    id: z.number(),
    version: recordVersion,
    website_id: z.number(),
    supplier_product_id: z.number().nullable(),
    name: z.string(),
    slug: z.string(),
    desc: z.string().nullable(),
    additional_desc: z.string().nullable(),
    price: z.number().describe("cents"),
    price_fixed: flag,
    margin: z.number(),
    ssm_fees: z.number(),
    min_quantity: z.number(),
    print_method: z.string().nullable(),
    available: flag,
    published_from: timestamp.nullable(),
    published_to: timestamp.nullable(),
    sort_order: z.number(),
    inventory_quantity: z.number(),
    data: jsonObject,
    created_at: timestamp,
    updated_at: timestamp,
    status: z.enum(PRODUCT_STATUSES),
    preview_photo_url: pictureUrl,
    featured_front_image_url: pictureUrl,
    featured_back_image_url: pictureUrl,
  })
  .strict();

export const productModel: BreadModel = {
  name: "Product",
  table: "products",
  scope: "store",
  rights: RESOURCE_RIGHTS.Product,
  columns: [
    "id",
    "website_id",
    "supplier_product_id",
    "name",
    "slug",
    "desc",
    "additional_desc",
    "price",
    "price_fixed",
    "margin",
    "ssm_fees",
    "min_quantity",
    "print_method",
    "available",
    "published_from",
    "published_to",
    "sort_order",
    "inventory_quantity",
    "preview_photo",
    "featured_front_image",
    "featured_back_image",
    "data",
    "created_at",
    "updated_at",
    "version",
  ],
  filters: {
    website_id: "int",
    supplier_product_id: "int",
    available: "flag",
    price: "int",
    inventory_quantity: "int",
    created_at: "date",
    updated_at: "date",
  },
  customFilters: { status: statusFilter },
  sorts: ["id", "name", "price", "sort_order", "created_at", "updated_at", "inventory_quantity", "available"],
  defaultSort: ["sort_order", "ASC"],
  search: ["name", "slug"],
  softDelete: "deleted_at",
  // Migration 034's triggers; the status filter compares dates to the clock, so it is not kept.
  keptCounts: { table: "product_counts", columns: ["available"], count: "live" },
  // Every write is one the product screens make, with their rules: create is the editor's create
  // from a supplier blank (plan limit, variants, minimum price), update the list's quick edit,
  // delete the list's soft delete.
  service: {
    create: async (input, w) =>
      createFromBlank(w.ctx.db.kysely, w.website, createBody.parse(input), w.access.isAdmin),
    update: async (input, w) => {
      await quickEditProduct(w.ctx.db.kysely, await liveRow(w), quickEditInput.parse(input), {
        version: w.version,
      });
    },
    delete: async (w) => softDeleteProducts(w.ctx.db.kysely, [w.id]),
  },
  bodies: { create: createBody, update: quickEditInput },
  record: productRecord,
  toDto(row, ctx) {
    const dto = copyRow(row, STORAGE_KEYS);
    dto.data = fromJson(row.data, {});
    dto.status = productStatus({
      available: Number(row.available),
      published_from: (row.published_from as string | null) ?? null,
      published_to: (row.published_to as string | null) ?? null,
    });
    dto.preview_photo_url = ctx.urls.url(row.preview_photo as string | null);
    dto.featured_front_image_url = ctx.urls.url(row.featured_front_image as string | null);
    dto.featured_back_image_url = ctx.urls.url(row.featured_back_image as string | null);
    return dto;
  },
};
