import { sql } from "kysely";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import { SUPPLIER_PRODUCT_FIELDS, supplierProductInput } from "../../../../domain/supplier-product-input.js";
import { fromJson } from "../../../db/json.js";
import {
  createSupplierProduct,
  deleteSupplierProduct,
  updateSupplierProduct,
} from "../../../services/catalogue/save.js";
import type { BreadModel } from "../model.js";
import { z } from "zod";
import { recordVersion } from "../../../../domain/contracts/versions.js";
import { flag, timestamp } from "../record-types.js";

/** A blank of the supplier catalogue as BREAD answers it, with its lowest price and variant count. */
const supplierProductRecord = z
  .object({
    id: z.number(),
    style_id: z.string(),
    short_name: z.string(),
    name: z.string(),
    brand: z.string(),
    category: z.string(),
    description: z.string(),
    suggested_method: z.number(),
    second_suggested_method: z.number().nullable(),
    moq: z.number(),
    print_price: z.number(),
    print_price_second: z.number(),
    first_custom_fee: z.number(),
    is_customizable: flag,
    is_active: flag,
    popular: z.number(),
    print_areas: z.array(z.record(z.string(), z.unknown())),
    similar_product_id: z.number().nullable(),
    inventory_quantity: z.number(),
    size_images: z.array(z.string().nullable()).describe("the size charts' URLs"),
    created_at: timestamp,
    updated_at: timestamp,
    version: recordVersion,
    price_from: z.number().nullable().describe("cents: the lowest variant price"),
    variant_count: z.number(),
  })
  .strict();

/**
 * The supplier catalogue (blanks of no store). Every write is the catalogue admin routes' own:
 * the same validation, the price-change notices and the refresh of every store selling the blank.
 */
export const supplierProductModel: BreadModel = {
  name: "SupplierProduct",
  table: "supplier_products",
  scope: "platform",
  rights: RESOURCE_RIGHTS.SupplierProduct,
  columns: [
    "id",
    ...SUPPLIER_PRODUCT_FIELDS,
    "print_areas",
    "similar_product_id",
    "inventory_quantity",
    "size_images",
    "version",
    "created_at",
    "updated_at",
  ],
  // The lowest variant cost and how many variants the blank has, as the catalogue list shows them.
  extend: (query) =>
    query.select([
      sql<
        number | null
      >`(select min(v.cost) from supplier_variants v where v.supplier_product_id = supplier_products.id)`.as(
        "price_from",
      ),
      sql<number>`(select count(*) from supplier_variants v where v.supplier_product_id = supplier_products.id)`.as(
        "variant_count",
      ),
    ]),
  filters: {
    brand: "text",
    category: "text",
    suggested_method: "int",
    second_suggested_method: "int",
    is_active: "flag",
    is_customizable: "flag",
    popular: "flag",
    similar_product_id: "int",
  },
  sorts: ["id", "name", "brand", "category", "style_id", "popular", "inventory_quantity", "created_at"],
  defaultSort: ["name", "ASC"],
  search: ["name", "short_name", "style_id", "brand"],
  // Switched-off blanks are the platform admins' own.
  memberFilter: { is_active: 1 },
  accountService: {
    create: (input, w) => createSupplierProduct(w.ctx.db.kysely, supplierProductInput.parse(input)),
    update: async (input, w) => {
      await updateSupplierProduct(
        w.ctx.db.kysely,
        w.ctx.events,
        w.id,
        supplierProductInput.parse(input),
        w.version ?? null,
      );
    },
    delete: (w) => deleteSupplierProduct(w.ctx.db.kysely, w.id),
  },
  bodies: { create: supplierProductInput, update: supplierProductInput },
  record: supplierProductRecord,
  toDto: (row, ctx) => ({
    ...row,
    price_from: row.price_from === null ? null : Number(row.price_from),
    variant_count: Number(row.variant_count),
    print_areas: fromJson<Record<string, unknown>[]>(row.print_areas, []),
    size_images: fromJson<string[]>(row.size_images, []).map((key) => ctx.urls.url(key)),
  }),
};
