import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import { contactSchema } from "../../../../domain/contacts.js";
import {
  CONTACT_COLUMNS,
  contactOut,
  createContact,
  deleteContact,
  updateContact,
} from "../../../services/contacts/writes.js";
import type { BreadModel } from "../model.js";

/** A store's contacts; every write is the contact routes' own (same form, same rights). */
export const contactModel: BreadModel = {
  name: "Contact",
  table: "contacts",
  scope: "store",
  rights: RESOURCE_RIGHTS.Contact,
  columns: CONTACT_COLUMNS,
  filters: { website_id: "int", lang: "text", city: "text", created_at: "date" },
  sorts: ["id", "name", "city", "email", "created_at"],
  defaultSort: ["name", "ASC"],
  // The contact list's search box: name, email or city.
  search: ["name", "email", "city"],
  service: {
    create: async (input, w) =>
      (await createContact(w.ctx.db.kysely, w.websiteId, contactSchema.parse(input))).id,
    update: async (input, w) => {
      await updateContact(w.ctx.db.kysely, w.id, contactSchema.parse(input));
    },
    delete: (w) => deleteContact(w.ctx.db.kysely, w.id),
  },
  toDto: (row) => contactOut(row),
};
