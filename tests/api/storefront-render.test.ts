import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../domain/pricing.js";
import { fromJson, nowIso, toJson } from "../../server/db/json.js";
import { productStatus } from "../../domain/products.js";
import { escapeHtml } from "../../server/services/sanitize/entities.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let tees: number, acme: number, mugs: number;
let owner: string;

const page = (path: string) => t.app.inject({ method: "GET", url: path });
const pageIds = (html: string) =>
  [...html.matchAll(/<li class="card" data-product-id="(\d+)"/g)].map((m) => Number(m[1]));
const sectionOrder = (html: string) => [...html.matchAll(/id="s-([a-zA-Z0-9]{5})"/g)].map((m) => m[1]);

async function products(websiteId: number) {
  const rows = await t.db.kysely
    .selectFrom("products")
    .select([
      "id",
      "name",
      "slug",
      "price",
      "created_at",
      "sort_order",
      "available",
      "published_from",
      "published_to",
      "deleted_at",
    ])
    .where("website_id", "=", websiteId)
    .execute();
  return rows.map((r) => ({ ...r, published: r.deleted_at === null && productStatus(r) === "published" }));
}

async function createPage(websiteId: number, body: Record<string, unknown>) {
  const res = await call(t.app, "POST", "/api/bread/Page", {
    token: owner,
    body: { website_id: websiteId, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.json<{ id: number; slug: string; sections: { id: string }[] }>();
}

beforeAll(async () => {
  t = await createTestApp();
  [tees, acme, mugs] = await Promise.all([
    storeId(t.db, "Oscar's Tees"),
    storeId(t.db, "Acme Team Store"),
    storeId(t.db, "Oscar's Mugs"),
  ]);
  owner = await login(t.app, "owner@example.com");
});
afterAll(async () => {
  await t.close();
});

describe("GET /store/{link}/", () => {
  it("renders a launched store's home page: logo or name, menu in page order then categories, sections in order", async () => {
    const res = await page("/store/oscars-tees/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["content-security-policy"]).toContain("script-src 'sha256-");
    const html = res.body;
    expect(html).toContain(escapeHtml("Oscar's Tees"));
    const menu = /<nav class="menu"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? "";
    const names = [...menu.matchAll(/>([^<]+)<\/a>/g)].map((m) => m[1]);
    const stored = await t.db.kysely
      .selectFrom("pages")
      .select(["name", "sections"])
      .where("website_id", "=", tees)
      .orderBy("sort_order")
      .orderBy("id")
      .execute();
    // The pages in their order, then the store's categories that hold a published product.
    const categories = await t.db.kysely
      .selectFrom("categories")
      .select(["id", "name"])
      .where("website_id", "=", tees)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("product_categories as pc")
            .innerJoin("products as p", "p.id", "pc.product_id")
            .select("pc.product_id")
            .whereRef("pc.category_id", "=", "categories.id")
            .where("p.available", "=", 1)
            .where("p.deleted_at", "is", null)
            .where("p.published_from", "is", null),
        ),
      )
      .orderBy("sort_order")
      .orderBy("id")
      .execute();
    expect(categories.length).toBeGreaterThan(0);
    expect(names).toEqual([
      ...stored.map((p) => escapeHtml(p.name)),
      ...categories.map((c) => escapeHtml(c.name)),
    ]);
    const home = fromJson<{ id: string }[]>(stored[0]!.sections, []);
    expect(sectionOrder(html)).toEqual(home.map((s) => s.id));
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/store/oscars-tees/"');
  });

  it("the same page answers without the trailing slash, and at 393 px the grid has at most two columns", async () => {
    const res = await page("/store/oscars-tees");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(res.body).toMatch(/class="grid" style="--d:\d+;--m:[12]"/);
  });

  it("lists products sorted by price ascending, honouring limit and products per row, with prices and pictures", async () => {
    const created = await createPage(tees, {
      name: "Cheapest first",
      sections: [
        {
          id: "pr1ce",
          type: "products",
          data: { title: "Bargains", sort_by: "Price ascending", limit: 4, row_limit: 2 },
        },
        { id: "bann1", type: "banner", data: { url: "public/banners/x.png", additional_option: "Summer" } },
      ],
    });
    const res = await page(`/store/oscars-tees/${created.slug}`);
    expect(res.statusCode).toBe(200);
    const expected = (await products(tees))
      .filter((p) => p.published)
      .sort((a, b) => a.price - b.price || a.id - b.id)
      .slice(0, 4);
    expect(pageIds(res.body)).toEqual(expected.map((p) => p.id));
    for (const p of expected) expect(res.body).toContain(formatMoney(p.price));
    expect(res.body).toContain('class="grid" style="--d:2;--m:2"');
    expect(sectionOrder(res.body)).toEqual(["pr1ce", "bann1"]);
    expect(res.body).toContain('src="/files/public/banners/x.png"');
    expect(res.body).toContain(`<title>Cheapest first | ${escapeHtml("Oscar's Tees")}</title>`);
  });

  it.each([
    ["Newest", (a: P, b: P) => b.created_at.localeCompare(a.created_at) || b.id - a.id],
    ["Oldest", (a: P, b: P) => a.created_at.localeCompare(b.created_at) || a.id - b.id],
    ["Price descending", (a: P, b: P) => b.price - a.price || b.id - a.id],
    ["Position", (a: P, b: P) => a.sort_order - b.sort_order || a.id - b.id],
  ] as const)("sort_by %s", async (sortBy, compare) => {
    const created = await createPage(tees, {
      name: `Sorted ${sortBy}`,
      sections: [{ id: "srt01", type: "products", data: { sort_by: sortBy, limit: 6 } }],
    });
    const res = await page(`/store/oscars-tees/${created.slug}`);
    const expected = (await products(tees))
      .filter((p) => p.published)
      .sort(compare)
      .slice(0, 6);
    expect(pageIds(res.body)).toEqual(expected.map((p) => p.id));
  });

  it("never shows unpublished, scheduled, deleted or other stores' products, even when chosen", async () => {
    const own = await products(tees);
    const hidden = own.filter((p) => !p.published).map((p) => p.id);
    const published = own.filter((p) => p.published).map((p) => p.id);
    expect(hidden.length).toBeGreaterThan(0);
    const deleted = published[0]!;
    await t.db.kysely
      .updateTable("products")
      .set({ deleted_at: new Date().toISOString() })
      .where("id", "=", deleted)
      .execute();
    const foreign = (await products(acme)).filter((p) => p.published).map((p) => p.id);
    const created = await createPage(tees, {
      name: "Chosen",
      sections: [
        {
          id: "chos1",
          type: "products",
          data: {
            all_products: false,
            sort_by: "Position",
            chosen_products: [published[1]!, ...hidden.slice(0, 3), foreign[0]!, deleted, published[2]!],
            limit: 30,
          },
        },
        { id: "all01", type: "products", data: { limit: 100 } },
      ],
    });
    const res = await page(`/store/oscars-tees/${created.slug}`);
    const shown = pageIds(res.body);
    expect(shown.slice(0, 2)).toEqual([published[1], published[2]]);
    for (const id of [...hidden, ...foreign, deleted]) expect(shown).not.toContain(id);
    expect(res.body).not.toMatch(/\bcost|ssm_fees|profit/i);
    await t.db.kysely.updateTable("products").set({ deleted_at: null }).where("id", "=", deleted).execute();
  });

  it("a product page shows the product and counts the view from the browser; an unpublished one is 404", async () => {
    const all = await products(tees);
    const shown = all.find((p) => p.published)!;
    const res = await page(`/store/oscars-tees/products/${shown.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`data-product-id="${shown.id}"`);
    expect(res.body).toContain(formatMoney(shown.price));
    expect(res.body).toContain("/api/storefront/products/");
    const hidden = all.find((p) => !p.published)!;
    expect((await page(`/store/oscars-tees/products/${hidden.slug}`)).statusCode).toBe(404);
    const foreign = (await products(acme)).find((p) => p.published)!;
    expect((await page(`/store/oscars-tees/products/${foreign.slug}`)).statusCode).toBe(404);
  });

  it("the Show all page lists every published product", async () => {
    const res = await page("/store/oscars-tees/products");
    expect(res.statusCode).toBe(200);
    const published = (await products(tees)).filter((p) => p.published);
    expect(pageIds(res.body).length).toBe(Math.min(48, published.length));
    const beyond = await page("/store/oscars-tees/products?page=999");
    expect(beyond.statusCode).toBe(404);
    expect(beyond.headers["x-storefront-cache"]).toBe("off");
  });

  it("answers 404 for an unknown store, an unknown page and an archived store", async () => {
    expect((await page("/store/no-such-store/")).statusCode).toBe(404);
    const missing = await page("/store/oscars-tees/no-such-page");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("This page does not exist.");
  });

  it("redirect pages answer 301, or 302 for a stored temporary one; unsafe targets are refused on save", async () => {
    // Redirects are made as the store's Redirects screen makes them: permanent.
    const made = await call(t.app, "POST", "/api/bread/Redirect", {
      token: owner,
      body: { website_id: tees, name: "Moved", from: "/moved-sale", to: "/store/oscars-tees/about" },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const moved = await page("/store/oscars-tees/moved-sale");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/store/oscars-tees/about");
    // A temporary redirect stored without `permanent` answers 302.
    await t.db.kysely
      .insertInto("pages")
      .values({
        website_id: tees,
        type: "redirect",
        name: "Old sale",
        slug: "old-sale",
        sections: toJson([]),
        data: toJson({ redirect_url: "https://example.com/sale" }),
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
    const temp = await page("/store/oscars-tees/old-sale");
    expect(temp.statusCode).toBe(302);
    expect(temp.headers.location).toBe("https://example.com/sale");
    const bad = await call(t.app, "POST", "/api/bread/Redirect", {
      token: owner,
      body: { website_id: tees, name: "Evil", from: "/evil", to: "javascript:alert(1)" },
    });
    expect(bad.status).toBe(422);
    expect(bad.json<{ errors: Record<string, string> }>().errors.to).toBe("Invalid URL address");
  });

  it("uses the page's SEO title, description and picture in the head", async () => {
    const created = await createPage(tees, {
      name: "Seo",
      data: {
        seo: {
          title: "Best tees in town",
          description: "Soft & organic",
          image: "https://cdn.example.com/og.png",
        },
      },
    });
    const html = (await page(`/store/oscars-tees/${created.slug}`)).body;
    expect(html).toContain("<title>Best tees in town</title>");
    expect(html).toContain('<meta name="description" content="Soft &amp; organic">');
    expect(html).toContain('<meta property="og:image" content="https://cdn.example.com/og.png">');
  });
});

describe("unlaunched stores and the preview token", () => {
  it("an unlaunched store is 404 for the public", async () => {
    expect((await page("/store/oscars-mugs/")).statusCode).toBe(404);
    expect((await page("/store/oscars-mugs/about")).statusCode).toBe(404);
  });

  it("opens with a preview token from GET /api/websites/{id}/preview-token, links keep the token", async () => {
    const res = await call(t.app, "GET", `/api/websites/${mugs}/preview-token`, { token: owner });
    expect(res.status).toBe(200);
    const { token, url } = res.json<{ token: string; url: string }>();
    expect(url).toContain(`/store/oscars-mugs/?preview=`);
    const preview = await page(`/store/oscars-mugs/?preview=${encodeURIComponent(token)}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["cache-control"]).toBe("private, no-store");
    expect(preview.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(preview.body).toContain(`/store/oscars-mugs/about?preview=${encodeURIComponent(token)}`);
    // A token of one store does not open another, and a tampered one opens nothing.
    const teesToken = (
      await call(t.app, "GET", `/api/websites/${tees}/preview-token`, { token: owner })
    ).json<{
      token: string;
    }>().token;
    expect((await page(`/store/oscars-mugs/?preview=${encodeURIComponent(teesToken)}`)).statusCode).toBe(404);
    expect(
      (await page(`/store/oscars-mugs/?preview=${encodeURIComponent(token.slice(0, -2) + "xx")}`)).statusCode,
    ).toBe(404);
    const expired = `${mugs}.${Math.floor(Date.now() / 1000) - 10}.${token.split(".")[2]}`;
    expect((await page(`/store/oscars-mugs/?preview=${encodeURIComponent(expired)}`)).statusCode).toBe(404);
  });

  it("the token call needs a session, membership and edit_design or edit_settings", async () => {
    expect((await call(t.app, "GET", `/api/websites/${mugs}/preview-token`)).status).toBe(401);
    const designer = await login(t.app, "designer@example.com");
    expect(
      (await call(t.app, "GET", `/api/websites/${mugs}/preview-token`, { token: designer })).status,
    ).toBe(404);
    expect(
      (await call(t.app, "GET", `/api/websites/${acme}/preview-token`, { token: designer })).status,
    ).toBe(200);
    const salesperson = await login(t.app, "salesperson@example.com");
    expect(
      (await call(t.app, "GET", `/api/websites/${acme}/preview-token`, { token: salesperson })).status,
    ).toBe(403);
    expect((await call(t.app, "GET", `/api/websites/abc/preview-token`, { token: owner })).status).toBe(400);
  });
});

describe("render cache", () => {
  it("serves the second request from the cache and renders again after a page save", async () => {
    const created = await createPage(tees, {
      name: "Cached",
      sections: [{ id: "cach1", type: "image-text", data: { text: "<p>First version</p>" } }],
    });
    const first = await page(`/store/oscars-tees/${created.slug}`);
    expect(first.headers["x-storefront-cache"]).toBe("miss");
    const second = await page(`/store/oscars-tees/${created.slug}`);
    expect(second.headers["x-storefront-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    const saved = await call(t.app, "PUT", `/api/bread/Page/${created.id}`, {
      token: owner,
      body: { sections: [{ id: "cach1", type: "image-text", data: { text: "<p>Second version</p>" } }] },
    });
    expect(saved.status).toBe(200);
    const third = await page(`/store/oscars-tees/${created.slug}`);
    expect(third.headers["x-storefront-cache"]).toBe("miss");
    expect(third.body).toContain("Second version");
  });

  it("a cached page expires when a listed product's publish window opens", async () => {
    const p = (await products(tees)).find((x) => x.published)!;
    const opens = new Date(Date.now() + 1500).toISOString();
    await t.db.kysely.updateTable("products").set({ published_from: opens }).where("id", "=", p.id).execute();
    const created = await createPage(tees, {
      name: "Window",
      sections: [{ id: "win01", type: "products", data: { all_products: false, chosen_products: [p.id] } }],
    });
    const before = await page(`/store/oscars-tees/${created.slug}`);
    expect(pageIds(before.body)).toEqual([]);
    expect((await page(`/store/oscars-tees/${created.slug}`)).headers["x-storefront-cache"]).toBe("hit");
    await new Promise((resolve) => setTimeout(resolve, Date.parse(opens) - Date.now() + 50));
    const after = await page(`/store/oscars-tees/${created.slug}`);
    expect(after.headers["x-storefront-cache"]).toBe("miss");
    expect(pageIds(after.body)).toEqual([p.id]);
  });

  it("a product change through BREAD invalidates the store's pages", async () => {
    await page("/store/oscars-tees/");
    expect((await page("/store/oscars-tees/")).headers["x-storefront-cache"]).toBe("hit");
    const p = (await products(tees)).find((x) => x.published)!;
    const res = await call(t.app, "PUT", `/api/bread/Product/${p.id}`, {
      token: owner,
      body: { name: "Renamed tee" },
    });
    expect(res.status).toBe(200);
    expect((await page("/store/oscars-tees/")).headers["x-storefront-cache"]).toBe("miss");
  });
});
type P = Awaited<ReturnType<typeof products>>[number];
