import { z } from "zod";
import { recordVersion } from "./contracts/versions.js";
import { COUNTRIES, DEFAULT_COUNTRY, US_STATES } from "./geo.js";
import { MSG } from "./messages.js";
import { slugify } from "./slug.js";
import { STORE_MSG } from "./store-texts.js";

export {
  LAUNCH_REQUIREMENT_KEYS,
  LAUNCH_REQUIREMENTS,
  launchBlockers,
  launchErrorText,
  STORE_MSG,
  STOREFRONT_PATH,
  storeUrl,
  type LaunchRequirement,
} from "./store-texts.js";

/**
 * Store (website) settings: the request schemas of every settings tab, the rules both sides
 * apply (address validity, launch readiness, the store's public address) and the texts.
 * Messages the spec gives are quoted exactly, its typos included ("Receipent's").
 */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `This field is invalid, max length is: ${max}`)
    .nullish()
    .transform((v) => (v ? v : null));
const requiredText = (max: number) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(max, `This field is invalid, max length is: ${max}`);
const emailField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .pipe(z.email({ error: MSG.invalidEmail }))
  .transform((v) => v.toLowerCase());
const idField = z.number().int().positive();
export const websiteIdField = z.number({ error: MSG.required }).int().positive();
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((v) => (v === true || v === 1 ? 1 : 0));

/** The store's public address segment: what slugify would produce, 3 to 50 characters. */
export const linkSchema = z
  .string({ error: MSG.required })
  .trim()
  .toLowerCase()
  .refine(
    (v) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v) && v.length >= 3 && v.length <= 50 && slugify(v) === v,
    {
      message: STORE_MSG.linkInvalid,
    },
  );

/** A host name with at least one dot, labels of letters, digits and inner hyphens. */
export const domainSchema = z
  .string({ error: MSG.required })
  .trim()
  .toLowerCase()
  .transform((v) =>
    v
      .replace(/^https?:\/\//, "")
      .replace(/\/.*$/, "")
      .replace(/\.$/, ""),
  )
  .refine(
    (v) =>
      v.length <= 253 &&
      /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/.test(v),
    { message: STORE_MSG.domainInvalid },
  );

/** A server's host name (single labels such as "mailhog" included) or IPv4 address. */
export const hostSchema = z
  .string({ error: MSG.required })
  .trim()
  .toLowerCase()
  .refine(
    (v) =>
      /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/.test(
        v,
      ),
    {
      message: STORE_MSG.domainInvalid,
    },
  );

export const marginField = z
  .number({ error: MSG.required })
  .min(1, "Value must be greater than or equal to 1")
  .max(10, "Value must be smaller than or equal to 10");

const addressFields = {
  name: optionalText(200),
  street: optionalText(200),
  city: optionalText(100),
  postal: optionalText(20),
  state: optionalText(100),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((v) => v || DEFAULT_COUNTRY)
    .refine((v) => COUNTRIES.some((c) => c.code === v), { message: "Choose a country from the list." }),
  phone: optionalText(40),
};

function usState(a: { country: string; state: string | null }, ctx: z.RefinementCtx) {
  if (a.country === "US" && a.state && !US_STATES.some((s) => s.code === a.state || s.name === a.state)) {
    ctx.addIssue({ code: "custom", path: ["state"], message: "Choose a state from the list." });
  }
}

/** Country defaults to US; a US state must be one of the list. Incomplete is allowed. */
export const addressSchema = z.object(addressFields).superRefine(usState);
export type AddressInput = z.infer<typeof addressSchema>;

/** address_valid: street, city, postal code and country are there, and the state for the US. */
export function addressValid(a: {
  street: string | null;
  city: string | null;
  postal: string | null;
  state: string | null;
  country: string | null;
}): boolean {
  const present = (v: string | null) => v !== null && v.trim() !== "";
  if (!present(a.street) || !present(a.city) || !present(a.postal) || !present(a.country)) return false;
  return a.country !== "US" || present(a.state);
}

/** A list whose `key` values must be unique (case-insensitive); the duplicate is named by index. */
function uniqueBy<T>(key: (item: T) => string, field: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const k = key(item).toLowerCase();
      if (seen.has(k)) ctx.addIssue({ code: "custom", path: [i, field], message: STORE_MSG.duplicate });
      seen.add(k);
    });
  };
}

export const departmentSchema = z.object({ id: idField.optional(), name: requiredText(100) });
export const departmentsSchema = z
  .array(departmentSchema)
  .max(200)
  .superRefine(uniqueBy((d) => d.name, "name"));

export const officeLocationSchema = z
  .object({ ...addressFields, id: idField.optional(), name: requiredText(200) })
  .superRefine(usState);
export type OfficeLocationInput = z.infer<typeof officeLocationSchema>;
export const officeLocationsSchema = z.array(officeLocationSchema).max(500);

export const contactEmailSchema = z.object({
  id: idField.optional(),
  email: emailField,
  label: optionalText(100),
});
export const contactEmailsSchema = z
  .array(contactEmailSchema)
  .max(50)
  .superRefine(uniqueBy((e) => e.email, "email"));

export const whitelistedEmailSchema = z.object({ email: emailField, name: optionalText(200) });
/**
 * The spec's whitelist_emails are domains (replaced as a list); whitelisted_emails are single
 * users, added only if not already present and removed by address, because that list
 * can be long (CSV imports).
 */
export const whitelistSchema = z.object({
  whitelist_emails: z.array(domainSchema).max(500).optional(),
  whitelisted_emails: z.array(whitelistedEmailSchema).max(20_000).optional(),
  remove_whitelisted_emails: z.array(emailField).max(20_000).optional(),
});

/** Which mails the store sends, and to whom copies go. */
export const mailConfigurationSchema = z.object({
  order_confirmation: z.boolean().default(true),
  shipping_update: z.boolean().default(true),
  contact_form: z.boolean().default(true),
  /** A copy of each order mail to the recipient address. */
  copy_to_recipient: z.boolean().default(false),
  sender_name: optionalText(100),
  reply_to: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null))
    .pipe(z.union([z.email({ error: MSG.invalidEmail }), z.null()])),
});
export type MailConfiguration = z.infer<typeof mailConfigurationSchema>;

/** A dialog shown on entering the storefront. */
export const entryModalSchema = z.object({
  enabled: z.boolean().default(false),
  title: optionalText(200),
  content: optionalText(5000),
  button_text: optionalText(50),
});
export type EntryModal = z.infer<typeof entryModalSchema>;

/** POST /api/websites/{id}/update-smtp. The password is kept when omitted; `remove` deletes all. */
export const smtpSettingsSchema = z.discriminatedUnion("remove", [
  z.object({ remove: z.literal(true) }),
  z.object({
    remove: z.literal(false).optional(),
    host: hostSchema,
    port: z.coerce
      .number({ error: MSG.required })
      .int()
      .min(1, "Value must be greater than or equal to 1")
      .max(65535, "Value must be smaller than or equal to 65535"),
    secure: z.boolean().default(false),
    username: optionalText(200),
    password: z.string().max(500).nullish(),
    from_email: emailField,
    from_name: optionalText(100),
  }),
]);
export type SmtpSettingsInput = z.infer<typeof smtpSettingsSchema>;

export const TEST_EMAIL_TYPES = ["smtp", "order", "contact"] as const;

export const CSV_IMPORT_TYPES = ["whitelisted_emails", "whitelist_domains"] as const;
export type CsvImportType = (typeof CSV_IMPORT_TYPES)[number];

/**
 * PUT /api/websites/{id}/settings: any tabs' sections, saved together in one transaction, so a
 * failed save changes nothing.
 */
export const settingsSaveSchema = z.object({
  name: requiredText(100).optional(),
  link: linkSchema.optional(),
  domain: domainSchema.nullable().optional(),
  margin: marginField.optional(),
  address: addressSchema.optional(),
  recipient_email: emailField.nullable().optional(),
  mail_configuration: mailConfigurationSchema.optional(),
  entry_modal: entryModalSchema.optional(),
  tax_exempt: flag.optional(),
  departments: departmentsSchema.optional(),
  office_locations: officeLocationsSchema.optional(),
  office_to_delete: z.array(idField).max(500).optional(),
  store_contact_emails: contactEmailsSchema.optional(),
  ...whitelistSchema.shape,
  /** The version the settings screen read: a store saved by someone else since is refused (409). */
  version: recordVersion.optional(),
});
export type SettingsSave = z.infer<typeof settingsSaveSchema>;

/**
 * What a new store is created from: POST /api/websites, a clone and BREAD's create. A demo store
 * is a store to try things in, never launched; the link's own rules are checked when it is taken.
 */
export const storeCreateSchema = z.object({
  name: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(100),
  link: z.string().trim().optional(),
  is_demo: flag.optional(),
});

export { flag as flagField, emailField };

/** Payment accounts. */
export const PAYMENT_MSG = {
  connectFirst: "Connect a payment account first.",
  connectKindFirst: (kind: string) => `Connect a ${kind} account first.`,
  disconnected: "Payment account disconnected",
  copied: "Payment account copied",
  sourceNotConnected: "The store you copy from has no connected account of this kind.",
  sameStore: "Choose another store to copy to.",
  linkSent: (email: string) => `The onboarding link has been sent to ${email}.`,
  unknownAccount: "No account with this id at the payment provider.",
  invalidMerchantId: "Use letters, digits, hyphens and underscores (4 to 64 characters).",
  accountLinked: "Payment account connected",
  methodsUpdated: "Payment methods successfully updated",
  secondPaymentUpdated: "Second payment account setting updated",
  linkExpired: "This onboarding link is invalid or has expired.",
} as const;

/** Supplier account (the spec's "profill" calls). */
export const SUPPLIER_MSG = {
  exists: "This store already has a supplier account.",
  missing: "This store has no supplier account yet.",
  created: "Supplier account created",
  validated: "Supplier account validated",
  invalid: "We could not find a supplier account with this customer number and email.",
  unknownMethod: "Choose one of the shipping methods.",
  trackingUnknown: "No shipment with this tracking number.",
} as const;
