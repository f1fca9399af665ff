import { DEMO_LAUNCH_DESC } from "./progress.js";

/*
 * The store's texts, launch readiness and public address: what the SPA's first screen needs of a
 * store, kept apart from the settings schemas so that screen loads without zod.
 * Messages the spec gives are quoted exactly, its typos included.
 */

export const STORE_MSG = {
  departmentsUpdated: "Departments successfully updated",
  recipientUpdated: "Receipent's email address successfully updated",
  locationsUpdated: "Office locations successfully updated",
  usersImported: "Users imported successfully!",
  csvOnly: "Please upload file in csv extension.",
  launched: "Your store is active now!",
  demoCannotLaunch: DEMO_LAUNCH_DESC,
  // Texts the spec does not give; worded like the rest of the product.
  settingsUpdated: "Settings successfully updated",
  addressUpdated: "Address successfully updated",
  marginUpdated: "Margin successfully updated",
  contactEmailsUpdated: "Store contact emails successfully updated",
  whitelistUpdated: "Whitelist successfully updated",
  smtpUpdated: "Mail server settings successfully updated",
  smtpRemoved: "Mail server settings removed",
  taxExemptUpdated: "Tax exemption successfully updated",
  logoUpdated: "Uploaded successfully",
  imagesOnly: "Please upload a PNG or JPG image.",
  imageTooLarge: "The image is too large. The limit is 5 MB.",
  csvTooLarge: "The file is too large. The limit is 2 MB.",
  csvNoColumn: (column: string) => `The file needs a "${column}" column.`,
  csvEmpty: "The file has no rows to import.",
  csvRow: (row: number, message: string) => `Row ${row}: ${message}`,
  alreadyLaunched: "This store is already launched.",
  archivedCannotLaunch: "An archived store cannot be launched. Restore it first.",
  notReady: (missing: readonly string[]) => `Before launching your store, please ${joinList(missing)}.`,
  linkTaken: "This store address is already taken.",
  linkInvalid: "Use lower-case letters, digits and hyphens (3 to 50 characters).",
  domainTaken: "This domain is already used by another store.",
  domainInvalid: "Enter a domain name such as shop.example.com.",
  domainAvailable: "This address is available.",
  domainRequestSent: "Your domain request has been sent.",
  archived: "Store archived",
  restored: "Store restored",
  destroyed: "Store deleted permanently",
  destroyNotAllowed: "Only an archived store or a store that was never launched can be deleted permanently.",
  transferred: (email: string) => `The store now belongs to ${email}.`,
  transferUnknownUser: "No user with this email address.",
  transferSameOwner: "This user already owns the store.",
  cloned: "Store cloned successfully",
  testEmailSent: "Test email sent.",
  testEmailFailed: (reason: string) => `The test email could not be sent: ${reason}`,
  testRecipientUnknown: "Send the test email to yourself or to a member of this store.",
  smtpHostNotAllowed:
    "This mail server address is on a private network. Use your mail provider's public server.",
  chooseStore: "Choose a store first.",
  duplicate: "This value is listed twice.",
} as const;

/** What launch readiness can miss, in the order the error text names them. */
export const LAUNCH_REQUIREMENTS = {
  address: "add a valid store address",
  payments: "connect a payment account",
  product: "publish at least one product",
} as const;
export type LaunchRequirement = keyof typeof LAUNCH_REQUIREMENTS;
export const LAUNCH_REQUIREMENT_KEYS = Object.keys(LAUNCH_REQUIREMENTS) as [
  LaunchRequirement,
  ...LaunchRequirement[],
];

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** POST /api/websites/{id}/launch-store: what is missing, or [] when the store may launch. */
export function launchBlockers(store: {
  addressValid: boolean;
  paymentValid: boolean;
  publishedProducts: number;
}): LaunchRequirement[] {
  const missing: LaunchRequirement[] = [];
  if (!store.addressValid) missing.push("address");
  if (!store.paymentValid) missing.push("payments");
  if (store.publishedProducts < 1) missing.push("product");
  return missing;
}

export function launchErrorText(missing: readonly LaunchRequirement[]): string {
  return STORE_MSG.notReady(missing.map((m) => LAUNCH_REQUIREMENTS[m]));
}

/** Where a store's public pages are served; a custom domain replaces it. */
export const STOREFRONT_PATH = "/store";

/** The spec's linkToWebsite: the store's public page ("View Store"). */
export function storeUrl(publicUrl: string, store: { link: string; domain: string | null }): string {
  return store.domain ? `https://${store.domain}` : `${publicUrl}${STOREFRONT_PATH}/${store.link}`;
}
