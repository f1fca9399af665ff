import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentItem } from "../../domain/content.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { putStoreOnPlan } from "../helpers/store-plan.js";
import { errorBody } from "../../server/errors.js";

let t: TestApp;
let acme: number, tees: number;
let designer: string, salesperson: string, owner: string;

const api = (
  token: string | undefined,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
) => call(t.app, method, `/api/content${path}`, { token, body });

async function create(token: string, websiteId: number, kind: string, body: Record<string, unknown>) {
  const res = await api(token, "POST", `/${websiteId}/${kind}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.json<ContentItem>();
}

async function productsOf(websiteId: number) {
  return t.db.kysely
    .selectFrom("products")
    .select(["id", "name"])
    .where("website_id", "=", websiteId)
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  [acme, tees] = await Promise.all([storeId(t.db, "Acme Team Store"), storeId(t.db, "Oscar's Tees")]);
  // Promotions are a plan feature: Oscar's Tees (Free in the demo data) is put on Starter.
  await putStoreOnPlan(t.db, tees, "starter");
  [designer, salesperson, owner] = await Promise.all([
    login(t.app, "designer@example.com"),
    login(t.app, "salesperson@example.com"),
    login(t.app, "owner@example.com"),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe("content items (/api/content/{websiteId}/{kind})", () => {
  it("creates, lists with search and paging, reads, updates and deletes a blog post", async () => {
    const a = await create(designer, acme, "blog", {
      name: "Spring drop",
      content: "<p>New <strong>tees</strong></p>",
      excerpt: "Fresh colours",
      published_at: "2026-01-02T10:00:00Z",
    });
    expect(a).toMatchObject({ type: "blog", slug: "spring-drop", draft: false, path: "/spring-drop" });
    expect(a.published_at).toBe("2026-01-02T10:00:00.000Z");
    expect(a.data).toMatchObject({ content: "<p>New <strong>tees</strong></p>", excerpt: "Fresh colours" });
    await create(designer, acme, "blog", { name: "Autumn notes", draft: true });

    const list = await api(designer, "GET", `/${acme}/blog?q=spring&per_page=1`);
    expect(list.status).toBe(200);
    expect(list.json<{ total: number; data: ContentItem[] }>()).toMatchObject({
      total: 1,
      data: [{ id: a.id }],
    });
    const paged = await api(designer, "GET", `/${acme}/blog?per_page=1&page=2&sort=name`);
    expect(paged.json<{ total: number; data: ContentItem[] }>()).toMatchObject({
      total: 2,
      data: [{ name: "Spring drop" }],
    });
    // Other kinds are not mixed in: the seeded pages are pages, not blog posts.
    const pages = await api(designer, "GET", `/${acme}/page`);
    expect(pages.json<{ data: ContentItem[] }>().data.every((p) => ["home", "page"].includes(p.type))).toBe(
      true,
    );

    expect((await api(designer, "GET", `/${acme}/blog/${a.id}`)).json()).toMatchObject({
      name: "Spring drop",
    });
    const updated = await api(designer, "PUT", `/${acme}/blog/${a.id}`, {
      name: "Spring drop 2026",
      slug: "spring-2026",
      content: "<p>Updated</p>",
      draft: true,
    });
    expect(updated.status).toBe(200);
    expect(updated.json()).toMatchObject({
      slug: "spring-2026",
      draft: true,
      data: { content: "<p>Updated</p>" },
    });

    expect((await api(designer, "DELETE", `/${acme}/blog/${a.id}`)).json()).toEqual({
      message: "Deleted successfully.",
    });
    expect((await api(designer, "GET", `/${acme}/blog/${a.id}`)).status).toBe(404);
  });

  it("a taken slug answers 409 at the field, so the SPA can append its suffix", async () => {
    const res = await api(designer, "POST", `/${acme}/news`, { name: "About us", slug: "about" });
    expect(res.status).toBe(409);
    expect(res.json()).toEqual(
      errorBody("This value is already in use.", { slug: "This value is already in use." }),
    );
    const retry = await api(designer, "POST", `/${acme}/news`, { name: "About us", slug: "about-abc1234" });
    expect(retry.status).toBe(201);
    const redirect = await api(designer, "POST", `/${acme}/redirect`, { from: "/about", to: "/contact" });
    expect(redirect.status).toBe(409);
    expect(redirect.json<{ errors: Record<string, string> }>().errors).toEqual({
      from: "This value is already in use.",
    });
  });

  it("creates every other kind with its own fields", async () => {
    const [first, second] = await productsOf(acme);
    const collection = await create(designer, acme, "collection", {
      name: "Best sellers",
      content: "<p>Our favourites</p>",
      image: "https://cdn.example.com/c.png",
      products: [second!.id, first!.id],
    });
    expect(collection.data).toMatchObject({
      products: [second!.id, first!.id],
      image_url: "https://cdn.example.com/c.png",
    });
    const gallery = await create(designer, acme, "gallery", {
      name: "Event photos",
      images: [{ url: "https://cdn.example.com/1.jpg", alt: "Stage", caption: "Opening night" }],
    });
    expect(gallery.data.images).toEqual([
      {
        url: "https://cdn.example.com/1.jpg",
        alt: "Stage",
        caption: "Opening night",
        src: "https://cdn.example.com/1.jpg",
      },
    ]);
    const faq = await create(designer, acme, "faq", {
      name: "How long is shipping?",
      content: "<p>3-5 days</p>",
    });
    expect(faq).toMatchObject({ type: "faq", slug: "how-long-is-shipping" });
    const redirect = await create(designer, acme, "redirect", {
      from: "/old/shirts/",
      to: "https://example.com/new",
    });
    expect(redirect).toMatchObject({
      slug: "old/shirts",
      name: "/old/shirts",
      data: { redirect_url: "https://example.com/new", permanent: true },
    });
    const menu = await create(designer, acme, "menu", {
      name: "Footer",
      location: "footer",
      links: [
        { title: "Shipping", url: "/faq" },
        { title: "Instagram", url: "https://instagram.com/acme", new_tab: true },
      ],
    });
    expect(menu).toMatchObject({ type: "menu", path: null, data: { location: "footer" } });
    const page = await create(designer, acme, "page", {
      name: "Size guide",
      content: "<p>S M L</p>",
      seo: { title: "Sizes" },
    });
    expect(page).toMatchObject({ type: "page", data: { seo: { title: "Sizes" } } });
  });

  it("making a page the home page turns the old home page into a plain page", async () => {
    const home = await create(designer, acme, "page", { name: "New home", home: true });
    expect(home.type).toBe("home");
    const homes = await t.db.kysely
      .selectFrom("pages")
      .select("id")
      .where("website_id", "=", acme)
      .where("type", "=", "home")
      .execute();
    expect(homes).toEqual([{ id: home.id }]);
  });

  it("422 with the spec's messages for bad input", async () => {
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      ["blog", { content: "x" }, { name: "This element is required" }],
      ["blog", { name: "x", published_at: "not a date" }, { published_at: "Enter a valid date." }],
      [
        "menu",
        { name: "Main", links: [{ title: "", url: "" }] },
        { "links.0.title": "Link form: title and url are required." },
      ],
      [
        "menu",
        { name: "Main", links: [{ title: "Bad", url: "javascript:alert(1)" }] },
        { "links.0.url": "Invalid URL address" },
      ],
      ["redirect", { from: "old", to: "/x" }, { from: "Enter a path of this store, such as /old-page." }],
      [
        "redirect",
        { from: "/products/x", to: "/x" },
        { from: "This path belongs to the store itself and cannot be redirected." },
      ],
      ["redirect", { from: "/old", to: "javascript:alert(1)" }, { to: "Invalid URL address" }],
      [
        "gallery",
        { name: "G", images: [{ url: "file:///etc/passwd" }] },
        { "images.0.url": "Choose a picture from this store's file library or enter an https address." },
      ],
      [
        "gallery",
        { name: "G", images: [{ url: "/files/signed/private/other.png?expires=1" }] },
        { "images.0.url": "Choose a picture from this store's file library or enter an https address." },
      ],
    ];
    for (const [kind, body, errors] of cases) {
      const res = await api(designer, "POST", `/${acme}/${kind}`, body);
      expect(res.status, `${kind} ${JSON.stringify(body)}`).toBe(422);
      expect(res.json<{ errors: Record<string, string> }>().errors, kind).toMatchObject(errors);
    }
    const [foreign] = await productsOf(tees);
    const res = await api(designer, "POST", `/${acme}/collection`, { name: "C", products: [foreign!.id] });
    expect(res.status).toBe(422);
    expect(res.json()).toMatchObject({
      errors: { "products.0": "Every product must belong to this store." },
    });
    expect((await api(designer, "POST", `/${acme}/unknown`, { name: "x" })).status).toBe(400);
  });

  it("401 without a session", async () => {
    expect((await api(undefined, "GET", `/${acme}/blog`)).status).toBe(401);
    expect((await api(undefined, "POST", `/${acme}/blog`, { name: "x" })).status).toBe(401);
  });

  it("403 without edit_design, 404 for a store the caller is not in and another store's item", async () => {
    expect((await api(salesperson, "GET", `/${acme}/blog`)).status).toBe(403);
    expect((await api(salesperson, "POST", `/${acme}/blog`, { name: "x" })).status).toBe(403);
    expect((await api(designer, "GET", `/${tees}/blog`)).status).toBe(404);
    const mine = await create(owner, tees, "faq", { name: "Owner question" });
    // The item exists, but not in the store named by the path.
    expect((await api(designer, "GET", `/${acme}/faq/${mine.id}`)).status).toBe(404);
    expect((await api(designer, "PUT", `/${acme}/faq/${mine.id}`, { name: "Taken over" })).status).toBe(404);
    expect((await api(designer, "DELETE", `/${acme}/faq/${mine.id}`)).status).toBe(404);
    // Nor under another kind of the same store.
    expect((await api(owner, "GET", `/${tees}/blog/${mine.id}`)).status).toBe(404);
    const still = await t.db.kysely
      .selectFrom("pages")
      .select("name")
      .where("id", "=", mine.id)
      .executeTakeFirst();
    expect(still?.name).toBe("Owner question");
  });
});

describe("promotions (/api/content/{websiteId}/promotions)", () => {
  it("creates, lists, updates and deletes a promotion with a window", async () => {
    const created = await api(designer, "POST", `/${acme}/promotions`, {
      title: "Summer sale",
      kind: "banner",
      text: "20% off",
      link: "/products",
      starts_at: "2020-01-01T00:00:00Z",
      ends_at: "2099-01-01T00:00:00Z",
    });
    expect(created.status).toBe(201);
    const p = created.json<{ id: number; live: boolean; kind: string }>();
    expect(p).toMatchObject({ kind: "banner", live: true });
    const list = await api(designer, "GET", `/${acme}/promotions`);
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: p.id, title: "Summer sale" }] });
    const updated = await api(designer, "PUT", `/${acme}/promotions/${p.id}`, {
      title: "Summer sale",
      active: false,
    });
    expect(updated.json()).toMatchObject({ active: false, live: false, starts_at: null });
    expect((await api(designer, "GET", `/${acme}/promotions/${p.id}`)).status).toBe(200);
    expect((await api(designer, "DELETE", `/${acme}/promotions/${p.id}`)).status).toBe(200);
    expect((await api(designer, "GET", `/${acme}/promotions/${p.id}`)).status).toBe(404);
  });

  it("422 for a missing title or an end before the start", async () => {
    const res = await api(designer, "POST", `/${acme}/promotions`, {
      title: "",
      starts_at: "2026-02-01T00:00:00Z",
      ends_at: "2026-01-01T00:00:00Z",
    });
    expect(res.status).toBe(422);
    expect(res.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      title: "This element is required",
      ends_at: "The start must be before the end.",
    });
  });

  it("401, 403 and 404", async () => {
    expect((await api(undefined, "GET", `/${acme}/promotions`)).status).toBe(401);
    expect((await api(salesperson, "POST", `/${acme}/promotions`, { title: "x" })).status).toBe(403);
    expect((await api(designer, "GET", `/${tees}/promotions`)).status).toBe(404);
    const theirs = await api(owner, "POST", `/${tees}/promotions`, { title: "Owner's" });
    const id = theirs.json<{ id: number }>().id;
    expect((await api(designer, "PUT", `/${acme}/promotions/${id}`, { title: "x" })).status).toBe(404);
    expect((await api(designer, "DELETE", `/${acme}/promotions/${id}`)).status).toBe(404);
  });
});

describe("SEO settings and the entry modal", () => {
  it("saves the store's SEO and a page's override", async () => {
    const res = await api(designer, "PUT", `/${acme}/seo`, {
      title: "Acme merch",
      description: "Team gear",
      image: "https://cdn.example.com/og.png",
    });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({
      store: { title: "Acme merch", description: "Team gear", image_url: "https://cdn.example.com/og.png" },
    });
    const pageId = res.json<{ pages: { id: number }[] }>().pages[0]!.id;
    const page = await api(designer, "PUT", `/${acme}/seo/pages/${pageId}`, {
      title: "Welcome",
      description: "",
    });
    expect(
      page.json<{ pages: { id: number; seo: { title: string } }[] }>().pages.find((p) => p.id === pageId)?.seo
        .title,
    ).toBe("Welcome");
    expect((await api(designer, "GET", `/${acme}/seo`)).json()).toMatchObject({
      store: { title: "Acme merch" },
    });
  });

  it("saves the entry modal", async () => {
    const res = await api(designer, "PUT", `/${acme}/entry-modal`, {
      enabled: true,
      title: "Welcome!",
      content: "Free shipping this week",
      button_text: "Shop now",
      image: "https://cdn.example.com/m.png",
    });
    expect(res.status).toBe(200);
    expect((await api(designer, "GET", `/${acme}/entry-modal`)).json()).toEqual({
      enabled: true,
      title: "Welcome!",
      content: "Free shipping this week",
      button_text: "Shop now",
      image: "https://cdn.example.com/m.png",
      image_url: "https://cdn.example.com/m.png",
    });
    // The store settings screen saves the modal without a picture field: the picture stays.
    const admin = await login(t.app, "admin@example.com");
    const settings = await call(t.app, "PUT", `/api/bread/Website/${acme}`, {
      token: admin,
      body: { entry_modal: { enabled: false, title: "Later" } },
    });
    expect(settings.status).toBe(200);
    expect((await api(designer, "GET", `/${acme}/entry-modal`)).json()).toMatchObject({
      enabled: false,
      title: "Later",
      image: "https://cdn.example.com/m.png",
    });
  });

  it("422, 401, 403 and 404", async () => {
    const long = await api(designer, "PUT", `/${acme}/seo`, { title: "x".repeat(201) });
    expect(long.status).toBe(422);
    expect(long.json<{ errors: Record<string, string> }>().errors.title).toBe(
      "Value must be at most 200 characters",
    );
    expect(
      (await api(designer, "PUT", `/${acme}/entry-modal`, { image: "javascript:alert(1)" })).status,
    ).toBe(422);
    expect((await api(undefined, "GET", `/${acme}/seo`)).status).toBe(401);
    expect((await api(undefined, "GET", `/${acme}/entry-modal`)).status).toBe(401);
    expect((await api(salesperson, "PUT", `/${acme}/seo`, {})).status).toBe(403);
    expect((await api(salesperson, "PUT", `/${acme}/entry-modal`, {})).status).toBe(403);
    expect((await api(designer, "GET", `/${tees}/seo`)).status).toBe(404);
    expect((await api(designer, "PUT", `/${tees}/entry-modal`, {})).status).toBe(404);
    const teesPage = await t.db.kysely
      .selectFrom("pages")
      .select("id")
      .where("website_id", "=", tees)
      .executeTakeFirstOrThrow();
    expect((await api(designer, "PUT", `/${acme}/seo/pages/${teesPage.id}`, {})).status).toBe(404);
  });
});

describe("collection product picker (/api/content/{websiteId}/products)", () => {
  it("lists the store's products with pictures, never costs; 401/403/404", async () => {
    const res = await api(designer, "GET", `/${acme}/products?per_page=5`);
    expect(res.status).toBe(200);
    const rows = res.json<{ data: Record<string, unknown>[] }>().data;
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0]!).sort()).toEqual(["id", "name", "photo_url", "price", "published"]);
    const ids = rows
      .slice(0, 2)
      .map((r) => r.id)
      .reverse();
    const picked = await api(designer, "GET", `/${acme}/products?ids=${ids.join(",")}`);
    expect(picked.json<{ data: { id: number }[] }>().data.map((r) => r.id)).toEqual(ids);
    expect((await api(undefined, "GET", `/${acme}/products`)).status).toBe(401);
    expect((await api(salesperson, "GET", `/${acme}/products`)).status).toBe(403);
    expect((await api(designer, "GET", `/${tees}/products`)).status).toBe(404);
  });
});

it("documents the content routes in the OpenAPI document", async () => {
  const doc = (await call(t.app, "GET", "/api/docs/openapi.json")).json<{ paths: Record<string, unknown> }>();
  for (const path of [
    "/api/content/{websiteId}/{kind}",
    "/api/content/{websiteId}/{kind}/{id}",
    "/api/content/{websiteId}/promotions",
    "/api/content/{websiteId}/seo",
    "/api/content/{websiteId}/entry-modal",
    "/api/content/{websiteId}/products",
  ])
    expect(doc.paths, path).toHaveProperty([path]);
});
