import { sql } from "kysely";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import { CONTACT_TAGS, contactSchema } from "../../../../domain/contacts.js";
import { badRequest } from "../../../errors.js";
import { escapeLike } from "../../../db/like.js";
import {
  CONTACT_COLUMNS,
  contactOut,
  createContact,
  deleteContact,
  updateContact,
} from "../../../services/contacts/writes.js";
import type { BreadModel, LooseQuery } from "../model.js";
import { contactDto } from "../../../../domain/contracts/contacts.js";

/**
 * The contact list's tag filter: contacts carrying the tag. Tags are stored as a JSON list of
 * keys; its text (the same on SQLite and PostgreSQL) holds each key in quotes.
 */
function byTag(value: unknown, query: LooseQuery): LooseQuery {
  const tag = CONTACT_TAGS.find((known) => known === value);
  if (tag === undefined) throw badRequest("The tag filter value is invalid.");
  const quoted = `%"${escapeLike(tag)}"%`;
  return query.where(sql`cast(${sql.ref("contacts.tags")} as text)`, "like", sql`${quoted} escape '\\'`);
}

/** A store's contacts; every write is the contact routes' own (same form, same rights). */
export const contactModel: BreadModel = {
  name: "Contact",
  table: "contacts",
  scope: "store",
  rights: RESOURCE_RIGHTS.Contact,
  columns: CONTACT_COLUMNS,
  filters: { website_id: "int", lang: "text", city: "text", created_at: "date" },
  customFilters: { tag: byTag },
  sorts: ["id", "name", "city", "email", "created_at"],
  defaultSort: ["name", "ASC"],
  // The contact list's search box: name, email or city.
  search: ["name", "email", "city"],
  service: {
    create: async (input, w) =>
      (await createContact(w.ctx.db.kysely, w.websiteId, contactSchema.parse(input))).id,
    update: async (input, w) => {
      await updateContact(w.ctx.db.kysely, w.id, contactSchema.parse(input), w.version);
    },
    delete: (w) => deleteContact(w.ctx.db.kysely, w.id),
  },
  bodies: { create: contactSchema, update: contactSchema },
  record: contactDto.strict(),
  toDto: (row) => contactOut(row),
};
