import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { Database, InvitationRequestsTable } from "../../db/schema.js";
import type { ActivityAction } from "../../../domain/activity.js";
import { recordActivity } from "../activity/record.js";
import { inTransaction } from "../../db/transaction.js";
import { notify, type NotifyInput } from "../notify.js";
import { conflict, notFound } from "../../../domain/errors.js";
import { INVITATION_MSG } from "../../../domain/invitations.js";

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
  k: Q,
  id: number,
  values: Updateable<InvitationRequestsTable>,
): Promise<RequestRow> {
  return inTransaction(k, async (trx) => {
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
