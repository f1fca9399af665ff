import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { grantedStore } from "../../http/access.js";
import { CSV_IMPORT_TYPES, STORE_MSG } from "../../../domain/stores.js";
import { readUpload } from "../../http/upload.js";
import { checkAndQueueImport } from "../../services/imports/job.js";
import { storeUsersCsvRows } from "../../services/websites/users-import.js";
import { recordId } from "../../http/params.js";
import { IMPORT_DESCRIPTION, importJobDto } from "../imports/dto.js";

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
          'Import whitelisted users (columns email, name) or whitelisted domains (column domain) from a .csv file (edit_settings). Any bad row refuses the file with per-row errors; a good one is queued as an import job that adds the new entries (present ones are skipped) and ends with "Users imported successfully!" and its created and skipped counts',
        params: z.object({ websiteId: recordId, type: z.enum(CSV_IMPORT_TYPES) }),
        consumes: ["multipart/form-data"],
        description: IMPORT_DESCRIPTION,
        response: { 202: importJobDto },
      },
    },
    async (request, reply) => {
      const { website } = grantedStore(request);
      const { type } = request.params;
      const { file } = await readUpload(request, MAX_BYTES, STORE_MSG.csvTooLarge);
      const rows = storeUsersCsvRows(type, file);
      return reply.code(202).send(await checkAndQueueImport(ctx, type, website.id, rows));
    },
  );
}
