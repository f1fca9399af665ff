import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { activeWebsiteId, currentUser, isAdminRequest, memberships } from "../../auth/guard.js";
import { storesWhere } from "../../auth/access.js";
import { badRequest, forbidden, HttpError, notFound } from "../../errors.js";
import { MSG } from "../../../domain/messages.js";
import { NO_ACCESS, type StoreAccess } from "../../../domain/permissions.js";
import {
  loose,
  type AccountRecordWrite,
  type AccountWrite,
  type Action,
  type BreadModel,
  type RecordWrite,
  type Row,
  writesInStore,
} from "./model.js";
import { parseListParams, type ListParams } from "./params.js";
import { baseQuery, col, listPage, listRows, type ListScope } from "./query.js";
import { MODELS } from "./models/index.js";
import { describeModels } from "./describe.js";
import { todayIso } from "../../db/json.js";
import { errorDto } from "../../http/api-contract.js";
import { BY_MODEL, grantedStore, grantStoreIn } from "../../http/access.js";
import { storesWithFeature } from "../../services/plans/limits.js";
import { recordId } from "../../http/params.js";
import { csvLine, csvLines, sendCsv } from "../../http/csv.js";
import { answeringCurrent, askedVersion, tagVersion, withoutVersion } from "../../http/versions.js";
import { assertVersion } from "../../services/versions/index.js";

/** Rows an export reads per query: small enough to stream steadily, large enough to be few. */
const EXPORT_PAGE = 500;

/** A record's value as a CSV cell: nested values (a list of tags, an address) as JSON. */
const csvValue = (value: unknown) =>
  value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : value;

const listQuery = z.object({
  sort: z.string().optional(),
  range: z.string().optional(),
  filter: z.string().optional(),
});
const modelName = z.string().describe(`The model: ${[...MODELS.keys()].join(", ")}`);
const idParam = z.object({ model: modelName, id: recordId });
const modelParam = z.object({ model: modelName });

const isStoreScoped = (model: BreadModel) => model.scope === "store" || model.scope === "self";

function modelFor(name: string): BreadModel {
  const model = MODELS.get(name);
  if (!model) throw notFound(`Unknown model ${name}.`);
  return model;
}

/** How a platform admin's access reads in any store. */
const ADMIN_ACCESS: StoreAccess = { ...NO_ACCESS, isAdmin: true };

/** A write this model's rules do not allow through BREAD: refused, never done differently. */
const notHere = (model: BreadModel, what: string) =>
  new HttpError(405, `${model.name} records cannot be ${what} here.`);

/**
 * /api/bread/{model}: ra-data-simple-rest over a registry of models. Every action checks the
 * model's right in the record's store; records of stores the caller cannot open answer 404.
 */
export async function breadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  /**
   * Who may call: the model named in the path declares it. The right each action needs
   * (RESOURCE_RIGHTS), the plan feature, and the store it applies in (the record's own, or for a list
   * or create the filter's, the body's or the active store) are known once the model is; the guard
   * below (storeAccess, accountGate, listScope) checks them for every action before any read or write.
   */
  const access = { access: BY_MODEL } as const;
  const writes = { access: BY_MODEL, changesStorefront: true } as const;
  const typed = ctx.db.kysely;
  const db = loose(typed);
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * The store a request acts in, with the caller's rights there: the one store gate (not a member:
   * 404, exactly as for a missing record, so ids cannot be probed; a member without the right: 403).
   */
  const storeAccess = async (
    request: FastifyRequest,
    model: BreadModel,
    action: Action,
    websiteId: number,
    missing: string = MSG.notFound,
  ) => {
    const feature = model.plan?.[action];
    // Sets `granted`: the store a write acted on, whose rendered pages are dropped once it succeeds.
    await grantStoreIn(ctx.db, request, websiteId, {
      right: model.rights[action],
      missing,
      ...(feature ? { plan: feature } : {}),
    });
    return grantedStore(request);
  };

  /** A model of no store: "platform_admin" rights need a platform admin; "signed_in" any session. */
  const accountGate = (request: FastifyRequest, model: BreadModel, action: Action): AccountWrite => {
    const isAdmin = isAdminRequest(request);
    if (model.rights[action] === "platform_admin" && !isAdmin) throw forbidden();
    return { ctx, user: currentUser(request), isAdmin };
  };

  /** Which stores a list may show: the one asked for, or all the caller holds the right in. */
  const listScope = async (
    request: FastifyRequest,
    model: BreadModel,
    filter: Record<string, unknown>,
  ): Promise<ListScope> => {
    if (!isStoreScoped(model)) {
      const { user } = accountGate(request, model, "list");
      return model.scope === "own" ? { userId: user.id } : { stores: null };
    }
    const right = model.rights.list;
    // `all: true` lists every store the caller holds the right in (a platform admin's: every row),
    // not the active store the app sends with every call.
    const active = filter.all === true ? null : activeWebsiteId(request);
    const asked = model.scope === "store" ? (filter.website_id ?? active) : null;
    if (asked !== null && asked !== undefined) {
      const id = Number(asked);
      if (!Number.isInteger(id)) throw badRequest("The website_id filter value is invalid.");
      await storeAccess(request, model, "list", id, MSG.websiteNotFound);
      return { stores: [id] };
    }
    if (isAdminRequest(request)) return { stores: null };
    if (right === "platform_admin") throw forbidden();
    // A plan-gated list over several stores shows only the stores whose plan includes it.
    const feature = model.plan?.list;
    const mine = storesWhere(await memberships(ctx.db, request), right);
    return { stores: feature ? await storesWithFeature(typed, mine, feature) : mine };
  };

  /** A record by id; soft-deleted ones only when asked (a write's answer may be the archived row). */
  const findRow = async (model: BreadModel, id: number, opts = { deleted: false }): Promise<Row> => {
    const row = await baseQuery(db, model, opts).where(col(model, "id"), "=", id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  /** A record as the caller may see it in its store. */
  const dto = (model: BreadModel, row: Row, access: StoreAccess | null): Row => {
    const out = model.toDto(row, ctx) as Row;
    if (model.redact && access) model.redact(out, access);
    return out;
  };

  /** A list's records, each as the caller may see it in the record's own store. */
  const listDtos = async (request: FastifyRequest, model: BreadModel, rows: Row[]): Promise<Row[]> => {
    if (!model.redact || !isStoreScoped(model)) return rows.map((row) => model.toDto(row, ctx) as Row);
    const mine = isAdminRequest(request) ? null : await memberships(ctx.db, request);
    return rows.map((row) =>
      dto(model, row, mine ? (mine.get(rowStore(model, row)) ?? NO_ACCESS) : ADMIN_ACCESS),
    );
  };

  const rowStore = (model: BreadModel, row: Row) => Number(model.scope === "self" ? row.id : row.website_id);

  /**
   * A record of no store, as the caller may act on it: another user's own record answers 404,
   * exactly as a missing one, so ids cannot be probed.
   */
  const accountRecord = async (
    request: FastifyRequest,
    model: BreadModel,
    id: number,
    action: Action,
  ): Promise<AccountRecordWrite> => {
    const w = accountGate(request, model, action);
    const existing = await findRow(model, id, { deleted: action !== "read" && action !== "list" });
    if (model.scope === "own" && Number(existing.user_id) !== w.user.id) throw notFound();
    return { ...w, id, existing };
  };

  /** The record a write acts on, in a store where the caller holds the right. */
  const recordWrite = async (
    request: FastifyRequest,
    model: BreadModel,
    id: number,
    action: Action,
  ): Promise<RecordWrite> => {
    const existing = await findRow(model, id);
    const websiteId = rowStore(model, existing);
    const { website, access } = await storeAccess(request, model, action, websiteId);
    return { ctx, user: currentUser(request), id, websiteId, access, website, existing };
  };

  /** A list request's paging, sort and filter, and the stores it may show (a store filter becomes the scope). */
  const listInput = async (request: FastifyRequest, model: BreadModel, query: z.infer<typeof listQuery>) => {
    const params = parseListParams(model, query);
    const scope = await listScope(request, model, params.filter);
    if (model.memberFilter && !isAdminRequest(request))
      params.filter = { ...params.filter, ...model.memberFilter };
    const { website_id: _scoped, all: _all, ...filter } = params.filter;
    const { all: _every, ...unscoped } = params.filter;
    return { params: { ...params, filter: model.scope === "store" ? filter : unscoped }, scope };
  };

  /**
   * The whole filtered list as CSV lines, a page at a time: the columns are the ones asked for, or
   * the record's fields as the API answers them; each record is redacted as in the list.
   */
  async function* exportLines(
    request: FastifyRequest,
    model: BreadModel,
    params: ListParams,
    scope: ListScope,
    fields: string[] | null,
  ): AsyncGenerator<string> {
    let header = fields;
    if (header) yield csvLine(header);
    for (let offset = 0; ; offset += EXPORT_PAGE) {
      const rows = await listPage(db, model, { ...params, offset, limit: EXPORT_PAGE }, scope);
      const records = await listDtos(request, model, rows);
      if (!header && records.length > 0) {
        header = Object.keys(records[0]!);
        yield csvLine(header);
      }
      const columns = header ?? [];
      if (records.length > 0)
        yield csvLines(records.map((record) => columns.map((key) => csvValue(record[key]))));
      if (rows.length < EXPORT_PAGE) return;
    }
  }

  r.get(
    "/api/bread/:model/export",
    {
      config: access,
      schema: {
        tags: ["bread"],
        summary: "The whole filtered list as CSV, streamed (same sort and filter as the list)",
        description:
          "Needs the model's list right. `fields` (comma-separated) picks and orders the columns; " +
          "without it the columns are the record's fields.",
        params: modelParam,
        querystring: listQuery.pick({ sort: true, filter: true }).extend({ fields: z.string().optional() }),
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const model = modelFor(request.params.model);
      const { params, scope } = await listInput(request, model, request.query);
      const fields = request.query.fields?.split(",").filter((field) => field !== "") ?? null;
      const day = todayIso();
      return sendCsv(
        reply,
        `${model.name.toLowerCase()}-${day}.csv`,
        exportLines(request, model, params, scope, fields?.length ? fields : null),
      );
    },
  );

  r.get(
    "/api/bread/:model",
    {
      config: access,
      schema: {
        tags: ["bread"],
        summary: "List records (ra-data-simple-rest)",
        description: describeModels(MODELS.values()),
        params: modelParam,
        querystring: listQuery,
      },
    },
    async (request, reply) => {
      const model = modelFor(request.params.model);
      const { params, scope } = await listInput(request, model, request.query);
      const { rows, total } = await listRows(db, model, params, scope);
      const end = rows.length === 0 ? params.offset : params.offset + rows.length - 1;
      return reply
        .header("content-range", `${model.name.toLowerCase()} ${params.offset}-${end}/${total}`)
        .header("access-control-expose-headers", "Content-Range")
        .send(await listDtos(request, model, rows));
    },
  );

  r.get(
    "/api/bread/:model/:id",
    {
      config: access,
      schema: {
        tags: ["bread"],
        summary: "Read one record",
        description:
          "A record with a `version` answers it as its ETag too (send it back as If-Match to save).",
        params: idParam,
      },
    },
    async (request, reply) => {
      const model = modelFor(request.params.model);
      if (!isStoreScoped(model)) {
        const { existing, isAdmin } = await accountRecord(request, model, request.params.id, "read");
        const hidden = Object.entries(isAdmin ? {} : (model.memberFilter ?? {}));
        if (hidden.some(([key, value]) => String(existing[key]) !== String(value))) throw notFound();
        tagVersion(reply, existing);
        return dto(model, existing, null);
      }
      const row = await findRow(model, request.params.id);
      // A row of no store is the platform's own (a platform-wide event): only platform admins read it.
      if (model.scope === "store" && row.website_id === null) {
        if (!isAdminRequest(request)) throw notFound();
        return dto(model, row, ADMIN_ACCESS);
      }
      const { access } = await storeAccess(request, model, "read", rowStore(model, row));
      tagVersion(reply, row);
      return dto(model, row, access);
    },
  );

  r.post(
    "/api/bread/:model",
    {
      config: writes,
      schema: {
        tags: ["bread"],
        summary: "Create a record",
        params: modelParam,
        response: { 201: z.record(z.string(), z.unknown()).describe("the created record"), 405: errorDto },
        body: z.record(z.string(), z.unknown()),
      },
    },
    async (request, reply) => {
      const model = modelFor(request.params.model);
      if (!writesInStore(model, "create")) {
        const viaAccount = model.accountService?.create;
        if (!viaAccount) throw notHere(model, "created");
        const id = await viaAccount(request.body, accountGate(request, model, "create"));
        return reply.code(201).send(dto(model, await findRow(model, id), null));
      }
      const viaService = model.service?.create;
      if (!viaService) throw notHere(model, "created");
      const body = request.body as Row;
      const raw = body.website_id ?? activeWebsiteId(request);
      const websiteId = typeof raw === "number" ? raw : NaN;
      if (!Number.isInteger(websiteId) || websiteId <= 0)
        throw badRequest("Choose a store first.", { website_id: "This element is required" });
      const { website, access } = await storeAccess(request, model, "create", websiteId, MSG.websiteNotFound);
      const user = currentUser(request);
      const id = await viaService(body, { ctx, user, websiteId, access, website, existing: null });
      return reply.code(201).send(dto(model, await findRow(model, id), access));
    },
  );

  r.put(
    "/api/bread/:model/:id",
    {
      config: writes,
      schema: {
        tags: ["bread"],
        summary: "Update a record",
        description:
          'A save may send the version it read, as `If-Match: "<version>"` or a `version` field: ' +
          "when the record changed since, nothing is written and 409 answers it as it is now (`current`).",
        params: idParam,
        response: {
          200: z.record(z.string(), z.unknown()).describe("the record as saved"),
          405: errorDto,
        },
        body: z.record(z.string(), z.unknown()),
      },
    },
    async (request) => {
      const model = modelFor(request.params.model);
      const version = askedVersion(request);
      const body = withoutVersion(request.body);
      if (!isStoreScoped(model)) {
        const viaAccount = model.accountService?.update;
        if (!viaAccount) throw notHere(model, "changed");
        const w = { ...(await accountRecord(request, model, request.params.id, "update")), version };
        const now = async () => dto(model, await findRow(model, w.id, { deleted: true }), null);
        await answeringCurrent(async () => {
          assertVersion(w.existing, version);
          await viaAccount(body, w);
        }, now);
        return now();
      }
      const viaService = model.service?.update;
      if (!viaService) throw notHere(model, "changed");
      const w = { ...(await recordWrite(request, model, request.params.id, "update")), version };
      const now = async () => dto(model, await findRow(model, w.id, { deleted: true }), w.access);
      await answeringCurrent(async () => {
        // A version older than the one just read is refused before any work; the write's own
        // bumpVersion checks it again in its transaction (two saves of the same version: one wins).
        assertVersion(w.existing, version);
        await viaService(body, w);
      }, now);
      return now();
    },
  );

  r.delete(
    "/api/bread/:model/:id",
    {
      config: writes,
      schema: {
        tags: ["bread"],
        summary: "Delete a record (soft for products, orders and stores)",
        params: idParam,
        response: { 200: z.record(z.string(), z.unknown()).describe("the record as it was"), 405: errorDto },
      },
    },
    async (request) => {
      const model = modelFor(request.params.model);
      if (model.noDelete) throw notHere(model, "deleted");
      if (!isStoreScoped(model)) {
        const viaAccount = model.accountService?.delete;
        if (!viaAccount) throw notHere(model, "deleted");
        const w = await accountRecord(request, model, request.params.id, "delete");
        await viaAccount(w);
        return dto(model, w.existing, null);
      }
      const viaService = model.service?.delete;
      if (!viaService) throw notHere(model, "deleted");
      const w = await recordWrite(request, model, request.params.id, "delete");
      await viaService(w);
      return dto(model, w.existing, w.access);
    },
  );
}
