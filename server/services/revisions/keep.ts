import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { toJson } from "../../db/json.js";
import { currentActor } from "../activity/actor.js";
import type { RevisionEntity } from "../../../domain/contracts/revisions.js";
import { pageSnapshot, productSnapshot, storeSettingsSnapshot, type Snapshot } from "./snapshots.js";

type Q = Kysely<Database>;

export interface KeptRevision {
  id: number;
  number: number;
}

/**
 * Keeps the record's state as one more revision, numbered after the record's last one, saved by
 * the request's actor. Call it with the save's own transaction, after the write: the revision
 * commits with the save and disappears with a failed one.
 */
export async function keepRevision(
  trx: Q,
  input: { entity: RevisionEntity; entityId: number; websiteId: number; data: Snapshot },
): Promise<KeptRevision> {
  const actor = currentActor();
  const last = await trx
    .selectFrom("revisions")
    .select((eb) => eb.fn.max("number").as("n"))
    .where("entity", "=", input.entity)
    .where("entity_id", "=", input.entityId)
    .executeTakeFirst();
  return trx
    .insertInto("revisions")
    .values({
      website_id: input.websiteId,
      entity: input.entity,
      entity_id: input.entityId,
      number: Number(last?.n ?? 0) + 1,
      data: toJson(input.data),
      user_id: actor.userId,
      acting_admin_id: actor.actingAdminId,
    })
    .returning(["id", "number"])
    .executeTakeFirstOrThrow();
}

/** A product's save keeps its state (fields, variants, pricing) as a revision. */
export async function keepProductRevision(trx: Q, productId: number): Promise<KeptRevision> {
  const { websiteId, data } = await productSnapshot(trx, productId);
  return keepRevision(trx, { entity: "Product", entityId: productId, websiteId, data });
}

/** A store-designer page's save keeps its state (name, slug, sections) as a revision; a deleted page none. */
export async function keepPageRevision(trx: Q, pageId: number): Promise<KeptRevision | null> {
  const found = await pageSnapshot(trx, pageId);
  if (!found) return null;
  return keepRevision(trx, {
    entity: "Page",
    entityId: pageId,
    websiteId: found.websiteId,
    data: found.data,
  });
}

/** A store settings save keeps the settings as a revision of the store. */
export async function keepStoreSettingsRevision(trx: Q, websiteId: number): Promise<KeptRevision> {
  const data = await storeSettingsSnapshot(trx, websiteId);
  return keepRevision(trx, { entity: "Website", entityId: websiteId, websiteId, data });
}
