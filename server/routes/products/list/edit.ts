import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import { nowIso } from "../../../db/json.js";
import type { Database } from "../../../db/schema.js";
import { invalid } from "../../../errors.js";
import { loadMinimumPriceCents } from "../../../services/products/minimum-price.js";
import { MSG, PRODUCT_LIST_MSG } from "../../../../domain/messages.js";
import { retailPriceError } from "../../../../domain/pricing.js";
import { PRODUCT_NAME_MAX } from "../../../../domain/products.js";
import { slugify } from "../../../../domain/slug.js";
import { assertSlugFree } from "../../../services/products/slugs.js";
import { assertPublishable } from "../../../services/products/publish-rules.js";
import {
  LIST_COLUMNS,
  productRow,
  productRowDto,
  productOf,
  productRowOf,
  productRowsOf,
  productsOf,
  type ListRow,
} from "./common.js";
import { messageDto } from "../../../http/params.js";

const isoOrNull = z.union([z.iso.datetime({ offset: true }), z.null()]);
const editable = {
  name: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .transform((v) => v.slice(0, PRODUCT_NAME_MAX)),
  price: z.number({ error: "Price is required" }).int().positive("Price must be greater than 0"),
  available: z.union([z.literal(0), z.literal(1)]),
  min_quantity: z.number().int().min(1, "Value must be greater than or equal to 1"),
};
const quickEditBody = z.object({
  id: z.number().int().positive(),
  name: editable.name.optional(),
  slug: z.string().trim().min(1, MSG.required).max(PRODUCT_NAME_MAX).optional(),
  price: editable.price.optional(),
  available: editable.available.optional(),
  min_quantity: editable.min_quantity.optional(),
  published_from: isoOrNull.optional(),
  published_to: isoOrNull.optional(),
});
const multipleBody = z.object({
  products: z
    .array(
      z.object({
        id: z.number().int().positive(),
        name: editable.name.optional(),
        price: editable.price.optional(),
        available: editable.available.optional(),
        min_quantity: editable.min_quantity.optional(),
      }),
    )
    .min(1, MSG.listNotEmpty)
    .max(500),
});

type Changes = Partial<
  Pick<ListRow, "name" | "slug" | "price" | "available" | "min_quantity" | "published_from" | "published_to">
>;

/** Spec §5: the retail price is never below the product's minimum price (domain/pricing.ts). */
async function priceError(
  k: Kysely<Database>,
  id: number,
  price: number | undefined,
): Promise<string | null> {
  if (price === undefined) return null;
  return retailPriceError(price, await loadMinimumPriceCents(k, id));
}

/** POST /api/quick-edit/product and /api/update/multiple/products (spec §7 Products). */
export async function productEditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/quick-edit/product",
    {
      config: { access: productOf("edit_products", "body.id"), changesStorefront: true },
      schema: {
        tags: ["products"],
        summary:
          "Quick edit from the list: name, slug, retail price (never below the minimum), published flag and window, minimum quantity (edit_products)",
        body: quickEditBody,
        response: { 200: messageDto.extend({ product: productRowDto }) },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      const row = await productRowOf(ctx, id, false);
      const from = input.published_from !== undefined ? input.published_from : row.published_from;
      const to = input.published_to !== undefined ? input.published_to : row.published_to;
      if (from !== null && to !== null && from >= to)
        throw invalid({ published_from: PRODUCT_LIST_MSG.publishWindow });
      const error = await priceError(k, id, input.price);
      if (error) throw invalid({ price: error });
      if (input.available === 1 && row.available !== 1) await assertPublishable(k, [id]);
      const changes: Changes = { ...input };
      if (input.slug !== undefined) {
        changes.slug = slugify(input.slug);
        if (!changes.slug) throw invalid({ slug: MSG.required });
        if (changes.slug !== row.slug) await assertSlugFree(k, row.website_id, changes.slug);
      }
      const now = nowIso();
      await k
        .updateTable("products")
        .set({ ...changes, updated_at: now })
        .where("id", "=", id)
        .execute();
      const saved = await k
        .selectFrom("products")
        .select(LIST_COLUMNS)
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return { message: PRODUCT_LIST_MSG.productUpdated, product: productRow(ctx, saved, now) };
    },
  );

  r.post(
    "/api/update/multiple/products",
    {
      config: { access: productsOf("edit_products", "body.products"), changesStorefront: true },
      schema: {
        tags: ["products"],
        summary:
          "Save several products' name, retail price, published flag and minimum quantity at once (edit_products); all or none, errors per row under products.<index>.<field>",
        body: multipleBody,
        response: { 200: messageDto.extend({ products: z.array(productRowDto) }) },
      },
    },
    async (request) => {
      const items = request.body.products;
      const ids = items.map((item) => item.id);
      const rows = await productRowsOf(ctx, ids, { deleted: false });
      const errors: Record<string, string> = {};
      for (const [i, item] of items.entries()) {
        const error = await priceError(k, item.id, item.price);
        if (error) errors[`products.${i}.price`] = error;
      }
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const wasOn = new Set(rows.filter((row) => row.available === 1).map((row) => row.id));
      const switchedOn = items.filter((item) => item.available === 1 && !wasOn.has(item.id));
      await assertPublishable(
        k,
        switchedOn.map((item) => item.id),
        (id) => `products.${items.findIndex((item) => item.id === id)}.available`,
      );
      const now = nowIso();
      await k.transaction().execute(async (trx) => {
        for (const { id, ...changes } of items) {
          await trx
            .updateTable("products")
            .set({ ...changes, updated_at: now })
            .where("id", "=", id)
            .execute();
        }
      });
      const saved = await k.selectFrom("products").select(LIST_COLUMNS).where("id", "in", ids).execute();
      return { message: PRODUCT_LIST_MSG.completed, products: saved.map((row) => productRow(ctx, row, now)) };
    },
  );
}
