import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { invalid } from "../../errors.js";
import { FILE_PREP_STATUSES, PREP_NOTE_MAX } from "../../../domain/library.js";
import { LIBRARY_MSG, MSG } from "../../../domain/messages.js";
import { grantedStore } from "../../http/access.js";
import { pageOf, pageQueryOf, pageSchema } from "../../http/paging.js";
import { idParam, recordId } from "../../http/params.js";
import { setFileApproval } from "../../services/library/files.js";
import {
  changePrepRequest,
  deliverPrep,
  listPrepRequests,
  requestPrep,
} from "../../services/library/prep.js";
import { toLibraryFile } from "../../services/library/present.js";
import { readFiles } from "../../services/uploads/read.js";
import { libraryFileDto, libraryOf } from "./common.js";
import { storeQuery } from "../../http/params.js";
import { filePrepDto } from "../../../domain/contracts/library.js";

/**
 * File preparation requests: a store asks the platform's artwork team to make a file print-ready;
 * the rules are the prep service's (services/library/prep.ts).
 */
export async function filePrepRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const k = ctx.db.kysely;

  r.get(
    "/api/library/file-prep-request",
    {
      schema: {
        tags: ["library"],
        summary:
          "File preparation requests, newest first: the store's (website_id or the active store), or, for " +
          "platform admins with all=1, every store's",
        querystring: z.object({
          website_id: recordId.optional(),
          all: z.enum(["0", "1"]).optional(),
          status: z.enum(FILE_PREP_STATUSES).optional(),
          file_id: recordId.optional(),
          ...pageQueryOf(25),
        }),
        response: {
          200: pageSchema(filePrepDto),
        },
      },
      // all=1 lists every store's requests (platform admins only), else one store's.
      config: { access: { when: "query.all", is: ["1"], then: "platform-admin", otherwise: libraryOf() } },
    },
    async (request) => {
      const q = request.query;
      const websiteId = q.all === "1" ? null : grantedStore(request).website.id;
      const page = await listPrepRequests(ctx, websiteId, {
        status: q.status,
        fileId: q.file_id,
        page: q.page,
        perPage: q.per_page,
      });
      return pageOf(page.data, page.total, q.page, q.per_page);
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
          note: z.string().trim().max(PREP_NOTE_MAX).default(""),
        }),
        response: { 201: z.object({ message: z.string(), data: filePrepDto }) },
      },
    },
    async (request, reply) => {
      const { website } = grantedStore(request);
      const dto = await requestPrep(ctx, website.id, currentUser(request).id, request.body);
      return reply.code(201).send({ message: LIBRARY_MSG.prepRequested, data: dto });
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
          note: z.string().trim().max(PREP_NOTE_MAX).optional(),
          status: z.enum(FILE_PREP_STATUSES).optional(),
          admin_note: z.string().trim().max(PREP_NOTE_MAX).nullable().optional(),
        }),
        response: { 200: z.object({ message: z.string(), data: filePrepDto }) },
      },
      // The library's users of the store named by website_id, else the active store, else the
      // request's own store (a platform admin's call names none).
      config: { access: libraryOf(["query.website_id", "active", { record: "file_prep_requests" }]) },
    },
    async (request) => {
      const { website, access } = grantedStore(request);
      const admin = access.isAdmin;
      // Admins act on any store's request; store members only on their store's. The SPA sends the
      // admin's active store on every call, so only an explicit website_id narrows an admin's lookup
      // (the print team's screen changes requests of every store whatever store is active).
      const websiteId = admin && request.query.website_id === undefined ? null : website.id;
      const dto = await changePrepRequest(ctx, request.params.id, websiteId, admin, request.body);
      return { message: LIBRARY_MSG.prepUpdated, data: dto };
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
        response: { 200: z.object({ message: z.string(), data: filePrepDto }) },
      },
      config: { access: "platform-admin" },
    },
    async (request) => {
      const admin = currentUser(request);
      const { files, fields } = await readFiles(request);
      const requestId = Number(fields.request_id);
      if (!Number.isInteger(requestId) || requestId <= 0) throw invalid({ request_id: MSG.required });
      const dto = await deliverPrep(ctx, admin.id, requestId, files, fields.admin_note);
      return { message: LIBRARY_MSG.prepDelivered, data: dto };
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
