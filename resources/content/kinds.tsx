import type { RaRecord, SortPayload } from "react-admin";
import { useTranslate } from "react-admin";
import Chip from "@mui/material/Chip";
import type { z } from "zod";
import {
  CONTENT_SCHEMAS,
  MENU_LOCATIONS,
  PROMOTION_KINDS,
  promotionSchema,
  type ContentItem,
  type ContentKind,
  type Promotion,
} from "../../domain/content";
import type { PlanFeature } from "../../domain/plans";
import { formatDate } from "../../ui/format";
import {
  countColumn,
  nameColumn,
  postStatusColumn,
  slugColumn,
  updatedColumn,
  type ColumnSpec,
} from "./columns";
import { field, nameField, seoFields, slugField, type FieldSpec } from "../../ui/fields/fieldSpec";
import { contentValues, promotionValues } from "./recordValues";
import type { Values } from "../../ui/fields/values";

/** What a content Resource's list and form are made of. */
export interface ContentKindSpec<T extends RaRecord = RaRecord> {
  /** Translation keys: the list's title and the create button's label. */
  title: string;
  newLabel: string;
  columns: ColumnSpec<T>[];
  fields: FieldSpec[];
  /** The domain's schema of the kind, the same one the server's service checks. */
  schema: z.ZodType<Values, Values>;
  /** A record (none: a new one) as the form's values. */
  toValues: (record: T | undefined) => Values;
  name: (record: T) => string;
  /** The kind has drafts: its list publishes and unpublishes in bulk. */
  publish: boolean;
  sort: SortPayload;
  /** The store's plan must include this feature to create, change or delete records. */
  planFeature?: PlanFeature;
}

const F = "app.content.fields.";
const bySortOrder: SortPayload = { field: "sort_order", order: "ASC" };

/** The kinds kept as `pages` rows share their reading, naming and order. */
const item = (
  kind: ContentKind,
  spec: Pick<ContentKindSpec<ContentItem>, "columns" | "fields"> & { publish?: boolean },
): ContentKindSpec => {
  const full: ContentKindSpec<ContentItem> = {
    title: `app.content.titles.${kind}`,
    newLabel: `app.content.new_item.${kind}`,
    schema: CONTENT_SCHEMAS[kind] as unknown as z.ZodType<Values, Values>,
    toValues: (record) => contentValues(kind, record),
    name: (record) => record.name,
    publish: spec.publish ?? false,
    sort: bySortOrder,
    ...spec,
  };
  // Every record of a content Resource is the kind's own DTO, so the table holds them as records.
  return full as unknown as ContentKindSpec;
};

const postFields: FieldSpec[] = [
  { ...nameField, label: `${F}title` },
  slugField,
  field("excerpt", "textarea", "excerpt", { maxLength: 500 }),
  field("image", "picture", "image"),
  field("content", "html", "content"),
  field("published_at", "datetime", "published_at"),
  field("draft", "switch", "draft"),
  ...seoFields,
];
const postColumns = [nameColumn, slugColumn, postStatusColumn, updatedColumn];

function MenuLocation({ value }: { value: unknown }) {
  const translate = useTranslate();
  return <>{translate(`app.content.locations.${value === "footer" ? "footer" : "header"}`)}</>;
}

function PromotionState({ p }: { p: Promotion }) {
  const translate = useTranslate();
  const now = new Date().toISOString();
  const key = p.live ? "live" : !p.active ? "inactive" : p.ends_at && p.ends_at <= now ? "ended" : "waiting";
  return (
    <Chip
      size="small"
      color={p.live ? "success" : "default"}
      label={translate(`app.content.status.${key}`)}
    />
  );
}

function PromotionKind({ p }: { p: Promotion }) {
  const translate = useTranslate();
  return <>{translate(`app.content.promotion_kinds.${p.kind}`)}</>;
}

const promotion: ContentKindSpec<Promotion> = {
  title: "app.content.titles.promotions",
  newLabel: "app.content.new_item.promotions",
  columns: [
    { source: "title", label: `${F}title`, render: (p) => p.title },
    { label: `${F}kind`, render: (p) => <PromotionKind p={p} /> },
    {
      source: "starts_at",
      label: "app.content.columns.window",
      render: (p) => [p.starts_at, p.ends_at].map((d) => (d ? formatDate(d) : "…")).join(" – "),
    },
    { label: "app.content.columns.status", render: (p) => <PromotionState p={p} /> },
  ],
  fields: [
    field("title", "text", "title", { required: true, maxLength: 100 }),
    field("kind", "select", "kind", {
      options: PROMOTION_KINDS.map((k) => ({ value: k, label: `app.content.promotion_kinds.${k}` })),
    }),
    field("text", "textarea", "text", { maxLength: 500 }),
    field("image", "picture", "image"),
    field("link", "text", "link", { maxLength: 2000 }),
    field("starts_at", "datetime", "starts_at"),
    field("ends_at", "datetime", "ends_at"),
    field("active", "switch", "active"),
  ],
  schema: promotionSchema as unknown as z.ZodType<Values, Values>,
  toValues: promotionValues,
  name: (p) => p.title,
  publish: false,
  sort: bySortOrder,
  planFeature: "discounts",
};

/**
 * Every content Resource by its BREAD model name: pages (the home page among them), blog and
 * news posts, FAQs, collections, galleries, menus, redirects and promotions.
 */
export const CONTENT_KINDS: Record<string, ContentKindSpec> = {
  Page: item("page", {
    columns: [nameColumn, slugColumn, updatedColumn],
    fields: [
      nameField,
      slugField,
      field("home", "switch", "home"),
      field("hidden", "switch", "hidden"),
      field("content", "html", "content"),
      ...seoFields,
    ],
  }),
  Blog: item("blog", { columns: postColumns, fields: postFields, publish: true }),
  News: item("news", { columns: postColumns, fields: postFields, publish: true }),
  Faq: item("faq", {
    columns: [{ ...nameColumn, label: `${F}question` }, updatedColumn],
    fields: [{ ...nameField, label: `${F}question` }, slugField, field("content", "html", "answer")],
  }),
  Collection: item("collection", {
    columns: [nameColumn, slugColumn, countColumn("app.content.columns.products", "products")],
    fields: [
      nameField,
      slugField,
      field("image", "picture", "image"),
      field("content", "html", "description"),
      field("products", "products", "products"),
      ...seoFields,
    ],
  }),
  Gallery: item("gallery", {
    columns: [nameColumn, slugColumn, countColumn("app.content.columns.images", "images")],
    fields: [nameField, slugField, field("images", "images", "images")],
  }),
  Menu: item("menu", {
    columns: [
      nameColumn,
      { label: "app.content.columns.location", render: (row) => <MenuLocation value={row.data.location} /> },
      countColumn("app.content.columns.links", "links"),
    ],
    fields: [
      nameField,
      field("location", "select", "location", {
        options: MENU_LOCATIONS.map((l) => ({ value: l, label: `app.content.locations.${l}` })),
      }),
      field("links", "links", "links"),
    ],
  }),
  Redirect: item("redirect", {
    columns: [
      { source: "slug", label: "app.content.columns.from", render: (row) => `/${row.slug}` },
      {
        label: "app.content.columns.to",
        render: (row) => (typeof row.data.redirect_url === "string" ? row.data.redirect_url : ""),
      },
    ],
    fields: [
      field("from", "text", "from", { required: true, helper: `${F}from_hint`, maxLength: 101 }),
      field("to", "text", "to", { required: true, maxLength: 2000 }),
      field("name", "text", "name", { maxLength: 100 }),
    ],
  }),
  Promotion: promotion as unknown as ContentKindSpec,
};

export function contentKind(resource: string): ContentKindSpec {
  const spec = CONTENT_KINDS[resource];
  if (!spec) throw new Error(`No content kind for the resource ${resource}`);
  return spec;
}
