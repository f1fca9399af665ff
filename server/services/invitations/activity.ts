import type { Kysely, Selectable, Updateable } from "kysely";
import type { ActivityAction } from "../../../domain/activity.js";
import type { Database, InvitationsTable } from "../../db/schema.js";
import { recordActivity } from "../activity/record.js";
import { inTransaction } from "../../db/transaction.js";

type Q = Kysely<Database>;
type InvitationRow = Selectable<InvitationsTable>;

/** An invitation's whole row as the trail compares it (its token hash is a secret field: redacted). */
export function invitationSnapshot(q: Q, id: number): Promise<InvitationRow | undefined> {
  return q.selectFrom("invitations").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Records a write of one invitation (entity "Invitation", in its store), inside the write's
 * transaction: its row `before` (null for a new one) against the row as it is now (null once deleted).
 */
export async function recordInvitationWrite(
  trx: Q,
  id: number,
  action: ActivityAction,
  before: InvitationRow | null,
): Promise<void> {
  const after = (await invitationSnapshot(trx, id)) ?? null;
  await recordActivity(trx, {
    entity: "Invitation",
    entityId: id,
    action,
    websiteId: after?.website_id ?? before?.website_id ?? null,
    before,
    after,
  });
}

/** Sets columns of one invitation and records it in the same transaction. */
export async function writeInvitation(
  k: Q,
  id: number,
  values: Updateable<InvitationsTable>,
  action: ActivityAction,
): Promise<void> {
  await inTransaction(k, async (trx) => {
    const before = (await invitationSnapshot(trx, id)) ?? null;
    await trx.updateTable("invitations").set(values).where("id", "=", id).execute();
    await recordInvitationWrite(trx, id, action, before);
  });
}

/** Deletes invitations and records each, in one transaction; answers how many were deleted. */
export async function deleteInvitations(k: Q, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  return inTransaction(k, async (trx) => {
    let deleted = 0;
    for (const id of ids) {
      const before = await invitationSnapshot(trx, id);
      if (!before) continue;
      await trx.deleteFrom("invitations").where("id", "=", id).execute();
      await recordInvitationWrite(trx, id, "delete", before);
      deleted++;
    }
    return deleted;
  });
}
