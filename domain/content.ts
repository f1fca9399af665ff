import { z } from "zod";
import { hasControlChars, isSafeLink } from "./links.js";
import { MSG } from "./messages.js";
import { linkSchema, linkTarget, seoSchema } from "./sections.js";

/**
 * Content resources of a store (page, collection, blog, gallery,
 * redirect, menu, category and entry modal items: id, type, slug, order, sections, name).
 * Each is a row of `pages` told apart by `type`, so the design editor lists and lays them out
 * like any page; kind-specific fields live in the row's `data`. Promotions have a time window
 * the storefront filters on, so they have their own table; SEO and the entry modal are
 * per-store settings on the store record. No I/O here: the SPA builds its forms from these.
 */

export const CONTENT_KINDS = [
  "page",
  "blog",
  "news",
  "faq",
  "collection",
  "gallery",
  "redirect",
  "menu",
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Kinds with a publish state: a draft or a future date is not on the storefront. */
export const POST_KINDS = ["blog", "news"] as const satisfies readonly ContentKind[];
export const isPostKind = (kind: string): kind is (typeof POST_KINDS)[number] =>
  (POST_KINDS as readonly string[]).includes(kind);

/** The /pages screen manages the home page too: both types belong to the "page" kind. */
export const KIND_TYPES: Record<ContentKind, readonly string[]> = {
  page: ["home", "page"],
  blog: ["blog"],
  news: ["news"],
  faq: ["faq"],
  collection: ["collection"],
  gallery: ["gallery"],
  redirect: ["redirect"],
  menu: ["menu"],
};

/**
 * Storefront paths that list a kind (/store/{link}/blog ...). A page with the same slug wins:
 * the owner's own page is never hidden by a built-in list.
 */
export const KIND_LIST_SLUGS = {
  blog: "blog",
  news: "news",
  faq: "faq",
  gallery: "gallery",
  collection: "collections",
} as const;

export const MENU_LOCATIONS = ["header", "footer"] as const;
export const PROMOTION_KINDS = ["banner", "announcement"] as const;
export const MAX_COLLECTION_PRODUCTS = 200;
export const MAX_GALLERY_IMAGES = 100;
export const MAX_MENU_LINKS = 50;
export const CONTENT_PAGE_SIZES = [10, 25, 50, 100] as const;

export const CONTENT_MSG = {
  saved: "Completed successfully",
  deleted: "Deleted successfully.",
  notFound: "This item does not exist.",
  slugTaken: "This value is already in use.",
  pathInvalid: "Enter a path of this store, such as /old-page.",
  pathReserved: "This path belongs to the store itself and cannot be redirected.",
  windowOrder: "The start must be before the end.",
  pictureInvalid: "Choose a picture from this store's file library or enter an https address.",
  productsMissing: "Every product must belong to this store.",
  saveFailed: "Something went wrong...",
  controlChars: "Line breaks, tabs and other control characters are not allowed here.",
} as const;

const text = (max: number) => z.string().trim().max(max, `Value must be at most ${max} characters`);
const optional = (max: number) => text(max).default("");

/**
 * A picture: a storage key ("public/..."), an absolute https URL, a file URL of the library or
 * empty. It ends up in a URL, so a control character (a line break...) is refused.
 */
const pictureValue = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => !hasControlChars(v), CONTENT_MSG.pictureInvalid);
export const pictureField = pictureValue.default("");

export const nameField = z.string({ error: MSG.required }).trim().min(1, MSG.required).max(100);
/**
 * Empty: made from the name. The server refuses a taken slug (409) and the SPA appends uniqueSlug.
 * It becomes a URL path, so control characters are refused rather than silently dropped.
 */
export const slugField = z
  .string()
  .trim()
  .max(100)
  .refine((v) => !hasControlChars(v), CONTENT_MSG.controlChars)
  .optional();
const isoDate = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), "Enter a valid date.")
  .transform((v) => new Date(v).toISOString());

const base = {
  name: nameField,
  slug: slugField,
  sort_order: z.number().int().min(0).max(1_000_000).optional(),
};
/** Rich text: sanitised by the server on save and on render. */
const richText = optional(100_000);

export const pageContentSchema = z.object({
  ...base,
  home: z.boolean().default(false),
  content: richText,
  hidden: z.boolean().default(false),
  seo: seoSchema.default({}),
});

export const postContentSchema = z.object({
  ...base,
  content: richText,
  excerpt: optional(500),
  image: pictureField,
  draft: z.boolean().default(false),
  /** When it goes live (and the date shown); empty: now. */
  published_at: isoDate.nullish(),
  seo: seoSchema.default({}),
});

export const faqContentSchema = z.object({ ...base, content: richText });

export const collectionContentSchema = z.object({
  ...base,
  content: richText,
  image: pictureField,
  products: z
    .array(z.number().int().positive())
    .max(MAX_COLLECTION_PRODUCTS, `Value must be smaller than or equal to ${MAX_COLLECTION_PRODUCTS}`)
    .refine((ids) => new Set(ids).size === ids.length, "A product is listed twice.")
    .default([]),
  seo: seoSchema.default({}),
});

export const galleryImageSchema = z.object({
  url: z.string({ error: MSG.required }).trim().min(1, MSG.required).pipe(pictureValue),
  alt: optional(200),
  caption: optional(300),
});
export const galleryContentSchema = z.object({
  ...base,
  images: z.array(galleryImageSchema).max(MAX_GALLERY_IMAGES).default([]),
});

/** "/old/path" as stored in the slug column: without the leading slash, no query or fragment. */
export function normalizeRedirectPath(value: string): string | null {
  const v = value.trim().replace(/\/+$/, "");
  if (!/^\/(?!\/)[A-Za-z0-9\-._~%/]+$/.test(v) || v.includes("//") || v.length > 101) return null;
  const segments = v.slice(1).split("/");
  if (segments.some((s) => s === "." || s === "..")) return null;
  return v.slice(1);
}

/** Storefront routes of the store itself: a redirect there would never be reached. */
export const RESERVED_REDIRECT_ROOTS = ["products", "cart", "checkout"] as const;

export const redirectContentSchema = z.object({
  name: z.string().trim().max(100).optional(),
  from: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(101)
    .refine((v) => normalizeRedirectPath(v) !== null, CONTENT_MSG.pathInvalid)
    .refine(
      (v) =>
        !(RESERVED_REDIRECT_ROOTS as readonly string[]).includes(
          (normalizeRedirectPath(v) ?? "").split("/")[0]!,
        ),
      CONTENT_MSG.pathReserved,
    ),
  to: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(2000)
    .refine((v) => isSafeLink(v), MSG.invalidUrl),
  sort_order: base.sort_order,
});

export const menuLinkSchema = linkSchema.extend({ new_tab: z.boolean().default(false) });
export type MenuLink = z.infer<typeof menuLinkSchema>;
export const menuContentSchema = z.object({
  ...base,
  location: z.enum(MENU_LOCATIONS).default("header"),
  links: z.array(menuLinkSchema).max(MAX_MENU_LINKS).default([]),
});

export const CONTENT_SCHEMAS = {
  page: pageContentSchema,
  blog: postContentSchema,
  news: postContentSchema,
  faq: faqContentSchema,
  collection: collectionContentSchema,
  gallery: galleryContentSchema,
  redirect: redirectContentSchema,
  menu: menuContentSchema,
} as const;
export type ContentInput<K extends ContentKind> = z.infer<(typeof CONTENT_SCHEMAS)[K]>;

/** What GET /api/content/{websiteId}/{kind}[/{id}] answers: the row with its data spread out. */
export type ContentItem = {
  id: number;
  website_id: number;
  type: string;
  name: string;
  slug: string;
  sort_order: number;
  draft: boolean;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  /** Bumped by every save (here and in the design editor); a save sends it back. */
  version: number;
  data: Record<string, unknown>;
  /** Where the storefront shows it (path under /store/{link}); null for menus. */
  path: string | null;
};

export interface ContentList {
  data: ContentItem[];
  total: number;
}

// --- promotions ------------------------------------------------------------------------------

export const promotionSchema = z
  .object({
    title: nameField,
    kind: z.enum(PROMOTION_KINDS).default("announcement"),
    text: optional(500),
    image: pictureField,
    link: linkTarget,
    active: z.boolean().default(true),
    starts_at: isoDate.nullish(),
    ends_at: isoDate.nullish(),
    sort_order: base.sort_order,
  })
  .superRefine((v, check) => {
    if (v.starts_at && v.ends_at && v.starts_at >= v.ends_at)
      check.addIssue({ code: "custom", message: CONTENT_MSG.windowOrder, path: ["ends_at"] });
  });
export type PromotionInput = z.infer<typeof promotionSchema>;

export interface Promotion {
  id: number;
  website_id: number;
  title: string;
  kind: (typeof PROMOTION_KINDS)[number];
  text: string;
  image: string;
  image_url: string | null;
  link: string;
  active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  sort_order: number;
  /** Live now: active and inside its window. */
  live: boolean;
  created_at: string;
  updated_at: string;
  /** Bumped by every save; a save sends it back to be refused if someone saved since. */
  version: number;
}

/** Whether a promotion shows at `now` (ISO): active, started, not ended. */
export function promotionLive(
  p: { active: boolean; starts_at: string | null; ends_at: string | null },
  now: string,
): boolean {
  return p.active && (!p.starts_at || p.starts_at <= now) && (!p.ends_at || p.ends_at > now);
}

// --- SEO and entry modal -----------------------------------------------------------------------

export const storeSeoSchema = z.object({
  title: optional(200),
  description: optional(500),
  /** Open-graph picture. */
  image: pictureField,
});
export type StoreSeo = z.infer<typeof storeSeoSchema>;

export const pageSeoSchema = z.object({
  title: optional(200),
  description: optional(500),
  image: pictureField,
});

export interface SeoSettings {
  store: StoreSeo & { image_url: string | null };
  pages: { id: number; type: string; name: string; slug: string; seo: StoreSeo }[];
}

/** The store's entry modal: shown once per visitor on the storefront. */
export const entryModalContentSchema = z.object({
  enabled: z.boolean().default(false),
  title: optional(200),
  content: optional(5000),
  button_text: optional(50),
  image: pictureField,
});
export type EntryModalContent = z.infer<typeof entryModalContentSchema>;

/** A product as the collection picker shows it: never costs or margins. */
export interface ContentProduct {
  id: number;
  name: string;
  price: number;
  photo_url: string | null;
  published: boolean;
}
