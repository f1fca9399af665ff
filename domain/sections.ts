import { z } from "zod";
import { isSafeLink } from "./links.js";
import { MSG } from "./messages.js";

/**
 * Pages and their sections:
 * the seven section types with their defaults, the style rules and the zod schemas the
 * server validates page writes with and the design editor builds its forms from. No I/O here,
 * so the SPA can import it as it is.
 */

export const SECTION_TYPES = [
  "banner",
  "image-text",
  "products",
  "contact",
  "custom_form",
  "redirect-tiles",
  "image-gallery",
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/** Page slugs the storefront's own routes use (/store/{link}/products...). */
export const RESERVED_PAGE_SLUGS = ["products"] as const;

export const PAGE_TYPES = [
  "home",
  "page",
  "blog",
  "news",
  "faq",
  "collection",
  "gallery",
  "redirect",
  "menu",
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/**
 * Pages made of sections, which the store designer lists, adds and lays out (redirects, menus and
 * news posts are not): the Page model's rows.
 */
export const DESIGNABLE_PAGE_TYPES = ["home", "page", "blog", "faq", "collection", "gallery"] as const;
export type DesignablePageType = (typeof DESIGNABLE_PAGE_TYPES)[number];

export const SORT_BY = [
  "Newest",
  "Oldest",
  "Price ascending",
  "Price descending",
  "Name ascending",
  "Name descending",
  "Position",
] as const;
export type SortBy = (typeof SORT_BY)[number];

/** Products per row are chosen from these and capped at 12. */
export const PRODUCTS_PER_ROW = [1, 2, 3, 4, 6, 12] as const;
export const MAX_PRODUCTS_PER_ROW = 12;
/** How many products one section may list: more belongs on a collection page. */
export const MAX_SECTION_PRODUCTS = 100;
export const SECTION_ID_LENGTH = 5;
export const SLUG_SUFFIX_LENGTH = 7;
export const MIN_FONT_SIZE_PT = 1;
export const FONT_STYLES = ["normal", "italic"] as const;
export const FONT_WEIGHTS = ["normal", "bold"] as const;
export const BANNER_POSITIONS = ["full", "left", "center", "right"] as const;
export const IMAGE_TEXT_POSITIONS = ["image-text", "text-image"] as const;
export const TILE_POSITIONS = ["justify-start", "justify-center", "justify-end", "justify-between"] as const;

/** A section from the page-section editor lists 30 products, 3 a row, by Position. */
export const PAGE_SECTION_EDITOR_DEFAULTS = { limit: 30, row_limit: 3, sort_by: "Position" } as const;

export const SECTION_MSG = {
  fontSizeMin: `Value must be greater than or equal to ${MIN_FONT_SIZE_PT}`,
  perRow: `Choose ${PRODUCTS_PER_ROW.join(", ")} products per row.`,
  limitMin: "Value must be greater than or equal to 1",
  limitMax: `Value must be smaller than or equal to ${MAX_SECTION_PRODUCTS}`,
  sectionIdInvalid: `A section id is ${SECTION_ID_LENGTH} letters or digits.`,
  sectionIdRepeated: "Two sections of this page share an id.",
  patternNotInPlan: "This pattern is not available in your plan. Upgrade your plan to use every pattern.",
  linkTitleUrl: "Link form: title and url are required.",
  orderUpdated: "Completed successfully",
  orderPagesMissing: "Every page must belong to this store.",
  contactSent: "Thank you! Your message has been sent.",
  contactFailed: "Something went wrong...",
  pageNotFound: "This page does not exist.",
  storeNotFound: "This store does not exist.",
  previewExpired: "This preview link has expired. Open the preview again from the store editor.",
} as const;

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

function randomString(length: number): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let out = "";
  for (const byte of bytes) out += ID_ALPHABET[byte % ID_ALPHABET.length];
  return out;
}

/** Every section gets a random 5-character id. */
export function newSectionId(): string {
  return randomString(SECTION_ID_LENGTH);
}

/** A slug the server refused as taken is made unique by a dash and 7 random characters. */
export function uniqueSlug(slug: string): string {
  return `${slug}-${randomString(SLUG_SUFFIX_LENGTH)}`;
}

/** The nearest allowed products-per-row value not above the asked one (capped at 12). */
export function clampProductsPerRow(value: number): number {
  if (!Number.isFinite(value) || value <= 1) return 1;
  let best = 1;
  for (const option of PRODUCTS_PER_ROW) if (option <= Math.min(value, MAX_PRODUCTS_PER_ROW)) best = option;
  return best;
}

// --- field schemas -------------------------------------------------------------------------

const text = (max: number) => z.string().max(max, `Value must be at most ${max} characters`);
/** A stored picture: a storage key ("public/...") or an absolute http(s) URL. */
const picture = text(2000).default("");
/** Where a click goes: http(s), mailto:, a site-relative path or empty; nothing else. */
export const linkTarget = text(2000)
  .trim()
  .refine((v) => v === "" || isSafeLinkTarget(v), MSG.invalidUrl)
  .default("");
const flag = z.boolean().default(true);
const productIds = z.array(z.number().int().positive()).max(MAX_SECTION_PRODUCTS).default([]);

/** The one link rule (domain/links.ts), under the name the schemas here use. */
export function isSafeLinkTarget(value: string): boolean {
  return isSafeLink(value.trim());
}

export const fontSize = z
  .number({ error: SECTION_MSG.fontSizeMin })
  .min(MIN_FONT_SIZE_PT, SECTION_MSG.fontSizeMin)
  .max(200);

/** Optional style fields of every section. Font sizes are points, height pixels. */
export const sectionStyleSchema = z.object({
  sectionHeight: z.number().int().min(0).max(5000).optional(),
  mainHeaderFontSize: fontSize.optional(),
  secondHeaderFontSize: fontSize.optional(),
  paragraphFontSize: fontSize.optional(),
  fontStyle: z.enum(FONT_STYLES).optional(),
  fontWeight: z.enum(FONT_WEIGHTS).optional(),
});
export type SectionStyle = z.infer<typeof sectionStyleSchema>;

const perRow = z
  .number()
  .int()
  .min(1, SECTION_MSG.perRow)
  .transform(clampProductsPerRow)
  .pipe(z.union(PRODUCTS_PER_ROW.map((n) => z.literal(n))));

const imageItem = z.object({ url: picture, alt: text(200).default(""), redirect_url: linkTarget });
const tileItem = z.object({
  url: picture,
  redirect: z.boolean().default(false),
  categories: z.boolean().default(false),
  redirect_url: linkTarget,
  category: text(100).default(""),
  tags: z.array(text(50)).max(20).default([]),
  title: text(200).default(""),
});

export const bannerDataSchema = z.object({
  url: picture,
  position: z.enum(BANNER_POSITIONS).default("full"),
  additional_option: text(500).default(""),
  website_url: linkTarget,
  newWindow: z.boolean().default(false),
});
export const imageTextDataSchema = z.object({
  show_image: flag,
  show_text: flag,
  position: z.enum(IMAGE_TEXT_POSITIONS).default("image-text"),
  url: picture,
  /** Rich text: sanitised by the server on save and on render. */
  text: text(20000).default(""),
});
export const productsDataSchema = z.object({
  title: text(200).default(""),
  display: text(30).default("random"),
  row_limit: perRow.default(3),
  limit: z
    .number()
    .int()
    .min(1, SECTION_MSG.limitMin)
    .max(MAX_SECTION_PRODUCTS, SECTION_MSG.limitMax)
    .default(15),
  show_all: flag,
  all_products: flag,
  sort_by: z.enum(SORT_BY).default("Newest"),
  simpleSortProducts: z.boolean().default(false),
  /** Manual order (product ids) that "Position" follows before the products' own sort order. */
  sort_products: productIds,
  /** With all_products off, only these products are listed. */
  chosen_products: productIds,
});
export const contactDataSchema = z.object({
  title: text(200).default(""),
  upload_files: flag,
  contact_address: flag,
  first_last_name: flag,
  business_name: flag,
  full_address: flag,
  phone: flag,
});
export const customFormDataSchema = z.object({ title: text(200).default("") });
export const redirectTilesDataSchema = z.object({
  title: text(200).default(""),
  images: z
    .array(tileItem)
    .max(24)
    .default(() => Array.from({ length: 3 }, () => tileItem.parse({}))),
  rows: perRow.default(3),
  position: z.enum(TILE_POSITIONS).default("justify-center"),
  tags: z.array(text(50)).max(20).default([]),
});
export const imageGalleryDataSchema = z.object({
  title: text(200).default(""),
  images: z
    .array(imageItem)
    .max(48)
    .default(() => Array.from({ length: 4 }, () => imageItem.parse({}))),
});

export const SECTION_DATA_SCHEMAS = {
  banner: bannerDataSchema,
  "image-text": imageTextDataSchema,
  products: productsDataSchema,
  contact: contactDataSchema,
  custom_form: customFormDataSchema,
  "redirect-tiles": redirectTilesDataSchema,
  "image-gallery": imageGalleryDataSchema,
} as const;

export type BannerData = z.infer<typeof bannerDataSchema>;
export type ImageTextData = z.infer<typeof imageTextDataSchema>;
export type ProductsData = z.infer<typeof productsDataSchema>;
export type ContactData = z.infer<typeof contactDataSchema>;
export type CustomFormData = z.infer<typeof customFormDataSchema>;
export type RedirectTilesData = z.infer<typeof redirectTilesDataSchema>;
export type ImageGalleryData = z.infer<typeof imageGalleryDataSchema>;

/**
 * How many patterns (ready-made layouts) the section editor offers per type; the last is the
 * newest. A plan with `patterns: "last"` may use only that one: the server
 * refuses any other, the editor shows only it.
 */
export const SECTION_PATTERN_COUNTS: Readonly<Record<SectionType, number>> = {
  banner: 3,
  "image-text": 2,
  products: 3,
  contact: 2,
  custom_form: 1,
  "redirect-tiles": 2,
  "image-gallery": 2,
};

/** The patterns a plan allows for a type: all of them, or only the newest. */
export function allowedPatterns(type: SectionType, access: "all" | "last"): number[] {
  const count = SECTION_PATTERN_COUNTS[type];
  return access === "all" ? Array.from({ length: count }, (_, i) => i) : [count - 1];
}

const sectionId = z.string().regex(/^[a-z0-9]{5}$/i, SECTION_MSG.sectionIdInvalid);
const common = {
  id: sectionId,
  style: sectionStyleSchema.default({}),
  /** Which of the editor's patterns lays the section out (limited by the plan). */
  pattern: z.number().int().min(0).max(100).optional(),
  /** Custom HTML of the section: sanitised by the server on save and on render. */
  full_html: text(50000).optional(),
};
/** A missing `data` gets the defaults table's values: prefault runs them through the schema. */
const sectionOf = <T extends SectionType, S extends z.ZodType>(type: T, data: S) =>
  z.object({ ...common, type: z.literal(type), data: z.unknown().prefault({}).pipe(data) });

export const sectionSchema = z.discriminatedUnion("type", [
  sectionOf("banner", bannerDataSchema),
  sectionOf("image-text", imageTextDataSchema),
  sectionOf("products", productsDataSchema),
  sectionOf("contact", contactDataSchema),
  sectionOf("custom_form", customFormDataSchema),
  sectionOf("redirect-tiles", redirectTilesDataSchema),
  sectionOf("image-gallery", imageGalleryDataSchema),
]);
export type Section = z.infer<typeof sectionSchema>;
export type SectionInput = z.input<typeof sectionSchema>;

export const sectionsSchema = z
  .array(sectionSchema)
  .max(100)
  .superRefine((sections, check) => {
    const seen = new Set<string>();
    sections.forEach((s, i) => {
      if (seen.has(s.id))
        check.addIssue({ code: "custom", message: SECTION_MSG.sectionIdRepeated, path: [i, "id"] });
      seen.add(s.id);
    });
  });

/** A link in a menu or the link editor: title and url are required. */
export const linkSchema = z.object({
  title: z.string({ error: SECTION_MSG.linkTitleUrl }).trim().min(1, SECTION_MSG.linkTitleUrl).max(200),
  url: z
    .string({ error: SECTION_MSG.linkTitleUrl })
    .trim()
    .min(1, SECTION_MSG.linkTitleUrl)
    .max(2000)
    .refine((v) => v === "" || isSafeLinkTarget(v), MSG.invalidUrl),
});

export const seoSchema = z.object({
  title: text(200).optional(),
  description: text(500).optional(),
  /** Open-graph picture: a storage key or an absolute URL. */
  image: text(2000).optional(),
});
export type Seo = z.infer<typeof seoSchema>;

/**
 * A page's `data`: SEO, the target of a redirect page, rich-text content of blog/FAQ pages.
 * Other keys the editor stores are kept (loose) but never rendered.
 */
export const pageDataSchema = z.looseObject({
  seo: seoSchema.optional(),
  redirect_url: linkTarget.optional(),
  /** 301 when true, else 302. */
  permanent: z.boolean().optional(),
  content: text(100000).optional(),
  hidden: z.boolean().optional(),
});
export type PageData = z.infer<typeof pageDataSchema>;

/** A new section of a type with the defaults table's values. */
export function newSection<T extends SectionType>(
  type: T,
  options: { fromPageSectionEditor?: boolean } = {},
): Extract<Section, { type: T }> {
  const data: Record<string, unknown> =
    type === "products" && options.fromPageSectionEditor ? { ...PAGE_SECTION_EDITOR_DEFAULTS } : {};
  return buildSection(type, newSectionId(), data);
}

/** The defaults table as data, for the editor's "add section" menu and for tests. */
export function sectionDefaults(type: SectionType): Section["data"] {
  return SECTION_DATA_SCHEMAS[type].parse({});
}

/**
 * A section of a type with the given id and data, exactly as the editor writes it: every field
 * of the defaults table and the `style` object present. Throws on data the schema refuses.
 */
export function buildSection<T extends SectionType>(
  type: T,
  id: string,
  data: Record<string, unknown> = {},
): Extract<Section, { type: T }> {
  return sectionSchema.parse({ id, type, data }) as Extract<Section, { type: T }>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isSectionType = (value: unknown): value is SectionType =>
  (SECTION_TYPES as readonly unknown[]).includes(value);

/** Stored values that say "nothing here" (null, undefined) give way to the defaults. */
const present = (values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined));

/**
 * Any stored section (seeded, written by an older editor or by hand) in the shape the editor
 * writes: defaults under whatever is missing, a `style` object, a valid id not used by an earlier
 * section of the page (`taken`). A section the schema still refuses keeps its stored values over
 * the defaults, so the editor can show what is wrong instead of losing it; `valid` says which.
 * Not a section at all (not an object, unknown type): null.
 */
export function normaliseSection(
  raw: unknown,
  taken: ReadonlySet<string> = new Set(),
): { section: Section; valid: boolean } | null {
  if (!isRecord(raw) || !isSectionType(raw.type)) return null;
  const id =
    typeof raw.id === "string" && sectionId.safeParse(raw.id).success && !taken.has(raw.id)
      ? raw.id
      : newSectionId();
  const candidate: Record<string, unknown> = {
    ...raw,
    id,
    style: isRecord(raw.style) ? present(raw.style) : {},
    data: { ...sectionDefaults(raw.type), ...present(isRecord(raw.data) ? raw.data : {}) },
  };
  const parsed = sectionSchema.safeParse(candidate);
  if (parsed.success) return { section: parsed.data, valid: true };
  return { section: candidate as Section, valid: false };
}

/**
 * The one way stored sections are read: a page's `sections` JSON value (an array, or anything
 * else for none) through normaliseSection. The editor keeps invalid sections to show their
 * errors; a renderer passes `validOnly` to skip them rather than break the whole page.
 */
export function normaliseSections(raw: unknown, options: { validOnly?: boolean } = {}): Section[] {
  if (!Array.isArray(raw)) return [];
  const taken = new Set<string>();
  const out: Section[] = [];
  for (const item of raw) {
    const normal = normaliseSection(item, taken);
    if (!normal || (options.validOnly && !normal.valid)) continue;
    taken.add(normal.section.id);
    out.push(normal.section);
  }
  return out;
}

const optionalLine = z.string().trim().max(200, "Value must be at most 200 characters").optional();

/** POST /api/storefront/{link}/contact: a shopper's message from a contact or custom form section. */
export const contactMessageSchema = z
  .object({
    section_id: z.string().max(20).optional(),
    /** The store page the form was on ("/" or "/contact"), to return to after a plain form post. */
    page: z.string().max(200).optional(),
    name: optionalLine,
    first_name: optionalLine,
    last_name: optionalLine,
    email: z
      .string({ error: MSG.required })
      .trim()
      .min(1, MSG.required)
      .max(200)
      .pipe(z.email({ error: MSG.invalidEmail })),
    business_name: optionalLine,
    phone: optionalLine,
    address: optionalLine,
    message: z
      .string({ error: MSG.required })
      .trim()
      .min(1, MSG.required)
      .max(5000, "Value must be at most 5000 characters"),
  })
  .superRefine((v, check) => {
    if (v.name) return;
    if (v.first_name === undefined && v.last_name === undefined) {
      check.addIssue({ code: "custom", message: MSG.required, path: ["name"] });
      return;
    }
    if (!v.first_name) check.addIssue({ code: "custom", message: MSG.required, path: ["first_name"] });
    if (!v.last_name) check.addIssue({ code: "custom", message: MSG.required, path: ["last_name"] });
  });
export type ContactMessage = z.infer<typeof contactMessageSchema>;
