import type { ContentItem, ContentKind } from "../../../domain/content";
import type { EditSource, ListSource } from "./types";
import { asRecord, asString, type Values } from "./values";

/** The list and editor sources of a kind kept as pages (server/routes/content/items.ts). */
export function itemListSource(kind: ContentKind): ListSource<ContentItem> {
  return {
    key: kind,
    list: (dataProvider, websiteId, params) => dataProvider.listContent(websiteId, kind, params),
    remove: (dataProvider, websiteId, id) => dataProvider.deleteContent(websiteId, kind, id),
    name: (row) => row.name,
  };
}

const DEFAULTS: Record<ContentKind, Values> = {
  page: { name: "", slug: "", content: "", home: false, hidden: false, seo: {} },
  blog: {
    name: "",
    slug: "",
    content: "",
    excerpt: "",
    image: "",
    draft: false,
    published_at: null,
    seo: {},
  },
  news: {
    name: "",
    slug: "",
    content: "",
    excerpt: "",
    image: "",
    draft: false,
    published_at: null,
    seo: {},
  },
  faq: { name: "", slug: "", content: "" },
  collection: { name: "", slug: "", content: "", image: "", products: [], seo: {} },
  gallery: { name: "", slug: "", images: [] },
  redirect: { name: "", from: "", to: "" },
  menu: { name: "", location: "header", links: [] },
};

function valuesOf(kind: ContentKind, item: ContentItem): Values {
  const data = item.data;
  const base: Values = { ...DEFAULTS[kind], name: item.name, slug: item.slug };
  switch (kind) {
    case "redirect":
      return { name: item.name, from: `/${item.slug}`, to: asString(data.redirect_url) };
    case "menu":
      return {
        name: item.name,
        slug: item.slug.replace(/^menu-/, ""),
        location: asString(data.location) || "header",
        links: data.links ?? [],
      };
    case "blog":
    case "news":
      return {
        ...base,
        ...data,
        draft: item.draft,
        published_at: item.published_at,
        seo: asRecord(data.seo),
      };
    case "page":
      return {
        ...base,
        ...data,
        home: item.type === "home",
        hidden: data.hidden === true,
        seo: asRecord(data.seo),
      };
    default:
      return { ...base, ...data };
  }
}

export function itemEditSource(kind: ContentKind): EditSource<ContentItem> {
  return {
    key: kind,
    load: (dataProvider, websiteId, id) => dataProvider.contentItem(websiteId, kind, id),
    save: (dataProvider, websiteId, id, values) => dataProvider.saveContent(websiteId, kind, id, values),
    toValues: (item) => (item ? valuesOf(kind, item) : { ...DEFAULTS[kind] }),
  };
}
