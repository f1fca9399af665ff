import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { AppContext } from "../../context.js";
import type { RevisionSummary } from "../../../domain/contracts/revisions.js";
import { recordActivity } from "../activity/record.js";
import { lastRevision, type RevisedRecord } from "./read.js";
import type { Snapshot } from "./snapshots.js";

type Q = Kysely<Database>;

/**
 * A revert is a save: inside one transaction the record's own save (`save`, which passes the
 * save's rules and keeps the new revision) writes the revision's state, and the activity trail
 * records a "revert" with what changed. A refused save writes nothing, event and revision included.
 */
export async function revertRecord(
  ctx: AppContext,
  record: RevisedRecord,
  steps: {
    snapshot: (trx: Q) => Promise<Snapshot>;
    save: (trx: Q) => Promise<void>;
  },
): Promise<RevisionSummary> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const before = await steps.snapshot(trx);
    await steps.save(trx);
    const after = await steps.snapshot(trx);
    await recordActivity(trx, {
      entity: record.entity,
      entityId: record.entityId,
      action: "revert",
      websiteId: record.websiteId,
      before,
      after,
    });
  });
  return lastRevision(ctx.db.kysely, record);
}
