import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { MSG } from "../../../domain/messages.js";
import { TAX_FORM_MAX_BYTES, TAX_ID_TYPES, TAX_MSG } from "../../../domain/tax-ids.js";
import { readUpload } from "../../http/upload.js";
import { taxFormDto } from "../../../domain/contracts/account.js";
import { listTaxForms, removeTaxForm, uploadTaxForm } from "../../services/users/tax-forms.js";

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
      const { file, fields } = await readUpload(request, TAX_FORM_MAX_BYTES, TAX_MSG.tooLarge);
      const form = await uploadTaxForm(ctx, currentUser(request).id, file, fields);
      return reply.code(201).send({ message: TAX_MSG.uploaded, form });
    },
  );

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
      return listTaxForms(ctx, currentUser(request).id);
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
      await removeTaxForm(ctx, currentUser(request).id, request.body.id);
      return { message: TAX_MSG.deleted };
    },
  );
}
