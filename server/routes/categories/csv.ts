import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { invalid } from "../../errors.js";
import { CATALOGUE_MSG } from "../../../domain/messages.js";
import { csvRows } from "../../services/product-csv/parse.js";
import { readUpload } from "../../http/upload.js";
import { extensionOf } from "../../services/uploads/read.js";
import { checkAndQueueImport } from "../../services/imports/job.js";
import { IMPORT_DESCRIPTION, importJobDto } from "../imports/dto.js";
import { categoryScope, grantedScope } from "./common.js";

const MAX_BYTES = 2 * 1024 * 1024;
const MAX_ROWS = 5000;

/**
 * POST /api/categories/csv: columns name, slug (optional, else from the name) and parent (the
 * slug of an existing category or of an earlier row). A bad line refuses the file with per-row
 * errors; a good one is queued as an import job, written in batches.
 */
export async function categoryCsvRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/categories/csv",
    {
      schema: {
        tags: ["categories"],
        summary:
          "Import categories from a .csv file (columns name, slug, parent = a parent's slug of a stored category or of an earlier line) into the active store or the multipart field website_id (empty: platform, admins); edit_products. Any bad row refuses the file with per-row errors (rows.<line>.<column>); a good one is queued as an import job",
        consumes: ["multipart/form-data"],
        description: IMPORT_DESCRIPTION,
        response: { 202: importJobDto },
      },
      // An empty website_id field names the platform's catalogue; an absent one, the active store.
      // The store's pages are dropped by the import job after each batch it writes, not at the 202.
      config: { access: categoryScope("create", "form") },
    },
    async (request, reply) => {
      const { file } = await readUpload(request, MAX_BYTES, CATALOGUE_MSG.csvTooLarge);
      const scope = grantedScope(request);
      if (extensionOf(file.filename) !== "csv")
        throw invalid({ file: CATALOGUE_MSG.csvOnly }, CATALOGUE_MSG.csvOnly);
      const rows = csvRows(file.buffer, ["name"], CATALOGUE_MSG, MAX_ROWS);

      return reply.code(202).send(await checkAndQueueImport(ctx, "categories", scope, rows));
    },
  );
}
