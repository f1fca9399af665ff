import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../context.js";
import { invalid } from "../../../errors.js";
import { readUpload } from "../../../http/upload.js";
import { extensionOf } from "../../../services/uploads/read.js";
import { availabilityCsv } from "../../../services/product-csv/availability.js";
import { MAX_IMPORT_BYTES, parseCsv, type CsvRow } from "../../../services/product-csv/parse.js";
import { productCsv } from "../../../services/product-csv/products.js";
import { checkAndQueueImport } from "../../../services/imports/job.js";
import { CSV_IMPORTS, type CsvImportName } from "../../../services/imports/kinds.js";
import { IMPORT_DESCRIPTION, importJobDto } from "../../imports/dto.js";
import { PRODUCT_LIST_MSG } from "../../../../domain/messages.js";
import { grantedStore } from "../../../http/access.js";
import { holdsRight } from "../../../../domain/resource-rights.js";
import { forbidden } from "../../../errors.js";
import { storeQuery } from "../../../http/params.js";

/** One upload, checked: a .csv file of the store, parsed, with the columns the import needs. */
async function readCsv(request: FastifyRequest, required: readonly string[]): Promise<CsvRow[]> {
  const { file } = await readUpload(request, MAX_IMPORT_BYTES, PRODUCT_LIST_MSG.csvTooLarge);
  if (extensionOf(file.filename) !== "csv")
    throw invalid({ file: PRODUCT_LIST_MSG.csvOnly }, PRODUCT_LIST_MSG.csvOnly);
  return parseCsv(file.buffer, required);
}

/** Checks the whole file now (a bad line: 422, nothing queued), then queues its import job: 202. */
async function queueCsvImport(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  name: CsvImportName,
  websiteId: number,
) {
  const rows = await readCsv(request, CSV_IMPORTS[name].required);
  return reply.code(202).send(await checkAndQueueImport(ctx, name, websiteId, rows));
}

function sendCsv(reply: FastifyReply, filename: string, lines: AsyncGenerator<string>): FastifyReply {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .send(Readable.from(lines));
}

/** CSV export and import of products and of variant availability. */
export async function productCsvRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/products/export",
    {
      config: { access: { right: "browse_products", from: ["query.website_id", "active"] } },
      schema: {
        tags: ["products"],
        summary:
          "The store's products as CSV (browse_products): id, name, slug, price (dollars), published, publish window, min_quantity, sort_order, supplier_product_id, description; status, inventory_quantity and updated_at are read-only; version is the version read: an import line that carries it is refused (422, rows.<line>.version) when the product was saved since",
        querystring: storeQuery,
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const websiteId = grantedStore(request).website.id;
      return sendCsv(reply, `products-${websiteId}.csv`, productCsv(k, websiteId));
    },
  );

  r.get(
    "/api/products/availability/export",
    {
      config: { access: { right: "browse_products", from: ["query.website_id", "active"] } },
      schema: {
        tags: ["products"],
        summary:
          "Every variant's availability as CSV (browse_products): product_id, product_name, sku, color, size, available",
        querystring: storeQuery,
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const websiteId = grantedStore(request).website.id;
      return sendCsv(reply, `availability-${websiteId}.csv`, availabilityCsv(k, websiteId));
    },
  );

  r.post(
    "/api/products/import",
    {
      schema: {
        tags: ["products"],
        summary:
          "Import products from CSV (add_products and edit_products): lines with an id update that product, lines without one create a product; retail prices never below the minimum",
        description: IMPORT_DESCRIPTION,
        querystring: storeQuery,
        consumes: ["multipart/form-data"],
        response: { 202: importJobDto },
      },
      config: { access: { right: "add_products", from: ["query.website_id", "active"] } },
    },
    async (request, reply) => {
      const { website, access } = grantedStore(request);
      // Both rights are needed; a rule names one, so the second is checked here.
      if (!holdsRight(access, "edit_products")) throw forbidden();
      return queueCsvImport(ctx, request, reply, "products", website.id);
    },
  );

  r.post(
    "/api/products/availability/import",
    {
      config: { access: { right: "edit_products", from: ["query.website_id", "active"] } },
      schema: {
        tags: ["products"],
        summary:
          "Import variant availability from CSV (edit_products): columns product_id, sku, available (1 or 0)",
        description: IMPORT_DESCRIPTION,
        querystring: storeQuery,
        consumes: ["multipart/form-data"],
        response: { 202: importJobDto },
      },
    },
    async (request, reply) =>
      queueCsvImport(ctx, request, reply, "availability", grantedStore(request).website.id),
  );
}
