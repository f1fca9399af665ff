import { locationHeader } from "../../domain/links.js";
import { SECTION_MSG } from "../../domain/sections.js";
import type { AppContext } from "../context.js";
import { escapeHtml as esc } from "../services/sanitize/entities.js";
import { htmlToText, sanitizeHtml } from "../services/sanitize/html.js";
import { StorefrontCache, type CachedPage } from "./cache.js";
import {
  loadPages,
  loadStore,
  nextWindowEdge,
  productBySlug,
  publishedProducts,
  sectionProducts,
  storeAddress,
  type PageRow,
  type StoreProduct,
  type StoreRow,
} from "./load.js";
import { readCart } from "./checkout/cart-cookie.js";
import { categoryBySlug, categoryProducts, relatedProducts } from "./categories.js";
import { productOptions } from "./product-options.js";
import { productBuyBlock } from "./render/product-page.js";
import { giftCardProductBySlug, giftCardProductDocument } from "./gift-card-product.js";
import { verifyPreviewToken } from "./preview.js";
import type { RenderContext } from "./render/context.js";
import { href, NO_EXTRAS } from "./render/context.js";
import { KIND_LIST_SLUGS } from "../../domain/content.js";
import { readCartNotice } from "./checkout/cart-notice.js";
import { collectionProducts, listPosts, loadPost, loadSiteExtras, nextContentEdge } from "./content.js";
import {
  collectionBody,
  collectionList,
  faqList,
  galleryBody,
  galleryList,
  postArticle,
  postList,
} from "./render/content.js";
import { promotionBanners } from "./render/site.js";
import { renderDocument } from "./render/document.js";
import { productGrid } from "./render/products.js";
import { bulkTierOffers } from "./render/tiers.js";
import { hasForm, renderSections } from "./render/sections.js";

export type StorefrontResult =
  | { kind: "html"; status: number; body: Buffer; cache: "hit" | "miss" | "off" }
  | { kind: "redirect"; status: 301 | 302; location: string };

export interface RequestOptions {
  preview?: string;
  contactStatus?: "sent" | "error" | null;
  page?: number;
  /** The signed `cart_error` a refused add-to-cart form post returns with (product pages). */
  cartNotice?: string;
}

const ALL_PRODUCTS_PAGE_SIZE = 48;
const POSTS_PAGE_SIZE = 12;

/** A render before encoding: a page, or a redirect page's target. */
interface Rendered {
  status: number;
  html: string;
  location?: string;
}

function result(page: CachedPage, cache: "hit" | "miss" | "off"): StorefrontResult {
  if (page.location)
    return { kind: "redirect", status: page.status === 301 ? 301 : 302, location: page.location };
  return { kind: "html", status: page.status, body: page.body, cache };
}

function notFoundDocument(): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>Not found</title></head>` +
    `<body style="font-family:system-ui,sans-serif;text-align:center;padding:64px 16px">` +
    `<h1>Not found</h1><p>${esc(SECTION_MSG.storeNotFound)}</p></body></html>`
  );
}

/** The home page: the first page of type home, else the first plain page. */
export function homePage(pages: readonly PageRow[]): PageRow | null {
  return pages.find((p) => p.type === "home") ?? pages.find((p) => p.type === "page") ?? null;
}

/**
 * Server-rendered public store pages. A launched store is public and its pages are cached;
 * an unlaunched one answers only with a valid preview token. Previews are rendered fresh every time.
 */
export class Storefront {
  private readonly cache: StorefrontCache<StoreRow>;

  constructor(private readonly ctx: AppContext) {
    this.cache = new StorefrontCache<StoreRow>(ctx.events);
  }

  private async open(
    link: string,
    options: RequestOptions,
  ): Promise<{ store: StoreRow; preview: boolean } | null> {
    let store = this.cache.getStore(link);
    if (!store) {
      store = await loadStore(this.ctx.db.kysely, link);
      if (!store) return null;
      this.cache.setStore(link, store);
    }
    // A valid preview token asks for the owner's preview even of a launched store: rendered fresh,
    // with no script (the store designer shows it in a frame that runs none) and no view counted.
    const preview = verifyPreviewToken(this.ctx.secret, store.id, options.preview);
    if (store.is_launched === 1) return { store, preview };
    return preview ? { store, preview } : null;
  }

  private context(store: StoreRow, preview: boolean, options: RequestOptions): RenderContext {
    return {
      store,
      base: `/store/${encodeURIComponent(store.link)}`,
      query: preview && options.preview ? `?preview=${encodeURIComponent(options.preview)}` : "",
      preview,
      path: "/",
      publicUrl: this.ctx.config.publicUrl,
      picture: (key) => this.ctx.urls.url(key),
      products: new Map(),
      address: null,
      contactStatus: options.contactStatus ?? null,
      cartNotice: readCartNotice(this.ctx.secret, store.id, options.cartNotice),
      extras: NO_EXTRAS,
    };
  }

  /** Menus, list links and promotions every page's frame shows. */
  private async withExtras(rc: RenderContext, pages: readonly PageRow[]): Promise<RenderContext> {
    rc.extras = await loadSiteExtras(this.ctx.db.kysely, rc.store, pages, new Date().toISOString());
    return rc;
  }

  /** Cached render of a launched store's page; previews and form notices are never cached. */
  private async cached(
    found: { store: StoreRow; preview: boolean },
    key: string,
    options: RequestOptions,
    render: () => Promise<Rendered>,
  ): Promise<StorefrontResult> {
    const cacheable = !found.preview && !options.contactStatus && !options.cartNotice;
    const hit = cacheable ? this.cache.get(found.store.id, key) : null;
    if (hit) return result(hit, "hit");
    const now = Date.now();
    const generation = this.cache.generation(found.store.id);
    const rendered = await render();
    const page: CachedPage = {
      status: rendered.status,
      body: Buffer.from(rendered.html),
      location: rendered.location,
    };
    // Unknown slugs are not kept: anyone could fill the cache with them.
    if (!cacheable || page.status === 404) return result(page, "off");
    const at = new Date(now).toISOString();
    const edges = await Promise.all([
      nextWindowEdge(this.ctx.db.kysely, found.store.id, at),
      nextContentEdge(this.ctx.db.kysely, found.store.id, at),
    ]);
    const edge = edges.reduce<number | null>(
      (min, e) => (e !== null && (min === null || e < min) ? e : min),
      null,
    );
    this.cache.set(found.store.id, key, page, edge, now, generation);
    return result(page, "miss");
  }

  private notFound(): StorefrontResult {
    return { kind: "html", status: 404, body: Buffer.from(notFoundDocument()), cache: "off" };
  }

  private pageNotFound(rc: RenderContext, pages: readonly PageRow[]) {
    return {
      status: 404,
      html: renderDocument(rc, pages, {
        title: `Not found | ${rc.store.name}`,
        description: "",
        image: null,
        path: "/",
        currentPageId: null,
        body: `<div class="wrap empty"><h1>Not found</h1><p>${esc(SECTION_MSG.pageNotFound)}</p></div>`,
      }),
    };
  }

  async page(link: string, slug: string | null, options: RequestOptions = {}): Promise<StorefrontResult> {
    const found = await this.open(link, options);
    if (!found) return this.notFound();
    const db = this.ctx.db.kysely;
    // Lists of posts are paged: the page number is part of what is cached.
    return this.cached(found, `page:${slug ?? ""}:${options.page ?? 1}`, options, async () => {
      const pages = await loadPages(db, found.store.id);
      const page =
        slug === null ? homePage(pages) : (pages.find((p) => p.slug === slug && p.type !== "menu") ?? null);
      const target = page?.type === "redirect" ? locationHeader(page.data.redirect_url ?? "") : null;
      if (page?.type === "redirect" && target)
        return { status: page.data.permanent ? 301 : 302, html: "", location: target };
      const rc = await this.withExtras(this.context(found.store, found.preview, options), pages);
      // A redirect whose stored target is no safe link leads nowhere: not found, never a 500.
      if (page?.type === "redirect") return this.pageNotFound(rc, pages);
      const now = new Date().toISOString();
      if (!page && slug !== null) return this.contentPage(rc, pages, slug, options, now);
      const sections = page?.sections ?? [];
      const products = new Map<string, StoreProduct[]>();
      await Promise.all(
        sections.map(async (s) => {
          if (s.type === "products")
            products.set(s.id, await sectionProducts(db, found.store.id, s.data, now));
        }),
      );
      rc.products = products;
      rc.path = page && page.id !== homePage(pages)?.id ? `/${encodeURIComponent(page.slug)}` : "/";
      if (sections.some((s) => s.type === "contact" && s.data.contact_address)) {
        rc.address = await storeAddress(db, found.store.id);
      }
      const seo = page?.data.seo ?? {};
      const isHome = !page || page.id === homePage(pages)?.id;
      const title =
        seo.title ||
        (isHome ? found.store.seo.title || found.store.name : `${page.name} | ${found.store.name}`);
      const description =
        seo.description ||
        (page?.data.content ? htmlToText(page.data.content).slice(0, 300) : "") ||
        found.store.seo.description ||
        "";
      const typed = page ? await this.typedBody(rc, page, now) : null;
      const content =
        typed ??
        (page?.data.content ? `<div class="wrap rich s">${sanitizeHtml(page.data.content)}</div>` : "");
      const body = page
        ? (isHome ? promotionBanners(rc) : "") +
          content +
          (sections.length > 0 || !content ? renderSections(rc, sections) : "")
        : `<div class="wrap empty">This store has no pages yet.</div>`;
      return {
        status: 200,
        html: renderDocument(rc, pages, {
          title,
          description,
          image: seo.image || found.store.seo.image || found.store.logo,
          path: rc.path,
          currentPageId: page?.id ?? null,
          body,
          hasForm: hasForm(sections),
        }),
      };
    });
  }

  /** The body of a collection, gallery or FAQ item page; null for plain pages. */
  private async typedBody(rc: RenderContext, page: PageRow, now: string): Promise<string | null> {
    switch (page.type) {
      case "collection":
        return collectionBody(
          rc,
          page,
          await collectionProducts(this.ctx.db.kysely, rc.store.id, page.data.products, now),
        );
      case "gallery":
        return galleryBody(rc, page);
      case "faq":
        return faqList([page]);
      default:
        return null;
    }
  }

  /**
   * A slug no page holds: a live blog post or news item, or one of the built-in lists (blog,
   * news, FAQ, gallery, collections) when the store has something to list; else not found.
   */
  private async contentPage(
    rc: RenderContext,
    pages: readonly PageRow[],
    slug: string,
    options: RequestOptions,
    now: string,
  ): Promise<Rendered> {
    const db = this.ctx.db.kysely;
    const store = rc.store;
    rc.path = `/${encodeURIComponent(slug)}`;
    const doc = (title: string, body: string, description = "", image: string | null = null) => ({
      status: 200,
      html: renderDocument(rc, pages, {
        title,
        description: description || store.seo.description || "",
        image: image || store.seo.image || store.logo,
        path: rc.path,
        currentPageId: null,
        body,
      }),
    });
    const post = await loadPost(db, store.id, slug, now);
    if (post) {
      const description = post.seo.description || post.excerpt || htmlToText(post.content).slice(0, 300);
      const title = post.seo.title || `${post.name} | ${store.name}`;
      return doc(title, postArticle(rc, post), description, post.seo.image || post.image || null);
    }
    if (slug === KIND_LIST_SLUGS.blog || slug === KIND_LIST_SLUGS.news) {
      const type = slug === KIND_LIST_SLUGS.news ? "news" : "blog";
      const pageNo = Math.max(1, Math.min(options.page ?? 1, 10_000));
      const list = await listPosts(db, store.id, type, now, (pageNo - 1) * POSTS_PAGE_SIZE, POSTS_PAGE_SIZE);
      const last = Math.max(1, Math.ceil(list.total / POSTS_PAGE_SIZE));
      if (list.total === 0 || pageNo > last) return this.pageNotFound(rc, pages);
      const title = type === "news" ? "News" : "Blog";
      return doc(
        `${title} | ${store.name}`,
        postList(rc, title, list.posts, this.pager(rc, rc.path, pageNo, last)),
      );
    }
    const ofType = (type: string) => pages.filter((p) => p.type === type);
    if (slug === KIND_LIST_SLUGS.faq && ofType("faq").length > 0)
      return doc(`FAQ | ${store.name}`, faqList(ofType("faq")));
    if (slug === KIND_LIST_SLUGS.gallery && ofType("gallery").length > 0)
      return doc(`Gallery | ${store.name}`, galleryList(rc, ofType("gallery")));
    if (slug === KIND_LIST_SLUGS.collection && ofType("collection").length > 0)
      return doc(`Collections | ${store.name}`, collectionList(rc, ofType("collection")));
    return this.pageNotFound(rc, pages);
  }

  private pager(rc: RenderContext, path: string, pageNo: number, last: number): string {
    if (last <= 1) return "";
    const join = rc.query ? "&" : "?";
    const link = (n: number, label: string) =>
      `<a class="btn" href="${esc(`${href(rc, path)}${join}page=${n}`)}">${label}</a>`;
    return `<p class="more">${pageNo > 1 ? link(pageNo - 1, "Previous") : ""} ${pageNo < last ? link(pageNo + 1, "Next") : ""}</p>`;
  }

  /**
   * A path of several segments (/store/{link}/old/shirt): only a redirect can live there; it
   * answers 301, anything else the store's not-found page.
   */
  async deepPath(link: string, path: string, options: RequestOptions = {}): Promise<StorefrontResult> {
    const found = await this.open(link, options);
    if (!found) return this.notFound();
    return this.cached(found, `path:${path}`, options, async () => {
      const pages = await loadPages(this.ctx.db.kysely, found.store.id);
      const redirect = pages.find((p) => p.type === "redirect" && p.slug === path);
      const target = redirect ? locationHeader(redirect.data.redirect_url ?? "") : null;
      if (redirect && target)
        return { status: redirect.data.permanent ? 301 : 302, html: "", location: target };
      const rc = await this.withExtras(this.context(found.store, found.preview, options), pages);
      return this.pageNotFound(rc, pages);
    });
  }

  async product(link: string, slug: string, options: RequestOptions = {}): Promise<StorefrontResult> {
    const found = await this.open(link, options);
    if (!found) return this.notFound();
    return this.cached(found, `product:${slug}`, options, async () => {
      const db = this.ctx.db.kysely;
      const rc = this.context(found.store, found.preview, options);
      const [pages, product] = await Promise.all([
        loadPages(db, found.store.id),
        productBySlug(db, found.store.id, slug, new Date().toISOString()),
      ]);
      await this.withExtras(rc, pages);
      if (!product) {
        const gift = await giftCardProductBySlug(db, found.store.id, slug);
        if (gift) return { status: 200, html: renderDocument(rc, pages, giftCardProductDocument(rc, gift)) };
        return this.pageNotFound(rc, pages);
      }
      const now = new Date().toISOString();
      const [picks, tiers, suggestions] = await Promise.all([
        productOptions(db, product),
        bulkTierOffers(db, product.id, product.price),
        relatedProducts(db, found.store.id, product.id, now),
      ]);
      const buy = productBuyBlock(rc, product, picks, tiers);
      const desc = product.desc ? `<div class="rich">${sanitizeHtml(product.desc)}</div>` : "";
      const more = product.additional_desc
        ? `<div class="rich">${sanitizeHtml(product.additional_desc)}</div>`
        : "";
      const suggest = (title: string, cls: string, list: readonly StoreProduct[]) =>
        list.length > 0
          ? `<section class="s ${cls}"><h2>${esc(title)}</h2>${productGrid(rc, list, 4)}</section>`
          : "";
      const body =
        `<div class="wrap"><article class="product">${buy.gallery}<div class="pinfo">${buy.info}${desc}${more}</div></article>` +
        suggest("Related products", "related", suggestions.related) +
        suggest("Goes well with", "companions", suggestions.companions) +
        `</div>`;
      return {
        status: 200,
        html: renderDocument(rc, pages, {
          title: `${product.name} | ${found.store.name}`,
          description: htmlToText(product.desc ?? "").slice(0, 300),
          image: product.photo,
          path: `/products/${encodeURIComponent(product.slug)}`,
          currentPageId: null,
          body,
          productId: product.id,
          productScript: picks.options.length > 0,
        }),
      };
    });
  }

  async allProducts(link: string, options: RequestOptions = {}): Promise<StorefrontResult> {
    const found = await this.open(link, options);
    if (!found) return this.notFound();
    const pageNo = Math.max(1, Math.min(options.page ?? 1, 10_000));
    return this.cached(found, `products:${pageNo}`, options, async () => {
      const db = this.ctx.db.kysely;
      const rc = this.context(found.store, found.preview, options);
      const offset = (pageNo - 1) * ALL_PRODUCTS_PAGE_SIZE;
      const [pages, list] = await Promise.all([
        loadPages(db, found.store.id),
        publishedProducts(db, found.store.id, new Date().toISOString(), offset, ALL_PRODUCTS_PAGE_SIZE),
      ]);
      await this.withExtras(rc, pages);
      const last = Math.max(1, Math.ceil(list.total / ALL_PRODUCTS_PAGE_SIZE));
      if (pageNo > last) return this.pageNotFound(rc, pages);
      const nav = this.pager(rc, "/products", pageNo, last);
      const grid =
        list.products.length > 0
          ? productGrid(rc, list.products, 4)
          : `<p class="empty">No products to show yet.</p>`;
      return {
        status: 200,
        html: renderDocument(rc, pages, {
          title: `Products | ${found.store.name}`,
          description: found.store.seo.description ?? "",
          image: found.store.seo.image || found.store.logo,
          path: "/products",
          currentPageId: null,
          body: `<section class="s"><div class="wrap"><h1>Products</h1>${grid}${nav}</div></section>`,
        }),
      };
    });
  }

  /** A category's page: its published products by position, a page at a time. */
  async category(link: string, slug: string, options: RequestOptions = {}): Promise<StorefrontResult> {
    const found = await this.open(link, options);
    if (!found) return this.notFound();
    const pageNo = Math.max(1, Math.min(options.page ?? 1, 10_000));
    return this.cached(found, `category:${slug}:${pageNo}`, options, async () => {
      const db = this.ctx.db.kysely;
      const rc = this.context(found.store, found.preview, options);
      const [pages, category] = await Promise.all([
        loadPages(db, found.store.id),
        categoryBySlug(db, found.store.id, slug),
      ]);
      await this.withExtras(rc, pages);
      if (!category) return this.pageNotFound(rc, pages);
      const path = `/category/${encodeURIComponent(category.slug)}`;
      rc.path = path;
      const offset = (pageNo - 1) * ALL_PRODUCTS_PAGE_SIZE;
      const list = await categoryProducts(
        db,
        found.store.id,
        category.id,
        new Date().toISOString(),
        offset,
        ALL_PRODUCTS_PAGE_SIZE,
      );
      const last = Math.max(1, Math.ceil(list.total / ALL_PRODUCTS_PAGE_SIZE));
      if (pageNo > last) return this.pageNotFound(rc, pages);
      const grid =
        list.products.length > 0
          ? productGrid(rc, list.products, 4)
          : `<p class="empty">No products to show yet.</p>`;
      return {
        status: 200,
        html: renderDocument(rc, pages, {
          title: `${category.name} | ${found.store.name}`,
          description: found.store.seo.description ?? "",
          image: found.store.seo.image || found.store.logo,
          path,
          currentPageId: null,
          body:
            `<section class="s"><div class="wrap"><h1>${esc(category.name)}</h1>` +
            `<p class="meta">${list.total} ${list.total === 1 ? "product" : "products"}</p>${grid}${this.pager(rc, path, pageNo, last)}</div></section>`,
        }),
      };
    });
  }

  /** Pieces in the visitor's cart of an open store (its signed cookie); null: no such store. */
  async cartCount(
    link: string,
    cookie: string | undefined,
    options: RequestOptions = {},
  ): Promise<number | null> {
    const found = await this.open(link, options);
    if (!found) return null;
    return readCart(this.ctx.secret, found.store.id, cookie).reduce((n, item) => n + item.quantity, 0);
  }
}
