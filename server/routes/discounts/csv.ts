import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { invalid } from "../../errors.js";
import { PROMO_MSG } from "../../../domain/discounts.js";
import { importDiscountCsv } from "../../services/discounts/csv-import.js";
import { readUpload } from "../../http/upload.js";
import { extensionOf } from "../../services/uploads/read.js";
import { grantedStore } from "../../http/access.js";
import { discountsOf } from "./common.js";

const MAX_BYTES = 2 * 1024 * 1024;

/** POST /api/upload/discountcsv: a CSV file of discounts into a store, all or nothing, with per-row errors. */
export async function discountCsvRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/upload/discountcsv",
    {
      // The store is the form's website_id field, else the active store.
      config: { access: discountsOf(["form.website_id", "active"], "write") },
      schema: {
        tags: ["discounts"],
        summary:
          "Import discounts from a .csv file into the active store or the multipart field website_id (browse_discounts). Columns: code, kind, value, title, minimum_order, usage_limit, once_per_customer, starts_at, ends_at, product_ids, category_ids, active. Any bad row refuses the file with per-row errors (rows.<line>.<column>)",
        consumes: ["multipart/form-data"],
        response: { 200: z.object({ message: z.string(), imported: z.number() }) },
      },
    },
    async (request) => {
      const { file } = await readUpload(request, MAX_BYTES, "The file is too large.");
      const { website } = grantedStore(request);
      if (extensionOf(file.filename) !== "csv") throw invalid({ file: PROMO_MSG.csvType }, PROMO_MSG.csvType);
      const imported = await importDiscountCsv(ctx, website.id, currentUser(request).id, file.buffer);
      return { message: PROMO_MSG.imported(imported), imported };
    },
  );
}
