import { sql, type Kysely, type Selectable } from "kysely";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import type { Database, FilePrepRequestsTable } from "../../db/schema.js";
import { conflict, invalid, notFound } from "../../../domain/errors.js";
import { FILE_PREP_STATUSES, type FilePrepRequest, type FilePrepStatus } from "../../../domain/library.js";
import { LIBRARY_MSG, MSG } from "../../../domain/messages.js";
import { UPLOAD_POLICIES } from "../uploads/policy.js";
import { storeUploads } from "../uploads/store.js";
import { checkFiles } from "../uploads/validate.js";
import type { IncomingFile } from "../uploads/read.js";
import { findFile, type Q } from "./entries.js";
import { toLibraryFile } from "./present.js";
import { recordActivity } from "../activity/record.js";
import type { ActivityAction } from "../../../domain/activity.js";

/**
 * File preparation requests: a store asks the platform's artwork team to make a file print-ready
 * (vectorise, digitise for embroidery...). The store creates, edits its note or cancels while
 * pending; platform admins move it along and deliver the prepared file into the store's library.
 */

type PrepRow = Selectable<FilePrepRequestsTable>;

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

/** Records a write of one request (entity "FilePrepRequest", in its store), in the write's transaction. */
async function recordPrepWrite(
  trx: Q,
  action: ActivityAction,
  before: PrepRow | null,
  after: PrepRow,
): Promise<void> {
  await recordActivity(trx, {
    entity: "FilePrepRequest",
    entityId: after.id,
    action,
    websiteId: after.website_id,
    before,
    after,
  });
}

const toDto = async (ctx: AppContext, row: PrepRow): Promise<FilePrepRequest> =>
  (await toDtos(ctx, ctx.db.kysely, [row]))[0]!;

/** A request of the store (websiteId), or of any store (null: the print team). */
async function findRequest(db: Q, id: number, websiteId: number | null): Promise<PrepRow> {
  let query = db.selectFrom("file_prep_requests").selectAll().where("id", "=", id);
  if (websiteId !== null) query = query.where("website_id", "=", websiteId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export interface PrepListQuery {
  status?: FilePrepStatus | undefined;
  fileId?: number | undefined;
  page: number;
  perPage: number;
}

/** One page of requests, newest first: one store's, or (websiteId null) every store's. */
export async function listPrepRequests(
  ctx: AppContext,
  websiteId: number | null,
  q: PrepListQuery,
): Promise<{ data: FilePrepRequest[]; total: number }> {
  const k = ctx.db.kysely;
  let query = k.selectFrom("file_prep_requests");
  if (websiteId !== null) query = query.where("website_id", "=", websiteId);
  if (q.status) query = query.where("status", "=", q.status);
  if (q.fileId) query = query.where("file_id", "=", q.fileId);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy("id", "desc")
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage)
      .execute(),
    query.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return { data: await toDtos(ctx, k, rows), total: Number(count.n) };
}

/** A store asks for one of its files to be prepared. */
export async function requestPrep(
  ctx: AppContext,
  websiteId: number,
  userId: number,
  input: { file_id: number; note: string },
): Promise<FilePrepRequest> {
  const row = await ctx.db.kysely.transaction().execute(async (trx) => {
    await findFile(trx, websiteId, input.file_id);
    const created = await trx
      .insertInto("file_prep_requests")
      .values({ website_id: websiteId, file_id: input.file_id, user_id: userId, note: input.note })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordPrepWrite(trx, "create", null, created);
    return created;
  });
  return toDto(ctx, row);
}

export interface PrepChanges {
  note?: string | undefined;
  status?: FilePrepStatus | undefined;
  admin_note?: string | null | undefined;
}

/**
 * Changes a request: the store (not `admin`) may change its note or cancel it while pending;
 * platform admins set any status and an admin_note, but cancel only a pending request. `websiteId`
 * is the store to look in (null: any store, the print team's).
 */
export async function changePrepRequest(
  ctx: AppContext,
  id: number,
  websiteId: number | null,
  admin: boolean,
  changes: PrepChanges,
): Promise<FilePrepRequest> {
  const { note, status, admin_note } = changes;
  const db: Kysely<Database> = ctx.db.kysely;
  const row = await db.transaction().execute(async (trx) => {
    const found = await findRequest(trx, id, websiteId);
    const current = asStatus(found.status);
    if (!admin) {
      if (admin_note !== undefined) throw invalid({ admin_note: MSG.permissionDenied });
      if (status !== undefined && status !== "cancelled") throw invalid({ status: MSG.permissionDenied });
      if (current !== "pending") throw conflict(LIBRARY_MSG.prepClosed);
    } else if (status === "cancelled" && current !== "pending") {
      throw invalid({ status: LIBRARY_MSG.prepClosed });
    }
    const changed = await trx
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
    await recordPrepWrite(trx, changed.status !== found.status ? "status" : "update", found, changed);
    return changed;
  });
  return toDto(ctx, row);
}

/**
 * The print team delivers a prepared file for an open request: it goes into the store's library
 * beside the original, approved, and the request is done.
 */
export async function deliverPrep(
  ctx: AppContext,
  adminId: number,
  requestId: number,
  files: readonly IncomingFile[],
  adminNote: string | undefined,
): Promise<FilePrepRequest> {
  const k = ctx.db.kysely;
  const found = await findRequest(k, requestId, null);
  if (!OPEN.includes(asStatus(found.status))) throw conflict(LIBRARY_MSG.prepClosed);
  const original = found.file_id
    ? await k.selectFrom("files").select("parent_id").where("id", "=", found.file_id).executeTakeFirst()
    : undefined;
  const checked = checkFiles(files.slice(0, 1), UPLOAD_POLICIES.library.extensions);
  let done: PrepRow = found;
  // The prepared file is stored approved and the request completed in one transaction.
  await storeUploads(
    ctx,
    {
      websiteId: found.website_id,
      userId: adminId,
      type: "library",
      folderId: original?.parent_id ?? null,
      approved: true,
    },
    checked,
    async (trx, [stored]) => {
      done = await trx
        .updateTable("file_prep_requests")
        .set({
          status: "done",
          result_file_id: stored!.id,
          ...(adminNote !== undefined ? { admin_note: adminNote.slice(0, 2000) } : {}),
          updated_at: nowIso(),
        })
        .where("id", "=", found.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordPrepWrite(trx, "status", found, done);
    },
  );
  return toDto(ctx, done);
}
