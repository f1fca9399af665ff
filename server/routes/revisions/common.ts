import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { grantedStore, type StoreRule } from "../../http/access.js";
import { recordId } from "../../http/params.js";
import {
  REVISION_MSG,
  revertDto,
  revisionDto,
  revisionListDto,
  type RevisionEntity,
  type RevisionRecord,
} from "../../../domain/contracts/revisions.js";
import { findRevision, listRevisions, type RevisedRecord } from "../../services/revisions/read.js";
import { revertRecord } from "../../services/revisions/revert.js";
import type { Snapshot } from "../../services/revisions/snapshots.js";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

type Q = Kysely<Database>;

const recordParam = z.object({ id: recordId });
const revisionParam = z.object({ id: recordId, revisionId: recordId });

/** How one kind of record is reverted: its own save, given the revision's snapshot. */
export interface RevertSteps {
  snapshot: (trx: Q) => Promise<Snapshot>;
  save: (trx: Q) => Promise<void>;
}

export interface RevisedKind {
  entity: RevisionEntity;
  /** The record's path, e.g. "/api/products" (its id follows). */
  path: string;
  /** What the record is called in the API document. */
  noun: string;
  tags: string[];
  /** The right that edits the record: the same reads and reverts its revisions. */
  access: StoreRule;
  /**
   * Prepares the revert (anything read outside the transaction, e.g. the record and its rules'
   * inputs) and answers the steps run inside it.
   */
  revert: (request: FastifyRequest, id: number, revision: RevisionRecord) => Promise<RevertSteps>;
}

/** The revisions of the record in the path, in the store the declaration granted. */
function revised(request: FastifyRequest, entity: RevisionEntity, id: number): RevisedRecord {
  return { entity, entityId: id, websiteId: grantedStore(request).website.id };
}

/** The list, one revision's snapshot and the revert of one kind of record. */
export function revisionRoutes(app: FastifyInstance, ctx: AppContext, kind: RevisedKind): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${kind.path}/:id/revisions`,
    {
      schema: {
        tags: kind.tags,
        summary: `The revisions of a ${kind.noun}, newest first: number, who saved, when`,
        description: `Every save of the ${kind.noun} keeps one revision; a revert is one more.`,
        params: recordParam,
        response: { 200: revisionListDto },
      },
      config: { access: kind.access },
    },
    async (request) => ({ data: await listRevisions(ctx, revised(request, kind.entity, request.params.id)) }),
  );

  r.get(
    `${kind.path}/:id/revisions/:revisionId`,
    {
      schema: {
        tags: kind.tags,
        summary: `One revision of a ${kind.noun} with its snapshot`,
        description: `A revision of another record or store answers 404 "${REVISION_MSG.notFound}"`,
        params: revisionParam,
        response: { 200: revisionDto },
      },
      config: { access: kind.access },
    },
    async (request) =>
      findRevision(ctx, revised(request, kind.entity, request.params.id), request.params.revisionId),
  );

  r.post(
    `${kind.path}/:id/revisions/:revisionId/revert`,
    {
      schema: {
        tags: kind.tags,
        summary: `Revert a ${kind.noun} to one of its revisions`,
        description: `The revision's state is saved through the ${kind.noun}'s own save, with the same rules and messages (a refused save writes nothing); the result is a new revision and a "revert" activity event.`,
        params: revisionParam,
        response: { 200: revertDto },
      },
      config: { access: kind.access, changesStorefront: true },
    },
    async (request) => {
      const record = revised(request, kind.entity, request.params.id);
      const revision = await findRevision(ctx, record, request.params.revisionId);
      const steps = await kind.revert(request, request.params.id, revision);
      const kept = await revertRecord(ctx, record, steps);
      return { message: REVISION_MSG.reverted, revision: kept };
    },
  );
}
