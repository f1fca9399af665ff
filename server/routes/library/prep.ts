import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { grantedStore, grantStoreIn, HANDLER_CHECKS, namedOrActiveStore } from "../../http/access.js";
import { sql, type Selectable } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser, requireAdmin } from "../../auth/guard.js";
import { nowIso } from "../../db/json.js";
import type { FilePrepRequestsTable } from "../../db/schema.js";
import { HttpError, invalid, notFound } from "../../errors.js";
import { FILE_PREP_STATUSES, type FilePrepRequest, type FilePrepStatus } from "../../../domain/library.js";
import { LIBRARY_MSG, MSG } from "../../../domain/messages.js";
import { readFiles } from "../../services/uploads/read.js";
import { storeUploads } from "../../services/uploads/store.js";
import { UPLOAD_POLICIES } from "../../services/uploads/policy.js";
import { checkFiles } from "../../services/uploads/validate.js";
import { setFileApproval } from "../../services/library/files.js";
import { findFile, libraryFileDto, libraryOf, toLibraryFile, type Q } from "./common.js";
import { idParam } from "../../http/params.js";

type PrepRow = Selectable<FilePrepRequestsTable>;

const prepDto = z.object({
  id: z.number(),
  website_id: z.number(),
  website_name: z.string(),
  file: libraryFileDto.nullable(),
  result_file: libraryFileDto.nullable(),
  user_name: z.string().nullable(),
  status: z.enum(FILE_PREP_STATUSES),
  note: z.string(),
  admin_note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

const OPEN: readonly FilePrepStatus[] = ["pending", "in_progress"];

function asStatus(value: string): FilePrepStatus {
  return (FILE_PREP_STATUSES as readonly string[]).includes(value) ? (value as FilePrepStatus) : "pending";
}

/** Request rows with their store, author and files, in the order given. */
async function toDtos(ctx: AppContext, db: Q, rows: readonly PrepRow[]): Promise<FilePrepRequest[]> {
  if (rows.length === 0) return [];
  const fileIds = rows
    .flatMap((r) => [r.file_id, r.result_file_id])
    .filter((id): id is number => id !== null);
  const [files, stores, users] = await Promise.all([
    fileIds.length > 0 ? db.selectFrom("files").selectAll().where("id", "in", fileIds).execute() : [],
    db
      .selectFrom("websites")
      .select(["id", "name"])
      .where("id", "in", [...new Set(rows.map((r) => r.website_id))])
      .execute(),
    db
      .selectFrom("users")
      .select(["id", "name"])
      .where("id", "in", [...new Set(rows.map((r) => r.user_id ?? 0))])
      .execute(),
  ]);
  const fileById = new Map(files.map((f) => [f.id, toLibraryFile(ctx, f)]));
  const storeName = new Map(stores.map((s) => [s.id, s.name]));
  const userName = new Map(users.map((u) => [u.id, u.name]));
  return rows.map((r) => ({
    id: r.id,
    website_id: r.website_id,
    website_name: storeName.get(r.website_id) ?? "",
    file: r.file_id === null ? null : (fileById.get(r.file_id) ?? null),
    result_file: r.result_file_id === null ? null : (fileById.get(r.result_file_id) ?? null),
    user_name: r.user_id === null ? null : (userName.get(r.user_id) ?? null),
    status: asStatus(r.status),
    note: r.note,
    admin_note: r.admin_note,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

async function findRequest(db: Q, id: number, websiteId: number | null): Promise<PrepRow> {
  let query = db.selectFrom("file_prep_requests").selectAll().where("id", "=", id);
  if (websiteId !== null) query = query.where("website_id", "=", websiteId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * File preparation requests: a store asks the platform's artwork team to make a file print-ready
 * (vectorise, digitise for embroidery...). The store creates, edits its note or cancels while
 * pending; platform admins move it along and deliver the prepared file into the store's library.
 */
export async function filePrepRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const k = ctx.db.kysely;
  const storeQuery = z.object({ website_id: z.coerce.number().int().positive().optional() });

  r.get(
    "/api/library/file-prep-request",
    {
      schema: {
        tags: ["library"],
        summary:
          "File preparation requests, newest first: the store's (website_id or the active store), or, for " +
          "platform admins with all=1, every store's",
        querystring: z.object({
          website_id: z.coerce.number().int().positive().optional(),
          all: z.enum(["0", "1"]).optional(),
          status: z.enum(FILE_PREP_STATUSES).optional(),
          file_id: z.coerce.number().int().positive().optional(),
          page: z.coerce.number().int().min(1).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(25),
        }),
        response: {
          200: z.object({
            data: z.array(prepDto),
            total: z.number(),
            current_page: z.number(),
            per_page: z.number(),
            last_page: z.number(),
          }),
        },
      },
      // all=1 lists every store's requests (platform admins only), else one store's: one declaration
      // cannot say both (a store rule needs a store the print team's call does not name; a
      // several-stores rule would give a member asking for all=1 their own stores, not 403).
      config: { access: HANDLER_CHECKS },
    },
    async (request) => {
      const q = request.query;
      let websiteId: number | null = null;
      if (q.all === "1") requireAdmin(request);
      else {
        await grantStoreIn(ctx.db, request, namedOrActiveStore(request, q.website_id), libraryOf());
        websiteId = grantedStore(request).website.id;
      }
      let query = k.selectFrom("file_prep_requests");
      if (websiteId !== null) query = query.where("website_id", "=", websiteId);
      if (q.status) query = query.where("status", "=", q.status);
      if (q.file_id) query = query.where("file_id", "=", q.file_id);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy("id", "desc")
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page)
          .execute(),
        query.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
      ]);
      const total = Number(count.n);
      return {
        data: await toDtos(ctx, k, rows),
        total,
        current_page: q.page,
        per_page: q.per_page,
        last_page: Math.max(1, Math.ceil(total / q.per_page)),
      };
    },
  );

  r.post(
    "/api/library/file-prep-request",
    {
      config: { access: libraryOf() },
      schema: {
        tags: ["library"],
        summary: "Ask the artwork team to prepare a library file for production",
        querystring: storeQuery,
        body: z.object({
          file_id: z.number({ error: MSG.required }).int().positive(),
          note: z.string().trim().max(2000).default(""),
        }),
        response: { 201: z.object({ message: z.string(), data: prepDto }) },
      },
    },
    async (request, reply) => {
      const { website } = grantedStore(request);
      const row = await k.transaction().execute(async (trx) => {
        await findFile(trx, website.id, request.body.file_id);
        return trx
          .insertInto("file_prep_requests")
          .values({
            website_id: website.id,
            file_id: request.body.file_id,
            user_id: currentUser(request).id,
            note: request.body.note,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      const [dto] = await toDtos(ctx, k, [row]);
      return reply.code(201).send({ message: LIBRARY_MSG.prepRequested, data: dto! });
    },
  );

  r.put(
    "/api/library/file-prep-request/:id",
    {
      schema: {
        tags: ["library"],
        summary:
          "Update a request: the store may change its note or cancel it while pending; platform admins set " +
          "in_progress, done or rejected with an admin_note",
        params: idParam,
        querystring: storeQuery,
        body: z.object({
          note: z.string().trim().max(2000).optional(),
          status: z.enum(FILE_PREP_STATUSES).optional(),
          admin_note: z.string().trim().max(2000).nullable().optional(),
        }),
        response: { 200: z.object({ message: z.string(), data: prepDto }) },
      },
      // The library's users of the store named by website_id, else the active store, else the
      // request's own store (a platform admin's call names none).
      config: { access: libraryOf(["query.website_id", "active", { record: "file_prep_requests" }]) },
    },
    async (request) => {
      const { website, access } = grantedStore(request);
      const admin = access.isAdmin;
      const { note, status, admin_note } = request.body;
      // Admins act on any store's request; store members only on their store's. The SPA sends the
      // admin's active store on every call, so only an explicit website_id narrows an admin's lookup
      // (the print team's screen changes requests of every store whatever store is active).
      const websiteId = admin && request.query.website_id === undefined ? null : website.id;
      const row = await k.transaction().execute(async (trx) => {
        const found = await findRequest(trx, request.params.id, websiteId);
        const current = asStatus(found.status);
        if (!admin) {
          if (admin_note !== undefined) throw invalid({ admin_note: MSG.permissionDenied });
          if (status !== undefined && status !== "cancelled") throw invalid({ status: MSG.permissionDenied });
          if (current !== "pending") throw new HttpError(409, LIBRARY_MSG.prepClosed);
        } else if (status === "cancelled" && current !== "pending") {
          throw invalid({ status: LIBRARY_MSG.prepClosed });
        }
        return trx
          .updateTable("file_prep_requests")
          .set({
            ...(note !== undefined ? { note } : {}),
            ...(status !== undefined ? { status } : {}),
            ...(admin_note !== undefined ? { admin_note } : {}),
            updated_at: nowIso(),
          })
          .where("id", "=", found.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      const [dto] = await toDtos(ctx, k, [row]);
      return { message: LIBRARY_MSG.prepUpdated, data: dto! };
    },
  );

  r.post(
    "/api/library/admin-file-prep-request",
    {
      schema: {
        tags: ["library"],
        summary:
          "Platform admins deliver a prepared file: multipart request_id, files[0] and an optional admin_note. " +
          "The file goes into the store's library beside the original, approved, and the request is done",
        consumes: ["multipart/form-data"],
        response: { 200: z.object({ message: z.string(), data: prepDto }) },
      },
      config: { access: "platform-admin" },
    },
    async (request) => {
      const admin = currentUser(request);
      const { files, fields } = await readFiles(request);
      const requestId = Number(fields.request_id);
      if (!Number.isInteger(requestId) || requestId <= 0) throw invalid({ request_id: MSG.required });
      const found = await findRequest(k, requestId, null);
      if (!OPEN.includes(asStatus(found.status))) throw new HttpError(409, LIBRARY_MSG.prepClosed);
      const original = found.file_id
        ? await k.selectFrom("files").select("parent_id").where("id", "=", found.file_id).executeTakeFirst()
        : undefined;
      const checked = checkFiles(files.slice(0, 1), UPLOAD_POLICIES.library.extensions);
      const [stored] = await storeUploads(
        ctx,
        {
          websiteId: found.website_id,
          userId: admin.id,
          type: "library",
          folderId: original?.parent_id ?? null,
        },
        checked,
      );
      const row = await k.transaction().execute(async (trx) => {
        await trx.updateTable("files").set({ approved: 1 }).where("id", "=", stored!.id).execute();
        return trx
          .updateTable("file_prep_requests")
          .set({
            status: "done",
            result_file_id: stored!.id,
            ...(fields.admin_note !== undefined ? { admin_note: fields.admin_note.slice(0, 2000) } : {}),
            updated_at: nowIso(),
          })
          .where("id", "=", found.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      const [dto] = await toDtos(ctx, k, [row]);
      return { message: LIBRARY_MSG.prepDelivered, data: dto! };
    },
  );

  r.put(
    "/api/library/approved-status/:id",
    {
      schema: {
        tags: ["library"],
        summary:
          "Approve (`approved: true`) or reject (`approved: false`) a library file for production. " +
          "Platform admins only: approval is the print team's check of the artwork, not something a " +
          "store grants itself. The store's users see the verdict on the file.",
        params: idParam,
        querystring: storeQuery,
        body: z.object({ approved: z.boolean({ error: MSG.required }) }),
        response: { 200: z.object({ message: z.string(), data: libraryFileDto }) },
      },
      config: { access: "platform-admin" },
    },
    async (request) => {
      const row = await setFileApproval(k, request.params.id, request.body.approved);
      return { message: LIBRARY_MSG.filesUpdated, data: toLibraryFile(ctx, row) };
    },
  );
}
