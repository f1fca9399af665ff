import type { Kysely } from "kysely";
import type { Dialect } from "../types.js";
import { dialectKinds } from "./kinds.js";

/**
 * A checkout takes one discount code and several gift cards, so a pending
 * hosted checkout keeps the list of codes the buyer applied (`codes`, a JSON array; rows written
 * before keep their single `code`). Pending rows older than a day are expired when a new one is
 * opened (Stripe's sessions live 24 h): the (status, created_at) index keeps that sweep to the few
 * stale rows instead of a scan of every checkout ever started.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const k = dialectKinds(db, dialect);
  await db.schema.alterTable("hosted_checkouts").addColumn("codes", k.json).execute();
  await db.schema
    .createIndex("hosted_checkouts_status_created_idx")
    .on("hosted_checkouts")
    .columns(["status", "created_at"])
    .execute();
}
