import type { Kysely } from "kysely";
import type { Dialect } from "../types.js";
import { dialectKinds } from "./kinds.js";

/**
 * File library and uploads. Library files and folders are rows of the
 * existing `files` table (type file or directory, parent_id the folder), so a
 * product's print file and a library file are one record. Added here: which upload made the row,
 * whether the library lists it, the DPI read at upload, the approved status, and the file
 * preparation requests a store sends to the platform's artwork team.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const k = dialectKinds(db, dialect);

  // One ALTER per column: SQLite adds only one at a time.
  await db.schema
    .alterTable("files")
    .addColumn("in_library", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("files").addColumn("upload_type", "text").execute();
  await db.schema.alterTable("files").addColumn("dpi", "integer").execute();
  await db.schema
    .alterTable("files")
    .addColumn("approved", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("files").addColumn("updated_at", "text").execute();
  // The library's listing: one store, one folder (or the root), newest first, read from the index.
  await db.schema
    .createIndex("files_library_idx")
    .on("files")
    .columns(["website_id", "in_library", "parent_id", "id"])
    .execute();

  await k
    .table("file_prep_requests")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    // pending -> in_progress -> done | rejected; the store may cancel a pending one.
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("admin_note", "text")
    // The prepared file the admin delivered into the store's library.
    .addColumn("result_file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(k.now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("file_prep_requests_website_idx")
    .on("file_prep_requests")
    .columns(["website_id", "status", "id"])
    .execute();
  await db.schema
    .createIndex("file_prep_requests_status_idx")
    .on("file_prep_requests")
    .columns(["status", "id"])
    .execute();
}
