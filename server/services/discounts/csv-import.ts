import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import { fieldErrors, invalid } from "../../../domain/errors.js";
import { PROMO_MSG, discountInputSchema, type DiscountInput } from "../../../domain/discounts.js";
import { csvRows, lineErrors, type CsvRow } from "../product-csv/parse.js";
import { inputErrors, insertDiscount } from "./rules.js";

const MAX_ROWS = 5000;
const MAX_REPORTED = 100;

const CSV_MSG = {
  csvEmpty: PROMO_MSG.csvEmpty,
  csvNoColumn: (column: string) => `The file needs a "${column}" column.`,
  csvRow: (line: number, message: string) => `Line ${line}: ${message}`,
};

/** "12.50" dollars -> 1250 cents; empty -> fallback; anything else -> NaN (a field error). */
function dollars(text: string | undefined, fallback: number | null): number | null {
  const t = (text ?? "").trim();
  if (t === "") return fallback;
  return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : Number.NaN;
}

function int(text: string | undefined): number | null {
  const t = (text ?? "").trim();
  if (t === "") return null;
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
}

/** A date (start of that day, UTC) or a full ISO timestamp. */
function instant(text: string | undefined, fallback: string | null): string | null {
  const t = (text ?? "").trim();
  if (t === "") return fallback;
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) return `${t}T00:00:00.000Z`;
  const ms = Date.parse(t);
  return Number.isNaN(ms) ? t : new Date(ms).toISOString();
}

function ids(text: string | undefined): number[] {
  return (text ?? "")
    .split(/[;|\s]+/)
    .filter(Boolean)
    .map(Number);
}

/** One CSV row in the shape the create form sends; percentages are whole percent, amounts dollars. */
function rowInput(row: CsvRow, now: string): unknown {
  const kind = (row.kind ?? row.type ?? "").trim().toLowerCase();
  const productIds = ids(row.product_ids);
  const categoryIds = ids(row.category_ids);
  return {
    code: row.code ?? "",
    title: row.title?.trim() || null,
    kind,
    value: kind === "fixed" ? dollars(row.value, null) : int(row.value),
    minimum_order: dollars(row.minimum_order, 0),
    usage_limit: int(row.usage_limit),
    once_per_customer: ["1", "yes", "true"].includes((row.once_per_customer ?? "").trim().toLowerCase())
      ? 1
      : 0,
    applies_to: productIds.length > 0 ? "products" : categoryIds.length > 0 ? "categories" : "all",
    product_ids: productIds,
    category_ids: categoryIds,
    starts_at: instant(row.starts_at, now),
    ends_at: instant(row.ends_at, null),
    active: (row.active ?? "1").trim() === "0" ? 0 : 1,
  };
}

/**
 * Imports a CSV file of discounts into a store, all or nothing: columns code, kind
 * (percentage|fixed), value (whole percent, or dollars for fixed), and optional title,
 * minimum_order (dollars), usage_limit, once_per_customer, starts_at, ends_at (date or ISO time),
 * product_ids / category_ids (separated by ;), active. Any bad row refuses the file with per-row
 * errors (rows.<line>.<column>); each row imported is one activity event. Answers how many.
 */
export async function importDiscountCsv(
  ctx: AppContext,
  websiteId: number,
  userId: number,
  file: Buffer,
): Promise<number> {
  const k = ctx.db.kysely;
  const rows = csvRows(file, ["code", "kind", "value"], CSV_MSG, MAX_ROWS + 1);
  if (rows.length > MAX_ROWS) throw invalid({ file: `The file has more than ${MAX_ROWS} rows.` });
  const now = nowIso();
  const { errors, report } = lineErrors(MAX_REPORTED, CSV_MSG.csvRow);
  const planned: DiscountInput[] = [];
  const seen = new Set<string>();
  for (const [i, row] of rows.entries()) {
    const line = i + 2;
    const parsed = discountInputSchema.safeParse(rowInput(row, now));
    if (!parsed.success) {
      for (const [field, message] of Object.entries(fieldErrors(parsed.error.issues)))
        report(line, field, message);
      continue;
    }
    const input = parsed.data;
    if (seen.has(input.code)) {
      report(line, "code", PROMO_MSG.codeTaken);
      continue;
    }
    seen.add(input.code);
    for (const [field, message] of Object.entries(await inputErrors(k, websiteId, input)))
      report(line, field, message);
    planned.push(input);
  }
  if (Object.keys(errors).length > 0) throw invalid(errors, Object.values(errors)[0]);
  await k.transaction().execute(async (trx) => {
    for (const input of planned) await insertDiscount(trx, websiteId, input, userId, now, "import");
  });
  return planned.length;
}
