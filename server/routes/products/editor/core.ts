import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../context.js";
import { isAdminRequest } from "../../../auth/guard.js";
import { grantedStore } from "../../../http/access.js";
import type { Product } from "../../../db/schema.js";
import { fromJson, nowIso, toJson } from "../../../db/json.js";
import { HttpError, notFound } from "../../../errors.js";
import { resolveLimits, withinLimit } from "../../../../domain/plans.js";
import { editorDto, loadEditorDto, reloadEditorDto, type EditorDto } from "./dto.js";
import { createBody, EDITOR_MSG, updateBody, type UpdateBody } from "./schemas.js";
import { applySave, newId } from "./save.js";
import { EDITOR_SUCCESS, editableProduct, editsAsAdmin, liveProduct, tags } from "./common.js";
import { idParam } from "../../../http/params.js";

/** Spec §4 "Max. products limit has been reached": the store's plan counts live products. */
export async function assertProductLimit(ctx: AppContext, websiteId: number, limits: unknown, plan: unknown) {
  const row = await ctx.db.kysely
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("website_id", "=", websiteId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!withinLimit(resolveLimits(plan, fromJson(limits, {})), "products", Number(row?.n ?? 0) + 1))
    throw new HttpError(409, EDITOR_MSG.productLimit);
}

/**
 * Insert a new store product (a unique placeholder slug, no price yet), run the editor's save on
 * it in the same transaction and answer the editor's view of it.
 */
export async function insertEditorProduct(
  ctx: AppContext,
  request: FastifyRequest,
  websiteId: number,
  body: UpdateBody,
  values: {
    supplier_product_id: number | null;
    name: string;
    price_fixed?: number;
    /** The stored path of the product's picture, which the store shows. */
    preview_photo?: string;
    data: Record<string, unknown>;
  },
): Promise<EditorDto> {
  const k = ctx.db.kysely;
  const id = await k.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await trx
      .insertInto("products")
      .values({
        website_id: websiteId,
        supplier_product_id: values.supplier_product_id,
        name: values.name,
        slug: `new-${newId()}`.toLowerCase(),
        price: 0,
        ...(values.price_fixed === undefined ? {} : { price_fixed: values.price_fixed }),
        ...(values.preview_photo === undefined ? {} : { preview_photo: values.preview_photo }),
        available: 0,
        data: toJson({ new_type: 1, ...values.data, create_id: newId().slice(0, 10) }),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await applySave(trx, row, body, { isAdmin: isAdminRequest(request), isNew: true });
    return row.id;
  });
  const product = await k.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  return loadEditorDto(ctx, k, product);
}

/** Save the editor's body on a product in one transaction and answer its view with the success text. */
export async function saveEditorProduct(
  ctx: AppContext,
  product: Product,
  body: UpdateBody,
  isAdmin: boolean,
): Promise<EditorDto & { message: string }> {
  const k = ctx.db.kysely;
  await k.transaction().execute((trx) => applySave(trx, product, body, { isAdmin, isNew: false }));
  return { ...(await reloadEditorDto(ctx, k, product.id)), message: EDITOR_SUCCESS.updated };
}

/** The editor's read, create from a supplier blank, and save (spec §7 Products). */
export async function editorCoreRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/products/:id/editor",
    {
      schema: {
        tags,
        summary:
          "A store product as the editor shows it: fields, variants, supplier colours, pricing lines (edit_products)",
        params: idParam,
        response: { 200: editorDto },
      },
      config: { access: editableProduct("edit_products") },
    },
    async (request) => {
      return loadEditorDto(ctx, k, await liveProduct(ctx, request.params.id));
    },
  );

  r.post(
    "/api/products/create",
    {
      schema: {
        tags,
        summary:
          "Create a store product from a supplier blank with the chosen colours and sizes (add_products)",
        description:
          "Variants are generated per spec §4; without a price the product starts at the default 40 % margin over the minimum price, rounded up to .99.",
        body: createBody,
        response: { 201: editorDto },
      },
      config: {
        access: { right: "add_products", from: ["body.website_id", "active"] },
        changesStorefront: true,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { website } = grantedStore(request);
      const supplier = await k
        .selectFrom("supplier_products")
        .select(["id", "name", "suggested_method"])
        .where("id", "=", body.supplier_product_id)
        .where("is_active", "=", 1)
        .executeTakeFirst();
      if (!supplier) throw notFound();
      await assertProductLimit(ctx, website.id, website.limits, website.plan);
      const product = await insertEditorProduct(ctx, request, website.id, body, {
        supplier_product_id: supplier.id,
        name: body.name ?? supplier.name.slice(0, 50),
        price_fixed: body.price_fixed ?? 0,
        data: {},
      });
      return reply.code(201).send(product);
    },
  );

  r.post(
    "/api/products/:id/update",
    {
      schema: {
        tags,
        summary:
          "Save the product editor: texts, categories, publish window, colours and sizes, pricing (edit_products)",
        description:
          "One transaction. Name cut to 50; a publish start not before the end is rejected (422 on published_from); the price must not be below the minimum price (422 on price). min_quantity, custom_fee, same_variant_price, print_areas and generatedVariants are admin-only and ignored for others.",
        params: idParam,
        body: updateBody,
        response: { 200: editorDto.extend({ message: editorDto.shape.name }) },
      },
      config: { access: editableProduct("edit_products"), changesStorefront: true },
    },
    async (request) => {
      const product = await liveProduct(ctx, request.params.id);
      return saveEditorProduct(ctx, product, request.body, editsAsAdmin(request));
    },
  );
}
