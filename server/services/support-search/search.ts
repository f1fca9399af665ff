import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { FileUrls } from "../storage.js";
import { productTermMatch } from "../products/words.js";
import { fieldErrors, invalid } from "../../../domain/errors.js";
import {
  orderNumberIn,
  SUPPORT_SEARCH_LIMIT,
  supportSearchInput,
  type SupportSearchResult,
} from "../../../domain/support-search.js";
import type { SearchScopes } from "./scopes.js";
import { countRows } from "../../db/count.js";
import { contactsMatching } from "../contacts/search.js";
import { indexMatches, ordersMatching, orderWordsMatch } from "../orders/search-index.js";

type Q = Kysely<Database>;
/** The stores one kind is searched in: null for every store, else a non-empty list. */
type Stores = number[] | null;

/** The term, trimmed, or a 422 naming `q` (too short or too long). */
export function readTerm(input: { q?: string }): string {
  const parsed = supportSearchInput.safeParse({ q: input.q ?? "" });
  if (!parsed.success) throw invalid(fieldErrors(parsed.error.issues));
  return parsed.data.q;
}

/** The first hits and the number of all of them, both counted by the database. */
async function firstAndTotal<R>(rows: Promise<R[]>, count: Promise<{ n: number | string | bigint }>) {
  const [items, total] = await Promise.all([rows, count]);
  return { items, total: Number(total.n) };
}

/**
 * Orders by number (the id, typed with or without "#"), buyer name or buyer e-mail (the order
 * list's own buyer search, so its index), newest first. Archived stores are left out everywhere:
 * the store switcher cannot open them.
 */
async function findOrders(k: Q, stores: Stores, term: string) {
  const number = orderNumberIn(term);
  // Like the order list: a few matches are read by id; for many, the page walks the date index
  // newest first and stops after a page instead of sorting them all (the count reads each match).
  const match = orderWordsMatch(k, stores, term.toLowerCase(), false);
  const found = match === null ? undefined : await indexMatches(k, match);
  const matching = (learnt?: { ids: number[] | null }) => {
    let query = k
      .selectFrom("orders")
      .innerJoin("websites", "websites.id", "orders.website_id")
      .where("websites.archived_at", "is", null)
      .where("orders.deleted_at", "is", null)
      .where((eb) =>
        eb.or([
          ordersMatching<"orders" | "websites">(k, stores, term, false, learnt)(eb),
          ...(number === null ? [] : [eb("orders.id", "=", number)]),
        ]),
      );
    if (stores !== null) query = query.where("orders.website_id", "in", stores);
    return query;
  };
  return firstAndTotal(
    matching(found)
      .select([
        "orders.id",
        "orders.website_id",
        "websites.name as website_name",
        "orders.buyer_name",
        "orders.buyer_email",
        "orders.status",
        "orders.price",
        "orders.created_at",
      ])
      .orderBy("orders.created_at", "desc")
      .orderBy("orders.id", "desc")
      .limit(SUPPORT_SEARCH_LIMIT)
      .execute(),
    countRows(matching(found?.ids ? found : undefined)),
  );
}

/** Contacts by name or e-mail, by name. */
function findContacts(k: Q, stores: Stores, term: string) {
  let query = k
    .selectFrom("contacts")
    .innerJoin("websites", "websites.id", "contacts.website_id")
    .where("websites.archived_at", "is", null)
    .where(contactsMatching<"contacts" | "websites">(k, stores, ["name", "email"], term));
  if (stores !== null) query = query.where("contacts.website_id", "in", stores);
  return firstAndTotal(
    query
      .select([
        "contacts.id",
        "contacts.website_id",
        "websites.name as website_name",
        "contacts.name",
        "contacts.email",
        "contacts.city",
      ])
      .orderBy("contacts.name")
      .orderBy("contacts.id")
      .limit(SUPPORT_SEARCH_LIMIT)
      .execute(),
    countRows(query),
  );
}

/** Live products by the words of their name (as the product list finds them), by name, each with its picture. */
async function findProducts(k: Q, urls: FileUrls, stores: Stores, term: string) {
  let query = k
    .selectFrom("products")
    .innerJoin("websites", "websites.id", "products.website_id")
    .where("websites.archived_at", "is", null)
    .where("products.deleted_at", "is", null)
    .where(productTermMatch<"products" | "websites">(k, term));
  if (stores !== null) query = query.where("products.website_id", "in", stores);
  const found = await firstAndTotal(
    query
      .select([
        "products.id",
        "products.website_id",
        "websites.name as website_name",
        "products.name",
        "products.preview_photo",
      ])
      .orderBy("products.name")
      .orderBy("products.id")
      .limit(SUPPORT_SEARCH_LIMIT)
      .execute(),
    countRows(query),
  );
  return {
    total: found.total,
    items: found.items.map(({ preview_photo, ...product }) => ({
      ...product,
      photo: urls.url(preview_photo),
    })),
  };
}

/** A kind the caller may list in no store is not searched at all (null), rather than found empty. */
function whereAllowed<T>(stores: Stores, find: (stores: Stores) => Promise<T>): Promise<T | null> {
  return stores !== null && stores.length === 0 ? Promise.resolve(null) : find(stores);
}

/** Every kind in the stores its scope names, the first hits and the total of each. */
export async function supportSearch(
  k: Q,
  urls: FileUrls,
  scopes: SearchScopes,
  term: string,
): Promise<SupportSearchResult> {
  const [orders, contacts, products] = await Promise.all([
    whereAllowed(scopes.orders, (stores) => findOrders(k, stores, term)),
    whereAllowed(scopes.contacts, (stores) => findContacts(k, stores, term)),
    whereAllowed(scopes.products, (stores) => findProducts(k, urls, stores, term)),
  ]);
  return { orders, contacts, products };
}
