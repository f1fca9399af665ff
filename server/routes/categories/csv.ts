import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import { fieldErrors, invalid } from "../../errors.js";
import { CATALOGUE_MSG } from "../../../domain/messages.js";
import { csvRows, lineErrors } from "../../services/product-csv/parse.js";
import { readUpload } from "../../http/upload.js";
import { extensionOf } from "../../services/uploads/read.js";
import { categoryScope, grantedScope } from "./common.js";
import { categoryInput, scopeRows, slugFor } from "../../services/categories/rules.js";
import { insertImportedCategory } from "../../services/categories/import.js";

const MAX_BYTES = 2 * 1024 * 1024;
const MAX_ROWS = 5000;
const MAX_REPORTED = 100;
const rowSchema = categoryInput.pick({ name: true, slug: true });

/**
 * POST /api/categories/csv: columns name, slug (optional, else from the name) and parent (the
 * slug of an existing category or of an earlier row). All or nothing, with per-row errors.
 */
export async function categoryCsvRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/categories/csv",
    {
      schema: {
        tags: ["categories"],
        summary:
          "Import categories from a .csv file (columns name, slug, parent = a parent's slug) into the active store or the multipart field website_id (empty: platform, admins); edit_products. Any bad row refuses the file with per-row errors (rows.<line>.<column>)",
        consumes: ["multipart/form-data"],
        response: { 200: z.object({ message: z.string(), imported: z.number() }) },
      },
      // An empty website_id field names the platform's catalogue; an absent one, the active store.
      config: { access: categoryScope("create", "form"), changesStorefront: true },
    },
    async (request) => {
      const { file } = await readUpload(request, MAX_BYTES, CATALOGUE_MSG.csvTooLarge);
      const scope = grantedScope(request);
      if (extensionOf(file.filename) !== "csv")
        throw invalid({ file: CATALOGUE_MSG.csvOnly }, CATALOGUE_MSG.csvOnly);
      const rows = csvRows(file.buffer, ["name"], CATALOGUE_MSG, MAX_ROWS);

      const imported = await k.transaction().execute(async (trx) => {
        const existing = await scopeRows(trx, scope);
        const slugs = new Map(existing.map((row) => [row.slug, row.id as number | null]));
        const { errors, report } = lineErrors(MAX_REPORTED, CATALOGUE_MSG.csvRow);
        const planned: { line: number; name: string; slug: string; parent: string }[] = [];
        rows.forEach((row, i) => {
          const line = i + 2;
          const result = rowSchema.safeParse({ name: row.name ?? "", slug: row.slug || undefined });
          if (!result.success) {
            for (const [field, message] of Object.entries(fieldErrors(result.error.issues)))
              report(line, field, message);
            return;
          }
          const slug = slugFor(result.data);
          if (slugs.has(slug)) return report(line, "slug", CATALOGUE_MSG.slugTaken);
          const parent = (row.parent ?? "").trim();
          if (parent !== "" && !slugs.has(parent)) return report(line, "parent", CATALOGUE_MSG.parentInvalid);
          slugs.set(slug, null);
          planned.push({ line, name: result.data.name, slug, parent });
        });
        if (Object.keys(errors).length > 0) throw invalid(errors, CATALOGUE_MSG.fieldsInvalid);

        const order = new Map<number | null, number>();
        for (const row of existing)
          order.set(row.parent_id, Math.max(order.get(row.parent_id) ?? 0, row.sort_order + 1));
        const now = nowIso();
        for (const row of planned) {
          const parentId = row.parent === "" ? null : (slugs.get(row.parent) ?? null);
          const sortOrder = order.get(parentId) ?? 0;
          order.set(parentId, sortOrder + 1);
          const id = await insertImportedCategory(trx, scope, {
            name: row.name,
            slug: row.slug,
            parent_id: parentId,
            sort_order: sortOrder,
            created_at: now,
          });
          slugs.set(row.slug, id);
        }
        return { message: CATALOGUE_MSG.completed, imported: planned.length };
      });
      return imported;
    },
  );
}
