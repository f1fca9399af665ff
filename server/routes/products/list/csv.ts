import { PassThrough, Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../context.js";
import { invalid } from "../../../errors.js";
import { readUpload } from "../../../http/upload.js";
import { extensionOf } from "../../../services/uploads/read.js";
import {
  AVAILABILITY_CSV_REQUIRED,
  availabilityCsv,
  planAvailabilityImport,
  writeAvailabilityImport,
} from "../../../services/product-csv/availability.js";
import { MAX_IMPORT_BYTES, parseCsv, type CsvRow } from "../../../services/product-csv/parse.js";
import {
  planProductImport,
  PRODUCT_CSV_REQUIRED,
  productCsv,
  writeProductImport,
} from "../../../services/product-csv/products.js";
import { PRODUCT_LIST_MSG } from "../../../../domain/messages.js";
import { grantedStore } from "../../../http/access.js";
import { holdsRight } from "../../../../domain/resource-rights.js";
import { forbidden } from "../../../errors.js";
import { storeQuery } from "../../../http/params.js";

const IMPORT_DESCRIPTION =
  "Multipart, one .csv file. Every line is checked first: any bad line refuses the whole file with 422 and errors keyed rows.<line>.<column> (header = line 1), and nothing is written. A good file answers 200 application/x-ndjson, one JSON object per line: {stage:'writing',done,total} after each batch, then {stage:'done',message,...counts} or {stage:'failed',message}; the rows are written in one transaction, so a failure leaves none.";

/** One upload, checked: a .csv file of the store, parsed, with the columns the import needs. */
async function readCsv(request: FastifyRequest, required: readonly string[]): Promise<CsvRow[]> {
  const { file } = await readUpload(request, MAX_IMPORT_BYTES, PRODUCT_LIST_MSG.csvTooLarge);
  if (extensionOf(file.filename) !== "csv")
    throw invalid({ file: PRODUCT_LIST_MSG.csvOnly }, PRODUCT_LIST_MSG.csvOnly);
  return parseCsv(file.buffer, required);
}

/**
 * Streams the write phase as NDJSON progress lines, so the SPA's bar follows the database work
 * and not only the upload.
 */
function streamProgress<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  total: number,
  write: (progress: (done: number, total: number) => void) => Promise<T>,
  done: (result: T) => object,
): FastifyReply {
  const out = new PassThrough();
  const line = (value: object) => out.write(`${JSON.stringify(value)}\n`);
  line({ stage: "writing", done: 0, total });
  write((n, of) => line({ stage: "writing", done: n, total: of }))
    .then((result) => line({ stage: "done", ...done(result) }))
    .catch((error: unknown) => {
      request.log.error(error);
      line({ stage: "failed", message: PRODUCT_LIST_MSG.importFailed });
    })
    .finally(() => out.end());
  return reply
    .type("application/x-ndjson; charset=utf-8")
    .header("cache-control", "no-cache")
    .header("x-accel-buffering", "no")
    .send(out);
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
          "The store's products as CSV (browse_products): id, name, slug, price (dollars), published, publish window, min_quantity, sort_order, supplier_product_id, description; status, inventory_quantity and updated_at are read-only",
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
      },
      config: { access: { right: "add_products", from: ["query.website_id", "active"] } },
    },
    async (request, reply) => {
      const { website, access } = grantedStore(request);
      // Both rights are needed; a rule names one, so the second is checked here.
      if (!holdsRight(access, "edit_products")) throw forbidden();
      const websiteId = website.id;
      const rows = await readCsv(request, PRODUCT_CSV_REQUIRED);
      const plan = await planProductImport(k, websiteId, rows);
      return streamProgress(
        request,
        reply,
        plan.inserts.length + plan.updates.length,
        (progress) => writeProductImport(k, ctx.events, plan, progress),
        (result) => ({ message: PRODUCT_LIST_MSG.completed, ...result }),
      );
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
      },
    },
    async (request, reply) => {
      const websiteId = grantedStore(request).website.id;
      const rows = await readCsv(request, AVAILABILITY_CSV_REQUIRED);
      const plan = await planAvailabilityImport(k, websiteId, rows);
      return streamProgress(
        request,
        reply,
        plan.changes.length,
        (progress) => writeAvailabilityImport(k, ctx.events, plan, progress),
        (result) => ({ message: PRODUCT_LIST_MSG.completed, ...result }),
      );
    },
  );
}
