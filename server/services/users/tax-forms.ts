import { randomBytes } from "node:crypto";
import type { Insertable, Kysely, Selectable } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database, TaxFormsTable } from "../../db/schema.js";
import { nowIso } from "../../db/json.js";
import { invalid, notFound } from "../../../domain/errors.js";
import { MSG } from "../../../domain/messages.js";
import { findTaxIdType, isValidTaxId, TAX_MSG } from "../../../domain/tax-ids.js";
import type { TaxForm } from "../../../domain/contracts/account.js";
import { recordActivity } from "../activity/record.js";
import { extensionOf } from "../uploads/read.js";

type Q = Kysely<Database>;
type TaxFormRow = Selectable<TaxFormsTable>;

/** An uploaded file as the form sent it. */
interface TaxFormFile {
  buffer: Buffer;
  filename: string;
}

/** Records a write of one of a user's tax forms (entity "TaxForm": the account's, no store). */
function recordTaxForm(trx: Q, action: "create" | "delete", row: TaxFormRow): Promise<void> {
  return recordActivity(trx, {
    entity: "TaxForm",
    entityId: row.id,
    action,
    websiteId: null,
    ...(action === "create" ? { after: row } : { before: row }),
  });
}

/** Stores an uploaded tax form (its PDF already in Storage) and records it. */
function createTaxForm(k: Q, values: Insertable<TaxFormsTable>): Promise<TaxFormRow> {
  return k.transaction().execute(async (trx) => {
    const row = await trx.insertInto("tax_forms").values(values).returningAll().executeTakeFirstOrThrow();
    await recordTaxForm(trx, "create", row);
    return row;
  });
}

/** Deletes one of the user's own tax forms and records it; null when they have no such form. */
function deleteTaxForm(k: Q, userId: number, id: number): Promise<TaxFormRow | null> {
  return k.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("tax_forms")
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    await recordTaxForm(trx, "delete", row);
    return row;
  });
}

/** A tax form as the account page shows it, with a signed, expiring URL to its PDF. */
function taxFormOut(ctx: AppContext, row: TaxFormRow): TaxForm {
  return {
    id: row.id,
    country_code: row.country_code,
    tax_id_type: row.tax_id_type,
    tax_id_type_name: findTaxIdType(row.country_code, row.tax_id_type)?.name ?? null,
    tax_id: row.tax_id,
    name: row.file_name,
    size: Number(row.size),
    url: ctx.urls.url(row.file),
    created_at: row.created_at,
  };
}

/**
 * A user's new tax form: a country, a tax id type of that country, a tax id of that type's
 * format and a PDF, every bad field refused at once. The PDF is stored, then the form recorded.
 */
export async function uploadTaxForm(
  ctx: AppContext,
  userId: number,
  file: TaxFormFile,
  fields: Record<string, string>,
): Promise<TaxForm> {
  const country = (fields.country_code ?? "").trim().toUpperCase();
  const taxId = (fields.tax_id ?? "").trim();
  const type = findTaxIdType(country, (fields.tax_id_type ?? "").trim());
  const errors: Record<string, string> = {};
  if (!country) errors.country_code = MSG.required;
  if (!type) errors.tax_id_type = TAX_MSG.chooseType;
  if (!taxId) errors.tax_id = MSG.required;
  else if (type && !isValidTaxId(type, taxId)) errors.tax_id = TAX_MSG.badFormat(type.example);
  // The content decides, not the name or the browser's type: a PDF starts with "%PDF-".
  const isPdf =
    file.buffer.subarray(0, 5).toString("latin1") === "%PDF-" && extensionOf(file.filename) === "pdf";
  if (!isPdf) errors.file = TAX_MSG.pdfOnly;
  if (!type || Object.keys(errors).length > 0) throw invalid(errors);

  const key = `tax-forms/${userId}/${randomBytes(12).toString("hex")}.pdf`;
  await ctx.storage.put(key, file.buffer, "application/pdf");
  const row = await createTaxForm(ctx.db.kysely, {
    user_id: userId,
    country_code: country,
    tax_id_type: type.enum,
    tax_id: taxId,
    file: key,
    file_name: file.filename,
    size: file.buffer.length,
    created_at: nowIso(),
  });
  return taxFormOut(ctx, row);
}

/** The user's tax forms, newest first. */
export async function listTaxForms(ctx: AppContext, userId: number): Promise<TaxForm[]> {
  const rows = await ctx.db.kysely
    .selectFrom("tax_forms")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => taxFormOut(ctx, row));
}

/** Deletes one of the user's tax forms and its PDF; anyone else's answers not found. */
export async function removeTaxForm(ctx: AppContext, userId: number, id: number): Promise<void> {
  const row = await deleteTaxForm(ctx.db.kysely, userId, id);
  if (!row) throw notFound();
  await ctx.storage.delete(row.file);
}
