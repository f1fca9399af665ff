import { createRequire } from "node:module";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toJson } from "../../server/db/json.js";
import { registerErrorHandler } from "../../server/errors.js";
import { invalidateStorefront } from "../../server/storefront/cache.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { putStoreOnPlan } from "../helpers/store-plan.js";
import { errorBody } from "../../server/errors.js";

const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

let t: TestApp;
let tees: number;
let owner: string;
const STORE = "/store/oscars-tees";
/** Where a test browser would have the store open. */
const ORIGIN = "https://shop.test";

const get = (path: string) => t.app.inject({ method: "GET", url: `${STORE}${path}` });
const content = (method: "POST" | "PUT", path: string, body: unknown) =>
  call(t.app, method, `/api/content/${tees}${path}`, { token: owner, body });
const errorsOf = (res: { json: <T>() => T }) => res.json<{ errors: Record<string, string> }>().errors;

/** Links a browser would follow to another site, though some look like paths of this one. */
const HOSTILE = [
  "/\\evil.example",
  "/\t/evil.example",
  "//evil.example",
  "\\\\evil.example",
  "/%5Cevil.example",
];

/** Whether a body is Fastify's own error shape rather than the app's {message, errors?}. */
function isFastifyErrorBody(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    return typeof parsed === "object" && parsed !== null && "statusCode" in parsed && "error" in parsed;
  } catch {
    return false;
  }
}

/** Every href and src of a page as a browser resolves it from the store's address. */
function resolvedLinks(html: string, path: string): string[] {
  const doc = new JSDOM(html).window.document;
  const base = `${ORIGIN}${STORE}${path}`;
  return [...doc.querySelectorAll("[href], [src]")].map((el) => {
    const raw = el.getAttribute("href") ?? el.getAttribute("src") ?? "";
    return new URL(raw, base).href;
  });
}

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

describe("a stored value that ends up in a header or URL refuses control characters", () => {
  it("redirect source and target with CR/LF are refused next to the field", async () => {
    const to = await content("POST", "/redirect", { from: "/old-crlf", to: "/new\r\nSet-Cookie: a=b" });
    expect(to.status).toBe(422);
    expect(errorsOf(to)).toEqual({ to: "Invalid URL address" });
    const absolute = await content("POST", "/redirect", {
      from: "/old-crlf",
      to: "https://x.example/\r\nX: y",
    });
    expect(absolute.status).toBe(422);
    expect(errorsOf(absolute)).toEqual({ to: "Invalid URL address" });
    const from = await content("POST", "/redirect", { from: "/old\r\nX: y", to: "/new" });
    expect(from.status).toBe(422);
    expect(errorsOf(from)).toEqual({ from: "Enter a path of this store, such as /old-page." });
  });

  it("menu links, promotion links, pictures and slugs with control characters are refused", async () => {
    const menu = await content("POST", "/menu", { name: "Main", links: [{ title: "A", url: "/a\nb" }] });
    expect(menu.status).toBe(422);
    expect(errorsOf(menu)).toEqual({ "links.0.url": "Invalid URL address" });
    const promo = await content("POST", "/promotions", { title: "Sale", link: "/sale\r\n" + "x" });
    expect(promo.status).toBe(422);
    expect(errorsOf(promo)).toEqual({ link: "Invalid URL address" });
    const picture = await content("POST", "/blog", { name: "Pic", image: "public/a\r\nb.png" });
    expect(picture.status).toBe(422);
    expect(errorsOf(picture)).toEqual({
      image: "Choose a picture from this store's file library or enter an https address.",
    });
    const gallery = await content("POST", "/gallery", { name: "G", images: [{ url: "public/a\u0000.png" }] });
    expect(gallery.status).toBe(422);
    expect(Object.keys(errorsOf(gallery))).toEqual(["images.0.url"]);
    const slug = await content("POST", "/page", { name: "Slugged", slug: "a\r\nb" });
    expect(slug.status).toBe(422);
    expect(errorsOf(slug)).toEqual({
      slug: "Line breaks, tabs and other control characters are not allowed here.",
    });
  });
});

describe("the storefront never answers 500 for stored content", () => {
  it("a redirect whose stored target is already bad is not found, with no Location", async () => {
    const now = new Date().toISOString();
    const row = (slug: string, redirect_url: string) => ({
      website_id: tees,
      type: "redirect",
      name: slug,
      slug,
      sort_order: 60,
      sections: "[]",
      data: toJson({ redirect_url, permanent: true }),
      created_at: now,
      updated_at: now,
    });
    await t.db.kysely
      .insertInto("pages")
      .values([
        row("bad-crlf", "/new\r\nSet-Cookie: a=b"),
        row("deep/bad-crlf", "https://x.example/\r\nX: y"),
        row("bad-backslash", "/\\evil.example"),
        row("accented", "https://example.com/café"),
      ])
      .execute();
    await invalidateStorefront(t.app.ctx.events, tees);
    for (const path of ["/bad-crlf", "/deep/bad-crlf", "/bad-backslash"]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers.location, path).toBeUndefined();
      expect(res.headers["content-type"], path).toContain("text/html");
    }
    // A character a header cannot hold is sent percent-encoded, as browsers would request it.
    const accented = await get("/accented");
    expect(accented.statusCode).toBe(301);
    expect(accented.headers.location).toBe("https://example.com/caf%C3%A9");
  });

  it("odd storefront paths answer the app's own error shape, never Fastify's, never a 500", async () => {
    const paths = [
      "/%",
      "/%E0%A4%A",
      "/%0d%0aSet-Cookie:%20a=b",
      "/a/%0d%0a",
      `/${"x".repeat(400)}`,
      "/products/%00",
      "/%00",
      "/a/%00",
      "/?page=%0d%0a",
    ].map((path) => `${STORE}${path}`);
    // A store link holding a NUL: PostgreSQL refuses the byte in a query.
    paths.push("/store/%00x", "/store/x%00/about");
    for (const url of paths) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(isFastifyErrorBody(res.body), `${url}: ${res.body}`).toBe(false);
    }
  });

  it("an error while the headers are written still gets the app's error body", async () => {
    // A route of its own, because the storefront no longer produces such a header.
    const app = Fastify();
    registerErrorHandler(app);
    app.get("/bad-header", (_request, reply) => reply.redirect("/x\r\nSet-Cookie: a=b"));
    const res = await app.inject({ method: "GET", url: "/bad-header" });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(errorBody("Something went wrong..."));
    expect(res.headers["set-cookie"]).toBeUndefined();
  });
});

describe("links that lead off-site are refused and never rendered", () => {
  it("saving one is refused wherever a link is stored", async () => {
    for (const url of [...HOSTILE, "javascript:alert(1)", " /\t/evil.example"]) {
      const redirect = await content("POST", "/redirect", { from: "/go-evil", to: url });
      expect(redirect.status, url).toBe(422);
      const menu = await content("POST", "/menu", { name: "Evil", links: [{ title: "x", url }] });
      expect(menu.status, url).toBe(422);
      const promo = await content("POST", "/promotions", { title: "Evil", link: url });
      expect(promo.status, url).toBe(422);
      const page = await call(t.app, "POST", "/api/bread/Page", {
        token: owner,
        body: {
          website_id: tees,
          name: "Evil banner",
          sections: [{ id: "evil1", type: "banner", data: { website_url: url } }],
        },
      });
      expect(page.status, url).toBe(422);
      expect(Object.keys(errorsOf(page)), url).toEqual(["sections.0.data.website_url"]);
    }
  });

  it("one written around the API is never rendered as an href", async () => {
    const now = new Date().toISOString();
    const links = HOSTILE.map((url, i) => ({ title: `Hostile ${i}`, url }));
    const richText = HOSTILE.map((url) => `<a href="${url}">x</a>`).join("");
    await t.db.kysely
      .insertInto("pages")
      .values([
        {
          website_id: tees,
          type: "menu",
          name: "Hostile menu",
          slug: "menu-hostile",
          sort_order: 70,
          sections: "[]",
          data: toJson({ location: "footer", links: [...links, { title: "Fine", url: "/about" }] }),
          created_at: now,
          updated_at: now,
        },
        {
          website_id: tees,
          type: "faq",
          name: "Hostile FAQ",
          slug: "hostile-faq",
          sort_order: 71,
          sections: toJson(
            HOSTILE.map((url, i) => ({
              id: `bann${i}`,
              type: "banner",
              style: {},
              data: { url: "", position: "full", additional_option: "", website_url: url, newWindow: false },
            })),
          ),
          data: toJson({ content: richText }),
          created_at: now,
          updated_at: now,
        },
      ])
      .execute();
    await t.db.kysely
      .insertInto("promotions")
      .values(
        HOSTILE.map((link, i) => ({
          website_id: tees,
          title: `Hostile promo ${i}`,
          kind: "announcement",
          link,
          updated_at: now,
        })),
      )
      .execute();
    await invalidateStorefront(t.app.ctx.events, tees);
    for (const path of ["/", "/hostile-faq", "/faq"]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      const offSite = resolvedLinks(res.body, path).filter((url) => new URL(url).origin !== ORIGIN);
      expect(
        offSite.filter((url) => url.includes("evil")),
        path,
      ).toEqual([]);
    }
    const home = (await get("/")).body;
    expect(home).toContain("Hostile promo 0");
    expect(home).toContain(`href="${STORE}/about"`);
  });
});
