import { CONTENT_MSG, CONTENT_SCHEMAS, KIND_TYPES, type ContentKind } from "../../../domain/content.js";
import { pageSnapshot, recordPageWrite, writePage } from "../pages/activity.js";
import type { AppContext } from "../../context.js";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import type { Db } from "../../db/types.js";
import { conflict, notFound } from "../../../domain/errors.js";
import { contentValues, type PageRecord } from "./mapping.js";
import { bumpVersion } from "../versions/index.js";

/** The columns a content item is read with. */
export const CONTENT_COLUMNS = [
  "id",
  "website_id",
  "type",
  "name",
  "slug",
  "sort_order",
  "draft",
  "published_at",
  "data",
  "created_at",
  "updated_at",
  "version",
] as const;

/** A store's item of a kind; any other row (another store's, another kind's) answers as a missing one. */
export async function findContentItem(
  ctx: AppContext,
  websiteId: number,
  kind: ContentKind,
  id: number,
): Promise<PageRecord> {
  const row = await ctx.db.kysely
    .selectFrom("pages")
    .select(CONTENT_COLUMNS)
    .where("id", "=", id)
    .where("website_id", "=", websiteId)
    .where("type", "in", [...KIND_TYPES[kind]])
    .executeTakeFirst();
  if (!row) throw notFound(CONTENT_MSG.notFound);
  return row;
}

/** A slug another row of the store holds answers 409 at the field the user typed it in. */
async function assertSlugFree(
  db: Db["kysely"],
  websiteId: number,
  kind: ContentKind,
  slug: string,
  self: number | null,
): Promise<void> {
  let query = db
    .selectFrom("pages")
    .select("id")
    .where("website_id", "=", websiteId)
    .where("slug", "=", slug);
  if (self !== null) query = query.where("id", "!=", self);
  if (await query.executeTakeFirst()) {
    const field = kind === "redirect" ? "from" : "slug";
    throw conflict(CONTENT_MSG.slugTaken, { [field]: CONTENT_MSG.slugTaken });
  }
}

/** One home page per store: making another the home page turns the old one into a plain page. */
async function demoteHome(trx: Db["kysely"], websiteId: number, except: number | null): Promise<void> {
  let query = trx
    .selectFrom("pages")
    .select("id")
    .where("website_id", "=", websiteId)
    .where("type", "=", "home");
  if (except !== null) query = query.where("id", "!=", except);
  for (const { id } of await query.execute())
    await writePage(trx, id, { type: "page", updated_at: nowIso() }, "update");
}

/**
 * Creates an item of a kind from its fields (checked by the kind's schema): a free slug, placed
 * after the store's last page unless a sort order is given, no sections yet.
 */
export async function createContentItem(
  ctx: AppContext,
  websiteId: number,
  kind: ContentKind,
  body: unknown,
): Promise<PageRecord> {
  const input = CONTENT_SCHEMAS[kind].parse(body);
  const values = await contentValues(ctx, websiteId, kind, input);
  return ctx.db.kysely.transaction().execute(async (trx) => {
    await assertSlugFree(trx, websiteId, kind, values.slug, null);
    if (values.type === "home") await demoteHome(trx, websiteId, null);
    const last = await trx
      .selectFrom("pages")
      .select((eb) => eb.fn.max("sort_order").as("max"))
      .where("website_id", "=", websiteId)
      .executeTakeFirst();
    const now = nowIso();
    const row = await trx
      .insertInto("pages")
      .values({
        website_id: websiteId,
        type: values.type,
        name: values.name,
        slug: values.slug,
        sort_order: values.sort_order ?? Number(last?.max ?? -1) + 1,
        draft: values.draft,
        published_at: values.published_at,
        sections: toJson([]),
        data: toJson(values.data),
        created_at: now,
        updated_at: now,
      })
      .returning(CONTENT_COLUMNS)
      .executeTakeFirstOrThrow();
    await recordPageWrite(trx, row.id, "create", null);
    return row;
  });
}

/**
 * Replaces an item's fields; its sections, set by the design editor, and data keys it keeps stay.
 * The item is a page row the design editor saves too: with the version the screen read, a save
 * after someone else's (here or in the editor) is refused and writes nothing.
 */
export async function updateContentItem(
  ctx: AppContext,
  websiteId: number,
  kind: ContentKind,
  id: number,
  body: unknown,
  version: number | null = null,
): Promise<PageRecord> {
  await findContentItem(ctx, websiteId, kind, id);
  const input = CONTENT_SCHEMAS[kind].parse(body);
  const values = await contentValues(ctx, websiteId, kind, input);
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("pages")
      .select(["data", "type"])
      .where("id", "=", id)
      .where("website_id", "=", websiteId)
      .executeTakeFirst();
    if (!current) throw notFound(CONTENT_MSG.notFound);
    await bumpVersion(trx, "pages", id, version);
    await assertSlugFree(trx, websiteId, kind, values.slug, id);
    if (values.type === "home" && current.type !== "home") await demoteHome(trx, websiteId, id);
    const before = (await pageSnapshot(trx, id)) ?? null;
    const row = await trx
      .updateTable("pages")
      .set({
        type: values.type,
        name: values.name,
        slug: values.slug,
        ...(values.sort_order !== undefined ? { sort_order: values.sort_order } : {}),
        draft: values.draft,
        published_at: values.published_at,
        // Keys the design editor keeps in data (and kinds' old keys) stay.
        data: toJson({ ...fromJson<Record<string, unknown>>(current.data, {}), ...values.data }),
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .where("website_id", "=", websiteId)
      .returning(CONTENT_COLUMNS)
      .executeTakeFirstOrThrow();
    await recordPageWrite(trx, id, "update", before);
    return row;
  });
}

/** Deletes a store's item of a kind. */
export async function deleteContentItem(
  ctx: AppContext,
  websiteId: number,
  kind: ContentKind,
  id: number,
): Promise<void> {
  await findContentItem(ctx, websiteId, kind, id);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const before = (await pageSnapshot(trx, id)) ?? null;
    await trx.deleteFrom("pages").where("id", "=", id).where("website_id", "=", websiteId).execute();
    await recordPageWrite(trx, id, "delete", before);
  });
}
