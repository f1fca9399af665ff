import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import { messageDto } from "../../../http/params.js";
import { nowIso } from "../../../db/json.js";
import { saveProductSheet, StaleRows } from "../../../services/products/bulk-edit.js";
import { PRODUCT_SHEET_MSG, sheetSaveBody } from "../../../../domain/contracts/product-spreadsheet.js";
import { productRowDto, productRowsNow, productsOf } from "./common.js";

/** PATCH /api/products/bulk: the store's product spreadsheet saves its changed rows. */
export async function productSheetRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.patch(
    "/api/products/bulk",
    {
      config: { access: productsOf("edit_products", "body.rows"), changesStorefront: true },
      schema: {
        tags: ["products"],
        summary:
          "Save the product spreadsheet: name, retail price and status of many products at once (edit_products)",
        description:
          "All rows or none, in one transaction. Every row's product must be live and in a store where the caller holds edit_products (404 for a product out of reach, 403 without the right). A row may carry the `version` the sheet read (a row without one is saved over whatever is stored: last save wins). If any row's product was saved by someone else since (an older version), nothing is written and the answer is 409 with the version message, an error under rows.<index>.version for every such row, and `current.products`, those products' list rows as they are now (with their new versions). A price below the product's minimum, or a product switched on that does not meet the publish rules, answers 422 with every error under rows.<index>.<field>. When both happen the 409 wins: the rules are judged on the stored values, which the caller has not seen yet; the 422 comes on the next save if it still applies. A product listed twice answers 422 before either.",
        body: sheetSaveBody,
        response: { 200: messageDto.extend({ products: z.array(productRowDto) }) },
      },
    },
    async (request) => {
      const rows = request.body.rows;
      let now: string;
      try {
        now = await saveProductSheet(ctx, rows);
      } catch (error) {
        // Stale rows: the sheet is answered those products as they are now, to show what changed.
        if (error instanceof StaleRows)
          error.current = { products: await productRowsNow(ctx, error.ids, nowIso()) };
        throw error;
      }
      const products = await productRowsNow(
        ctx,
        rows.map((row) => row.id),
        now,
      );
      return { message: PRODUCT_SHEET_MSG.saved, products };
    },
  );
}
