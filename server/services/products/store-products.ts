import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database, Product, Website } from "../../db/schema.js";
import { nowIso, toJson } from "../../db/json.js";
import { conflict, notFound } from "../../../domain/errors.js";
import { storeLimits, withinLimit } from "../../../domain/plans.js";
import { EDITOR_MSG, type CreateBody, type UpdateBody } from "../../../domain/contracts/product-editor.js";
import { applySave, newId } from "./save.js";
import { recordProductWrite } from "./activity.js";
import { liveProductCount } from "./counts.js";

type Q = Kysely<Database>;

/**
 * "Max. products limit has been reached": the store's plan counts its live products, and `added`
 * more must still fit. Every path that adds products to a store (editor, custom product, the
 * creator's publish, BREAD) asks here.
 */
export async function assertProductLimit(
  q: Q,
  website: Pick<Website, "id" | "plan" | "limits">,
  added = 1,
): Promise<void> {
  if (added <= 0) return;
  const limits = storeLimits(website);
  if (!withinLimit(limits, "products", (await liveProductCount(q, website.id)) + added))
    throw conflict(EDITOR_MSG.productLimit);
}

/**
 * Inserts a new store product (a unique placeholder slug, no price yet) and runs the editor's save
 * on it in the same transaction, after the plan's product limit. Answers its id.
 */
export async function insertStoreProduct(
  q: Q,
  website: Pick<Website, "id" | "plan" | "limits">,
  body: UpdateBody,
  values: {
    supplier_product_id: number | null;
    name: string;
    price_fixed?: number;
    /** The stored path of the product's picture, which the store shows. */
    preview_photo?: string;
    data: Record<string, unknown>;
  },
  isAdmin: boolean,
): Promise<number> {
  await assertProductLimit(q, website);
  return q.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await trx
      .insertInto("products")
      .values({
        website_id: website.id,
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
    await applySave(trx, row, body, { isAdmin, isNew: true });
    await recordProductWrite(trx, row.id, "create", null);
    return row.id;
  });
}

/** A store product made from an active supplier blank with the chosen colours and sizes. Answers its id. */
export async function createFromBlank(
  q: Q,
  website: Pick<Website, "id" | "plan" | "limits">,
  body: CreateBody,
  isAdmin: boolean,
): Promise<number> {
  const supplier = await q
    .selectFrom("supplier_products")
    .select(["id", "name"])
    .where("id", "=", body.supplier_product_id)
    .where("is_active", "=", 1)
    .executeTakeFirst();
  if (!supplier) throw notFound();
  return insertStoreProduct(
    q,
    website,
    body,
    {
      supplier_product_id: supplier.id,
      name: body.name ?? supplier.name.slice(0, 50),
      price_fixed: body.price_fixed ?? 0,
      data: {},
    },
    isAdmin,
  );
}

/**
 * The editor's save of a live product, in one transaction; with the version the editor read, a
 * product saved by someone else meanwhile is refused (StaleVersion) and nothing is written.
 */
export async function saveStoreProduct(
  ctx: AppContext,
  product: Product,
  body: UpdateBody,
  isAdmin: boolean,
): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await applySave(trx, product, body, { isAdmin, isNew: false, version: body.version });
    await recordProductWrite(trx, product.id, "update", product);
  });
}
