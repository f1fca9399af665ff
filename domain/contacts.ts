import { z } from "zod";
import { MSG } from "./messages.js";
import { STORE_MSG } from "./stores.js";
import type { PermissionType } from "./permissions.js";
import { RESOURCE_RIGHTS } from "./resource-rights.js";

/**
 * Contacts are a store's customers, the same people as in its orders. Staff who browse the orders
 * (salespeople, clients) may read them; creating, editing and deleting the customer book is
 * running the store: full_admin_access, as owners, the company and store admin roles and platform
 * admins hold. Opening an order's details grants no write here.
 */
export const CONTACT_RIGHTS = {
  read: RESOURCE_RIGHTS.Contact.list,
  write: RESOURCE_RIGHTS.Contact.create,
} as const satisfies Record<"read" | "write", PermissionType>;

/** The contact languages, stored as these codes. */
export const CONTACT_LANGS = ["PL", "DE", "EN", "RU", "IT"] as const;
export type ContactLang = (typeof CONTACT_LANGS)[number];

/**
 * Tag choices (VIP, Sprzedawca, Stały klient) as stable keys; the SPA shows their labels
 * in the user's language.
 */
export const CONTACT_TAGS = ["vip", "seller", "regular_customer"] as const;
export type ContactTag = (typeof CONTACT_TAGS)[number];

export const CONTACT_TAG_LABELS: Record<"en" | "pl", Record<ContactTag, string>> = {
  en: { vip: "VIP", seller: "Seller", regular_customer: "Regular customer" },
  pl: { vip: "VIP", seller: "Sprzedawca", regular_customer: "Stały klient" },
};

/** The contacts drawer pages by 10. */
export const CONTACTS_PER_PAGE = 10;
export const AUTOCOMPLETE_LIMIT = 10;
export const PRODUCT_SEARCH_LIMIT = 10;

/** Texts of this area that the spec does not give; worded like the rest of the product. */
export const CONTACT_MSG = {
  chooseLang: `Choose one of: ${CONTACT_LANGS.join(", ")}.`,
  chooseTags: `Tags must be among: ${CONTACT_TAGS.join(", ")}.`,
  tooLong: "This value is too long.",
  /** One text for "no store named" everywhere. */
  chooseStore: STORE_MSG.chooseStore,
  /** English for the spec's 'Wiadomość została wysłana' (the SPA keeps the Polish one in `pl`). */
  messageSent: "Your message has been sent.",
} as const;

const required = z.string({ error: MSG.required }).trim().min(1, MSG.required);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, CONTACT_MSG.tooLong)
    .nullish()
    .transform((v) => (v ? v : null));

/** Create and edit (PUT) take the same fields; an edit sends the whole record, as the drawer form does. */
export const contactSchema = z.object({
  name: required.max(200, CONTACT_MSG.tooLong),
  email: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null))
    .pipe(z.union([z.null(), z.email({ error: MSG.invalidEmail })])),
  city: optionalText(120),
  postal: optionalText(20),
  street: optionalText(200),
  phone: optionalText(40),
  lang: z
    .enum(CONTACT_LANGS, { error: CONTACT_MSG.chooseLang })
    .nullish()
    .transform((v) => v ?? null),
  comment: optionalText(2000),
  tags: z
    .array(z.enum(CONTACT_TAGS, { error: CONTACT_MSG.chooseTags }), { error: CONTACT_MSG.chooseTags })
    .default([])
    .transform((tags) => [...new Set(tags)].sort()),
});
export type ContactInput = z.infer<typeof contactSchema>;

/** The contact form of the drawer and footer (its fields are name and content). */
export const contactMessageSchema = z.object({
  name: required.max(200, CONTACT_MSG.tooLong),
  content: required.max(5000, CONTACT_MSG.tooLong),
});
