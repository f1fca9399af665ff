import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type { DraftKind, MockupJobStatus } from "../../domain/drafts.js";

/**
 * Table types for Kysely. Conventions, the same on SQLite and PostgreSQL:
 * - timestamps are ISO-8601 UTC text ("2026-01-31T12:00:00.000Z"): they sort and compare as
 *   text, and month buckets are substr(created_at, 1, 7) on both engines;
 * - booleans are integers 0/1, as the spec's API shows them;
 * - money is integer cents; store and production margins are multipliers (1.1 = +10%), a product's
 *   margin is a percentage or fixed dollars as its price_fixed flag says;
 * - JSON fields are text on SQLite and jsonb on PostgreSQL, read and written through db/json.ts.
 */
type Id = Generated<number>;
type Timestamp = string;
type CreatedAt = ColumnType<string, string | undefined, never>;
/** A record's version: 1 on insert, bumped by every write (optimistic concurrency). */
type Version = ColumnType<number, number | undefined, number>;
type Flag = ColumnType<number, number | undefined, number>;
/** Stored JSON: a string going in, whatever the driver gives back coming out (see db/json.ts). */
type Json = ColumnType<unknown, string | undefined, string>;

export interface UsersTable {
  id: Id;
  name: string;
  email: string;
  password_hash: string;
  email_verified_at: Timestamp | null;
  avatar: string | null;
  role_id: ColumnType<number, number | undefined, number>;
  website_role: string | null;
  company_id: number | null;
  main_company_role: string | null;
  can_create_stores: Flag;
  page_view: ColumnType<number, number | undefined, number>;
  production_margin: ColumnType<number, number | undefined, number>;
  inventory_notifications: Flag;
  low_inventory: Flag;
  price_changes_notifications: Flag;
  is_example: Flag;
  deactivated_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  // Migration 030_versions: bumped by every write; a save that read an older one is refused.
  version: Version;
}

export interface SessionsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  /** The platform admin acting for the user ("log in as"); null for the user's own session. */
  acting_admin_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Single-use tokens: login links (etoken), email verification, password reset. Stored hashed. */
export interface UserTokensTable {
  id: Id;
  user_id: number;
  purpose: "login" | "verify_email" | "password_reset";
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
  /** The platform admin who issued a "log in as" link; null for the user's own links. */
  issued_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CompaniesTable {
  id: Id;
  name: string;
  logo_url: string | null;
  created_at: CreatedAt;
}

export interface AddressesTable {
  id: Id;
  user_id: number | null;
  website_id: number | null;
  name: string | null;
  street: string | null;
  city: string | null;
  postal: string | null;
  state: string | null;
  country: ColumnType<string, string | undefined, string>;
  phone: string | null;
  created_at: CreatedAt;
}

export interface WebsitesTable {
  id: Id;
  user_id: number;
  company_id: number | null;
  name: string;
  link: string;
  domain: string | null;
  logo: string | null;
  favicon: string | null;
  plan: ColumnType<string, string | undefined, string>;
  is_launched: Flag;
  is_demo: Flag;
  limits: Json;
  amount_of_products: ColumnType<number, number | undefined, number>;
  address_valid: Flag;
  stripe_valid: Flag;
  margin: ColumnType<number, number | undefined, number>;
  data: Json;
  archived_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  // Migration 003 (store settings).
  tax_exempt: Flag;
  mail_configuration: Json;
  entry_modal: Json;
  /** Admin overrides of the plan's limits (PUT /api/website/limits); `limits` holds the result. */
  limit_overrides: Json;
  /** Which payment methods the storefront offers: {card, paypal, braintree}. */
  payment_methods: Json;
  second_payment: Flag;
  recipient_email: string | null;
  launched_at: Timestamp | null;
  // Migration 030_versions: bumped by every write; a save that read an older one is refused.
  version: Version;
}

/** A user attached to a store, with the company role they hold there. */
export interface WebsiteUsersTable {
  id: Id;
  website_id: number;
  user_id: number;
  company_role: string;
  created_at: CreatedAt;
}

export interface WebsitePermissionsTable {
  id: Id;
  website_id: number;
  user_id: number;
  type: string;
  value: number;
  created_at: CreatedAt;
}

export interface SupplierProductsTable {
  id: Id;
  style_id: string;
  short_name: string;
  name: string;
  brand: string;
  category: string;
  description: string;
  suggested_method: number;
  second_suggested_method: number | null;
  moq: ColumnType<number, number | undefined, number>;
  print_price: number;
  print_price_second: number;
  first_custom_fee: number;
  is_customizable: Flag;
  is_active: Flag;
  popular: ColumnType<number, number | undefined, number>;
  print_areas: Json;
  similar_product_id: number | null;
  inventory_quantity: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  // Migration 006_catalogue.
  size_images: Json;
  // Migration 037_supplier_product_versions.
  version: Version;
}

export interface SupplierVariantsTable {
  id: Id;
  supplier_product_id: number;
  sku: string;
  color: string;
  color_swatch: string;
  size: string;
  size_order: number;
  cost: number;
  quantity: number;
  available: Flag;
  images: Json;
}

export interface ProductsTable {
  id: Id;
  website_id: number;
  supplier_product_id: number | null;
  name: string;
  slug: string;
  desc: string | null;
  additional_desc: string | null;
  price: number;
  price_fixed: Flag;
  margin: ColumnType<number, number | undefined, number>;
  ssm_fees: ColumnType<number, number | undefined, number>;
  min_quantity: ColumnType<number, number | undefined, number>;
  print_method: string | null;
  available: Flag;
  published_from: Timestamp | null;
  published_to: Timestamp | null;
  sort_order: ColumnType<number, number | undefined, number>;
  inventory_quantity: ColumnType<number, number | undefined, number>;
  preview_photo: string | null;
  featured_front_image: string | null;
  featured_back_image: string | null;
  data: Json;
  deleted_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  // Migration 030_versions: bumped by every write; a save that read an older one is refused.
  version: Version;
}

export interface ProductVariantsTable {
  /** The spec's random 20-character id. */
  id: string;
  product_id: number;
  supplier_variant_id: number | null;
  sku: string;
  color: string;
  color_swatch: string | null;
  size: string;
  price: number | null;
  available: Flag;
  show: Flag;
  attributes: Json;
  generated_photos: Json;
}

export interface CategoriesTable {
  id: Id;
  /** Null for the platform's own categories (/master/admin/categories). */
  website_id: number | null;
  name: string;
  real_name: string | null;
  slug: string;
  parent_id: number | null;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  // Migration 030_versions: bumped by every write; a save that read an older one is refused.
  version: Version;
}

export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
}

export interface PagesTable {
  id: Id;
  website_id: number;
  type: string;
  name: string;
  slug: string;
  sort_order: ColumnType<number, number | undefined, number>;
  sections: Json;
  data: Json;
  created_at: CreatedAt;
  updated_at: Timestamp;
  // Migration 011_content: a post's publish state.
  draft: ColumnType<number, number | undefined, number>;
  published_at: string | null;
  // Migration 030_versions: bumped by every write; a save that read an older one is refused.
  version: Version;
}

export interface OrdersTable {
  id: Id;
  website_id: number;
  buyer_user_id: number | null;
  buyer_name: string;
  buyer_email: string;
  status: string;
  price: number;
  platform_fee: number;
  profit: number;
  shipping_address: Json;
  deleted_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  // Migration 012_checkout_orders: the money lines (domain/order-money.ts) and the charge.
  subtotal: ColumnType<number, number | undefined, number>;
  discount: ColumnType<number, number | undefined, number>;
  gift_card: ColumnType<number, number | undefined, number>;
  supplier_cost: ColumnType<number, number | undefined, number>;
  code: string | null;
  payment_provider: string | null;
  charge_id: string | null;
  cloned_from: number | null;
  // Migration 019_order_undo: when the card charge was given back (cancel or delete purchase).
  refunded_at: ColumnType<string | null, string | null | undefined, string | null>;
  // Migration 030_versions: bumped by every write; a save that read an older one is refused.
  version: Version;
}

export interface OrderItemsTable {
  id: Id;
  order_id: number;
  product_id: number | null;
  product_variant_id: string | null;
  name: string;
  quantity: number;
  unit_price: number;
  unit_cost: number;
  // Migration 015_giftcard_product: the gift-card product a line sold (product_id is then null).
  gift_card_product_id: ColumnType<number | null, number | null | undefined, number | null>;
  // Migration 018_order_item_fee: the platform's share of one piece.
  unit_platform_fee: ColumnType<number, number | undefined, number>;
}

/** Payment request rows: the split of each order between the store ("website") and the platform ("vi"). */
export interface PaymentsTable {
  id: Id;
  website_id: number;
  order_id: number;
  amount_for_website: number;
  amount_for_vi: number;
  link: string | null;
  goes_to: string;
  is_request: Flag;
  done: Flag;
  hash: string | null;
  created_at: CreatedAt;
  // Migration 020_payment_requests: when the row became part of a request.
  requested_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface NotificationsTable {
  id: Id;
  user_id: number;
  website_id: number | null;
  type: string;
  content: string;
  seen: Flag;
  created_at: CreatedAt;
}

export interface ContactsTable {
  id: Id;
  website_id: number;
  name: string;
  city: string | null;
  postal: string | null;
  street: string | null;
  phone: string | null;
  email: string | null;
  lang: string | null;
  comment: string | null;
  tags: Json;
  created_at: CreatedAt;
  // Migration 030_versions: bumped by every write; a save that read an older one is refused.
  version: Version;
}

export interface FilesTable {
  id: Id;
  website_id: number | null;
  user_id: number | null;
  parent_id: number | null;
  type: string;
  name: string;
  path: string;
  extension: string | null;
  mime: string | null;
  size: ColumnType<number, number | undefined, number>;
  width: number | null;
  height: number | null;
  is_public: Flag;
  created_at: CreatedAt;
  // Migration 009_library.
  in_library: Flag;
  upload_type: string | null;
  dpi: number | null;
  approved: Flag;
  updated_at: string | null;
}

// Migration 009_library.
export interface FilePrepRequestsTable {
  id: Id;
  website_id: number;
  file_id: number | null;
  user_id: number | null;
  status: ColumnType<string, string | undefined, string>;
  note: ColumnType<string, string | undefined, string>;
  admin_note: string | null;
  result_file_id: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<string, string | undefined, string>;
}

export interface OutboxTable {
  id: Id;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
  /** Migration 028: delivery gave up (its job is dead): the last SMTP error. */
  send_error: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface FavouriteProductsTable {
  user_id: number;
  product_id: number;
}

/** Tax PDFs a user uploads on /user/taxes (migration 002). */
export interface TaxFormsTable {
  id: Id;
  user_id: number;
  country_code: string;
  tax_id_type: string;
  tax_id: string;
  file: string;
  file_name: string;
  size: number;
  created_at: string;
}

/** One row per storefront product view: the dashboard's "most views" (migration 002). */
export interface ProductViewsTable {
  id: Id;
  website_id: number;
  product_id: number;
  created_at: CreatedAt;
}

/** A mailed invitation to join a store (migration 004). Only the token's SHA-256 is stored. */
export interface InvitationsTable {
  id: Id;
  website_id: number;
  email: string;
  store_owner: Flag;
  company_role: string;
  /** Expanded permission entries [{type, value}] (domain/invitations.ts expandPermissions). */
  permissions: Json;
  token_hash: string;
  /** pending, accepted, declined or expired; a pending row past expires_at reads as expired. */
  status: ColumnType<string, string | undefined, string>;
  invited_by: number | null;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

/** POST /api/request/invitation: to the platform admins, or to a store's team with website_id (migration 004). */
export interface InvitationRequestsTable {
  id: Id;
  name: string;
  email: string;
  company: string | null;
  message: string | null;
  website_id: number | null;
  status: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

/** A short shareable code that joins a store with a role (migration 004). */
export interface InvitationCodesTable {
  code: string;
  website_id: number;
  company_role: string;
  permissions: Json;
  max_uses: number;
  uses: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
  created_by: number | null;
  created_at: CreatedAt;
}

/** A store's access level: a named group of users (migration 004). */
export interface LevelsTable {
  id: Id;
  website_id: number;
  name: string;
  created_at: CreatedAt;
}

export interface LevelUsersTable {
  level_id: number;
  user_id: number;
  created_at: CreatedAt;
}

export interface DepartmentsTable {
  id: Id;
  website_id: number;
  name: string;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

export interface OfficeLocationsTable {
  id: Id;
  website_id: number;
  name: string;
  street: string | null;
  city: string | null;
  postal: string | null;
  state: string | null;
  country: ColumnType<string, string | undefined, string>;
  phone: string | null;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

export interface StoreContactEmailsTable {
  id: Id;
  website_id: number;
  email: string;
  label: string | null;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

export interface WhitelistDomainsTable {
  id: Id;
  website_id: number;
  domain: string;
  created_at: CreatedAt;
}

export interface WhitelistedEmailsTable {
  id: Id;
  website_id: number;
  email: string;
  name: string | null;
  created_at: CreatedAt;
}

/** A store's account at a payment provider (kind card | paypal | braintree). No secrets. */
export interface PaymentAccountsTable {
  id: Id;
  website_id: number;
  kind: string;
  provider: string;
  external_id: string;
  status: ColumnType<string, string | undefined, string>;
  is_second: Flag;
  charges_enabled: Flag;
  details_submitted: Flag;
  connected_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PaymentOnboardingTokensTable {
  id: Id;
  payment_account_id: number;
  user_id: number | null;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** The sandbox payment provider's own records (what a real provider keeps on its side). */
export interface SandboxPaymentAccountsTable {
  id: string;
  kind: string;
  email: string | null;
  charges_enabled: Flag;
  details_submitted: Flag;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface StoreSmtpSettingsTable {
  id: Id;
  website_id: number;
  host: string;
  port: number;
  secure: Flag;
  username: string | null;
  /** AES-256-GCM with a key derived from APP_SECRET (services/smtp-settings.ts). */
  password_enc: string | null;
  from_email: string;
  from_name: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SupplierAccountsTable {
  id: Id;
  website_id: number;
  provider: string;
  customer_number: string;
  company: string;
  contact_name: string;
  email: string;
  phone: string | null;
  shipping_method: string;
  status: ColumnType<string, string | undefined, string>;
  validated_at: Timestamp | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

// Migration 005 (stats rollup): daily sums of live orders, kept by server/services/stats/rollup.ts.
export interface OrderStatsDailyTable {
  website_id: number;
  /** "YYYY-MM-DD", the first ten characters of the orders' created_at (UTC). */
  day: string;
  status: string;
  orders: number;
  price: number;
  platform_fee: number;
  profit: number;
  items: number;
  units: number;
}

/** Live (not deleted) products per store and availability, kept by triggers on products. */
export interface ProductCountsTable {
  website_id: number;
  available: number;
  live: number;
}

export interface ProductSalesDailyTable {
  website_id: number;
  day: string;
  status: string;
  product_id: number;
  quantity: number;
}

// Migration 007_products: related and companion product links.
export interface ProductLinksTable {
  product_id: number;
  linked_product_id: number;
  kind: "related" | "companion";
  sort_order: ColumnType<number, number | undefined, number>;
}

// Migration 011_content: promotions (banners and announcements with a time window).
export interface PromotionsTable {
  id: Id;
  website_id: number;
  title: string;
  kind: string;
  text: ColumnType<string, string | undefined, string>;
  image: ColumnType<string, string | undefined, string>;
  link: ColumnType<string, string | undefined, string>;
  active: ColumnType<number, number | undefined, number>;
  starts_at: string | null;
  ends_at: string | null;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  // Migration 030_versions: bumped by every write; a save that read an older one is refused.
  version: Version;
}

// Migration 013_money: gift cards, discounts and their redemptions; admin app info settings.
export interface AppSettingsTable {
  key: string;
  value: Json;
  updated_at: Timestamp;
}

export interface GiftCardsTable {
  id: Id;
  website_id: number;
  code: string;
  initial_value: number;
  balance: number;
  /** "YYYY-MM-DD": usable through the end of that day (UTC); null never expires. */
  expires_on: string | null;
  recipient_email: string | null;
  recipient_name: string | null;
  note: string | null;
  batch: string | null;
  disabled_at: Timestamp | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  // Migration 030_versions: bumped by every write; a save that read an older one is refused.
  version: Version;
}

export interface GiftCardTransactionsTable {
  id: Id;
  gift_card_id: number;
  order_id: number | null;
  kind: "issue" | "redeem" | "adjust";
  amount: number;
  balance_after: number;
  note: string | null;
  user_id: number | null;
  created_at: CreatedAt;
}

export interface DiscountsTable {
  id: Id;
  website_id: number;
  code: string;
  title: string | null;
  kind: "percentage" | "fixed";
  value: number;
  minimum_order: ColumnType<number, number | undefined, number>;
  usage_limit: number | null;
  once_per_customer: Flag;
  used_count: ColumnType<number, number | undefined, number>;
  applies_to: ColumnType<"all" | "products" | "categories", string | undefined, string>;
  starts_at: Timestamp;
  ends_at: Timestamp | null;
  active: Flag;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  // Migration 030_versions: bumped by every write; a save that read an older one is refused.
  version: Version;
}

export interface DiscountProductsTable {
  discount_id: number;
  product_id: number;
}

export interface DiscountCategoriesTable {
  discount_id: number;
  category_id: number;
}

export interface DiscountRedemptionsTable {
  id: Id;
  discount_id: number;
  order_id: number | null;
  email: string | null;
  amount: number;
  created_at: CreatedAt;
}

// Migration 012_checkout_orders: order status history and shipments.
export interface OrderStatusHistoryTable {
  id: Id;
  order_id: number;
  from_status: string | null;
  to_status: string;
  note: string | null;
  user_id: number | null;
  created_at: CreatedAt;
}

export interface ShipmentsTable {
  id: Id;
  website_id: number;
  order_id: number;
  carrier: string;
  tracking_number: string;
  status: ColumnType<string, string | undefined, string>;
  shipped_at: Timestamp | null;
  delivered_at: Timestamp | null;
  note: string | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SandboxChargesTable {
  id: string;
  account_id: string;
  amount: number;
  application_fee: number;
  currency: string;
  description: string;
  idempotency_key: string;
  refunded_at: Timestamp | null;
  created_at: CreatedAt;
}

// Migration 010_product_drafts.
export interface ProductDraftsTable {
  id: Id;
  website_id: number;
  user_id: number;
  kind: DraftKind;
  step: ColumnType<number, number | undefined, number>;
  similar_product_id: number | null;
  items: Json;
  created_at: CreatedAt;
  updated_at: ColumnType<string, string | undefined, string>;
}

export interface MockupJobsTable {
  id: Id;
  draft_id: number;
  status: ColumnType<MockupJobStatus, MockupJobStatus | undefined, MockupJobStatus>;
  done: ColumnType<number, number | undefined, number>;
  total: ColumnType<number, number | undefined, number>;
  error: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<string, string | undefined, string>;
}

export interface JobsTable {
  id: Id;
  kind: string;
  payload: Json;
  key: string | null;
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  run_at: ColumnType<string, string | undefined, string>;
  lease_until: Timestamp | null;
  leased_by: string | null;
  progress: ColumnType<unknown, string | null | undefined, string | null>;
  last_error: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<string, string | undefined, string>;
}

/** One write as the activity trail keeps it. */
export interface ActivityEventsTable {
  id: Id;
  created_at: CreatedAt;
  user_id: number | null;
  acting_admin_id: number | null;
  website_id: number | null;
  entity: string;
  entity_id: number | null;
  action: string;
  changes: ColumnType<unknown, string | null | undefined, string | null>;
  request_id: string | null;
  /** The record's name when the event was written (migration 032). */
  record_name: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One saved state of a product, a store-designer page or a store's settings (migration 031). */
export interface RevisionsTable {
  id: Id;
  website_id: number;
  entity: string;
  entity_id: number;
  number: number;
  data: ColumnType<unknown, string, string>;
  user_id: number | null;
  acting_admin_id: number | null;
  created_at: CreatedAt;
}

export interface EmbroideryRequestsTable {
  id: Id;
  website_id: number;
  user_id: number | null;
  draft_id: number | null;
  item_key: string | null;
  supplier_product_id: number | null;
  file_id: number | null;
  note: string | null;
  status: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

// Migration 016_hosted_checkouts: checkouts paid on the provider's page.
// Migration 019_order_undo: the stock a checkout took, returned once when the order is canceled.
export interface OrderStockTable {
  id: Id;
  order_id: number;
  supplier_variant_id: number;
  product_id: number | null;
  quantity: number;
  returned_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface HostedCheckoutsTable {
  id: Id;
  website_id: number;
  provider: string;
  session_id: string;
  reference: string;
  checkout_id: string;
  items: Json;
  buyer: Json;
  code: string | null;
  // Migration 021_checkout_codes: every code the buyer applied (JSON array of strings).
  codes: ColumnType<unknown, string | null | undefined, string | null>;
  amount: number;
  total: number;
  application_fee: number;
  currency: string;
  status: ColumnType<string, string | undefined, string>;
  order_id: number | null;
  error: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  // Migration 023_checkout_recovery: "hosted" or "card" (charged inline), and the charge once known.
  kind: ColumnType<string, string | undefined, string>;
  charge_id: string | null;
}

// Migration 015_giftcard_product: the storefront's gift-card product.
export interface GiftCardProductsTable {
  id: Id;
  website_id: number;
  name: string;
  slug: string;
  description: string | null;
  /** Cents, smallest first. */
  denominations: Json;
  picture_file_id: number | null;
  published: ColumnType<number, number | undefined, number>;
  deleted_at: Timestamp | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Migration 022: one row per counted attempt of a rate limit (see server/auth/throttle.ts). */
export interface RateLimitHitsTable {
  bucket: string;
  hit_at: string;
}

/** Migration 027: one row per per-address limit's bucket and its current window (server/http/rate-limit.ts). */
export interface RateLimitCountersTable {
  bucket: string;
  hits: number;
  /** When the window ends, ms since the epoch (PostgreSQL bigint: read back as a string). */
  expires_at: number | string;
}

// Migration 025_store_subscriptions: paid plans, their invoices and the sandbox's card on file.
export interface StoreSubscriptionsTable {
  id: Id;
  website_id: number;
  plan: string;
  /** "sandbox" or "stripe". */
  provider: string;
  external_id: string;
  /** "active" while paid; "ended" once the store went back to Free. */
  status: ColumnType<string, string | undefined, string>;
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  /** The plan the store moves to at the period end (a downgrade; "free" for a cancellation). */
  next_plan: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface StoreInvoicesTable {
  id: Id;
  website_id: number;
  plan: string;
  /** Cents. */
  amount: number;
  currency: string;
  period_start: Timestamp;
  period_end: Timestamp;
  /** "paid" or "failed". */
  status: string;
  provider: string;
  external_id: string | null;
  created_at: CreatedAt;
}

export interface SandboxSubscriptionsTable {
  id: string;
  card_number: string;
  canceled_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface Database {
  // Migration 026_jobs.
  jobs: JobsTable;
  activity_events: ActivityEventsTable;
  revisions: RevisionsTable;
  store_subscriptions: StoreSubscriptionsTable;
  store_invoices: StoreInvoicesTable;
  sandbox_subscriptions: SandboxSubscriptionsTable;
  rate_limit_hits: RateLimitHitsTable;
  rate_limit_counters: RateLimitCountersTable;
  // Migration 015_giftcard_product (and order_items.gift_card_product_id).
  gift_card_products: GiftCardProductsTable;
  // Migration 016_hosted_checkouts.
  hosted_checkouts: HostedCheckoutsTable;
  // Migration 019_order_undo.
  order_stock: OrderStockTable;
  // Migration 010_product_drafts.
  product_drafts: ProductDraftsTable;
  mockup_jobs: MockupJobsTable;
  embroidery_requests: EmbroideryRequestsTable;
  // Migration 009_library.
  file_prep_requests: FilePrepRequestsTable;
  // Migration 012_checkout_orders.
  order_status_history: OrderStatusHistoryTable;
  shipments: ShipmentsTable;
  sandbox_charges: SandboxChargesTable;
  // Migration 011_content.
  promotions: PromotionsTable;
  // Migration 013_money.
  gift_cards: GiftCardsTable;
  gift_card_transactions: GiftCardTransactionsTable;
  discounts: DiscountsTable;
  discount_products: DiscountProductsTable;
  discount_categories: DiscountCategoriesTable;
  discount_redemptions: DiscountRedemptionsTable;
  app_settings: AppSettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  user_tokens: UserTokensTable;
  companies: CompaniesTable;
  addresses: AddressesTable;
  websites: WebsitesTable;
  website_users: WebsiteUsersTable;
  website_permissions: WebsitePermissionsTable;
  supplier_products: SupplierProductsTable;
  supplier_variants: SupplierVariantsTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  categories: CategoriesTable;
  product_categories: ProductCategoriesTable;
  pages: PagesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payments: PaymentsTable;
  notifications: NotificationsTable;
  contacts: ContactsTable;
  files: FilesTable;
  outbox: OutboxTable;
  favourite_products: FavouriteProductsTable;
  tax_forms: TaxFormsTable;
  product_views: ProductViewsTable;
  // Migration 003 (stores).
  departments: DepartmentsTable;
  office_locations: OfficeLocationsTable;
  store_contact_emails: StoreContactEmailsTable;
  whitelist_domains: WhitelistDomainsTable;
  whitelisted_emails: WhitelistedEmailsTable;
  payment_accounts: PaymentAccountsTable;
  payment_onboarding_tokens: PaymentOnboardingTokensTable;
  sandbox_payment_accounts: SandboxPaymentAccountsTable;
  store_smtp_settings: StoreSmtpSettingsTable;
  supplier_accounts: SupplierAccountsTable;
  invitations: InvitationsTable;
  invitation_requests: InvitationRequestsTable;
  invitation_codes: InvitationCodesTable;
  levels: LevelsTable;
  level_users: LevelUsersTable;
  // Migration 005 (stats rollup).
  order_stats_daily: OrderStatsDailyTable;
  product_sales_daily: ProductSalesDailyTable;
  // Migration 007_products.
  product_links: ProductLinksTable;
  // Migration 034_product_counts.
  product_counts: ProductCountsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Website = Selectable<WebsitesTable>;
export type Product = Selectable<ProductsTable>;
export type Order = Selectable<OrdersTable>;
