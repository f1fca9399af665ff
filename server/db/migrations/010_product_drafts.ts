import type { Kysely } from "kysely";
import type { Dialect } from "../types.js";
import { dialectKinds } from "./kinds.js";

/**
 * Product creator drafts and mockup jobs: the creator's state lives on the server so
 * a reload or "continue" finds it; a mockup job records a background render's progress so the
 * SPA can poll it and a restart can mark an interrupted one failed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const { json, now, table } = dialectKinds(db, dialect);

  await table("product_drafts")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // "single" (the product creator) or "multiple" (the quick creator).
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("step", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("similar_product_id", "integer")
    // The items (blank, colours, sides with designs and placements, mockups): read and written
    // whole by the creator, never filtered on.
    .addColumn("items", json, (c) => c.notNull().defaultTo("[]"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  // "My open drafts, newest first" per store and kind.
  await db.schema
    .createIndex("product_drafts_owner_idx")
    .on("product_drafts")
    .columns(["user_id", "website_id", "kind", "updated_at"])
    .execute();

  await table("mockup_jobs")
    .addColumn("draft_id", "integer", (c) => c.notNull().references("product_drafts.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("done", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("mockup_jobs_draft_idx")
    .on("mockup_jobs")
    .columns(["draft_id", "id"])
    .execute();
  // A restart fails whatever was queued or running: found by status, not by scanning every job.
  await db.schema.createIndex("mockup_jobs_status_idx").on("mockup_jobs").column("status").execute();

  // POST /api/embroidery/request: a store asks for a design to be digitised for embroidery.
  await table("embroidery_requests")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("draft_id", "integer", (c) => c.references("product_drafts.id").onDelete("set null"))
    .addColumn("item_key", "text")
    .addColumn("supplier_product_id", "integer", (c) =>
      c.references("supplier_products.id").onDelete("set null"),
    )
    .addColumn("file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("note", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("requested"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("embroidery_requests_website_idx")
    .on("embroidery_requests")
    .columns(["website_id", "created_at"])
    .execute();
}
