import type { AppContext } from "../../context.js";
import type { Kysely } from "kysely";
import type { Database, Website } from "../../db/schema.js";
import { matchesAny } from "../../db/like.js";
import { countRows } from "../../db/count.js";
import { fromJson } from "../../db/json.js";
import type { z } from "zod";
import { entryModalSchema, mailConfigurationSchema } from "../../../domain/stores.js";

/** Whitelisted users in the detail; longer lists are paged by GET /api/websites/{id}/whitelisted-emails. */
export const WHITELIST_IN_DETAIL = 1000;

const ADDRESS_COLUMNS = ["id", "name", "street", "city", "postal", "state", "country", "phone"] as const;

/** The store's departments in their saved order. */
export function storeDepartments(q: Kysely<Database>, websiteId: number) {
  return q
    .selectFrom("departments")
    .select(["id", "name"])
    .where("website_id", "=", websiteId)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}

/** The store's office locations in their saved order. */
export function storeOfficeLocations(q: Kysely<Database>, websiteId: number) {
  return q
    .selectFrom("office_locations")
    .select(ADDRESS_COLUMNS)
    .where("website_id", "=", websiteId)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}

/** The store's contact emails (shown to buyers) in their saved order. */
export function storeContactEmails(q: Kysely<Database>, websiteId: number) {
  return q
    .selectFrom("store_contact_emails")
    .select(["id", "email", "label"])
    .where("website_id", "=", websiteId)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}

/** The store's whitelisted email domains, alphabetically. */
export function storeWhitelistDomains(ctx: AppContext, websiteId: number) {
  return ctx.db.kysely
    .selectFrom("whitelist_domains")
    .select(["id", "domain"])
    .where("website_id", "=", websiteId)
    .orderBy("domain")
    .execute();
}

/** How many users the store's whitelist holds. */
export async function whitelistedEmailsCount(ctx: AppContext, websiteId: number): Promise<number> {
  const row = await ctx.db.kysely
    .selectFrom("whitelisted_emails")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("website_id", "=", websiteId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** JSON settings read leniently: a stored object missing newer keys gets their defaults. */
function parsed<T extends z.ZodType>(schema: T, stored: unknown): z.infer<T> {
  const result = schema.safeParse(fromJson(stored, {}));
  return result.success ? result.data : schema.parse({});
}

/** Everything the store's settings tabs show besides the store row and its payment set-up. */
export async function loadStoreSettings(ctx: AppContext, w: Website) {
  const k = ctx.db.kysely;
  const [
    owner,
    address,
    departments,
    officeLocations,
    contactEmails,
    whitelistDomains,
    whitelisted,
    whitelistedTotal,
    smtp,
    products,
  ] = await Promise.all([
    k
      .selectFrom("users")
      .select(["id", "name", "email"])
      .where("id", "=", w.user_id)
      .executeTakeFirstOrThrow(),
    k
      .selectFrom("addresses")
      .select(ADDRESS_COLUMNS)
      .where("website_id", "=", w.id)
      .orderBy("id")
      .executeTakeFirst(),
    storeDepartments(ctx.db.kysely, w.id),
    storeOfficeLocations(ctx.db.kysely, w.id),
    storeContactEmails(ctx.db.kysely, w.id),
    storeWhitelistDomains(ctx, w.id),
    k
      .selectFrom("whitelisted_emails")
      .select(["id", "email", "name"])
      .where("website_id", "=", w.id)
      .orderBy("email")
      .limit(WHITELIST_IN_DETAIL)
      .execute(),
    whitelistedEmailsCount(ctx, w.id),
    k.selectFrom("store_smtp_settings").selectAll().where("website_id", "=", w.id).executeTakeFirst(),
    k
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("website_id", "=", w.id)
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    owner,
    address: address ?? null,
    departments,
    officeLocations,
    contactEmails,
    whitelistDomains,
    whitelisted,
    whitelistedTotal,
    smtp: smtp ?? null,
    productsCount: Number(products.n),
    limitOverrides: fromJson<Record<string, unknown>>(w.limit_overrides, {}),
    mailConfiguration: parsed(mailConfigurationSchema, w.mail_configuration),
    entryModal: parsed(entryModalSchema, w.entry_modal),
  };
}

/** One page of the store's whitelisted users by email, searched by email or name, with the total. */
export async function whitelistedEmailsPage(
  ctx: AppContext,
  websiteId: number,
  query: { page: number; search?: string },
  perPage: number,
) {
  let base = ctx.db.kysely.selectFrom("whitelisted_emails").where("website_id", "=", websiteId);
  if (query.search) base = base.where(matchesAny<"whitelisted_emails">(["email", "name"], query.search));
  const [rows, counted] = await Promise.all([
    base
      .select(["id", "email", "name"])
      .orderBy("email")
      .limit(perPage)
      .offset((query.page - 1) * perPage)
      .execute(),
    countRows(base),
  ]);
  return { rows, total: Number(counted.n) };
}
