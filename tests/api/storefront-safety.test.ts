import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toJson } from "../../server/db/json.js";
import {
  CART_COUNT_SCRIPT,
  CONTACT_SCRIPT,
  PRODUCT_SCRIPT,
  VIEW_SCRIPT,
} from "../../server/storefront/scripts.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

// jsdom ships no type declarations; only its constructor is used, typed here.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

let t: TestApp;
let tees: number;
let owner: string;

const PAYLOADS = [
  "<script>alert(1)</script>",
  "<img src=/x onerror=alert(1)>",
  "<svg onload=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)//",
  "<iframe src=javascript:alert(1)></iframe>",
  "<<script>alert(1)//<</script>",
  "<body onload=alert(1)>",
  "<style>*{background:url(javascript:alert(1))}</style>",
  '<p style="x:expression(alert(1))">p</p>',
];
const EVIL = PAYLOADS.join(" ");
const EVIL_URL = "javascript:alert(1)";

/**
 * What a browser would run: scripts other than the storefront's own, event-handler attributes,
 * javascript: URLs, frames and plugins. Parsed with a real HTML parser, as a browser would.
 */
function executable(html: string): string[] {
  const doc = new JSDOM(html).window.document;
  const found: string[] = [];
  for (const script of doc.querySelectorAll("script")) {
    if (![VIEW_SCRIPT, CONTACT_SCRIPT, CART_COUNT_SCRIPT, PRODUCT_SCRIPT].includes(script.textContent ?? ""))
      found.push(`script: ${script.outerHTML}`);
  }
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
      if (attr.name === "style" && /expression|url\(/i.test(attr.value))
        found.push(`style: ${el.outerHTML.slice(0, 120)}`);
    }
  }
  for (const el of doc.querySelectorAll("iframe, object, embed, svg, math, base, meta[http-equiv]"))
    found.push(`element: ${el.tagName}`);
  for (const style of doc.querySelectorAll("style"))
    if (/javascript|expression/i.test(style.textContent ?? "")) found.push("style element");
  return found;
}

/** The payloads cut to a field's length: half-written tags are test material too. */
const cut = (max: number) => EVIL.slice(0, max);

/** Every content field of every section type, filled with the payloads. */
function evilSections(urls: string) {
  return [
    {
      id: "xban1",
      type: "banner",
      data: { url: EVIL, additional_option: cut(500), website_url: urls },
      full_html: EVIL,
    },
    { id: "xit01", type: "image-text", data: { url: EVIL, text: EVIL }, full_html: EVIL },
    { id: "xpro1", type: "products", data: { title: cut(200), limit: 3 } },
    { id: "xcon1", type: "contact", data: { title: cut(200) } },
    { id: "xcus1", type: "custom_form", data: { title: cut(200) } },
    {
      id: "xtil1",
      type: "redirect-tiles",
      data: {
        title: cut(200),
        images: [
          {
            url: EVIL,
            title: cut(200),
            redirect_url: urls,
            category: cut(100),
            tags: [cut(50), PAYLOADS[2]!],
          },
        ],
      },
    },
    {
      id: "xgal1",
      type: "image-gallery",
      data: { title: cut(200), images: [{ url: EVIL, alt: cut(200), redirect_url: urls }] },
    },
  ];
}
const evilData = (image: string) => ({
  seo: { title: cut(200), description: cut(500), image },
  content: EVIL,
});

beforeAll(async () => {
  t = await createTestApp();
  tees = await storeId(t.db, "Oscar's Tees");
  owner = await login(t.app, "owner@example.com");
});
afterAll(async () => {
  await t.close();
});

describe("stored <script> and onerror= never become executable on the storefront", () => {
  it("the checker itself catches each payload when it is not sanitised", () => {
    for (const payload of [
      "<script>alert(1)</script>",
      "<img src=x onerror=alert(1)>",
      "<svg onload=alert(1)>",
      '<a href="&#106;avascript:alert(1)">x</a>',
    ])
      expect(executable(`<p>${payload}</p>`), payload).not.toEqual([]);
  });

  it("through BREAD Page: rich text and custom HTML are sanitised on save, everything on render", async () => {
    const created = await call(t.app, "POST", "/api/bread/Page", {
      token: owner,
      body: {
        website_id: tees,
        name: `Evil ${EVIL}`.slice(0, 100),
        slug: "evil",
        sections: evilSections(""),
        data: evilData(EVIL),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const page = created.json<{
      sections: { full_html?: string; data: { text?: string } }[];
      data: { content: string };
    }>();
    const rich = [...page.sections.flatMap((s) => [s.full_html ?? "", s.data.text ?? ""]), page.data.content];
    for (const html of rich) {
      expect(html).not.toMatch(/<script|<svg|<iframe|<style|javascript:/i);
      expect(executable(html)).toEqual([]);
    }
    expect(page.data.content).toContain('<img src="/x">');
    const res = await t.app.inject({ method: "GET", url: "/store/oscars-tees/evil" });
    expect(res.statusCode).toBe(200);
    expect(executable(res.body)).toEqual([]);
    expect(res.body).toContain("xban1");
  });

  it("javascript: links are refused on save with the spec's message", async () => {
    const res = await call(t.app, "POST", "/api/bread/Page", {
      token: owner,
      body: { website_id: tees, name: "Bad link", sections: evilSections(EVIL_URL) },
    });
    expect(res.status).toBe(422);
    expect(res.json<{ errors: Record<string, string> }>().errors["sections.0.data.website_url"]).toBe(
      "Invalid URL address",
    );
  });

  it("rows written around the API (old data, direct SQL) are sanitised on render", async () => {
    const now = new Date().toISOString();
    await t.db.kysely
      .insertInto("pages")
      .values({
        website_id: tees,
        type: "page",
        name: EVIL.slice(0, 200),
        slug: "raw-evil",
        sort_order: 99,
        sections: toJson(evilSections(EVIL_URL)),
        data: toJson(evilData(EVIL_URL)),
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db.kysely
      .updateTable("websites")
      .set({ name: EVIL.slice(0, 100), data: toJson({ seo: { title: EVIL, description: EVIL } }) })
      .where("id", "=", tees)
      .execute();
    const product = await t.db.kysely
      .selectFrom("products")
      .select(["id", "slug"])
      .where("website_id", "=", tees)
      .where("available", "=", 1)
      .where("published_from", "is", null)
      .where("published_to", "is", null)
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .updateTable("products")
      .set({ name: EVIL.slice(0, 200), desc: EVIL, additional_desc: EVIL })
      .where("id", "=", product.id)
      .execute();
    await t.db.kysely
      .updateTable("product_variants")
      .set({ color: EVIL.slice(0, 100), color_swatch: EVIL })
      .where("product_id", "=", product.id)
      .execute();
    for (const url of [
      "/store/oscars-tees/raw-evil",
      "/store/oscars-tees/",
      `/store/oscars-tees/products/${product.slug}`,
      "/store/oscars-tees/products",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(executable(res.body), url).toEqual([]);
    }
  });

  it("pages carry a Content-Security-Policy that allows only the storefront's own scripts", async () => {
    const res = await t.app.inject({ method: "GET", url: "/store/oscars-tees/evil" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'sha256-[^']+'( 'sha256-[^']+')*;/);
    expect(csp).not.toContain("unsafe-inline' ;");
    expect(csp).toContain("default-src 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});
