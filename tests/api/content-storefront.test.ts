import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromJson, toJson } from "../../server/db/json.js";
import {
  CART_COUNT_SCRIPT,
  CONTACT_SCRIPT,
  ENTRY_MODAL_SCRIPT,
  PRODUCT_SCRIPT,
  VIEW_SCRIPT,
} from "../../server/storefront/scripts.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { putStoreOnPlan } from "../helpers/store-plan.js";

const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

let t: TestApp;
let tees: number;
let owner: string;
const STORE = "/store/oscars-tees";

const get = (path: string) => t.app.inject({ method: "GET", url: `${STORE}${path}` });
const api = (method: "POST" | "PUT", path: string, body: unknown) =>
  call(t.app, method, `/api/content/${tees}${path}`, { token: owner, body });
async function created(method: "POST" | "PUT", path: string, body: unknown) {
  const res = await api(method, path, body);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.json<{ id: number; slug: string }>();
}

/** What a browser would run: see storefront-safety.test.ts. */
function executable(html: string): string[] {
  const doc = new JSDOM(html).window.document;
  const found: string[] = [];
  const own = [VIEW_SCRIPT, CONTACT_SCRIPT, ENTRY_MODAL_SCRIPT, CART_COUNT_SCRIPT, PRODUCT_SCRIPT];
  for (const script of doc.querySelectorAll("script"))
    if (!own.includes(script.textContent ?? "")) found.push(`script: ${script.outerHTML}`);
  for (const el of doc.querySelectorAll("*")) {
    for (const attr of el.attributes) {
      if (attr.name.startsWith("on")) found.push(`handler: ${el.outerHTML.slice(0, 120)}`);
      if (
        ["href", "src", "action", "formaction"].includes(attr.name) &&
        /^\s*(javascript|data|vbscript):/i.test(attr.value) &&
        // The page's own empty icon (no request for /favicon.ico) is no script.
        !(el.outerHTML === '<link rel="icon" href="data:,">')
      )
        found.push(`url: ${el.outerHTML.slice(0, 120)}`);
    }
  }
  for (const el of doc.querySelectorAll("iframe, object, embed, svg, math, base, meta[http-equiv]"))
    found.push(`element: ${el.tagName}`);
  return found;
}
const EVIL =
  '<script>alert(1)</script><img src=x onerror=alert(1)><svg onload=alert(1)><a href="javascript:alert(1)">x</a>"><iframe src=javascript:alert(1)>';

beforeAll(async () => {
  t = await createTestApp();
  tees = await storeId(t.db, "Oscar's Tees");
  // Promotions are a plan feature: Oscar's Tees (Free in the demo data) is put on Starter.
  await putStoreOnPlan(t.db, tees, "starter");
  owner = await login(t.app, "owner@example.com");
});
afterAll(async () => {
  await t.close();
});

describe("content on the storefront", () => {
  it("blog: live posts at their slug and in the list, newest first; drafts and future posts never", async () => {
    await created("POST", "/blog", {
      name: "Older post",
      content: "<p>old</p>",
      published_at: "2025-01-01T00:00:00Z",
    });
    await created("POST", "/blog", {
      name: "Newer post",
      excerpt: "The latest",
      published_at: "2026-01-01T00:00:00Z",
    });
    await created("POST", "/blog", { name: "Secret draft", draft: true });
    await created("POST", "/blog", { name: "Future post", published_at: "2099-01-01T00:00:00Z" });
    const list = await get("/blog");
    expect(list.statusCode).toBe(200);
    const titles = [...list.body.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(titles).toEqual(["Newer post", "Older post"]);
    expect(list.body).toContain("The latest");
    expect((await get("/older-post")).body).toContain("<p>old</p>");
    expect((await get("/secret-draft")).statusCode).toBe(404);
    expect((await get("/future-post")).statusCode).toBe(404);
    // The header links the blog once it has a live post; posts themselves stay out of the menu.
    const home = await get("/");
    const menu = /<nav class="menu"[^>]*>(.*?)<\/nav>/.exec(home.body)?.[1] ?? "";
    expect(menu).toContain(">Blog</a>");
    expect(menu).not.toContain("Older post");
  });

  it("news, FAQ, gallery and collections pages", async () => {
    await created("POST", "/news", { name: "We moved", content: "<p>New studio</p>" });
    expect((await get("/news")).body).toContain("We moved");
    await created("POST", "/faq", { name: "Do you ship abroad?", content: "<p>Yes, worldwide.</p>" });
    const faq = await get("/faq");
    expect(faq.body).toMatch(
      /<details class="faq"[^>]*><summary>Do you ship abroad\?<\/summary><div class="rich"><p>Yes, worldwide.<\/p>/,
    );
    await created("POST", "/gallery", {
      name: "Launch party",
      images: [{ url: "https://cdn.example.com/p1.jpg", alt: "Crowd", caption: "Doors open" }],
    });
    const gallery = await get("/gallery");
    expect(gallery.body).toContain('src="https://cdn.example.com/p1.jpg"');
    expect(gallery.body).toContain("<figcaption>Doors open</figcaption>");
    expect((await get("/launch-party")).body).toContain("Launch party");

    const products = await t.db.kysely
      .selectFrom("products")
      .select(["id", "name", "available", "published_from", "published_to", "deleted_at"])
      .where("website_id", "=", tees)
      .orderBy("id")
      .limit(3)
      .execute();
    const [a, b, c] = products;
    // b is unpublished, c scheduled in the future: neither may show.
    await t.db.kysely.updateTable("products").set({ available: 0 }).where("id", "=", b!.id).execute();
    await t.db.kysely
      .updateTable("products")
      .set({ available: 1, published_from: "2099-01-01T00:00:00.000Z", published_to: null, deleted_at: null })
      .where("id", "=", c!.id)
      .execute();
    await t.db.kysely
      .updateTable("products")
      .set({ available: 1, published_from: null, published_to: null, deleted_at: null })
      .where("id", "=", a!.id)
      .execute();
    const collection = await created("POST", "/collection", {
      name: "Staff picks",
      products: [c!.id, b!.id, a!.id],
    });
    const page = await get(`/${collection.slug}`);
    expect(page.statusCode).toBe(200);
    const ids = [...page.body.matchAll(/<li class="card" data-product-id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids).toEqual([a!.id]);
    expect(page.body).not.toMatch(/\bcost\b|platform_fee|profit/i);
    expect((await get("/collections")).body).toContain("Staff picks");
  });

  it("a header menu adds its links after the store's own navigation and fills the footer", async () => {
    const navOf = (html: string) => {
      const menu = /<nav class="menu"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? "";
      return [...menu.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => ({
        href: m[1],
        name: m[2],
      }));
    };
    const before = navOf((await get("/")).body);
    expect(before.map((l) => l.name)).toContain("FAQ");
    await created("POST", "/menu", {
      name: "Main",
      location: "header",
      links: [
        { title: "Shop", url: "/products" },
        // The navigation already names the FAQ list: the menu does not repeat it.
        { title: "Help", url: "/faq" },
      ],
    });
    await created("POST", "/menu", {
      name: "Legal",
      location: "footer",
      links: [{ title: "Instagram", url: "https://instagram.com/oscar", new_tab: true }],
    });
    const home = await get("/");
    expect(navOf(home.body)).toEqual([...before, { href: `${STORE}/products`, name: "Shop" }]);
    expect(home.body).toMatch(
      /<nav class="foot-menu"[^>]*><a href="https:\/\/instagram.com\/oscar" target="_blank" rel="noopener noreferrer">Instagram<\/a>/,
    );
  });

  it("redirects answer 301, for one segment and for deeper paths", async () => {
    await created("POST", "/redirect", { from: "/old-shop", to: "/products" });
    await created("POST", "/redirect", { from: "/2019/summer/tees", to: "https://example.com/tees" });
    const one = await get("/old-shop");
    expect(one.statusCode).toBe(301);
    expect(one.headers.location).toBe("/products");
    const deep = await get("/2019/summer/tees");
    expect(deep.statusCode).toBe(301);
    expect(deep.headers.location).toBe("https://example.com/tees");
    expect((await get("/2019/winter")).statusCode).toBe(404);
  });

  it("SEO settings fill the head; a page's override wins", async () => {
    const seo = await created("PUT", "/seo", {
      title: "Oscar's shirts",
      description: "Soft tees",
      image: "https://cdn.example.com/og.png",
    });
    void seo;
    const home = await get("/");
    expect(home.body).toContain('<meta name="description" content="Soft tees">');
    expect(home.body).toContain('<meta property="og:image" content="https://cdn.example.com/og.png">');
    const about = await t.db.kysely
      .selectFrom("pages")
      .select("id")
      .where("website_id", "=", tees)
      .where("slug", "=", "about")
      .executeTakeFirstOrThrow();
    await created("PUT", `/seo/pages/${about.id}`, { title: "About Oscar", description: "Who we are" });
    const page = await get("/about");
    expect(page.body).toContain("<title>About Oscar</title>");
    expect(page.body).toContain('<meta name="description" content="Who we are">');
  });

  it("promotions show inside their window only; the entry modal comes with its script", async () => {
    await created("POST", "/promotions", {
      title: "Free shipping",
      kind: "announcement",
      text: "on orders over $50",
    });
    await created("POST", "/promotions", {
      title: "Expired deal",
      kind: "announcement",
      starts_at: "2020-01-01T00:00:00Z",
      ends_at: "2020-02-01T00:00:00Z",
    });
    await created("POST", "/promotions", {
      title: "Big banner",
      kind: "banner",
      image: "https://cdn.example.com/b.png",
    });
    const home = await get("/");
    expect(home.body).toContain("<strong>Free shipping</strong> on orders over $50");
    expect(home.body).not.toContain("Expired deal");
    expect(home.body).toMatch(/<section class="s promo"[^>]*>.*Big banner/);
    expect(home.body).not.toContain('id="entry-modal"');

    await created("PUT", "/entry-modal", {
      enabled: true,
      title: "Hello!",
      content: "Welcome",
      button_text: "Go",
    });
    const again = await get("/");
    expect(again.headers["x-storefront-cache"]).toBe("miss");
    expect(again.body).toMatch(
      /<div class="em" id="entry-modal" data-key="entry-modal-\d+-[0-9a-f]{12}"[^>]*hidden>/,
    );
    expect(again.body).toContain(`<script>${ENTRY_MODAL_SCRIPT}</script>`);
    expect(String(again.headers["content-security-policy"])).toMatch(/script-src( 'sha256-[^']+'){5};/);
  });

  it("every write is on the storefront at once (cache invalidated)", async () => {
    expect((await get("/news")).headers["x-storefront-cache"]).toBeDefined();
    const cached = await get("/news");
    expect(cached.headers["x-storefront-cache"]).toBe("hit");
    const item = await created("POST", "/news", { name: "Breaking" });
    const fresh = await get("/news");
    expect(fresh.headers["x-storefront-cache"]).toBe("miss");
    expect(fresh.body).toContain("Breaking");
    await created("PUT", `/news/${item.id}`, { name: "Breaking", draft: true });
    expect((await get("/news")).body).not.toContain("Breaking");
  });
});

describe("a stored <script> or onerror= in any content field never becomes executable", () => {
  it("through the content routes", async () => {
    const link = "javascript:alert(1)";
    expect((await api("POST", "/menu", { name: "x", links: [{ title: "x", url: link }] })).status).toBe(422);
    expect((await api("POST", "/redirect", { from: "/evil", to: link })).status).toBe(422);
    expect((await api("POST", "/promotions", { title: "x", link })).status).toBe(422);
    const post = await created("POST", "/blog", {
      name: EVIL.slice(0, 100),
      slug: "evil-post",
      content: EVIL,
      excerpt: EVIL,
      seo: { title: EVIL.slice(0, 200), description: EVIL },
    });
    const faq = await created("POST", "/faq", { name: EVIL.slice(0, 100), slug: "evil-faq", content: EVIL });
    const collection = await created("POST", "/collection", {
      name: EVIL.slice(0, 100),
      slug: "evil-col",
      content: EVIL,
    });
    const gallery = await created("POST", "/gallery", {
      name: EVIL.slice(0, 100),
      slug: "evil-gal",
      images: [
        { url: "https://cdn.example.com/x.png", alt: EVIL.slice(0, 200), caption: EVIL.slice(0, 300) },
      ],
    });
    await created("POST", "/menu", {
      name: "Evil",
      location: "footer",
      links: [{ title: EVIL.slice(0, 200), url: "/x" }],
    });
    await created("POST", "/promotions", {
      title: EVIL.slice(0, 100),
      text: EVIL.slice(0, 500),
      kind: "banner",
    });
    await created("POST", "/promotions", { title: EVIL.slice(0, 100), text: EVIL.slice(0, 500) });
    await created("PUT", "/entry-modal", {
      enabled: true,
      title: EVIL.slice(0, 200),
      content: EVIL,
      button_text: EVIL.slice(0, 50),
    });
    await created("PUT", "/seo", { title: EVIL.slice(0, 200), description: EVIL });
    const stored = await t.db.kysely
      .selectFrom("pages")
      .select("data")
      .where("id", "=", post.id)
      .executeTakeFirstOrThrow();
    // Rich text is stored sanitised; plain text is kept as typed and escaped on render.
    expect(fromJson<{ content: string }>(stored.data, { content: "" }).content).not.toMatch(
      /<script|onerror/i,
    );
    for (const path of [
      "/",
      "/blog",
      "/evil-post",
      `/${faq.slug}`,
      "/faq",
      `/${collection.slug}`,
      `/${gallery.slug}`,
      "/gallery",
      "/collections",
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(executable(res.body), path).toEqual([]);
    }
  });

  it("rows written around the API (old data, direct SQL) are made safe on render", async () => {
    const now = new Date().toISOString();
    const evilData = {
      content: EVIL,
      excerpt: EVIL,
      image: "javascript:alert(1)",
      images: [{ url: "javascript:alert(1)", alt: EVIL, caption: EVIL }],
      links: [
        { title: EVIL, url: "javascript:alert(1)" },
        { title: "ok", url: "//evil.example" },
      ],
      location: "header",
      products: ["1; drop table", -1],
      seo: { title: EVIL, description: EVIL, image: "javascript:alert(1)" },
      redirect_url: "javascript:alert(1)",
    };
    const rows = ["blog", "faq", "collection", "gallery", "menu", "redirect"].map((type) => ({
      website_id: tees,
      type,
      name: EVIL,
      slug: `raw-${type}`,
      sort_order: 50,
      sections: "[]",
      data: toJson(evilData),
      created_at: now,
      updated_at: now,
    }));
    await t.db.kysely.insertInto("pages").values(rows).execute();
    await t.db.kysely
      .insertInto("promotions")
      .values({
        website_id: tees,
        title: EVIL,
        text: EVIL,
        kind: "banner",
        image: "javascript:alert(1)",
        link: "javascript:alert(1)",
        updated_at: now,
      })
      .execute();
    await t.db.kysely
      .updateTable("websites")
      .set({
        entry_modal: toJson({ enabled: true, title: EVIL, content: EVIL, image: "javascript:alert(1)" }),
      })
      .where("id", "=", tees)
      .execute();
    // Direct SQL bypasses invalidation; a content write drops the cache as any save would.
    await created("POST", "/faq", { name: "Fresh", slug: "fresh-faq" });
    for (const path of [
      "/",
      "/raw-blog",
      "/raw-faq",
      "/raw-collection",
      "/raw-gallery",
      "/blog",
      "/faq",
      "/gallery",
      "/collections",
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(executable(res.body), path).toEqual([]);
    }
    const redirect = await get("/raw-redirect");
    expect(redirect.statusCode).not.toBe(301);
  });
});
