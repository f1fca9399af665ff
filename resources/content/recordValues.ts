import type { ContentItem, ContentKind, Promotion } from "../../domain/content";
import { asRecord, asString, type Values } from "../../ui/fields/values";

/** A new record's form values, by kind. */
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

/**
 * A stored item as its kind's form edits it (the fields the kind's schema takes): data spread
 * out, a redirect's path as typed, a menu's slug without its prefix, a home page as a switch.
 */
export function contentValues(kind: ContentKind, item: ContentItem | undefined): Values {
  if (!item) return { ...DEFAULTS[kind] };
  const data = item.data;
  const base: Values = { ...DEFAULTS[kind], id: item.id, name: item.name, slug: item.slug };
  switch (kind) {
    case "redirect":
      return { id: item.id, name: item.name, from: `/${item.slug}`, to: asString(data.redirect_url) };
    case "menu":
      return {
        id: item.id,
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

const NEW_PROMOTION: Values = {
  title: "",
  kind: "announcement",
  text: "",
  image: "",
  link: "",
  active: true,
  starts_at: null,
  ends_at: null,
};

export const promotionValues = (p: Promotion | undefined): Values => (p ? { ...p } : { ...NEW_PROMOTION });
