import { sql, type Kysely } from "kysely";
import type { Dialect } from "../types.js";
import { dialectKinds } from "./kinds.js";

/**
 * Stores and their settings, server side: the settings tabs'
 * tables, payment accounts behind the PaymentProvider interface, per-store SMTP settings and the
 * supplier account. Every table hangs off websites with ON DELETE CASCADE, so destroying a store
 * is one DELETE.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const { now, json, table } = dialectKinds(db, dialect);
  const website = (t: ReturnType<typeof table>) =>
    t.addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"));
  const index = (name: string, on: string, columns: string[]) =>
    db.schema.createIndex(name).on(on).columns(columns).execute();

  // Settings that are one value per store live on the store row.
  const columns: [string, string, string | number | null][] = [
    ["tax_exempt", "integer", 0],
    ["mail_configuration", json, "{}"],
    ["entry_modal", json, "{}"],
    ["limit_overrides", json, "{}"],
    ["payment_methods", json, "{}"],
    ["second_payment", "integer", 0],
    ["recipient_email", "text", null],
    ["launched_at", "text", null],
  ];
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable("websites")
      .addColumn(name, sql.raw(type), (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }

  await website(table("departments"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("departments_name_unique", ["website_id", "name"])
    .execute();

  await website(table("office_locations"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("street", "text")
    .addColumn("city", "text")
    .addColumn("postal", "text")
    .addColumn("state", "text")
    .addColumn("country", "text", (c) => c.notNull().defaultTo("US"))
    .addColumn("phone", "text")
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await index("office_locations_website_idx", "office_locations", ["website_id", "sort_order"]);

  await website(table("store_contact_emails"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("label", "text")
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("store_contact_emails_unique", ["website_id", "email"])
    .execute();

  // The spec's whitelist_emails (domains) and whitelisted_emails (single users).
  await website(table("whitelist_domains"))
    .addColumn("domain", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("whitelist_domains_unique", ["website_id", "domain"])
    .execute();
  await website(table("whitelisted_emails"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("whitelisted_emails_unique", ["website_id", "email"])
    .execute();

  // A store's account at a payment provider: kind card | paypal | braintree, a first and an
  // optional second one. Only the provider's account id is kept, never a secret.
  await website(table("payment_accounts"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("external_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("is_second", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("charges_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("details_submitted", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("connected_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("payment_accounts_unique", ["website_id", "kind", "is_second"])
    .execute();
  await index("payment_accounts_external_idx", "payment_accounts", ["provider", "external_id"]);

  // Single-use links to the local (sandbox) onboarding page; stored as SHA-256 like sessions.
  await table("payment_onboarding_tokens")
    .addColumn("payment_account_id", "integer", (c) =>
      c.notNull().references("payment_accounts.id").onDelete("cascade"),
    )
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  // The sandbox provider's own books: what a real provider would keep on its side.
  await db.schema
    .createTable("sandbox_payment_accounts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("charges_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("details_submitted", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  // The password is AES-256-GCM encrypted with a key derived from APP_SECRET.
  await website(table("store_smtp_settings"))
    .addColumn("host", "text", (c) => c.notNull())
    .addColumn("port", "integer", (c) => c.notNull())
    .addColumn("secure", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("username", "text")
    .addColumn("password_enc", "text")
    .addColumn("from_email", "text", (c) => c.notNull())
    .addColumn("from_name", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("store_smtp_settings_unique", ["website_id"])
    .execute();

  await website(table("supplier_accounts"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("customer_number", "text", (c) => c.notNull().unique())
    .addColumn("company", "text", (c) => c.notNull())
    .addColumn("contact_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("shipping_method", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("validated_at", "text")
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("supplier_accounts_website_unique", ["website_id"])
    .execute();

  // Lists filter stores by archive state and search them by name.
  await index("websites_archived_idx", "websites", ["archived_at", "created_at"]);
}
