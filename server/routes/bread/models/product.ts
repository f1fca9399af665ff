import { sql } from "kysely";
import { z } from "zod";
import { MSG } from "../../../../domain/messages.js";
import { PRODUCT_NAME_MAX, PRODUCT_STATUSES, productStatus } from "../../../../domain/products.js";
import { slugify } from "../../../../domain/slug.js";
import { fromJson, nowIso, toJson } from "../../../db/json.js";
import { badRequest, invalid } from "../../../errors.js";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import { assertProductRetailPrice } from "../../../services/products/minimum-price.js";
import { assertSlugFree } from "../../../services/products/slugs.js";
import { assertPublishable } from "../../../services/products/publish-rules.js";
import { copyRow, type BreadModel, type LooseQuery, type Row } from "../model.js";

/** Storage keys never leave the server; the DTO carries URLs instead. */
const STORAGE_KEYS: ReadonlySet<string> = new Set([
  "preview_photo",
  "featured_front_image",
  "featured_back_image",
]);

const cents = z.number({ error: "Price is required" }).int().positive("Price must be greater than 0");
const isoOrNull = z.union([z.iso.datetime({ offset: true }), z.null()]);

const writable = {
  name: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .transform((v) => v.slice(0, PRODUCT_NAME_MAX)),
  slug: z.string().trim().optional(),
  desc: z.string().nullable().optional(),
  additional_desc: z.string().nullable().optional(),
  price: cents,
  available: z.union([z.literal(0), z.literal(1)]).optional(),
  published_from: isoOrNull.optional(),
  published_to: isoOrNull.optional(),
  sort_order: z.number().int().optional(),
  min_quantity: z.number().int().min(1, "Value must be greater than or equal to 1").optional(),
};

const createSchema = z.object({
  ...writable,
  website_id: z.number().int().positive().optional(),
  supplier_product_id: z.number().int().positive().nullable().optional(),
});
const updateSchema = z.object(writable).partial();

/** Spec §5: a publish start not before the end is rejected. */
function checkWindow(from: unknown, to: unknown) {
  if (typeof from === "string" && typeof to === "string" && from >= to) {
    throw invalid({ published_from: "The publish start must be before the publish end." });
  }
}

function statusFilter(value: unknown, query: LooseQuery): LooseQuery {
  if (typeof value !== "string" || !(PRODUCT_STATUSES as readonly string[]).includes(value)) {
    throw badRequest("The status filter value is invalid.");
  }
  const now = nowIso();
  const p = (c: string) => sql.ref(`products.${c}`);
  if (value === "scheduled") {
    return query.where(p("available"), "=", 1).where(p("published_from"), ">", now);
  }
  if (value === "unpublished") {
    return query.where((eb) => eb.or([eb(p("available"), "=", 0), eb(p("published_to"), "<=", now)]));
  }
  return query
    .where(p("available"), "=", 1)
    .where((eb) => eb.or([eb(p("published_from"), "is", null), eb(p("published_from"), "<=", now)]))
    .where((eb) => eb.or([eb(p("published_to"), "is", null), eb(p("published_to"), ">", now)]));
}

export const productModel: BreadModel = {
  name: "Product",
  table: "products",
  scope: "store",
  rights: RESOURCE_RIGHTS.Product,
  // Spec §9: a retail price is never below the minimum, whichever call writes it. A throw here
  // rolls the write back.
  afterWrite: async (trx, id, before) => {
    const row = await trx
      .selectFrom("products")
      .select(["price", "available", "deleted_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (row && row.deleted_at === null && (before === null || before.price !== row.price)) {
      await assertProductRetailPrice(trx, id, Number(row.price));
    }
    // A product switched on meets the decoration rules, as on every other publish path.
    if (row && row.available === 1 && Number(before?.available ?? 0) !== 1)
      await assertPublishable(trx, [id]);
  },
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
  softDeleteValues: () => ({ deleted_at: nowIso(), updated_at: nowIso() }),
  create: {
    schema: createSchema,
    async prepare(input, w) {
      checkWindow(input.published_from, input.published_to);
      const now = nowIso();
      const name = String(input.name);
      const slug =
        slugify(typeof input.slug === "string" && input.slug ? input.slug : name) || `product-${Date.now()}`;
      await assertSlugFree(w.ctx.db.kysely, w.websiteId!, slug);
      return {
        website_id: w.websiteId,
        supplier_product_id: input.supplier_product_id ?? null,
        name,
        slug,
        desc: input.desc ?? null,
        additional_desc: input.additional_desc ?? null,
        price: input.price,
        available: input.available ?? 0,
        published_from: input.published_from ?? null,
        published_to: input.published_to ?? null,
        sort_order: input.sort_order ?? 0,
        min_quantity: input.min_quantity ?? 1,
        data: toJson({}),
        created_at: now,
        updated_at: now,
      };
    },
  },
  update: {
    schema: updateSchema,
    async prepare(input, w) {
      const existing = w.existing as Row;
      checkWindow(
        "published_from" in input ? input.published_from : existing.published_from,
        "published_to" in input ? input.published_to : existing.published_to,
      );
      const values: Row = { ...input, updated_at: nowIso() };
      if (typeof input.slug === "string") {
        values.slug = slugify(input.slug);
        if (values.slug !== existing.slug)
          await assertSlugFree(w.ctx.db.kysely, Number(existing.website_id), String(values.slug));
      }
      return values;
    },
  },
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
