import type { Kysely } from "kysely";
import { z } from "zod";
import {
  bulkTierSchema,
  customPricingSchema,
  DEFAULT_CUSTOM_PRICING,
  type BulkTier,
} from "../../../domain/pricing.js";
import { fromJson } from "../../db/json.js";
import type { Database } from "../../db/schema.js";

/** A custom product's print file per side: a file of the store's library. */
export const printFileSchema = z.object({
  id: z.string(),
  place: z.string(),
  name: z.string(),
  file_id: z.number(),
  path: z.string(),
});

/**
 * What a product keeps in its `data` JSON: fields the editor shows and saves but no list filters
 * or joins on (ARCHITECTURE.md: those get columns).
 */
const productDataSchema = z.object({
  new_type: z.number().catch(0),
  is_custom: z.boolean().catch(false),
  custom_fee: z.number().int().min(0).catch(0),
  print_areas: z.array(z.string()).catch(["front"]),
  colors: z.array(z.string()).catch([]),
  bulk_tiers: z.array(bulkTierSchema).catch([]),
  same_variant_price: z.boolean().catch(false),
  customizable: z.boolean().catch(true),
  custom: customPricingSchema.catch({ ...DEFAULT_CUSTOM_PRICING }),
  print_files: z.array(printFileSchema).catch([]),
});
export type ProductData = z.infer<typeof productDataSchema>;

/** Reads a stored data value; any missing or malformed field takes its default. */
export function readProductData(raw: unknown): ProductData {
  const value = fromJson<Record<string, unknown>>(raw, {});
  return productDataSchema.parse(typeof value === "object" && value !== null ? value : {});
}

/** Keeps keys other areas may have stored (mockups, designs) when the editor rewrites data. */
export function mergeProductData(raw: unknown, data: ProductData): Record<string, unknown> {
  const value = fromJson<Record<string, unknown>>(raw, {});
  return { ...(typeof value === "object" && value !== null ? value : {}), ...data };
}

/** A product's bulk tiers as saved (none for a product that is gone). */
export async function loadBulkTiers(q: Kysely<Database>, productId: number): Promise<BulkTier[]> {
  const row = await q.selectFrom("products").select("data").where("id", "=", productId).executeTakeFirst();
  return row ? readProductData(row.data).bulk_tiers : [];
}
