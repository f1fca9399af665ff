import type { Insertable, Kysely } from "kysely";
import type { Database, EmbroideryRequestsTable } from "../../db/schema.js";
import { recordActivity } from "../activity/record.js";

/**
 * Stores a request for the production team to digitise a draft item's design for embroidery,
 * recorded in the draft's store (entity "EmbroideryRequest"). Answers the new request's id.
 */
export function createEmbroideryRequest(
  k: Kysely<Database>,
  values: Insertable<EmbroideryRequestsTable>,
): Promise<number> {
  return k.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("embroidery_requests")
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      entity: "EmbroideryRequest",
      entityId: row.id,
      action: "create",
      websiteId: row.website_id,
      after: row,
    });
    return row.id;
  });
}
