import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { nowIso } from "../../db/json.js";
import { invalid, notFound } from "../../errors.js";
import { MSG } from "../../../domain/messages.js";
import {
  findTaxIdType,
  isValidTaxId,
  TAX_FORM_MAX_BYTES,
  TAX_ID_TYPES,
  TAX_MSG,
} from "../../../domain/tax-ids.js";
import { readUpload } from "../../http/upload.js";
import { taxFormDto } from "../../../domain/contracts/account.js";
import { extensionOf } from "../../services/uploads/read.js";
import { createTaxForm, deleteTaxForm } from "../../services/users/tax-forms.js";

const taxIdType = z.object({
  name: z.string(),
  enum: z.string(),
  description: z.string(),
  example: z.string(),
  country_code: z.string(),
  pattern: z.string(),
});
const message = z.object({ message: z.string() });

/** Tax Forms (/user/taxes): the tax id catalogue and the caller's own uploaded PDF forms. */
export async function taxFormRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/tax-ids",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["account"],
        summary:
          "The tax id catalogue: per country, name, enum, description, example and the accepted pattern",
        response: { 200: z.array(taxIdType) },
      },
    },
    async () => [...TAX_ID_TYPES],
  );

  r.post(
    "/api/upload/uploadtaxpdf",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["account"],
        summary:
          "Upload a tax form: multipart with a PDF file (10 MB at most), country_code, tax_id_type, tax_id",
        consumes: ["multipart/form-data"],
        response: { 201: message.extend({ form: taxFormDto }) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { file, fields } = await readUpload(request, TAX_FORM_MAX_BYTES, TAX_MSG.tooLarge);
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
      if (Object.keys(errors).length > 0) throw invalid(errors);

      const key = `tax-forms/${user.id}/${randomBytes(12).toString("hex")}.pdf`;
      await ctx.storage.put(key, file.buffer, "application/pdf");
      const row = await createTaxForm(k, {
        user_id: user.id,
        country_code: country,
        tax_id_type: type!.enum,
        tax_id: taxId,
        file: key,
        file_name: file.filename,
        size: file.buffer.length,
        created_at: nowIso(),
      });
      return reply.code(201).send({ message: TAX_MSG.uploaded, form: toDto(row) });
    },
  );

  const toDto = (row: {
    id: number;
    country_code: string;
    tax_id_type: string;
    tax_id: string;
    file: string;
    file_name: string;
    size: number;
    created_at: string;
  }) => ({
    id: row.id,
    country_code: row.country_code,
    tax_id_type: row.tax_id_type,
    tax_id_type_name: findTaxIdType(row.country_code, row.tax_id_type)?.name ?? null,
    tax_id: row.tax_id,
    name: row.file_name,
    size: Number(row.size),
    url: ctx.urls.url(row.file),
    created_at: row.created_at,
  });

  r.get(
    "/api/upload/gettaxpdf",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["account"],
        summary: "The caller's tax forms, newest first, each with a signed, expiring URL",
        response: { 200: z.array(taxFormDto) },
      },
    },
    async (request) => {
      const rows = await k
        .selectFrom("tax_forms")
        .selectAll()
        .where("user_id", "=", currentUser(request).id)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
      return rows.map(toDto);
    },
  );

  r.post(
    "/api/upload/deletetaxpdf",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["account"],
        summary: "Delete one of the caller's tax forms",
        body: z.object({ id: z.number({ error: MSG.required }).int().positive() }),
        response: { 200: message },
      },
    },
    async (request) => {
      const row = await deleteTaxForm(k, currentUser(request).id, request.body.id);
      if (!row) throw notFound();
      await ctx.storage.delete(row.file);
      return { message: TAX_MSG.deleted };
    },
  );
}
