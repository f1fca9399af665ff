import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import { messageDto } from "../../../http/params.js";
import { saveProductSheet } from "../../../services/products/bulk-edit.js";
import { PRODUCT_SHEET_MSG, sheetSaveBody } from "../../../../domain/contracts/product-spreadsheet.js";
import { LIST_COLUMNS, productRow, productRowDto, productsOf } from "./common.js";

/** PATCH /api/products/bulk: the store's product spreadsheet saves its changed rows. */
export async function productSheetRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
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
          "All rows or none, in one transaction. Every row's product must be live and in a store where the caller holds edit_products (404 for a product out of reach, 403 without the right). A price below the product's minimum, or a product switched on that does not meet the publish rules, answers 422 with every error under rows.<index>.<field>.",
        body: sheetSaveBody,
        response: { 200: messageDto.extend({ products: z.array(productRowDto) }) },
      },
    },
    async (request) => {
      const rows = request.body.rows;
      const now = await saveProductSheet(k, rows);
      const saved = await k
        .selectFrom("products")
        .select(LIST_COLUMNS)
        .where(
          "id",
          "in",
          rows.map((row) => row.id),
        )
        .execute();
      return { message: PRODUCT_SHEET_MSG.saved, products: saved.map((row) => productRow(ctx, row, now)) };
    },
  );
}
