import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { grantedStore } from "../../http/access.js";
import { CSV_IMPORT_TYPES, STORE_MSG } from "../../../domain/stores.js";
import { readUpload } from "../../http/upload.js";
import { importStoreUsersCsv } from "../../services/websites/users-import.js";
import { recordId } from "../../http/params.js";

const MAX_BYTES = 2 * 1024 * 1024;

/** CSV import of the store's whitelisted users or domains (Store Users tab). */
export async function websiteUsersImportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/upload/users/:websiteId/:type",
    {
      config: { access: { right: "edit_settings", from: "params.websiteId" } },
      schema: {
        tags: ["websites", "store settings"],
        summary:
          "Import whitelisted users (columns email, name) or whitelisted domains (column domain) from a .csv file (edit_settings); present ones are skipped; any bad row refuses the file with per-row errors",
        params: z.object({ websiteId: recordId, type: z.enum(CSV_IMPORT_TYPES) }),
        consumes: ["multipart/form-data"],
        response: { 200: z.object({ message: z.string(), imported: z.number(), skipped: z.number() }) },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const { file } = await readUpload(request, MAX_BYTES, STORE_MSG.csvTooLarge);
      const { rows, imported } = await importStoreUsersCsv(ctx, website.id, request.params.type, file);
      return { message: STORE_MSG.usersImported, imported, skipped: rows - imported };
    },
  );
}
