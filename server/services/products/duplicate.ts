import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import type { Database } from "../../db/schema.js";
import { PRODUCT_NAME_MAX } from "../../../domain/products.js";
import { giftCardSlugs } from "./slugs.js";
import { recordProductWrite } from "./activity.js";

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** A variant id is 20 characters long. */
function variantId(): string {
  return [...randomBytes(20)].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join("");
}

/** "Name (copy)", cut so the whole stays within the 50-character name limit. */
export function copyName(name: string): string {
  const suffix = " (copy)";
  return `${name.slice(0, PRODUCT_NAME_MAX - suffix.length)}${suffix}`;
}

/** The first of slug-copy, slug-copy-2, ... that no product of the store uses (deleted ones included). */
export function copySlug(slug: string, taken: ReadonlySet<string>): string {
  const base = `${slug}-copy`;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Copies products with their variants (new ids) and categories, unpublished and placed after the
 * store's last product, so a copy never goes on sale before someone looks at it.
 */
export function duplicateProducts(k: Kysely<Database>, ids: readonly number[]): Promise<number[]> {
  return k.transaction().execute((trx) => duplicate(trx, ids));
}

async function duplicate(trx: Kysely<Database>, ids: readonly number[]): Promise<number[]> {
  const rows = await trx.selectFrom("products").selectAll().where("id", "in", ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const now = nowIso();
  const created: number[] = [];
  for (const id of ids) {
    const { id: _old, ...row } = byId.get(id)!;
    const slugs = await trx
      .selectFrom("products")
      .select("slug")
      .where("website_id", "=", row.website_id)
      .where("slug", "like", `${row.slug}-copy%`)
      .execute();
    const giftCards = await giftCardSlugs(trx, row.website_id, `${row.slug}-copy`);
    const last = await trx
      .selectFrom("products")
      .select((eb) => eb.fn.max("sort_order").as("max"))
      .where("website_id", "=", row.website_id)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    const inserted = await trx
      .insertInto("products")
      .values({
        ...row,
        name: copyName(row.name),
        slug: copySlug(row.slug, new Set([...slugs.map((s) => s.slug), ...giftCards])),
        // PostgreSQL hands jsonb back parsed; written back as text so both drivers store JSON.
        data: toJson(fromJson(row.data, {})),
        available: 0,
        sort_order: Number(last?.max ?? 0) + 1,
        deleted_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const variants = await trx
      .selectFrom("product_variants")
      .selectAll()
      .where("product_id", "=", id)
      .execute();
    if (variants.length > 0) {
      await trx
        .insertInto("product_variants")
        .values(
          variants.map((v) => ({
            ...v,
            id: variantId(),
            product_id: inserted.id,
            attributes: toJson(fromJson(v.attributes, [])),
            generated_photos: toJson(fromJson(v.generated_photos, [])),
          })),
        )
        .execute();
    }
    const categories = await trx
      .selectFrom("product_categories")
      .select("category_id")
      .where("product_id", "=", id)
      .execute();
    if (categories.length > 0) {
      await trx
        .insertInto("product_categories")
        .values(categories.map((c) => ({ product_id: inserted.id, category_id: c.category_id })))
        .execute();
    }
    await recordProductWrite(trx, inserted.id, "create", null);
    created.push(inserted.id);
  }
  return created;
}
