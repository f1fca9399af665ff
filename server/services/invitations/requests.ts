import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { Database, InvitationRequestsTable, User, Website } from "../../db/schema.js";
import { countRows } from "../../db/count.js";
import { matchesAny } from "../../db/like.js";
import type { ActivityAction } from "../../../domain/activity.js";
import { recordActivity } from "../activity/record.js";
import { inTransaction } from "../../db/transaction.js";
import { notify, type NotifyInput } from "../notify.js";
import { conflict, notFound } from "../../../domain/errors.js";
import {
  expandPermissions,
  INVITATION_MSG,
  type changeRequestStatusSchema,
  type RequestStatus,
} from "../../../domain/invitations.js";
import type { StoreAccess } from "../../../domain/permissions.js";
import { assertAssignable, insertInvitations, mailInvitations } from "./issue.js";

type Q = Kysely<Database>;
type RequestRow = Selectable<InvitationRequestsTable>;

function requestSnapshot(q: Q, id: number): Promise<RequestRow | undefined> {
  return q.selectFrom("invitation_requests").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Records a write of one request for an invitation (entity "InvitationRequest", in the store it
 * asks to join, or the platform's), inside the write's transaction.
 */
async function recordRequestWrite(
  trx: Q,
  id: number,
  action: ActivityAction,
  before: RequestRow | null,
): Promise<RequestRow | null> {
  const after = (await requestSnapshot(trx, id)) ?? null;
  await recordActivity(trx, {
    entity: "InvitationRequest",
    entityId: id,
    action,
    websiteId: after?.website_id ?? before?.website_id ?? null,
    before,
    after,
  });
  return after;
}

/** Stores a guest's request for an invitation and tells whoever handles it, in one transaction. */
export async function createInvitationRequest(
  k: Q,
  values: Insertable<InvitationRequestsTable>,
  announce: Omit<NotifyInput, "websiteId">,
): Promise<void> {
  await k.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("invitation_requests")
      .values(values)
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordRequestWrite(trx, row.id, "create", null);
    await notify(trx, { ...announce, websiteId: values.website_id ?? null });
  });
}

/**
 * Edits or forwards a request (website_id moves it to another store's team, or back to the
 * platform's). Recorded even when nothing was sent to change: the call was made and answered.
 */
export function updateInvitationRequest(
  ctx: AppContext,
  id: number,
  values: Updateable<InvitationRequestsTable>,
): Promise<RequestRow> {
  return inTransaction(ctx.db.kysely, async (trx) => {
    const before = (await requestSnapshot(trx, id)) ?? null;
    if (Object.keys(values).length > 0)
      await trx.updateTable("invitation_requests").set(values).where("id", "=", id).execute();
    const after = await recordRequestWrite(trx, id, "update", before);
    if (!after) throw notFound();
    return after;
  });
}

/**
 * Answers a pending request to join (accepted or declined) inside the caller's transaction,
 * recorded as the "status" event of its InvitationRequest. A request answered meanwhile is a 409
 * and nothing is written.
 */
export async function answerInvitationRequest(
  trx: Kysely<Database>,
  id: number,
  status: string,
): Promise<void> {
  const before = await trx
    .selectFrom("invitation_requests")
    .selectAll()
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (!before) throw conflict(INVITATION_MSG.requestAnswered);
  const after = await trx
    .updateTable("invitation_requests")
    .set({ status })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .returningAll()
    .executeTakeFirst();
  if (!after) throw conflict(INVITATION_MSG.requestAnswered);
  await recordActivity(trx, {
    entity: "InvitationRequest",
    entityId: id,
    action: "status",
    websiteId: before.website_id,
    before,
    after,
  });
}

/** What a request's handlers see of it. */
const REQUEST_COLUMNS = [
  "id",
  "name",
  "email",
  "company",
  "message",
  "website_id",
  "status",
  "created_at",
] as const;

/**
 * One page of the requests to join a store (websiteId) or the platform (null), newest first, with
 * the total: by status, and a term matched in name, email or company.
 */
export async function invitationRequestsPage(
  ctx: AppContext,
  websiteId: number | null,
  filter: { status?: RequestStatus; term?: string },
  page: number,
  perPage: number,
) {
  let base = ctx.db.kysely.selectFrom("invitation_requests");
  base = websiteId === null ? base.where("website_id", "is", null) : base.where("website_id", "=", websiteId);
  if (filter.status) base = base.where("status", "=", filter.status);
  const term = filter.term?.trim();
  if (term) base = base.where(matchesAny<"invitation_requests">(["name", "email", "company"], term));
  const [rows, counted] = await Promise.all([
    base
      .select(REQUEST_COLUMNS)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    countRows(base),
  ]);
  return { rows, total: Number(counted.n) };
}

/** A request still waiting for its answer (its handler was checked by the caller's declaration); answered: a conflict. */
export async function loadPendingRequest(ctx: AppContext, id: number) {
  const row = await ctx.db.kysely
    .selectFrom("invitation_requests")
    .select(REQUEST_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  if (row.status !== "pending") throw conflict(INVITATION_MSG.requestAnswered);
  return row;
}

/** Declines a pending request (recorded as its status event). */
export async function declineInvitationRequest(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.kysely.transaction().execute((trx) => answerInvitationRequest(trx, id, "declined"));
}

/**
 * Accepts a pending request into `website`: the request is answered and an invitation to its
 * address stored in one transaction (the manager may only give what they hold), then mailed.
 * Answers the new invitation's id.
 */
export async function acceptInvitationRequest(
  ctx: AppContext,
  request: { id: number; email: string },
  website: Website,
  access: StoreAccess,
  inviter: Pick<User, "id" | "name">,
  body: Pick<z.infer<typeof changeRequestStatusSchema>, "company_role" | "permissions">,
): Promise<number | null> {
  const permissions = expandPermissions(body.permissions);
  assertAssignable(access, body.company_role, permissions);
  const input = { email: request.email, company_role: body.company_role, store_owner: 0, permissions };
  const { issued } = await ctx.db.kysely.transaction().execute(async (trx) => {
    await answerInvitationRequest(trx, request.id, "accepted");
    return insertInvitations(trx, website, inviter.id, [input]);
  });
  await mailInvitations(ctx, website.name, inviter.name, issued);
  return issued[0]?.id ?? null;
}
