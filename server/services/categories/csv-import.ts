import type { Kysely } from "kysely";
import { CATALOGUE_MSG } from "../../../domain/messages.js";
import { nowIso } from "../../db/json.js";
import type { Database } from "../../db/schema.js";
import { fieldErrors, invalid } from "../../../domain/errors.js";
import { lineErrors, type CsvRow } from "../product-csv/parse.js";
import { insertImportedCategory } from "./import.js";
import { categoryInput, scopeRows, slugFor, treeForWrite, type Scope } from "./rules.js";

const MAX_REPORTED = 100;
const rowSchema = categoryInput.pick({ name: true, slug: true });

/** One line of a checked category file: parent is a parent's slug, or "" for a top-level category. */
export interface CategoryImportUnit {
  line: number;
  name: string;
  slug: string;
  parent: string;
}

/**
 * Checks every line of a category CSV against the scope's categories (a slug taken, a parent
 * neither stored nor on an earlier line); any bad line refuses the file (422 with every line's
 * error). The first `written` lines are already written (a resumed import): neither checked nor
 * planned, their categories are stored ones now.
 */
export async function planCategoryImport(
  k: Kysely<Database>,
  scope: Scope,
  rows: readonly CsvRow[],
  written = 0,
): Promise<CategoryImportUnit[]> {
  const slugs = new Set((await scopeRows(k, scope)).map((row) => row.slug));
  const { errors, report } = lineErrors(MAX_REPORTED, CATALOGUE_MSG.csvRow);
  const planned: CategoryImportUnit[] = [];
  rows.forEach((row, i) => {
    if (i < written) return;
    const line = i + 2;
    const result = rowSchema.safeParse({ name: row.name ?? "", slug: row.slug || undefined });
    if (!result.success) {
      for (const [field, message] of Object.entries(fieldErrors(result.error.issues)))
        report(line, field, message);
      return;
    }
    const slug = slugFor(result.data);
    if (slugs.has(slug)) return report(line, "slug", CATALOGUE_MSG.slugTaken);
    const parent = (row.parent ?? "").trim();
    if (parent !== "" && !slugs.has(parent)) return report(line, "parent", CATALOGUE_MSG.parentInvalid);
    slugs.add(slug);
    planned.push({ line, name: result.data.name, slug, parent });
  });
  if (Object.keys(errors).length > 0) throw invalid(errors, CATALOGUE_MSG.fieldsInvalid);
  return planned;
}

/**
 * Writes checked lines in the caller's transaction, each last among its parent's children, with
 * one "import" activity event per category; parents are read from the scope as it is now (an
 * earlier batch's categories included).
 */
export async function writeCategoryBatch(
  trx: Kysely<Database>,
  scope: Scope,
  units: readonly CategoryImportUnit[],
): Promise<{ created: number }> {
  const existing = await treeForWrite(trx, scope);
  const ids = new Map(existing.map((row) => [row.slug, row.id]));
  const order = new Map<number | null, number>();
  for (const row of existing)
    order.set(row.parent_id, Math.max(order.get(row.parent_id) ?? 0, row.sort_order + 1));
  const now = nowIso();
  for (const unit of units) {
    const parentId = unit.parent === "" ? null : (ids.get(unit.parent) ?? null);
    const sortOrder = order.get(parentId) ?? 0;
    order.set(parentId, sortOrder + 1);
    const id = await insertImportedCategory(trx, scope, {
      name: unit.name,
      slug: unit.slug,
      parent_id: parentId,
      sort_order: sortOrder,
      created_at: now,
    });
    ids.set(unit.slug, id);
  }
  return { created: units.length };
}
