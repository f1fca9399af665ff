import { z } from "zod";

/**
 * GET /api/chart/stats: the query the SPA sends and the shape it gets (the server validates and
 * documents with these; the SPA reads the inferred types).
 * Money is integer cents. A field the caller may not see is null, never a made-up 0.
 */
const idList = z.union([z.string(), z.array(z.string())]);

export const statsQuery = z.object({
  from: z.string().optional().describe("First day, YYYY-MM-DD (UTC). Without from and to: all time."),
  to: z.string().optional().describe("Last day, inclusive, YYYY-MM-DD (UTC). Default: today."),
  status: z
    .string()
    .optional()
    .describe("Only orders of this status (new, completed, canceled); empty: all."),
  isAdmin: z.string().optional().describe("Sent by the SPA and ignored: rights come from the database only."),
  "filterWebsites[]": idList
    .optional()
    .describe("Store ids to count; default: every store the caller may see."),
  filterWebsites: idList.optional().describe("Same as filterWebsites[] (repeated or comma-separated)."),
});

export const series = z.object({ months: z.array(z.string()), counts: z.array(z.number()) });
const labelled = z.object({ total: z.number(), labels: z.array(z.string()), data: z.array(z.number()) });
const nullableNumbers = z.array(z.number()).nullable();

export const statsResponse = z.object({
  range: z.object({
    from: z.string(),
    to: z.string(),
    unit: z.enum(["day", "month", "year"]).describe("Bucket size of every chart: day, month or year."),
  }),
  is_admin: z.boolean(),
  website_ids: z.array(z.number()).nullable().describe("Stores counted; null: every store (admins)."),
  total: z.number().describe("Orders in range (deleted orders never count)."),
  ssmFees: z.number().nullable().describe("Platform fees, cents; admins only."),
  storeOwnerFees: z.number().nullable().describe("Store owners' share (order profit), cents; admins only."),
  income: z
    .number()
    .nullable()
    .describe(
      "Gross sales, cents; callers who may see the money (full_admin_access) of every counted store.",
    ),
  earnings: z.number().nullable().describe("The stores' profit, cents; as income."),
  ordersByDate: z.object({
    months: z.array(z.string()).describe("Bucket keys: YYYY-MM-DD, YYYY-MM or YYYY."),
    counts: z.array(z.number()),
    ssmFees: nullableNumbers,
    storeOwnerFees: nullableNumbers,
    sales: nullableNumbers,
  }),
  usersByDate: series.nullable().describe("Admins only."),
  websitesByDate: series.nullable().describe("Admins only."),
  productsByDate: series,
  mostSellingStore: z
    .array(z.object({ id: z.number().nullable(), name: z.string(), quantity: z.number() }))
    .describe("Top 4 stores by units sold, then 'Others' (id null) when any remain."),
  totalSales: labelled.describe("Units sold per bucket."),
  totalViews: labelled
    .extend({
      products: z.array(z.object({ id: z.number(), name: z.string(), views: z.number(), link: z.string() })),
    })
    .describe("Storefront product views per bucket and the most viewed products."),
  bestsellers: z
    .array(z.object({ id: z.number(), name: z.string(), quantity: z.number(), link: z.string() }))
    .describe("Top 3 products by units sold, with their full names (the SPA cuts them to 20 characters)."),
  newlyCreatedUsers: z
    .array(z.object({ id: z.number(), name: z.string(), email: z.string(), created_at: z.string() }))
    .nullable(),
  newlyCreatedWebsites: z
    .array(
      z.object({
        id: z.number(),
        name: z.string(),
        link: z.string(),
        is_launched: z.number(),
        created_at: z.string(),
      }),
    )
    .nullable(),
  newlyCreatedProducts: z.array(
    z.object({
      id: z.number(),
      website_id: z.number(),
      name: z.string(),
      link: z.string(),
      photo: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  allProductsInStore: z.number(),
  newProducts: z.number(),
});
export type StatsResponse = z.infer<typeof statsResponse>;
/** One count per bucket (users, stores, products created). */
export type Series = z.infer<typeof series>;
