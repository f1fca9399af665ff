import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import Papa from "papaparse";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { grantedStore } from "../../http/access.js";
import { fieldErrors, invalid } from "../../errors.js";
import {
  CSV_IMPORT_TYPES,
  domainSchema,
  STORE_MSG,
  whitelistedEmailSchema,
  type CsvImportType,
} from "../../../domain/stores.js";
import { readUpload } from "../../http/upload.js";
import { extensionOf } from "../../services/uploads/read.js";
import { importWhitelist, type WhitelistEntry } from "../../services/users/whitelist-import.js";
import { recordId } from "../../http/params.js";

const MAX_BYTES = 2 * 1024 * 1024;
const MAX_ROWS = 20_000;
/** Enough errors to fix a file; a file wrong on every line needs no more than this to show it. */
const MAX_REPORTED = 100;

type Parsed = WhitelistEntry;

/** Which column each import needs and how one row is read. */
const READERS: Record<
  CsvImportType,
  { column: string; read: (row: Record<string, string>) => z.ZodSafeParseResult<Parsed> }
> = {
  whitelisted_emails: {
    column: "email",
    read: (row) => whitelistedEmailSchema.safeParse({ email: row.email ?? "", name: row.name ?? null }),
  },
  whitelist_domains: { column: "domain", read: (row) => domainSchema.safeParse(row.domain ?? "") },
};

/**
 * CSV import of the store's whitelisted users or domains (Store Users tab). All or nothing: a
 * file with any bad row is refused with every row's error, so a fixed file can simply be sent again.
 */
export async function websiteUsersImportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
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
      if (extensionOf(file.filename) !== "csv") throw invalid({ file: STORE_MSG.csvOnly }, STORE_MSG.csvOnly);
      const reader = READERS[request.params.type];
      const parsed = Papa.parse<Record<string, string>>(file.buffer.toString("utf8").replace(/^\uFEFF/, ""), {
        header: true,
        skipEmptyLines: "greedy",
        transformHeader: (h) => h.trim().toLowerCase(),
      });
      if (!parsed.meta.fields?.includes(reader.column))
        throw invalid({ file: STORE_MSG.csvNoColumn(reader.column) });
      const rows = parsed.data.slice(0, MAX_ROWS);
      if (rows.length === 0) throw invalid({ file: STORE_MSG.csvEmpty });

      const errors: Record<string, string> = {};
      const values: Parsed[] = [];
      rows.forEach((row, i) => {
        // Line numbers as a spreadsheet shows them: the header is line 1.
        const line = i + 2;
        const result = reader.read(row);
        if (result.success) values.push(result.data);
        else if (Object.keys(errors).length < MAX_REPORTED) {
          for (const [field, message] of Object.entries(fieldErrors(result.error.issues))) {
            const column = field === "_" ? reader.column : field;
            errors[`rows.${line}.${column}`] ??= STORE_MSG.csvRow(line, message);
          }
        }
      });
      if (Object.keys(errors).length > 0) throw invalid(errors);

      const imported = await importWhitelist(k, website.id, request.params.type, values);
      return { message: STORE_MSG.usersImported, imported, skipped: rows.length - imported };
    },
  );
}
