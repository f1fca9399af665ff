import { sql } from "kysely";
import type { AppContext } from "../../context.js";
import type { Page } from "../../../domain/contracts/page.js";
import { pageOfQuery } from "../../db/page.js";
import { AUTOCOMPLETE_LIMIT, CONTACTS_PER_PAGE } from "../../../domain/contacts.js";
import { contactsMatching } from "./search.js";
import { CONTACT_COLUMNS, contactOut, findContact, type ContactRow } from "./writes.js";

type ContactOut = ReturnType<typeof contactOut<ContactRow>>;

/** Contacts of `stores` (every store when null), a page of them by name, searched by name, email or city. */
export async function listContacts(
  ctx: AppContext,
  stores: number[] | null,
  term: string | undefined,
  page: number,
): Promise<Page<ContactOut>> {
  const k = ctx.db.kysely;
  let base = k.selectFrom("contacts");
  if (stores !== null)
    base = stores.length > 0 ? base.where("website_id", "in", stores) : base.where(sql<boolean>`1 = 0`);
  if (term?.trim())
    base = base.where(contactsMatching<"contacts">(k, stores, ["name", "email", "city"], term.trim()));
  const contacts = await pageOfQuery(
    base,
    (filtered) => filtered.select(CONTACT_COLUMNS).orderBy("name").orderBy("id"),
    page,
    CONTACTS_PER_PAGE,
  );
  return { ...contacts, data: contacts.data.map(contactOut) };
}

/** Contacts of `stores` whose name holds the term, by name, for the autocomplete. */
export async function autocompleteContacts(
  ctx: AppContext,
  stores: number[] | null,
  term: string,
): Promise<{ id: number; name: string; city: string | null; avatar: null }[]> {
  if (stores !== null && stores.length === 0) return [];
  const k = ctx.db.kysely;
  let query = k.selectFrom("contacts").select(["id", "name", "city"]);
  if (stores !== null) query = query.where("website_id", "in", stores);
  const trimmed = term.trim();
  if (trimmed) query = query.where(contactsMatching<"contacts">(k, stores, ["name"], trimmed));
  const rows = await query.orderBy("name").orderBy("id").limit(AUTOCOMPLETE_LIMIT).execute();
  // Contacts have no picture; the SPA shows initials for a null avatar.
  return rows.map((row) => ({ ...row, avatar: null }));
}

/** One contact as the screens show it. */
export async function readContact(ctx: AppContext, id: number): Promise<ContactOut> {
  return contactOut(await findContact(ctx.db.kysely, id));
}
