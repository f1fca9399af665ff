import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { invalid } from "../../errors.js";
import { CATALOGUE_MSG } from "../../../domain/messages.js";
import { csvRows } from "../../services/product-csv/parse.js";
import { readUpload } from "../../http/upload.js";
import { extensionOf } from "../../services/uploads/read.js";
import { CATALOGUE_CSV_COLUMNS, CATALOGUE_CSV_REQUIRED, catalogueCsv } from "../../services/catalogue/csv.js";
import { checkAndQueueImport } from "../../services/imports/job.js";
import { IMPORT_DESCRIPTION, importJobDto } from "../imports/dto.js";

const MAX_BYTES = 10 * 1024 * 1024;
const MAX_ROWS = 50_000;

/** Supplier catalogue CSV: export (GET /api/smake/products/csv) and import (POST /api/upload/smake). */
export async function catalogueCsvRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/smake/products/csv",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["supplier catalogue", "admin"],
        summary: `The whole supplier catalogue as CSV (admin), one row per variant, money in dollars: ${CATALOGUE_CSV_COLUMNS.join(", ")}`,
        produces: ["text/csv"],
      },
    },
    async (_request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="supplier-catalogue.csv"')
        .send(await catalogueCsv(ctx)),
  );

  r.post(
    "/api/upload/smake",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["supplier catalogue", "admin"],
        summary:
          "Import the supplier catalogue from a .csv file (admin), columns as the export: products by style_id are created or updated, variants by colour and size. Any bad row refuses the file with per-row errors (rows.<line>.<column>); a good one is queued as an import job that writes it in batches of products. Cost changes notify the stores selling those products",
        consumes: ["multipart/form-data"],
        description: IMPORT_DESCRIPTION,
        response: { 202: importJobDto },
      },
    },
    async (request, reply) => {
      const { file } = await readUpload(request, MAX_BYTES, CATALOGUE_MSG.csvTooLarge);
      if (extensionOf(file.filename) !== "csv")
        throw invalid({ file: CATALOGUE_MSG.csvOnly }, CATALOGUE_MSG.csvOnly);
      const rows = csvRows(file.buffer, CATALOGUE_CSV_REQUIRED, CATALOGUE_MSG, MAX_ROWS);
      return reply.code(202).send(await checkAndQueueImport(ctx, "catalogue", null, rows));
    },
  );
}
