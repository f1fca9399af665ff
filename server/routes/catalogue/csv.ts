import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import Papa from "papaparse";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { fieldErrors, invalid } from "../../errors.js";
import { CATALOGUE_MSG } from "../../../domain/messages.js";
import { csvRows, lineErrors } from "../../services/product-csv/parse.js";
import { readUpload } from "../../http/upload.js";
import { extensionOf } from "../../services/uploads/read.js";
import {
  SUPPLIER_PRODUCT_FIELDS,
  supplierProductInput,
  type SupplierProductInput,
} from "../../../domain/supplier-product-input.js";
import { importSupplierProducts } from "../../services/catalogue/save.js";

const MAX_BYTES = 10 * 1024 * 1024;
const MAX_ROWS = 50_000;
const MAX_REPORTED = 100;

/** One row per variant; the product's own columns repeat on each of its rows. Money in dollars. */
export const CATALOGUE_CSV_COLUMNS = [
  ...SUPPLIER_PRODUCT_FIELDS,
  "color",
  "color_swatch",
  "size",
  "cost",
  "quantity",
  "available",
] as const;
const MONEY = new Set(["print_price", "print_price_second", "first_custom_fee", "cost"]);
const VARIANT_COLUMNS = new Set(["color", "color_swatch", "size", "cost", "quantity", "available"]);

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** A CSV cell as the input schema wants it: numbers stay text when they are not numbers, so zod reports them. */
function cell(column: string, raw: string | undefined): unknown {
  const value = (raw ?? "").trim();
  if (column === "second_suggested_method") return value === "" ? null : Number(value);
  if (MONEY.has(column)) return value === "" ? undefined : Math.round(Number(value) * 100);
  if (
    ["suggested_method", "moq", "is_customizable", "is_active", "popular", "quantity", "available"].includes(
      column,
    )
  )
    return value === "" ? undefined : Number(value);
  return value;
}

type Line = { line: number; row: Record<string, string> };

/** Supplier catalogue CSV: export (GET /api/smake/products/csv) and import (POST /api/upload/smake). */
export async function catalogueCsvRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
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
    async (_request, reply) => {
      const rows = await k
        .selectFrom("supplier_variants as v")
        .innerJoin("supplier_products as p", "p.id", "v.supplier_product_id")
        .select([
          "p.style_id",
          "p.short_name",
          "p.name",
          "p.brand",
          "p.category",
          "p.description",
          "p.suggested_method",
          "p.second_suggested_method",
          "p.moq",
          "p.print_price",
          "p.print_price_second",
          "p.first_custom_fee",
          "p.is_customizable",
          "p.is_active",
          "p.popular",
          "v.color",
          "v.color_swatch",
          "v.size",
          "v.cost",
          "v.quantity",
          "v.available",
        ])
        .orderBy("p.id")
        .orderBy("v.size_order")
        .orderBy("v.id")
        .execute();
      const csv = Papa.unparse({
        fields: [...CATALOGUE_CSV_COLUMNS],
        data: rows.map((row) =>
          CATALOGUE_CSV_COLUMNS.map((c) => {
            const value = row[c];
            if (MONEY.has(c)) return dollars(Number(value));
            return value ?? "";
          }),
        ),
      });
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="supplier-catalogue.csv"')
        .send(csv);
    },
  );

  r.post(
    "/api/upload/smake",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["supplier catalogue", "admin"],
        summary:
          "Import the supplier catalogue from a .csv file (admin), columns as the export: products by style_id are created or updated, variants by colour and size. All or nothing: any bad row refuses the file with per-row errors (rows.<line>.<column>). Cost changes notify the stores selling those products",
        consumes: ["multipart/form-data"],
        response: {
          200: z.object({
            message: z.string(),
            rows: z.number(),
            products: z.number(),
            notified: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const { file } = await readUpload(request, MAX_BYTES, CATALOGUE_MSG.csvTooLarge);
      if (extensionOf(file.filename) !== "csv")
        throw invalid({ file: CATALOGUE_MSG.csvOnly }, CATALOGUE_MSG.csvOnly);
      const rows = csvRows(
        file.buffer,
        ["style_id", "name", "color", "size", "cost"],
        CATALOGUE_MSG,
        MAX_ROWS,
      );

      const groups = new Map<string, Line[]>();
      rows.forEach((row, i) => {
        const key = (row.style_id ?? "").trim();
        // Line numbers as a spreadsheet shows them: the header is line 1.
        groups.set(key, [...(groups.get(key) ?? []), { line: i + 2, row }]);
      });

      const { errors, report } = lineErrors(MAX_REPORTED, CATALOGUE_MSG.csvRow);
      const inputs: SupplierProductInput[] = [];
      for (const lines of groups.values()) {
        const first = lines[0]!;
        const product: Record<string, unknown> = {};
        for (const c of CATALOGUE_CSV_COLUMNS)
          if (!VARIANT_COLUMNS.has(c)) product[c] = cell(c, first.row[c]);
        product.variants = lines.map(({ row }) => {
          const variant: Record<string, unknown> = {};
          for (const c of VARIANT_COLUMNS) variant[c] = cell(c, row[c]);
          return variant;
        });
        const result = supplierProductInput.safeParse(product);
        if (result.success) inputs.push(result.data);
        else
          for (const [path, message] of Object.entries(fieldErrors(result.error.issues))) {
            const [head, index, column] = path.split(".");
            if (head === "variants" && index !== undefined) {
              const at = lines[Number(index)] ?? first;
              report(at.line, column ?? "variants", message);
            } else report(first.line, head ?? "file", message);
          }
      }
      if (Object.keys(errors).length > 0) throw invalid(errors, CATALOGUE_MSG.fieldsInvalid);

      const notified = await importSupplierProducts(k, ctx.events, inputs);
      return {
        message: CATALOGUE_MSG.imported(rows.length),
        rows: rows.length,
        products: inputs.length,
        notified,
      };
    },
  );
}
