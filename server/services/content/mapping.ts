import {
  CONTENT_MSG,
  isPostKind,
  normalizeRedirectPath,
  type ContentInput,
  type ContentItem,
  type ContentKind,
} from "../../../domain/content.js";
import { MSG } from "../../../domain/messages.js";
import { RESERVED_PAGE_SLUGS } from "../../../domain/sections.js";
import { slugify } from "../../../domain/slug.js";
import type { AppContext } from "../../context.js";
import { fromJson } from "../../db/json.js";
import { conflict, invalid } from "../../../domain/errors.js";
import { sanitizeHtml } from "../sanitize/html.js";
import { foreignProducts, resolvePicture } from "./pictures.js";

/** The columns a kind's input sets; `data` is merged over what the row already holds. */
export interface ContentValues {
  type: string;
  name: string;
  slug: string;
  sort_order?: number;
  draft: number;
  published_at: string | null;
  data: Record<string, unknown>;
}

const taken = () => conflict(CONTENT_MSG.slugTaken, { slug: CONTENT_MSG.slugTaken });

function pageSlug(raw: string): string {
  const slug = slugify(raw, 100);
  if (!slug) throw invalid({ slug: MSG.required });
  if ((RESERVED_PAGE_SLUGS as readonly string[]).includes(slug)) throw taken();
  return slug;
}

async function seoOf(
  ctx: AppContext,
  websiteId: number,
  seo: { title?: string; description?: string; image?: string },
): Promise<Record<string, string>> {
  return {
    title: seo.title ?? "",
    description: seo.description ?? "",
    image: await resolvePicture(ctx.db, websiteId, seo.image ?? "", "seo.image"),
  };
}

/**
 * Input of a kind (already checked by its zod schema) as row values: rich text sanitised,
 * pictures resolved to keys of this store, product ids checked to be this store's.
 */
export async function contentValues<K extends ContentKind>(
  ctx: AppContext,
  websiteId: number,
  kind: K,
  raw: ContentInput<K>,
): Promise<ContentValues> {
  const common = {
    sort_order: "sort_order" in raw ? raw.sort_order : undefined,
    draft: 0,
    published_at: null,
  };
  switch (kind) {
    case "page": {
      const input = raw as ContentInput<"page">;
      return {
        ...common,
        type: input.home ? "home" : "page",
        name: input.name,
        slug: pageSlug(input.slug || input.name),
        data: {
          content: sanitizeHtml(input.content),
          hidden: input.hidden,
          seo: await seoOf(ctx, websiteId, input.seo),
        },
      };
    }
    case "blog":
    case "news": {
      const input = raw as ContentInput<"blog">;
      return {
        ...common,
        type: kind,
        name: input.name,
        slug: pageSlug(input.slug || input.name),
        draft: input.draft ? 1 : 0,
        published_at: input.published_at ?? new Date().toISOString(),
        data: {
          content: sanitizeHtml(input.content),
          excerpt: input.excerpt,
          image: await resolvePicture(ctx.db, websiteId, input.image, "image"),
          seo: await seoOf(ctx, websiteId, input.seo),
        },
      };
    }
    case "faq": {
      const input = raw as ContentInput<"faq">;
      return {
        ...common,
        type: "faq",
        name: input.name,
        slug: pageSlug(input.slug || input.name),
        data: { content: sanitizeHtml(input.content) },
      };
    }
    case "collection": {
      const input = raw as ContentInput<"collection">;
      const foreign = await foreignProducts(ctx.db, websiteId, input.products);
      if (foreign.length > 0) {
        const index = input.products.indexOf(foreign[0]!);
        throw invalid({ [`products.${index}`]: CONTENT_MSG.productsMissing });
      }
      return {
        ...common,
        type: "collection",
        name: input.name,
        slug: pageSlug(input.slug || input.name),
        data: {
          content: sanitizeHtml(input.content),
          image: await resolvePicture(ctx.db, websiteId, input.image, "image"),
          products: input.products,
          seo: await seoOf(ctx, websiteId, input.seo),
        },
      };
    }
    case "gallery": {
      const input = raw as ContentInput<"gallery">;
      const images = [];
      for (const [i, image] of input.images.entries())
        images.push({ ...image, url: await resolvePicture(ctx.db, websiteId, image.url, `images.${i}.url`) });
      return {
        ...common,
        type: "gallery",
        name: input.name,
        slug: pageSlug(input.slug || input.name),
        data: { images },
      };
    }
    case "redirect": {
      const input = raw as ContentInput<"redirect">;
      const from = normalizeRedirectPath(input.from)!;
      return {
        ...common,
        type: "redirect",
        name: input.name || `/${from}`,
        slug: from,
        data: { redirect_url: input.to, permanent: true },
      };
    }
    case "menu": {
      const input = raw as ContentInput<"menu">;
      return {
        ...common,
        type: "menu",
        name: input.name,
        slug: `menu-${pageSlug(input.slug || input.name)}`.slice(0, 100),
        data: { location: input.location, links: input.links },
      };
    }
  }
  throw invalid({ type: MSG.invalidInput });
}

export interface PageRecord {
  id: number;
  website_id: number;
  type: string;
  name: string;
  slug: string;
  sort_order: number;
  draft: number;
  published_at: string | null;
  data: unknown;
  created_at: string;
  updated_at: string;
  version: number;
}

/** Where the storefront shows an item, under /store/{link}. */
function storefrontPath(kind: ContentKind, row: PageRecord): string | null {
  if (kind === "menu") return null;
  if (row.type === "home") return "/";
  return `/${row.slug}`;
}

/** A row as the content screens read it, with a loadable URL beside each stored picture. */
export function contentItem(ctx: AppContext, kind: ContentKind, row: PageRecord): ContentItem {
  const data = fromJson<Record<string, unknown>>(row.data, {});
  if (typeof data.image === "string") data.image_url = ctx.urls.url(data.image);
  if (Array.isArray(data.images))
    data.images = data.images.map((image: unknown) =>
      typeof image === "object" && image !== null && "url" in image && typeof image.url === "string"
        ? { ...image, src: ctx.urls.url(image.url) }
        : image,
    );
  const seo = data.seo;
  if (typeof seo === "object" && seo !== null && "image" in seo && typeof seo.image === "string")
    data.seo = { ...seo, image_url: ctx.urls.url(seo.image) };
  return {
    id: row.id,
    website_id: row.website_id,
    type: row.type,
    name: row.name,
    slug: row.slug,
    sort_order: row.sort_order,
    draft: row.draft === 1,
    published_at: isPostKind(kind) ? row.published_at : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
    data,
    path: storefrontPath(kind, row),
  };
}
