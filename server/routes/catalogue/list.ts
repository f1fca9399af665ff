import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { isAdminRequest } from "../../auth/guard.js";
import { colourDto, flag, listParam } from "./common.js";
import { coloursOf, sizesOf } from "../../services/catalogue/present.js";
import type { SupplierProductRow, SupplierVariantRow } from "../../services/catalogue/rows.js";
import {
  CATALOGUE_ORDERS,
  catalogueColours,
  catalogueCounts,
  cataloguePage,
} from "../../services/catalogue/list.js";
import { pageOf, pageQuery, pageSchema } from "../../http/paging.js";
import { CATALOGUE_PAGE_SIZE } from "../../../domain/catalogue.js";
import { countRowDto } from "../../../domain/contracts/catalogue.js";

const MAX_PAGE_SIZE = 100;

const listQuery = z.object({
  term: z.string().trim().max(200).optional(),
  page: pageQuery.page,
  itemsPerPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  is_active: flag,
  popular: flag,
  is_disabled_from_filtering: flag,
  orderBy: z.enum(CATALOGUE_ORDERS).optional(),
  orderType: z
    .string()
    .transform((v) => (v.toLowerCase() === "desc" ? "desc" : "asc"))
    .optional(),
  selected_brand: listParam,
  filter_brand: listParam,
  selected_categories: listParam,
  category: listParam,
  check_category: flag,
  get_cloned_products: flag,
  is_clone: flag,
});

export const catalogueItemDto = z.object({
  id: z.number(),
  style_id: z.string(),
  short_name: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  categories: z.array(z.string()),
  description: z.string(),
  suggested_method: z.number(),
  second_suggested_method: z.number().nullable(),
  moq: z.number(),
  print_price: z.number(),
  first_custom_fee: z.number(),
  is_customizable: z.number(),
  is_active: z.number(),
  popular: z.number(),
  similar_product_id: z.number().nullable(),
  inventory_quantity: z.number(),
  price_from: z.number().nullable(),
  photo: z.string().nullable(),
  colors: z.array(colourDto),
  sizes: z.array(z.string()),
});
export type CatalogueItemDto = z.infer<typeof catalogueItemDto>;

export function catalogueItem(
  ctx: AppContext,
  row: SupplierProductRow,
  variants: readonly SupplierVariantRow[],
): CatalogueItemDto {
  const colors = coloursOf(ctx, variants);
  return {
    id: row.id,
    style_id: row.style_id,
    short_name: row.short_name,
    name: row.name,
    brand: row.brand,
    category: row.category,
    categories: [row.category],
    description: row.description,
    suggested_method: row.suggested_method,
    second_suggested_method: row.second_suggested_method,
    moq: row.moq,
    print_price: row.print_price,
    first_custom_fee: row.first_custom_fee,
    is_customizable: row.is_customizable,
    is_active: row.is_active,
    popular: row.popular,
    similar_product_id: row.similar_product_id,
    inventory_quantity: row.inventory_quantity,
    price_from: variants.length === 0 ? null : Math.min(...variants.map((v) => v.cost)),
    photo: colors[0]?.photos[0]?.url ?? null,
    colors,
    sizes: sizesOf(variants),
  };
}

/** GET /api/all/products, the catalogue lookups (brands, categories, colours). */
export async function catalogueListRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/all/products",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["supplier catalogue"],
        summary:
          "The supplier catalogue, 12 per page (itemsPerPage/per_page up to 100): term, brand (selected_brand, filter_brand) and category (selected_categories, category) filters, comma separated; is_disabled_from_filtering=1 ignores them; popular=1 or orderBy name|created_at|popular|price|brand with orderType asc|desc; is_clone=1 only clones, get_cloned_products=0 without them, check_category=1 only products with a supplier category; the 'import test' category is excluded; inactive products only for admins (is_active)",
        querystring: listQuery,
        response: { 200: pageSchema(catalogueItemDto) },
      },
    },
    async (request) => {
      const q = request.query;
      const admin = isAdminRequest(request);
      const perPage = q.itemsPerPage ?? q.per_page ?? CATALOGUE_PAGE_SIZE;
      const { products, byProduct, total } = await cataloguePage(ctx, q, admin, q.page, perPage);
      const data = products.map((row) => catalogueItem(ctx, row, byProduct.get(row.id) ?? []));
      return pageOf(data, total, q.page, perPage);
    },
  );

  const countDto = z.array(countRowDto);
  const lookup = (column: "brand" | "category") => () => catalogueCounts(ctx, column);

  r.get(
    "/api/smake/brands",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["supplier catalogue"],
        summary:
          "The brands of the active supplier catalogue with how many products each has (the brand filter)",
        response: { 200: countDto },
      },
    },
    lookup("brand"),
  );
  r.get(
    "/api/smake/categories",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["supplier catalogue"],
        summary:
          "The supplier categories of the active catalogue with their product counts, 'import test' excluded (the category filter)",
        response: { 200: countDto },
      },
    },
    lookup("category"),
  );

  r.get(
    "/api/colors",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["supplier catalogue"],
        summary: "Every colour of the supplier catalogue: name and hex swatch",
        response: { 200: z.array(z.object({ name: z.string(), hex: z.string() })) },
      },
    },
    () => catalogueColours(ctx),
  );
}
