import type { Kysely } from "kysely";
import type { Dialect } from "../types.js";
import { dialectKinds } from "./kinds.js";

/**
 * Content resources. Blogs, news, FAQs, collections, galleries,
 * redirects and menus stay rows of `pages` by type; posts
 * get a publish state the storefront filters on in SQL. Promotions have a time window and no
 * page of their own, so they get a table.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const { table, now } = dialectKinds(db, dialect);
  await db.schema
    .alterTable("pages")
    .addColumn("draft", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // When a blog post or news item goes live; null: since it was created.
  await db.schema.alterTable("pages").addColumn("published_at", "text").execute();
  // The back office pages a store's items of one type; the storefront lists live posts by date.
  await db.schema
    .createIndex("pages_website_type_idx")
    .on("pages")
    .columns(["website_id", "type", "draft", "published_at"])
    .execute();

  await table("promotions")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("announcement"))
    .addColumn("text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("image", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("link", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("starts_at", "text")
    .addColumn("ends_at", "text")
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("promotions_website_idx")
    .on("promotions")
    .columns(["website_id", "active", "sort_order"])
    .execute();
}
