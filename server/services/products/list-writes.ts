import type { Kysely, Updateable } from "kysely";
import { assertVersion, bumpVersion } from "../versions/index.js";
import { z } from "zod";
import type { Database, Product, ProductsTable } from "../../db/schema.js";
import { nowIso } from "../../db/json.js";
import { invalid } from "../../../domain/errors.js";
import { MSG } from "../../../domain/messages.js";
import { retailPriceError } from "../../../domain/pricing.js";
import { PRODUCT_NAME_MAX, publishWindowError } from "../../../domain/products.js";
import { slugify } from "../../../domain/slug.js";
import { loadMinimumPriceCents } from "./minimum-price.js";
import { assertPublishable } from "./publish-rules.js";
import { uniqueSlug } from "./slugs.js";
import type { ActivityAction } from "../../../domain/activity.js";
import { inTransaction } from "../../db/transaction.js";
import { productSnapshot, recordProductWrite } from "./activity.js";

const isoOrNull = z.union([z.iso.datetime({ offset: true }), z.null()]);

/** The fields a product list edits in place, each with its rule. */
export const quickFields = {
  name: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .transform((v) => v.slice(0, PRODUCT_NAME_MAX)),
  price: z.number({ error: "Price is required" }).int().positive("Price must be greater than 0"),
  available: z.union([z.literal(0), z.literal(1)]),
  min_quantity: z.number().int().min(1, "Value must be greater than or equal to 1"),
};

/** A quick edit: any of the list's fields, the slug and the publish window. */
export const quickEditInput = z.object({
  name: quickFields.name.optional(),
  slug: z.string().trim().min(1, MSG.required).max(PRODUCT_NAME_MAX).optional(),
  price: quickFields.price.optional(),
  available: quickFields.available.optional(),
  min_quantity: quickFields.min_quantity.optional(),
  published_from: isoOrNull.optional(),
  published_to: isoOrNull.optional(),
});
export type QuickEditInput = z.infer<typeof quickEditInput>;

/** The retail price is never below the product's minimum price: the error for a price, or null. */
export async function priceError(
  k: Kysely<Database>,
  id: number,
  price: number | undefined,
): Promise<string | null> {
  if (price === undefined) return null;
  return retailPriceError(price, await loadMinimumPriceCents(k, id));
}

type Editable = Pick<
  Product,
  "id" | "website_id" | "slug" | "available" | "published_from" | "published_to"
> & {
  version?: unknown;
};

/**
 * One product's quick edit (the list's inline edit, and BREAD's update): a publish start before its
 * end, a price not below the minimum, a product switched on meets the decoration rules, a slug
 * free in its store. With the version the caller read, a product saved since is refused
 * (StaleVersion) before those rules, which would be judged on values the caller has not seen.
 * Answers when it saved.
 */
export async function quickEditProduct(
  k: Kysely<Database>,
  row: Editable,
  input: QuickEditInput,
  { action = "update", version = null }: { action?: ActivityAction; version?: number | null } = {},
): Promise<string> {
  assertVersion(row, version);
  const from = input.published_from !== undefined ? input.published_from : row.published_from;
  const to = input.published_to !== undefined ? input.published_to : row.published_to;
  const windowError = publishWindowError(from, to);
  if (windowError) throw invalid({ published_from: windowError });
  const error = await priceError(k, row.id, input.price);
  if (error) throw invalid({ price: error });
  if (input.available === 1 && row.available !== 1) await assertPublishable(k, [row.id]);
  const changes: QuickEditInput = { ...input };
  if (input.slug !== undefined) {
    if (!slugify(input.slug)) throw invalid({ slug: MSG.required });
    // A typed slug another product or a gift card holds is refused, as in the editor.
    changes.slug = await uniqueSlug(k, row, input.slug, true);
  }
  const now = nowIso();
  await writeProduct(k, row.id, { ...changes, updated_at: now }, action, version);
  return now;
}

/** Product columns a list action sets directly. */
export type ProductValues = Updateable<ProductsTable>;

/**
 * Writes one product's columns and records it in the activity trail in the same transaction (the
 * one write of the list's actions: quick edit, publish, status, restore, order; and of the
 * editor's instant saves). Every such write moves the product's version; a save that read an older
 * version than `version` is refused.
 */
export async function writeProduct(
  k: Kysely<Database>,
  id: number,
  values: ProductValues,
  action: ActivityAction,
  version: number | null = null,
): Promise<void> {
  await inTransaction(k, async (trx) => {
    await bumpVersion(trx, "products", id, version);
    const before = (await productSnapshot(trx, id)) ?? null;
    await trx.updateTable("products").set(values).where("id", "=", id).execute();
    await recordProductWrite(trx, id, action, before);
  });
}

/** Products leave the store's lists and pages, kept in the table (the Deleted tab restores them). */
export async function softDeleteProducts(
  k: Kysely<Database>,
  ids: readonly number[],
  now = nowIso(),
): Promise<void> {
  if (ids.length === 0) return;
  await inTransaction(k, async (trx) => {
    for (const id of ids) await writeProduct(trx, id, { deleted_at: now, updated_at: now }, "delete");
  });
}
