import type { Kysely, Transaction } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { invalid, notFound } from "../../../domain/errors.js";
import { PROMO_MSG, type DiscountInput } from "../../../domain/discounts.js";
import type { ActivityAction } from "../../../domain/activity.js";
import { recordActivity } from "../activity/record.js";

type Q = Kysely<Database> | Transaction<Database>;

export const DISCOUNT_COLUMNS = [
  "id",
  "website_id",
  "code",
  "title",
  "kind",
  "value",
  "minimum_order",
  "usage_limit",
  "once_per_customer",
  "used_count",
  "applies_to",
  "starts_at",
  "ends_at",
  "active",
  "created_at",
  "updated_at",
  "version",
] as const;

/** A discount by id (its store was checked by the route's declaration). */
export async function loadDiscount(ctx: AppContext, id: number) {
  const row = await ctx.db.kysely
    .selectFrom("discounts")
    .select(DISCOUNT_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The chosen products and categories must be the store's own; unknown ids are field errors. */
async function checkScope(db: Q, websiteId: number, input: DiscountInput): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const productIds = input.applies_to === "products" ? [...new Set(input.product_ids)] : [];
  const categoryIds = input.applies_to === "categories" ? [...new Set(input.category_ids)] : [];
  if (productIds.length > 0) {
    const found = await db
      .selectFrom("products")
      .select("id")
      .where("website_id", "=", websiteId)
      .where("deleted_at", "is", null)
      .where("id", "in", productIds)
      .execute();
    if (found.length !== productIds.length) errors.product_ids = PROMO_MSG.scopeEmpty;
  }
  if (categoryIds.length > 0) {
    const found = await db
      .selectFrom("categories")
      .select("id")
      .where("id", "in", categoryIds)
      .where((eb) => eb.or([eb("website_id", "=", websiteId), eb("website_id", "is", null)]))
      .execute();
    if (found.length !== categoryIds.length) errors.category_ids = PROMO_MSG.scopeEmpty;
  }
  return errors;
}

/** Replaces a discount's product and category links with the input's. */
async function writeScope(trx: Q, discountId: number, input: DiscountInput): Promise<void> {
  await trx.deleteFrom("discount_products").where("discount_id", "=", discountId).execute();
  await trx.deleteFrom("discount_categories").where("discount_id", "=", discountId).execute();
  const productIds = input.applies_to === "products" ? [...new Set(input.product_ids)] : [];
  const categoryIds = input.applies_to === "categories" ? [...new Set(input.category_ids)] : [];
  if (productIds.length > 0)
    await trx
      .insertInto("discount_products")
      .values(productIds.map((product_id) => ({ discount_id: discountId, product_id })))
      .execute();
  if (categoryIds.length > 0)
    await trx
      .insertInto("discount_categories")
      .values(categoryIds.map((category_id) => ({ discount_id: discountId, category_id })))
      .execute();
}

async function codeTaken(db: Q, websiteId: number, code: string, exceptId?: number): Promise<boolean> {
  const [discount, card] = await Promise.all([
    db
      .selectFrom("discounts")
      .select("id")
      .where("website_id", "=", websiteId)
      .where("code", "=", code)
      .$if(exceptId !== undefined, (q) => q.where("id", "!=", exceptId!))
      .executeTakeFirst(),
    // One code field at checkout: a discount code must not shadow a gift card of the store.
    db
      .selectFrom("gift_cards")
      .select("id")
      .where("website_id", "=", websiteId)
      .where("code", "=", code)
      .executeTakeFirst(),
  ]);
  return discount !== undefined || card !== undefined;
}

/** What is wrong with an input beyond its shape: a taken code, products or categories not the store's. */
export async function inputErrors(
  db: Q,
  websiteId: number,
  input: DiscountInput,
  exceptId?: number,
): Promise<Record<string, string>> {
  const errors = await checkScope(db, websiteId, input);
  if (await codeTaken(db, websiteId, input.code, exceptId)) errors.code = PROMO_MSG.codeTaken;
  return errors;
}

export async function assertValidInput(
  db: Q,
  websiteId: number,
  input: DiscountInput,
  exceptId?: number,
): Promise<void> {
  const errors = await inputErrors(db, websiteId, input, exceptId);
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** The columns an input sets, the same on create, edit and import. */
function settingsOf(input: DiscountInput) {
  return {
    code: input.code,
    title: input.title ?? null,
    kind: input.kind,
    value: input.value,
    minimum_order: input.minimum_order,
    usage_limit: input.usage_limit,
    once_per_customer: input.once_per_customer,
    applies_to: input.applies_to,
    starts_at: input.starts_at,
    ends_at: input.ends_at,
    active: input.active,
  };
}

/**
 * Inserts a discount with its product and category links, inside the caller's transaction, and
 * records it in the activity trail ("create" from the form, "import" per row of a CSV).
 */
export async function insertDiscount(
  trx: Q,
  websiteId: number,
  input: DiscountInput,
  createdBy: number,
  now: string,
  action: ActivityAction = "create",
): Promise<number> {
  const row = await trx
    .insertInto("discounts")
    .values({
      website_id: websiteId,
      ...settingsOf(input),
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .returning(DISCOUNT_COLUMNS)
    .executeTakeFirstOrThrow();
  await writeScope(trx, row.id, input);
  await recordActivity(trx, { entity: "Discount", entityId: row.id, action, websiteId, after: row });
  return row.id;
}

/** Replaces a discount's settings and links, inside the caller's transaction; its usage count is kept. */
export async function updateDiscount(trx: Q, id: number, input: DiscountInput, now: string): Promise<void> {
  const before = await trx
    .selectFrom("discounts")
    .select(DISCOUNT_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const after = await trx
    .updateTable("discounts")
    .set({ ...settingsOf(input), updated_at: now })
    .where("id", "=", id)
    .returning(DISCOUNT_COLUMNS)
    .executeTakeFirstOrThrow();
  await writeScope(trx, id, input);
  await recordActivity(trx, {
    entity: "Discount",
    entityId: id,
    action: "update",
    websiteId: after.website_id,
    before,
    after,
  });
}

/** Deletes a discount inside the caller's transaction; orders that used it keep their amounts. */
export async function removeDiscount(trx: Q, id: number): Promise<void> {
  const before = await trx
    .selectFrom("discounts")
    .select(DISCOUNT_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  await trx.deleteFrom("discounts").where("id", "=", id).execute();
  await recordActivity(trx, {
    entity: "Discount",
    entityId: id,
    action: "delete",
    websiteId: before.website_id,
    before,
  });
}
