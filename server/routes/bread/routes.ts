import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { activeWebsiteId, currentUser, isAdminRequest, memberships } from "../../auth/guard.js";
import { loadStoreAccess, storesWhere } from "../../auth/access.js";
import { badRequest, forbidden, notFound } from "../../errors.js";
import { MSG } from "../../../domain/messages.js";
import { can, isMember, type StoreAccess } from "../../../domain/permissions.js";
import { loose, type BreadModel, type Right, type Row, type WriteContext } from "./model.js";
import { parseListParams } from "./params.js";
import { baseQuery, col, listRows } from "./query.js";
import { MODELS } from "./models/index.js";
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

function allows(access: StoreAccess, right: Right): boolean {
  if (right === "platform_admin") return access.isAdmin;
  if (right === "member") return isMember(access);
  return can(access, right);
}

/**
 * /api/bread/{model}: ra-data-simple-rest over a registry of models. Every action checks the
 * model's right in the record's store; records of stores the caller cannot open answer 404.
 */
export async function breadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const typed = ctx.db.kysely;
  const db = loose(typed);
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * The store a request acts in, with the caller's rights there. Not a member: 404, exactly as
   * for a missing record, so ids cannot be probed. A member without the right: 403.
   */
  const storeAccess = async (
    request: FastifyRequest,
    websiteId: number,
    right: Right,
    missing: string = MSG.notFound,
  ) => {
    const found = await loadStoreAccess(ctx.db, currentUser(request), websiteId);
    if (!found || !isMember(found.access)) throw notFound(missing);
    if (!allows(found.access, right)) throw forbidden();
    return found;
  };

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
    return storesWhere(await memberships(ctx.db, request), right === "member" ? null : right);
  };

  const findRow = async (model: BreadModel, id: number): Promise<Row> => {
    const row = await baseQuery(db, model).where(col(model, "id"), "=", id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  const rowStore = (model: BreadModel, row: Row) => Number(model.scope === "self" ? row.id : row.website_id);

  r.get(
    "/api/bread/:model",
    {
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
        .send(rows.map((row) => model.toDto(row, ctx)));
    },
  );

  r.get(
    "/api/bread/:model/:id",
    { schema: { tags: ["bread"], summary: "Read one record", params: idParam } },
    async (request) => {
      const model = modelFor(request.params.model);
      const row = await findRow(model, request.params.id);
      await storeAccess(request, rowStore(model, row), model.rights.read);
      return model.toDto(row, ctx);
    },
  );

  r.post(
    "/api/bread/:model",
    {
      schema: {
        tags: ["bread"],
        summary: "Create a record",
        params: modelParam,
        body: z.record(z.string(), z.unknown()),
      },
    },
    async (request, reply) => {
      const model = modelFor(request.params.model);
      if (!model.create) throw badRequest(`${model.name} records cannot be created here.`);
      const input = model.create.schema.parse(request.body);
      const user = currentUser(request);
      let w: WriteContext = { ctx, user, websiteId: null, access: null, existing: null };
      if (model.scope === "store") {
        const websiteId = Number(input.website_id ?? activeWebsiteId(request));
        if (!Number.isInteger(websiteId) || websiteId <= 0)
          throw badRequest("Choose a store first.", { website_id: "This element is required" });
        const { access } = await storeAccess(request, websiteId, model.rights.create, MSG.websiteNotFound);
        w = { ...w, websiteId, access };
      } else if (model.rights.create === "platform_admin" && !isAdminRequest(request)) {
        throw forbidden();
      }
      const values = await model.create.prepare(input, w);
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
      return reply.code(201).send(model.toDto(await findRow(model, Number(inserted.id)), ctx));
    },
  );

  r.put(
    "/api/bread/:model/:id",
    {
      schema: {
        tags: ["bread"],
        summary: "Update a record",
        params: idParam,
        body: z.record(z.string(), z.unknown()),
      },
    },
    async (request) => {
      const model = modelFor(request.params.model);
      if (!model.update) throw badRequest(`${model.name} records cannot be changed here.`);
      const existing = await findRow(model, request.params.id);
      const websiteId = rowStore(model, existing);
      const { access } = await storeAccess(request, websiteId, model.rights.update);
      const input = model.update.schema.parse(request.body);
      const values = await model.update.prepare(input, {
        ctx,
        user: currentUser(request),
        websiteId,
        access,
        existing,
      });
      if (Object.keys(values).length > 0) {
        await typed.transaction().execute(async (trx) => {
          await loose(trx).updateTable(model.table).set(values).where("id", "=", request.params.id).execute();
          await model.afterWrite?.(trx, request.params.id, existing);
        });
      }
      invalidateStorefront(websiteId);
      return model.toDto(await findRow(model, request.params.id), ctx);
    },
  );

  r.delete(
    "/api/bread/:model/:id",
    {
      schema: {
        tags: ["bread"],
        summary: "Delete a record (soft for products, orders and stores)",
        params: idParam,
      },
    },
    async (request) => {
      const model = modelFor(request.params.model);
      const existing = await findRow(model, request.params.id);
      await storeAccess(request, rowStore(model, existing), model.rights.delete);
      await typed.transaction().execute(async (trx) => {
        if (model.softDeleteValues) {
          await loose(trx)
            .updateTable(model.table)
            .set(model.softDeleteValues())
            .where("id", "=", request.params.id)
            .execute();
        } else {
          await loose(trx).deleteFrom(model.table).where("id", "=", request.params.id).execute();
        }
        await model.afterWrite?.(trx, request.params.id, existing);
      });
      invalidateStorefront(rowStore(model, existing));
      return model.toDto(existing, ctx);
    },
  );
}
