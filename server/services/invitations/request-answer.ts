import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { INVITATION_MSG } from "../../../domain/invitations.js";
import { conflict } from "../errors.js";
import { recordActivity } from "../activity/record.js";

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
