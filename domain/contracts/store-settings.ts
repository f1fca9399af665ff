/** GET /api/websites/{id} (server/routes/websites/detail-dto.ts): every settings tab's data. */

import type { AddressDto } from "../api";

export type { AddressDto };

export interface OfficeLocationDto extends AddressDto {
  name: string;
}

export interface DepartmentDto {
  id: number;
  name: string;
}

export interface ContactEmailDto {
  id: number;
  email: string;
  label: string | null;
}

export interface SmtpDto {
  host: string;
  port: number;
  secure: boolean;
  username: string | null;
  from_email: string;
  from_name: string | null;
  has_password: boolean;
}

export interface MailConfiguration {
  order_confirmation: boolean;
  shipping_update: boolean;
  contact_form: boolean;
  copy_to_recipient: boolean;
  sender_name: string | null;
  reply_to: string | null;
}

export interface EntryModal {
  enabled: boolean;
  title: string | null;
  content: string | null;
  button_text: string | null;
}

export interface PlanLimits {
  giftcards: boolean;
  discounts: boolean;
  products: number | null;
  users: number | null;
  patterns: "last" | "all";
  custom_domain: boolean;
}

export interface WebsiteDetail {
  id: number;
  /** Bumped by every settings save; a save sends it back to be refused if someone saved since. */
  version: number;
  name: string;
  link: string;
  linkToWebsite: string;
  domain: string | null;
  logo_url: string | null;
  favicon_url: string | null;
  plan: string;
  plan_name: string;
  is_launched: number;
  is_demo: number;
  limits: Partial<PlanLimits>;
  amount_of_products: number;
  products_count: number;
  address_valid: number;
  stripe_valid: number;
  margin: number;
  tax_exempt: number;
  archived_at: string | null;
  updated_at: string;
  recipient_email: string | null;
  mail_configuration: MailConfiguration;
  entry_modal: EntryModal;
  user: { id: number; name: string; email: string };
  address: AddressDto | null;
  departments: DepartmentDto[];
  office_locations: OfficeLocationDto[];
  store_contact_emails: ContactEmailDto[];
  whitelist_emails: { id: number; domain: string }[];
  whitelisted_emails_total: number;
  smtp: SmtpDto | null;
  permissions: string[];
}

/** GET /api/plans row. */
export interface Plan {
  id: string;
  name: string;
  /** Monthly price in cents. */
  price: number;
  description: string;
  limits: PlanLimits;
}

/** PUT /api/update/website/plan/{id} answer's store. */
export interface Subscription {
  id: number;
  name: string;
  plan: string;
  plan_name: string;
  price: number;
  limits: PlanLimits;
  products_count: number;
}

/** GET /api/subscription/websites/{id} invoice row (amount in cents). */
export interface StoreInvoice {
  id: number;
  plan: string;
  plan_name: string;
  amount: number;
  currency: string;
  period_start: string;
  period_end: string;
  status: string;
  created_at: string;
}

/** GET /api/subscription/websites/{id}: who takes plan payments, the subscription and its invoices. */
export interface StoreSubscriptionDetail {
  payment: { provider: string; local: boolean };
  subscription: {
    plan: string;
    provider: string;
    current_period_start: string;
    current_period_end: string;
    next_plan: string | null;
  } | null;
  invoices: StoreInvoice[];
}
