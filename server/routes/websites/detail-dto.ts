import { z } from "zod";
import { recordVersion } from "../../../domain/contracts/versions.js";
import type { AppContext } from "../../context.js";
import type { StoreSmtpSettingsTable, Website } from "../../db/schema.js";
import type { Selectable } from "kysely";
import type { StoreAccess } from "../../../domain/permissions.js";
import { planOf } from "../../../domain/plans.js";
import { paymentProvidersFor } from "../../services/payments/index.js";
import { paymentSummary } from "../../services/payments/summary.js";
import { paymentSummaryDto } from "../../../domain/contracts/payment-accounts.js";
import { websiteSummary, websiteSummaryDto } from "./common.js";
import { whitelistDomainDto, whitelistedEmailDto } from "../../../domain/contracts/store-team.js";
import { loadStoreSettings } from "../../services/websites/detail.js";

const addressDto = z.object({
  id: z.number(),
  name: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  postal: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  phone: z.string().nullable(),
});
export const officeLocationDto = addressDto.extend({ name: z.string() });
export const departmentDto = z.object({ id: z.number(), name: z.string() });
export const contactEmailDto = z.object({ id: z.number(), email: z.string(), label: z.string().nullable() });
export const smtpDto = z.object({
  host: z.string(),
  port: z.number(),
  secure: z.boolean(),
  username: z.string().nullable(),
  from_email: z.string(),
  from_name: z.string().nullable(),
  /** Whether a password is stored; the password itself never leaves the server. */
  has_password: z.boolean(),
});

/** A store's SMTP settings as answered: whether a password is stored, never the password. */
export function smtpAnswer(row: Selectable<StoreSmtpSettingsTable>): z.infer<typeof smtpDto> {
  return {
    host: row.host,
    port: row.port,
    secure: row.secure === 1,
    username: row.username,
    from_email: row.from_email,
    from_name: row.from_name,
    has_password: row.password_enc !== null,
  };
}

/** Output shapes of the JSON settings (the input schemas transform, which a response schema may not). */
const mailConfigurationDto = z.object({
  order_confirmation: z.boolean(),
  shipping_update: z.boolean(),
  contact_form: z.boolean(),
  copy_to_recipient: z.boolean(),
  sender_name: z.string().nullable(),
  reply_to: z.string().nullable(),
});
const entryModalDto = z.object({
  enabled: z.boolean(),
  title: z.string().nullable(),
  content: z.string().nullable(),
  button_text: z.string().nullable(),
});

export const websiteDetailDto = websiteSummaryDto.extend({
  favicon_url: z.string().nullable(),
  plan_name: z.string(),
  limit_overrides: z.record(z.string(), z.unknown()),
  amount_of_products: z.number(),
  products_count: z.number(),
  address_valid: z.number(),
  stripe_valid: z.number(),
  margin: z.number(),
  tax_exempt: z.number(),
  second_payment: z.number(),
  launched_at: z.string().nullable(),
  updated_at: z.string(),
  version: recordVersion,
  recipient_email: z.string().nullable(),
  mail_configuration: mailConfigurationDto,
  entry_modal: entryModalDto,
  user: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  address: addressDto.nullable(),
  departments: z.array(departmentDto),
  office_locations: z.array(officeLocationDto),
  store_contact_emails: z.array(contactEmailDto),
  whitelist_emails: z.array(whitelistDomainDto),
  whitelisted_emails: z.array(whitelistedEmailDto),
  whitelisted_emails_total: z.number(),
  smtp: smtpDto.nullable(),
  payments: paymentSummaryDto,
});
export type WebsiteDetail = z.infer<typeof websiteDetailDto>;

/** GET /api/websites/{id}: the store with every settings tab's data. */
export async function websiteDetail(
  ctx: AppContext,
  w: Website,
  access: StoreAccess | null,
): Promise<WebsiteDetail> {
  const [settings, payments] = await Promise.all([
    loadStoreSettings(ctx, w),
    paymentSummary(ctx.db, paymentProvidersFor(ctx), w),
  ]);
  const { smtp } = settings;
  return {
    ...websiteSummary(ctx, w, access),
    favicon_url: ctx.urls.url(w.favicon),
    plan_name: planOf(w.plan).name,
    limit_overrides: settings.limitOverrides,
    amount_of_products: w.amount_of_products,
    products_count: settings.productsCount,
    address_valid: w.address_valid,
    stripe_valid: w.stripe_valid,
    margin: w.margin,
    tax_exempt: w.tax_exempt,
    second_payment: w.second_payment,
    launched_at: w.launched_at,
    updated_at: w.updated_at,
    version: w.version,
    recipient_email: w.recipient_email,
    mail_configuration: settings.mailConfiguration,
    entry_modal: settings.entryModal,
    user: settings.owner,
    address: settings.address,
    departments: settings.departments,
    office_locations: settings.officeLocations,
    store_contact_emails: settings.contactEmails,
    whitelist_emails: settings.whitelistDomains,
    whitelisted_emails: settings.whitelisted,
    whitelisted_emails_total: settings.whitelistedTotal,
    smtp: smtp ? smtpAnswer(smtp) : null,
    payments,
  };
}
