import { sql, type Kysely } from "kysely";
import type { Dialect } from "../types.js";
import { dialectKinds } from "./kinds.js";

/**
 * Store teams: invitations, invitation requests, invitation codes and access levels.
 * Members themselves stay in website_users and website_permissions (001).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const { now, json, table: id } = dialectKinds(db, dialect);

  await id("invitations")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("store_owner", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("company_role", "text", (c) => c.notNull())
    .addColumn("permissions", json, (c) => c.notNull().defaultTo("[]"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("invited_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  // A store's list pages by status and date; one open invitation per address and store, even
  // when two managers send at once.
  await db.schema
    .createIndex("invitations_website_idx")
    .on("invitations")
    .columns(["website_id", "status", "created_at"])
    .execute();
  await db.schema
    .createIndex("invitations_pending_unique")
    .unique()
    .on("invitations")
    .columns(["website_id", "email"])
    .where(sql.ref("status"), "=", "pending")
    .execute();
  // "My invitations" and accept/decline by id look invitations up by the invitee's address.
  await db.schema.createIndex("invitations_email_idx").on("invitations").column("email").execute();

  await id("invitation_requests")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("company", "text")
    .addColumn("message", "text")
    .addColumn("website_id", "integer", (c) => c.references("websites.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("invitation_requests_website_idx")
    .on("invitation_requests")
    .columns(["website_id", "status", "created_at"])
    .execute();

  await db.schema
    .createTable("invitation_codes")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("company_role", "text", (c) => c.notNull())
    .addColumn("permissions", json, (c) => c.notNull().defaultTo("[]"))
    .addColumn("max_uses", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("uses", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("invitation_codes_website_idx")
    .on("invitation_codes")
    .column("website_id")
    .execute();

  await id("levels")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("levels_name_unique", ["website_id", "name"])
    .execute();

  await db.schema
    .createTable("level_users")
    .addColumn("level_id", "integer", (c) => c.notNull().references("levels.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("level_users_pk", ["level_id", "user_id"])
    .execute();
  await db.schema.createIndex("level_users_user_idx").on("level_users").column("user_id").execute();
}
