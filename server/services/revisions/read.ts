import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { fromJson } from "../../db/json.js";
import type { AppContext } from "../../context.js";
import { notFound } from "../../../domain/errors.js";
import {
  REVISION_MSG,
  type RevisionEntity,
  type RevisionRecord,
  type RevisionSummary,
} from "../../../domain/contracts/revisions.js";

type Q = Kysely<Database>;

/** The record the revisions belong to; a revision of another record or store is out of reach. */
export interface RevisedRecord {
  entity: RevisionEntity;
  entityId: number;
  websiteId: number;
}

function revisionsOf(db: Q, record: RevisedRecord) {
  return db
    .selectFrom("revisions as r")
    .leftJoin("users as u", "u.id", "r.user_id")
    .leftJoin("users as a", "a.id", "r.acting_admin_id")
    .where("r.entity", "=", record.entity)
    .where("r.entity_id", "=", record.entityId)
    .where("r.website_id", "=", record.websiteId);
}

const SUMMARY = [
  "r.id",
  "r.number",
  "r.created_at",
  "r.user_id",
  "u.name as user_name",
  "a.name as acting_admin_name",
] as const;

/** A record's revisions, newest first. */
export async function listRevisions(ctx: AppContext, record: RevisedRecord): Promise<RevisionSummary[]> {
  return revisionsOf(ctx.db.kysely, record).select(SUMMARY).orderBy("r.number", "desc").execute();
}

/** One revision of the record with its snapshot; any other id answers "Revision not found.". */
export async function findRevision(
  ctx: AppContext,
  record: RevisedRecord,
  revisionId: number,
): Promise<RevisionRecord> {
  const row = await revisionsOf(ctx.db.kysely, record)
    .select([...SUMMARY, "r.data"])
    .where("r.id", "=", revisionId)
    .executeTakeFirst();
  if (!row) throw notFound(REVISION_MSG.notFound);
  const { data, ...summary } = row;
  return { ...summary, entity: record.entity, entity_id: record.entityId, data: fromJson(data, {}) };
}

/** The record's newest revision. */
export async function lastRevision(db: Q, record: RevisedRecord): Promise<RevisionSummary> {
  return revisionsOf(db, record)
    .select(SUMMARY)
    .orderBy("r.number", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
}
