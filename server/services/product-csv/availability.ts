import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../../db/schema.js";
import { PRODUCT_LIST_MSG } from "../../../domain/messages.js";
import { csvLine, RowErrors, type CsvRow } from "./parse.js";
import { productSnapshot, recordProductWrite, variantFields } from "../products/activity.js";

/** Variant availability per product and sku. */
export const AVAILABILITY_CSV_COLUMNS = [
  "product_id",
  "product_name",
  "sku",
  "color",
  "size",
  "available",
] as const;
export const AVAILABILITY_CSV_REQUIRED = ["product_id", "sku", "available"] as const;

const rowSchema = z.object({
  product_id: z
    .string({ error: "This element is required" })
    .trim()
    .regex(/^\d+$/, PRODUCT_LIST_MSG.csvUnknownProduct)
    .transform(Number),
  sku: z.string({ error: "This element is required" }).trim().min(1, "This element is required"),
  available: z
    .string({ error: PRODUCT_LIST_MSG.csvFlag })
    .trim()
    .refine((v) => v === "0" || v === "1", PRODUCT_LIST_MSG.csvFlag)
    .transform((v) => (v === "1" ? 1 : 0)),
});

export interface AvailabilityPlan {
  websiteId: number;
  /** product id -> available flag -> skus */
  changes: { productId: number; available: 0 | 1; skus: string[] }[];
  rows: number;
}

/** Every line must name a live product of this store and one of its variants' skus. */
export async function planAvailabilityImport(
  k: Kysely<Database>,
  websiteId: number,
  rows: readonly CsvRow[],
): Promise<AvailabilityPlan> {
  const errors = new RowErrors();
  const parsed: { index: number; productId: number; sku: string; available: 0 | 1 }[] = [];
  for (const [index, raw] of rows.entries()) {
    const result = rowSchema.safeParse(raw);
    if (!result.success) errors.addIssues(index, result.error.issues, "sku");
    else
      parsed.push({
        index,
        productId: result.data.product_id,
        sku: result.data.sku,
        available: result.data.available as 0 | 1,
      });
  }
  const productIds = [...new Set(parsed.map((p) => p.productId))];
  const known = new Set<string>();
  const live = new Set<number>();
  for (let i = 0; i < productIds.length; i += 1000) {
    const ids = productIds.slice(i, i + 1000);
    const products = await k
      .selectFrom("products")
      .select("id")
      .where("website_id", "=", websiteId)
      .where("deleted_at", "is", null)
      .where("id", "in", ids)
      .execute();
    for (const p of products) live.add(p.id);
    const variants = await k
      .selectFrom("product_variants")
      .select(["product_id", "sku"])
      .where("product_id", "in", ids)
      .execute();
    for (const v of variants) known.add(`${v.product_id}\u0000${v.sku}`);
  }
  const grouped = new Map<string, AvailabilityPlan["changes"][number]>();
  for (const p of parsed) {
    if (!live.has(p.productId)) errors.add(p.index, "product_id", PRODUCT_LIST_MSG.csvUnknownProduct);
    else if (!known.has(`${p.productId}\u0000${p.sku}`))
      errors.add(p.index, "sku", PRODUCT_LIST_MSG.csvUnknownVariant);
    else {
      const key = `${p.productId}:${p.available}`;
      const group = grouped.get(key) ?? { productId: p.productId, available: p.available, skus: [] };
      group.skus.push(p.sku);
      grouped.set(key, group);
    }
  }
  errors.throwIfAny();
  return { websiteId, changes: [...grouped.values()], rows: rows.length };
}

/** One product of a checked plan, with every availability change the file makes to it. */
export interface AvailabilityImportUnit {
  productId: number;
  changes: AvailabilityPlan["changes"];
  /** The file's lines it covers. */
  lines: number;
}

/** The plan product by product, in the order the file first names them: what an import writes. */
export function availabilityImportUnits(plan: AvailabilityPlan): AvailabilityImportUnit[] {
  const byProduct = new Map<number, AvailabilityImportUnit>();
  for (const change of plan.changes) {
    const unit = byProduct.get(change.productId) ?? { productId: change.productId, changes: [], lines: 0 };
    unit.changes.push(change);
    unit.lines += change.skus.length;
    byProduct.set(change.productId, unit);
  }
  return [...byProduct.values()];
}

/**
 * Writes one batch of products inside the caller's transaction `trx`, one import event per
 * product; answers the lines it covered.
 */
export async function writeAvailabilityBatch(
  trx: Kysely<Database>,
  units: readonly AvailabilityImportUnit[],
): Promise<{ updated: number }> {
  let updated = 0;
  for (const { productId, changes, lines } of units) {
    const before = (await productSnapshot(trx, productId)) ?? null;
    const was = await variantFields(trx, productId);
    for (const change of changes) {
      await trx
        .updateTable("product_variants")
        .set({ available: change.available })
        .where("product_id", "=", productId)
        .where("sku", "in", change.skus)
        .execute();
    }
    await recordProductWrite(trx, productId, "import", before, {
      before: was,
      after: await variantFields(trx, productId),
    });
    updated += lines;
  }
  return { updated };
}

/** Every variant of the store's live products, product by product. */
export async function* availabilityCsv(k: Kysely<Database>, websiteId: number): AsyncGenerator<string> {
  yield csvLine(AVAILABILITY_CSV_COLUMNS);
  const PAGE = 500;
  let afterId = 0;
  for (;;) {
    const products = await k
      .selectFrom("products")
      .select(["id", "name"])
      .where("website_id", "=", websiteId)
      .where("deleted_at", "is", null)
      .where("id", ">", afterId)
      .orderBy("id")
      .limit(PAGE)
      .execute();
    if (products.length === 0) return;
    const names = new Map(products.map((p) => [p.id, p.name]));
    const variants = await k
      .selectFrom("product_variants")
      .select(["product_id", "sku", "color", "size", "available"])
      .where(
        "product_id",
        "in",
        products.map((p) => p.id),
      )
      .orderBy("product_id")
      .orderBy("sku")
      .execute();
    for (const v of variants) {
      yield csvLine([v.product_id, names.get(v.product_id), v.sku, v.color, v.size, Number(v.available)]);
    }
    if (products.length < PAGE) return;
    afterId = products[products.length - 1]!.id;
  }
}
