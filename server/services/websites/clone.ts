import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import type { Database, User, Website } from "../../db/schema.js";
import { chunks } from "../../db/batch.js";
import { loose, type Row } from "../../db/loose.js";
import { recordStoreWrite } from "./activity.js";
import { prepareNewStore } from "./create.js";
import { copyStoredImage } from "./images.js";

type Q = Kysely<Database>;

/**
 * A JSON column copied between rows: PostgreSQL hands back parsed values (and node-pg would
 * write a JS array as a PostgreSQL array), SQLite hands back text; both take JSON text.
 */
const json = (value: unknown, fallback: unknown) => toJson(fromJson(value, fallback));
const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** The spec's 20-character product variant id. */
function variantId(): string {
  return [...randomBytes(20)].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join("");
}

/** Inserts rows in batches that fit both engines' bind-parameter limits. */
async function insertAll<T extends keyof Database>(q: Q, table: T, rows: Row[]): Promise<void> {
  const columns = Object.keys(rows[0] ?? {}).length;
  for (const batch of chunks(rows, columns)) {
    await loose(q).insertInto(table).values(batch).execute();
  }
}

/** Settings rows of the per-store tables: the same values under the new store. */
async function copySettings(trx: Q, from: number, to: number): Promise<void> {
  const strip = <R extends { id: number; website_id: number }>({ id: _id, website_id: _w, ...rest }: R) => ({
    ...rest,
    website_id: to,
  });
  const [address, departments, locations, emails, domains, whitelisted] = await Promise.all([
    trx.selectFrom("addresses").selectAll().where("website_id", "=", from).execute(),
    trx.selectFrom("departments").selectAll().where("website_id", "=", from).execute(),
    trx.selectFrom("office_locations").selectAll().where("website_id", "=", from).execute(),
    trx.selectFrom("store_contact_emails").selectAll().where("website_id", "=", from).execute(),
    trx.selectFrom("whitelist_domains").selectAll().where("website_id", "=", from).execute(),
    trx.selectFrom("whitelisted_emails").selectAll().where("website_id", "=", from).execute(),
  ]);
  await insertAll(
    trx,
    "addresses",
    address.map((a) => ({ ...strip({ ...a, website_id: a.website_id ?? from }), user_id: null })),
  );
  await insertAll(trx, "departments", departments.map(strip));
  await insertAll(trx, "office_locations", locations.map(strip));
  await insertAll(trx, "store_contact_emails", emails.map(strip));
  await insertAll(trx, "whitelist_domains", domains.map(strip));
  await insertAll(trx, "whitelisted_emails", whitelisted.map(strip));
}

/** Pages, categories (with their tree), products with variants and category links. */
async function copyCatalogue(trx: Q, from: number, to: number): Promise<void> {
  const now = nowIso();
  const pages = await trx.selectFrom("pages").selectAll().where("website_id", "=", from).execute();
  await insertAll(
    trx,
    "pages",
    pages.map(({ id: _id, ...p }) => ({
      ...p,
      sections: json(p.sections, []),
      data: json(p.data, {}),
      website_id: to,
      created_at: now,
      updated_at: now,
    })),
  );

  const categories = await trx.selectFrom("categories").selectAll().where("website_id", "=", from).execute();
  const categoryIds = new Map<number, number>();
  for (const batch of chunks(categories, 8)) {
    if (batch.length === 0) continue;
    const inserted = await trx
      .insertInto("categories")
      .values(batch.map(({ id: _id, ...c }) => ({ ...c, website_id: to, parent_id: null, created_at: now })))
      .returning(["id", "slug"])
      .execute();
    const bySlug = new Map(inserted.map((c) => [c.slug, c.id]));
    for (const c of batch) categoryIds.set(c.id, bySlug.get(c.slug)!);
  }
  for (const c of categories) {
    if (c.parent_id === null || !categoryIds.has(c.parent_id)) continue;
    await trx
      .updateTable("categories")
      .set({ parent_id: categoryIds.get(c.parent_id)! })
      .where("id", "=", categoryIds.get(c.id)!)
      .execute();
  }

  const products = await trx
    .selectFrom("products")
    .selectAll()
    .where("website_id", "=", from)
    .where("deleted_at", "is", null)
    .execute();
  const productIds = new Map<number, number>();
  for (const batch of chunks(products, 25)) {
    if (batch.length === 0) continue;
    const inserted = await trx
      .insertInto("products")
      .values(
        batch.map(({ id: _id, ...p }) => ({
          ...p,
          data: json(p.data, {}),
          website_id: to,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning(["id", "slug"])
      .execute();
    const bySlug = new Map(inserted.map((p) => [p.slug, p.id]));
    for (const p of batch) productIds.set(p.id, bySlug.get(p.slug)!);
  }
  const oldIds = [...productIds.keys()];
  if (oldIds.length === 0) return;
  for (const ids of chunks(oldIds, 1)) {
    const [variants, links] = await Promise.all([
      trx.selectFrom("product_variants").selectAll().where("product_id", "in", ids).execute(),
      trx.selectFrom("product_categories").selectAll().where("product_id", "in", ids).execute(),
    ]);
    await insertAll(
      trx,
      "product_variants",
      variants.map((v) => ({
        ...v,
        attributes: json(v.attributes, []),
        generated_photos: json(v.generated_photos, []),
        id: variantId(),
        product_id: productIds.get(v.product_id)!,
      })),
    );
    await insertAll(
      trx,
      "product_categories",
      links
        .filter((l) => categoryIds.has(l.category_id))
        .map((l) => ({
          product_id: productIds.get(l.product_id)!,
          category_id: categoryIds.get(l.category_id)!,
        })),
    );
  }
}

/** The copy's own row: the source's settings, the caller's ownership, nothing launched or connected. */
function cloneRow(source: Website, base: Row, isDemo: number): Row {
  return {
    ...base,
    domain: null,
    plan: source.plan,
    limits: json(source.limits, {}),
    limit_overrides: json(source.limit_overrides, {}),
    is_demo: isDemo,
    is_launched: 0,
    amount_of_products: source.amount_of_products,
    address_valid: source.address_valid,
    stripe_valid: 0,
    margin: source.margin,
    tax_exempt: source.tax_exempt,
    recipient_email: source.recipient_email,
    mail_configuration: json(source.mail_configuration, {}),
    entry_modal: json(source.entry_modal, {}),
    data: json(source.data, {}),
  };
}

/**
 * Copies a store for the caller: its settings, address, pages, categories, products and variants
 * (not its orders, payment accounts, SMTP or domain), under the store creation rules, in one
 * transaction with one activity event; then its logo and favicon. Answers the copy's row.
 */
export async function cloneStore(
  ctx: AppContext,
  source: Website,
  user: User,
  input: { name: string; link?: string; isDemo: number },
): Promise<Website> {
  const k = ctx.db.kysely;
  const base = await prepareNewStore(ctx, user, { name: input.name, link: input.link });
  const id = await k.transaction().execute(async (trx) => {
    const row = await loose(trx)
      .insertInto("websites")
      .values(cloneRow(source, base, input.isDemo))
      .returning("id")
      .executeTakeFirstOrThrow();
    const newId = Number(row.id);
    await copySettings(trx, source.id, newId);
    await copyCatalogue(trx, source.id, newId);
    // One event: the copied pages, categories and products are the new store's starting
    // content, part of its creation, not separate acts of the caller.
    await recordStoreWrite(trx, newId, "create", null);
    return newId;
  });
  // Files are copied, not shared, so replacing one store's logo never removes the other's.
  const logo = await copyStoredImage(ctx, source.logo, id, "logo");
  const favicon = await copyStoredImage(ctx, source.favicon, id, "favicon");
  if (logo || favicon) {
    await k.updateTable("websites").set({ logo, favicon }).where("id", "=", id).execute();
  }
  return k.selectFrom("websites").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}
