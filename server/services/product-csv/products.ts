import type { Kysely } from "kysely";
import { z } from "zod";
import { nowIso, toJson } from "../../db/json.js";
import { chunks } from "../../db/batch.js";
import type { Database } from "../../db/schema.js";
import { loadMinimumPriceCents, pricingInputFor } from "../products/minimum-price.js";
import { readProductData } from "../products/data.js";
import { giftCardSlugs } from "../products/slugs.js";
import { switchOnError } from "../products/publish-rules.js";
import { MSG, PRODUCT_LIST_MSG } from "../../../domain/messages.js";
import { minimumPrice, retailPriceError } from "../../../domain/pricing.js";
import { PRODUCT_NAME_MAX, productStatus, publishWindowError } from "../../../domain/products.js";
import { slugify } from "../../../domain/slug.js";
import { StaleVersion, VERSION_MSG } from "../../../domain/versions.js";
import { recordActivity } from "../activity/record.js";
import { csvLine, RowErrors, type CsvRow } from "./parse.js";
import { toDollars } from "../../../domain/money.js";

/**
 * The product CSV: what export writes and import reads back (status, inventory and dates are
 * read-only). `version` is the version the export read: a line that carries it is refused when
 * someone saved the product since, so an import never overwrites a save it did not see.
 */
export const PRODUCT_CSV_COLUMNS = [
  "id",
  "name",
  "slug",
  "price",
  "published",
  "published_from",
  "published_to",
  "min_quantity",
  "sort_order",
  "supplier_product_id",
  "description",
  "status",
  "inventory_quantity",
  "updated_at",
  "version",
] as const;
export const PRODUCT_CSV_REQUIRED = ["name", "price"] as const;

const optionalInt = (min: number, message: string) =>
  z
    .string()
    .trim()
    .transform((v, check) => {
      if (v === "") return undefined;
      const n = Number(v);
      if (Number.isInteger(n) && n >= min) return n;
      check.addIssue({ code: "custom", message });
      return z.NEVER;
    });
/** Absent column: keep what is stored; empty cell: no date. */
const optionalDate = z
  .string()
  .trim()
  .transform((v) => (v === "" ? null : v))
  .pipe(z.union([z.null(), z.iso.datetime({ offset: true, error: "Use a date like 2026-01-31T09:00:00Z." })]))
  .optional();

/** One CSV line, as text cells; the price is in dollars ("19.99"), as a spreadsheet shows money. */
const rowSchema = z.object({
  id: optionalInt(1, "The id must be a whole number.").optional(),
  name: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .transform((v) => v.slice(0, PRODUCT_NAME_MAX)),
  slug: z.string().trim().default(""),
  price: z
    .string({ error: "Price is required" })
    .trim()
    .min(1, "Price is required")
    .regex(/^\d+(\.\d{1,2})?$/, PRODUCT_LIST_MSG.csvPrice)
    .transform((v) => Math.round(Number(v) * 100))
    .refine((cents) => cents > 0, PRODUCT_LIST_MSG.csvPrice),
  published: z
    .string()
    .trim()
    .refine((v) => ["", "0", "1"].includes(v), PRODUCT_LIST_MSG.csvFlag)
    .transform((v) => (v === "" ? undefined : v === "1" ? 1 : 0))
    .optional(),
  published_from: optionalDate,
  published_to: optionalDate,
  min_quantity: optionalInt(1, "Value must be greater than or equal to 1").optional(),
  sort_order: optionalInt(0, "Value must be greater than or equal to 0").optional(),
  supplier_product_id: optionalInt(1, "The supplier product id must be a whole number.").optional(),
  description: z.string().optional(),
  version: optionalInt(1, VERSION_MSG.notWhole).optional(),
});
type ParsedRow = z.output<typeof rowSchema>;

interface Insert {
  line: number;
  row: ParsedRow;
  slug: string;
}
interface Update {
  line: number;
  id: number;
  row: ParsedRow;
  slug: string | null;
}
export interface ProductImportPlan {
  websiteId: number;
  inserts: Insert[];
  updates: Update[];
}

/**
 * Checks every line before anything is written: shape, ids of this store, slugs unique in the
 * store and the file, publish windows, and the retail price against the minimum. Any
 * error refuses the whole file (422 with every line's error). The first `written` lines are
 * already written (an import resumed after its worker died): they are neither checked nor planned.
 */
export async function planProductImport(
  k: Kysely<Database>,
  websiteId: number,
  rows: readonly CsvRow[],
  written = 0,
): Promise<ProductImportPlan> {
  const errors = new RowErrors();
  const existing = await k
    .selectFrom("products")
    .select(["id", "slug", "price", "published_from", "published_to", "deleted_at", "version"])
    .where("website_id", "=", websiteId)
    .execute();
  const byId = new Map(existing.filter((p) => p.deleted_at === null).map((p) => [p.id, p]));
  // A gift card's slug counts as another product's: the storefront serves both at /products/{slug}.
  const slugOwner = new Map<string, number>([
    ...[...(await giftCardSlugs(k, websiteId))].map((slug): [string, number] => [slug, -1]),
    ...existing.map((p): [string, number] => [p.slug, p.id]),
  ]);
  const supplierIds = new Set(
    (await k.selectFrom("supplier_products").select("id").execute()).map((s) => s.id),
  );
  const inFile = new Map<string, number>();
  const plan: ProductImportPlan = { websiteId, inserts: [], updates: [] };
  const minimumFor = new Map<number | null, number>();

  for (const [index, raw] of rows.entries()) {
    if (index < written) continue;
    const parsed = rowSchema.safeParse(raw);
    if (!parsed.success) {
      errors.addIssues(index, parsed.error.issues, "name");
      continue;
    }
    const row = parsed.data;
    if (row.id !== undefined && !byId.has(row.id)) {
      errors.add(index, "id", PRODUCT_LIST_MSG.csvUnknownProduct);
      continue;
    }
    if (row.supplier_product_id !== undefined && !supplierIds.has(row.supplier_product_id)) {
      errors.add(index, "supplier_product_id", "Supplier product not found.");
      continue;
    }
    const stored = row.id !== undefined ? byId.get(row.id) : undefined;
    if (stored && row.version !== undefined && row.version !== Number(stored.version)) {
      errors.add(index, "version", VERSION_MSG.stale);
      continue;
    }
    const from = row.published_from !== undefined ? row.published_from : (stored?.published_from ?? null);
    const to = row.published_to !== undefined ? row.published_to : (stored?.published_to ?? null);
    const windowError = publishWindowError(from, to);
    if (windowError) {
      errors.add(index, "published_from", windowError);
      continue;
    }
    const wanted = row.slug ? slugify(row.slug) : row.id === undefined ? slugify(row.name) : "";
    let slug: string | null = wanted || null;
    if (row.id === undefined && !slug) slug = `product-${index + 2}`;
    if (slug !== null) {
      const owner = slugOwner.get(slug);
      if (inFile.has(slug)) {
        if (row.slug) {
          errors.add(index, "slug", PRODUCT_LIST_MSG.csvSlugRepeated);
          continue;
        }
        slug = uniqueSlug(slug, slugOwner, inFile);
      } else if (owner !== undefined && owner !== row.id) {
        if (row.slug) {
          errors.add(index, "slug", PRODUCT_LIST_MSG.csvSlugTaken);
          continue;
        }
        slug = uniqueSlug(slug, slugOwner, inFile);
      }
      inFile.set(slug, index);
    }

    if (row.id !== undefined) {
      // An unchanged price cannot newly break the rule; re-importing an export stays fast.
      if (row.price !== Number(byId.get(row.id)!.price)) {
        const error = retailPriceError(row.price, await loadMinimumPriceCents(k, row.id));
        if (error) {
          errors.add(index, "price", error);
          continue;
        }
      }
      const publishError = row.published === 1 ? await switchOnError(k, row.id) : null;
      if (publishError) {
        errors.add(index, "published", publishError);
        continue;
      }
      plan.updates.push({ line: index + 2, id: row.id, row, slug });
    } else {
      const supplier = row.supplier_product_id ?? null;
      if (!minimumFor.has(supplier)) {
        const input = await pricingInputFor(k, {
          websiteId,
          supplierProductId: supplier,
          supplierVariantIds: [],
          data: readProductData({}),
          ssmFee: 0,
        });
        minimumFor.set(supplier, minimumPrice(input));
      }
      const error = retailPriceError(row.price, minimumFor.get(supplier)!);
      if (error) {
        errors.add(index, "price", error);
        continue;
      }
      plan.inserts.push({ line: index + 2, row, slug: slug! });
    }
  }
  errors.throwIfAny();
  return plan;
}

function uniqueSlug(
  base: string,
  store: ReadonlyMap<string, number>,
  file: ReadonlyMap<string, number>,
): string {
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, 45)}-${n}`;
    if (!store.has(candidate) && !file.has(candidate)) return candidate;
  }
}

/** The product columns a CSV import sets: what its activity events show before and after. */
const IMPORTED_COLUMNS = [
  "id",
  "supplier_product_id",
  "name",
  "slug",
  "desc",
  "price",
  "available",
  "published_from",
  "published_to",
  "min_quantity",
  "sort_order",
] as const;

/** One line of a checked plan: a product to create, or one to update. */
export type ProductImportUnit = ({ kind: "insert" } & Insert) | ({ kind: "update" } & Update);

/** The plan's lines in file order: what an import writes batch by batch. */
export function productImportUnits(plan: ProductImportPlan): ProductImportUnit[] {
  return [
    ...plan.inserts.map((insert): ProductImportUnit => ({ kind: "insert", ...insert })),
    ...plan.updates.map((update): ProductImportUnit => ({ kind: "update", ...update })),
  ].sort((a, b) => a.line - b.line);
}

/**
 * Writes one batch of a checked plan inside the caller's transaction `trx`: each created or
 * updated product records one "import" activity event there, so a batch commits whole or not at
 * all.
 */
export async function writeProductBatch(
  trx: Kysely<Database>,
  websiteId: number,
  units: readonly ProductImportUnit[],
): Promise<{ created: number; updated: number }> {
  const now = nowIso();
  const inserts = units.filter((u) => u.kind === "insert");
  const updates = units.filter((u) => u.kind === "update");
  let nextSort = 0;
  if (inserts.length > 0) {
    const last = await trx
      .selectFrom("products")
      .select((eb) => eb.fn.max("sort_order").as("max"))
      .where("website_id", "=", websiteId)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    nextSort = Number(last?.max ?? 0) + 1;
  }
  const values = inserts.map(({ row, slug }) => ({
    website_id: websiteId,
    supplier_product_id: row.supplier_product_id ?? null,
    name: row.name,
    slug,
    desc: row.description || null,
    price: row.price,
    available: row.published ?? 0,
    published_from: row.published_from ?? null,
    published_to: row.published_to ?? null,
    min_quantity: row.min_quantity ?? 1,
    sort_order: row.sort_order ?? nextSort++,
    data: toJson({}),
    created_at: now,
    updated_at: now,
  }));
  const imported = (
    entityId: number,
    before: Readonly<Record<string, unknown>> | null,
    after: Readonly<Record<string, unknown>>,
  ) => recordActivity(trx, { entity: "Product", entityId, action: "import", websiteId, before, after });
  for (const batch of chunks(values, 14)) {
    const rows = await trx.insertInto("products").values(batch).returning(IMPORTED_COLUMNS).execute();
    for (const row of rows) await imported(row.id, null, row);
  }
  if (updates.length > 0) {
    const ids = updates.map((update) => update.id);
    const before = new Map(
      (await trx.selectFrom("products").select(IMPORTED_COLUMNS).where("id", "in", ids).execute()).map(
        (row) => [row.id, row],
      ),
    );
    for (const { id, row, slug } of updates) {
      let update = trx
        .updateTable("products")
        .set({
          name: row.name,
          ...(slug !== null ? { slug } : {}),
          price: row.price,
          ...(row.published !== undefined ? { available: row.published } : {}),
          ...(row.published_from !== undefined ? { published_from: row.published_from } : {}),
          ...(row.published_to !== undefined ? { published_to: row.published_to } : {}),
          ...(row.min_quantity !== undefined ? { min_quantity: row.min_quantity } : {}),
          ...(row.sort_order !== undefined ? { sort_order: row.sort_order } : {}),
          ...(row.supplier_product_id !== undefined ? { supplier_product_id: row.supplier_product_id } : {}),
          ...(row.description !== undefined ? { desc: row.description || null } : {}),
          updated_at: now,
          version: (eb) => eb("version", "+", 1),
        })
        .where("id", "=", id);
      // A save between the check and this batch: the batch rolls back and the re-check names the line.
      if (row.version !== undefined) update = update.where("version", "=", row.version);
      const after = await update.returning(IMPORTED_COLUMNS).executeTakeFirst();
      if (!after) throw new StaleVersion();
      await imported(id, before.get(id) ?? null, after);
    }
  }
  return { created: inserts.length, updated: updates.length };
}

/** The store's live products as CSV, in list order, read in pages so a large store streams. */
export async function* productCsv(k: Kysely<Database>, websiteId: number): AsyncGenerator<string> {
  yield csvLine(PRODUCT_CSV_COLUMNS);
  const now = nowIso();
  const PAGE = 2000;
  let after: { sort: number; id: number } | null = null;
  for (;;) {
    let query = k
      .selectFrom("products")
      .select([
        "id",
        "name",
        "slug",
        "price",
        "available",
        "published_from",
        "published_to",
        "min_quantity",
        "sort_order",
        "supplier_product_id",
        "desc",
        "inventory_quantity",
        "updated_at",
        "version",
      ])
      .where("website_id", "=", websiteId)
      .where("deleted_at", "is", null);
    if (after) {
      const { sort, id } = after;
      query = query.where((eb) =>
        eb.or([eb("sort_order", ">", sort), eb.and([eb("sort_order", "=", sort), eb("id", ">", id)])]),
      );
    }
    const rows = await query.orderBy("sort_order").orderBy("id").limit(PAGE).execute();
    for (const p of rows) {
      yield csvLine([
        p.id,
        p.name,
        p.slug,
        toDollars(Number(p.price)),
        Number(p.available),
        p.published_from,
        p.published_to,
        Number(p.min_quantity),
        Number(p.sort_order),
        p.supplier_product_id,
        p.desc,
        productStatus(
          { available: Number(p.available), published_from: p.published_from, published_to: p.published_to },
          now,
        ),
        Number(p.inventory_quantity),
        String(p.updated_at),
        Number(p.version),
      ]);
    }
    if (rows.length < PAGE) return;
    const last = rows[rows.length - 1]!;
    after = { sort: Number(last.sort_order), id: last.id };
  }
}
