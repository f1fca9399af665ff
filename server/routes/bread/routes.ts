import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { activeWebsiteId, currentUser, isAdminRequest, memberships, requireStore } from "../../auth/guard.js";
import { storesWhere } from "../../auth/access.js";
import { badRequest, forbidden, HttpError, notFound } from "../../errors.js";
import { MSG } from "../../../domain/messages.js";
import { NO_ACCESS, type StoreAccess } from "../../../domain/permissions.js";
import {
  loose,
  type BreadModel,
  type RecordWrite,
  type Right,
  type Row,
  type WriteContext,
} from "./model.js";
import { parseListParams } from "./params.js";
import { baseQuery, col, listRows } from "./query.js";
import { MODELS } from "./models/index.js";
import { errorDto } from "../../http/api-contract.js";
import { invalidateStorefront } from "../../storefront/cache.js";

const listQuery = z.object({
  sort: z.string().optional(),
  range: z.string().optional(),
  filter: z.string().optional(),
});
const idParam = z.object({ model: z.string(), id: z.coerce.number().int().positive() });
const modelParam = z.object({ model: z.string() });

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
   * Who may call: any session, and no more can be declared here. The model comes from the path, so
   * the right each action needs (RESOURCE_RIGHTS) and the store it applies in (the record's own, or
   * for a list or create the filter's, the body's or the active store) are known only once the model
   * is; the guard below (storeAccess, listScope) checks them for every action, in the handler.
   */
  const access = { access: "signed-in" } as const;
  const typed = ctx.db.kysely;
  const db = loose(typed);
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * The store a request acts in, with the caller's rights there: the one store gate (not a member:
   * 404, exactly as for a missing record, so ids cannot be probed; a member without the right: 403).
   */
  const storeAccess = (
    request: FastifyRequest,
    websiteId: number,
    right: Right,
    missing: string = MSG.notFound,
  ) => requireStore(ctx.db, request, websiteId, right, missing);

  /** Which stores a list may show: the one asked for, or all the caller holds the right in. */
  const listScope = async (request: FastifyRequest, model: BreadModel, filter: Record<string, unknown>) => {
    const right = model.rights.list;
    const asked = model.scope === "store" ? (filter.website_id ?? activeWebsiteId(request)) : null;
    if (asked !== null && asked !== undefined) {
      const id = Number(asked);
      if (!Number.isInteger(id)) throw badRequest("The website_id filter value is invalid.");
      await storeAccess(request, id, right, MSG.websiteNotFound);
      return [id];
    }
    if (isAdminRequest(request)) return null;
    if (right === "platform_admin") throw forbidden();
    return storesWhere(await memberships(ctx.db, request), right);
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
    if (!model.redact) return rows.map((row) => model.toDto(row, ctx) as Row);
    const mine = isAdminRequest(request) ? null : await memberships(ctx.db, request);
    return rows.map((row) =>
      dto(model, row, mine ? (mine.get(rowStore(model, row)) ?? NO_ACCESS) : ADMIN_ACCESS),
    );
  };

  const rowStore = (model: BreadModel, row: Row) => Number(model.scope === "self" ? row.id : row.website_id);

  /** The record a write acts on, in a store where the caller holds the right. */
  const recordWrite = async (
    request: FastifyRequest,
    model: BreadModel,
    id: number,
    right: Right,
  ): Promise<RecordWrite> => {
    const existing = await findRow(model, id);
    const websiteId = rowStore(model, existing);
    const { access } = await storeAccess(request, websiteId, right);
    return { ctx, user: currentUser(request), id, websiteId, access, existing };
  };

  r.get(
    "/api/bread/:model",
    {
      config: access,
      schema: {
        tags: ["bread"],
        summary: "List records (ra-data-simple-rest)",
        params: modelParam,
        querystring: listQuery,
      },
    },
    async (request, reply) => {
      const model = modelFor(request.params.model);
      const params = parseListParams(model, request.query);
      const scope = await listScope(request, model, params.filter);
      const { website_id: _scoped, ...filter } = params.filter;
      const { rows, total } = await listRows(
        db,
        model,
        { ...params, filter: model.scope === "store" ? filter : params.filter },
        scope,
      );
      const end = rows.length === 0 ? params.offset : params.offset + rows.length - 1;
      return reply
        .header("content-range", `${model.name.toLowerCase()} ${params.offset}-${end}/${total}`)
        .header("access-control-expose-headers", "Content-Range")
        .send(await listDtos(request, model, rows));
    },
  );

  r.get(
    "/api/bread/:model/:id",
    { config: access, schema: { tags: ["bread"], summary: "Read one record", params: idParam } },
    async (request) => {
      const model = modelFor(request.params.model);
      const row = await findRow(model, request.params.id);
      const { access } = await storeAccess(request, rowStore(model, row), model.rights.read);
      return dto(model, row, access);
    },
  );

  r.post(
    "/api/bread/:model",
    {
      config: access,
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
      const create = model.create;
      const viaService = model.service?.create;
      if (!create && !viaService) throw notHere(model, "created");
      const body = request.body as Row;
      const user = currentUser(request);
      let w: WriteContext = { ctx, user, websiteId: null, access: null, existing: null };
      if (model.scope === "store") {
        const raw = body.website_id ?? activeWebsiteId(request);
        const websiteId = typeof raw === "number" ? raw : NaN;
        if (!Number.isInteger(websiteId) || websiteId <= 0)
          throw badRequest("Choose a store first.", { website_id: "This element is required" });
        const { access } = await storeAccess(request, websiteId, model.rights.create, MSG.websiteNotFound);
        w = { ...w, websiteId, access };
        if (viaService) {
          const id = await viaService(body, { ...w, websiteId, access });
          return reply.code(201).send(dto(model, await findRow(model, id), access));
        }
      } else if (model.rights.create === "platform_admin" && !isAdminRequest(request)) {
        throw forbidden();
      }
      if (!create) throw notHere(model, "created");
      const values = await create.prepare(create.schema.parse(body), w);
      const inserted = await typed.transaction().execute(async (trx) => {
        const row = await loose(trx)
          .insertInto(model.table)
          .values(values)
          .returning("id")
          .executeTakeFirstOrThrow();
        await model.afterWrite?.(trx, Number(row.id), null);
        return row;
      });
      if (w.websiteId !== null) invalidateStorefront(w.websiteId);
      return reply.code(201).send(dto(model, await findRow(model, Number(inserted.id)), w.access));
    },
  );

  r.put(
    "/api/bread/:model/:id",
    {
      config: access,
      schema: {
        tags: ["bread"],
        summary: "Update a record",
        params: idParam,
        response: { 200: z.record(z.string(), z.unknown()).describe("the record as saved"), 405: errorDto },
        body: z.record(z.string(), z.unknown()),
      },
    },
    async (request) => {
      const model = modelFor(request.params.model);
      if (!model.update && !model.service?.update) throw notHere(model, "changed");
      const w = await recordWrite(request, model, request.params.id, model.rights.update);
      if (model.service?.update) {
        await model.service.update(request.body, w);
      } else if (model.update) {
        const values = await model.update.prepare(model.update.schema.parse(request.body), w);
        if (Object.keys(values).length > 0) {
          await typed.transaction().execute(async (trx) => {
            await loose(trx).updateTable(model.table).set(values).where("id", "=", w.id).execute();
            await model.afterWrite?.(trx, w.id, w.existing);
          });
        }
        invalidateStorefront(w.websiteId);
      }
      return dto(model, await findRow(model, w.id, { deleted: true }), w.access);
    },
  );

  r.delete(
    "/api/bread/:model/:id",
    {
      config: access,
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
      const w = await recordWrite(request, model, request.params.id, model.rights.delete);
      if (model.service?.delete) {
        await model.service.delete(w);
        return dto(model, w.existing, w.access);
      }
      await typed.transaction().execute(async (trx) => {
        if (model.softDeleteValues) {
          await loose(trx)
            .updateTable(model.table)
            .set(model.softDeleteValues())
            .where("id", "=", w.id)
            .execute();
        } else {
          await loose(trx).deleteFrom(model.table).where("id", "=", w.id).execute();
        }
        await model.afterWrite?.(trx, w.id, w.existing);
      });
      invalidateStorefront(w.websiteId);
      return dto(model, w.existing, w.access);
    },
  );
}
