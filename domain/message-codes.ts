/**
 * Every fixed message the server answers with, under a stable code. The server sends the code
 * beside the English text (`{ message, code }`); the SPA translates by code and shows the text
 * only for a code it has no translation of. Messages built from values (with a name or a number
 * in them) have no code: they are shown as sent.
 */
import { ACCOUNT_MSG } from "./account.js";
import { CONTACT_MSG } from "./contacts.js";
import { CONTENT_MSG } from "./content.js";
import { DASHBOARD_MSG } from "./dashboard.js";
import { PROMO_MSG } from "./discounts.js";
import { DRAFT_MSG } from "./drafts.js";
import { GIFT_CARD_PRODUCT_MSG } from "./gift-card-products.js";
import { GIFT_CARD_MSG } from "./gift-cards.js";
import { HEALTH_MSG } from "./health.js";
import { INVITATION_MSG } from "./invitations.js";
import {
  CATALOGUE_MSG,
  CHECKOUT_CODES_MSG,
  HOSTED_CHECKOUT_MSG,
  LIBRARY_MSG,
  MSG,
  ORDER_MSG,
  PAYMENT_REQUEST_MSG,
  PRODUCT_LIST_MSG,
} from "./messages.js";
import { NOTIFICATION_MSG } from "./notifications.js";
import { PERMISSION_DENIED } from "./permissions.js";
import { PLAN_MSG } from "./plans.js";
import { PRICING_MSG } from "./pricing.js";
import { SECTION_MSG } from "./sections.js";
import { PAYMENT_MSG, STORE_MSG, SUPPLIER_MSG } from "./stores.js";
import { SIZE_MSG } from "./supplier-product-input.js";
import { SUPPORT_SEARCH_MSG } from "./support-search.js";
import { TAX_MSG } from "./tax-ids.js";
import { VARIANT_MSG } from "./variants.js";
import { PRODUCT_SHEET_MSG } from "./contracts/product-spreadsheet.js";
import { REVISION_MSG } from "./revisions.js";
import { VERSION_MSG } from "./versions.js";

/**
 * The catalogues and the prefix of their codes; MSG's codes are its bare keys. A text several
 * catalogues share takes the code of the first, so the shared ones come first.
 */
const CATALOGUES: Record<string, Record<string, unknown>> = {
  "": MSG,
  store: STORE_MSG,
  payment: PAYMENT_MSG,
  supplier: SUPPLIER_MSG,
  plan: PLAN_MSG,
  account: ACCOUNT_MSG,
  catalogue: CATALOGUE_MSG,
  checkoutCode: CHECKOUT_CODES_MSG,
  hostedCheckout: HOSTED_CHECKOUT_MSG,
  library: LIBRARY_MSG,
  paymentRequest: PAYMENT_REQUEST_MSG,
  productList: PRODUCT_LIST_MSG,
  contact: CONTACT_MSG,
  content: CONTENT_MSG,
  dashboard: DASHBOARD_MSG,
  discount: PROMO_MSG,
  draft: DRAFT_MSG,
  giftCardProduct: GIFT_CARD_PRODUCT_MSG,
  giftCard: GIFT_CARD_MSG,
  invitation: INVITATION_MSG,
  notification: NOTIFICATION_MSG,
  order: ORDER_MSG,
  pricing: PRICING_MSG,
  section: SECTION_MSG,
  size: SIZE_MSG,
  tax: TAX_MSG,
  variant: VARIANT_MSG,
  supportSearch: SUPPORT_SEARCH_MSG,
  productSheet: PRODUCT_SHEET_MSG,
  health: HEALTH_MSG,
  revision: REVISION_MSG,
  version: VERSION_MSG,
};

const CODE_BY_TEXT = new Map<string, string>();
for (const [prefix, catalogue] of Object.entries(CATALOGUES)) {
  for (const [key, text] of Object.entries(catalogue)) {
    // The first catalogue to name a text gives its code (MSG first: the shared messages).
    if (typeof text === "string" && !CODE_BY_TEXT.has(text))
      CODE_BY_TEXT.set(text, prefix ? `${prefix}.${key}` : key);
  }
}
CODE_BY_TEXT.set(PERMISSION_DENIED, CODE_BY_TEXT.get(PERMISSION_DENIED) ?? "permissionDenied");

/** The stable code of a fixed message, or undefined for a message built from values. */
export function messageCode(text: string): string | undefined {
  return CODE_BY_TEXT.get(text);
}
