import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import { notFound } from "../../../domain/errors.js";
import { CATALOGUE_MSG } from "../../../domain/messages.js";
import { inTransaction } from "../../db/transaction.js";
import { recordSupplierProductWrite } from "./activity.js";

/** The first free style id of the form "<style>-copy", "<style>-copy-2", ... */
async function freeStyleId(trx: Kysely<Database>, style: string): Promise<string> {
  const base = `${style}-copy`;
  const taken = new Set(
    (
      await trx
        .selectFrom("supplier_products")
        .select("style_id")
        .where("style_id", "like", `${base}%`)
        .execute()
    ).map((r) => r.style_id),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/**
 * Copies a supplier product and every variant (POST /api/clone/smake/{id}). The copy starts
 * inactive, so no store sees it before an admin has reviewed it, and points at its source.
 */
export function cloneSupplierProduct(k: Kysely<Database>, sourceId: number): Promise<number> {
  return inTransaction(k, (trx) => copySupplierProduct(trx, sourceId));
}

async function copySupplierProduct(trx: Kysely<Database>, sourceId: number): Promise<number> {
  const source = await trx
    .selectFrom("supplier_products")
    .selectAll()
    .where("id", "=", sourceId)
    .executeTakeFirst();
  if (!source) throw notFound(CATALOGUE_MSG.supplierProductNotFound);
  const now = nowIso();
  const { id: _id, created_at: _created, ...fields } = source;
  const copy = await trx
    .insertInto("supplier_products")
    .values({
      ...fields,
      style_id: await freeStyleId(trx, source.style_id),
      name: `${source.name} (copy)`,
      is_active: 0,
      similar_product_id: source.id,
      print_areas: toJson(fromJson(source.print_areas, [])),
      size_images: toJson(fromJson(source.size_images, [])),
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const variants = await trx
    .selectFrom("supplier_variants")
    .selectAll()
    .where("supplier_product_id", "=", source.id)
    .orderBy("id")
    .execute();
  if (variants.length > 0) {
    await trx
      .insertInto("supplier_variants")
      .values(
        variants.map(({ id: _v, supplier_product_id: _p, ...v }) => ({
          ...v,
          supplier_product_id: copy.id,
          images: toJson(fromJson(v.images, [])),
        })),
      )
      .execute();
  }
  await recordSupplierProductWrite(trx, copy.id, "create", null);
  return copy.id;
}
