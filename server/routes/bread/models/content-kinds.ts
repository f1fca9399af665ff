import { CONTENT_SCHEMAS, KIND_TYPES, type ContentKind } from "../../../../domain/content.js";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import {
  CONTENT_COLUMNS,
  createContentItem,
  deleteContentItem,
  updateContentItem,
} from "../../../services/content/items.js";
import { contentItem, type PageRecord } from "../../../services/content/mapping.js";
import { col } from "../query.js";
import type { BreadModel, LooseQuery, Row } from "../model.js";
import { contentItemDto } from "../../../../domain/contracts/content.js";

/**
 * A kind of content kept as `pages` rows of its type: every read (lists and one record) sees only
 * rows of that type, and every write is the content routes' own (same rules, same side effects).
 */
function contentKindModel(
  name: keyof typeof RESOURCE_RIGHTS,
  kind: Exclude<ContentKind, "page">,
): BreadModel {
  const ofKind = (query: LooseQuery) => query.where(col(model, "type"), "in", [...KIND_TYPES[kind]]);
  const model: BreadModel = {
    name,
    table: "pages",
    scope: "store",
    rights: RESOURCE_RIGHTS[name],
    columns: CONTENT_COLUMNS,
    // Every read, one record's included, sees only this type: an id of another type answers 404.
    alwaysWhere: ofKind,
    filters: { website_id: "int" },
    sorts: ["id", "sort_order", "name", "updated_at", "published_at", "created_at"],
    defaultSort: ["sort_order", "ASC"],
    search: ["name", "slug"],
    service: {
      create: async (input, w) => (await createContentItem(w.ctx, w.websiteId, kind, input)).id,
      update: async (input, w) => {
        await updateContentItem(w.ctx, w.websiteId, kind, w.id, input, w.version);
      },
      delete: async (w) => {
        await deleteContentItem(w.ctx, w.websiteId, kind, w.id);
      },
    },
    bodies: { create: CONTENT_SCHEMAS[kind], update: CONTENT_SCHEMAS[kind] },
    record: contentRecord,
    toDto: (row, ctx) => contentItem(ctx, kind, pageRecordOf(row)),
  };
  return model;
}

/** A pages row as BREAD reads it (loosely typed), with the types of its columns. */
function pageRecordOf(row: Row): PageRecord {
  return {
    id: Number(row.id),
    website_id: Number(row.website_id),
    type: String(row.type),
    name: String(row.name),
    slug: String(row.slug),
    sort_order: Number(row.sort_order),
    draft: Number(row.draft),
    published_at:
      row.published_at === null || row.published_at === undefined ? null : String(row.published_at),
    data: row.data,
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
    version: Number(row.version),
  };
}

/** A content item as the content screens read it: exactly the content routes' item. */
const contentRecord = contentItemDto.strict();

export const blogModel = contentKindModel("Blog", "blog");
export const newsModel = contentKindModel("News", "news");
export const faqModel = contentKindModel("Faq", "faq");
export const collectionModel = contentKindModel("Collection", "collection");
export const galleryModel = contentKindModel("Gallery", "gallery");
export const menuModel = contentKindModel("Menu", "menu");
export const redirectModel = contentKindModel("Redirect", "redirect");
