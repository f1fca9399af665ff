import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let acme: number, tees: number;
let designer: string, salesperson: string, owner: string;

const order = (token: string | undefined, body: unknown) =>
  call(t.app, "POST", "/api/update/website/pages/order", { token, body });
const pagesOf = (websiteId: number) =>
  t.db.kysely
    .selectFrom("pages")
    .select(["id", "sort_order"])
    .where("website_id", "=", websiteId)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  [acme, tees] = await Promise.all([storeId(t.db, "Acme Team Store"), storeId(t.db, "Oscar's Tees")]);
  [designer, salesperson, owner] = await Promise.all([
    login(t.app, "designer@example.com"),
    login(t.app, "salesperson@example.com"),
    login(t.app, "owner@example.com"),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/update/website/pages/order", () => {
  it("puts the listed pages first in the given order and keeps the rest after them", async () => {
    const before = await pagesOf(acme);
    expect(before.length).toBeGreaterThanOrEqual(3);
    const [a, b, c] = before.map((p) => p.id);
    const res = await order(designer, { website_id: acme, pages: [c, a] });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      message: "Completed successfully",
      pages: [c, a, b, ...before.slice(3).map((p) => p.id)].map((id, i) => ({ id, sort_order: i })),
    });
    expect((await pagesOf(acme)).map((p) => p.id)).toEqual([c, a, b, ...before.slice(3).map((p) => p.id)]);
  });

  it("the storefront menu follows the new order at once (cache invalidated)", async () => {
    const pages = await pagesOf(tees);
    await t.app.inject({ method: "GET", url: "/store/oscars-tees/" });
    const reversed = pages.map((p) => p.id).reverse();
    expect((await order(owner, { website_id: tees, pages: reversed })).status).toBe(200);
    const res = await t.app.inject({ method: "GET", url: "/store/oscars-tees/" });
    expect(res.headers["x-storefront-cache"]).toBe("miss");
    const names = await t.db.kysely
      .selectFrom("pages")
      .select(["id", "name"])
      .where("website_id", "=", tees)
      .execute();
    const menu = /<nav class="menu"[^>]*>(.*?)<\/nav>/.exec(res.body)?.[1] ?? "";
    // The navigation lists the store's pages first, then its categories.
    const shown = [...menu.matchAll(/>([^<]+)<\/a>/g)].map((m) => m[1]).slice(0, reversed.length);
    expect(shown).toEqual(reversed.map((id) => names.find((n) => n.id === id)!.name));
  });

  it("401 without a session", async () => {
    expect((await order(undefined, { website_id: acme, pages: [1] })).status).toBe(401);
  });

  it("403 for a member without edit_design, 404 for a store the caller is not in", async () => {
    const ids = (await pagesOf(acme)).map((p) => p.id);
    expect((await order(salesperson, { website_id: acme, pages: ids })).status).toBe(403);
    const teesIds = (await pagesOf(tees)).map((p) => p.id);
    expect((await order(designer, { website_id: tees, pages: teesIds })).status).toBe(404);
  });

  it("422 for a missing store, an empty list, repeated ids or another store's page", async () => {
    const missing = await order(designer, { pages: [1] });
    expect(missing.status).toBe(422);
    expect(missing.json<{ errors: Record<string, string> }>().errors.website_id).toBe(
      "This element is required",
    );
    const empty = await order(designer, { website_id: acme, pages: [] });
    expect(empty.status).toBe(422);
    expect(empty.json<{ message: string }>().message).toBe("This element should contains at least 1 element");
    const ids = (await pagesOf(acme)).map((p) => p.id);
    expect((await order(designer, { website_id: acme, pages: [ids[0], ids[0]] })).status).toBe(422);
    const foreign = (await pagesOf(tees))[0]!.id;
    const res = await order(designer, { website_id: acme, pages: [ids[0], foreign] });
    expect(res.status).toBe(422);
    expect(res.json<{ errors: Record<string, string> }>().errors["pages.1"]).toBe(
      "Every page must belong to this store.",
    );
    expect((await pagesOf(tees)).find((p) => p.id === foreign)).toBeDefined();
  });
});

describe("BREAD Page writes validate sections", () => {
  const save = (sections: unknown[]) =>
    call(t.app, "POST", "/api/bread/Page", {
      token: designer,
      headers: { "x-website-id": String(acme) },
      body: { name: `Page ${Math.random().toString(36).slice(2, 8)}`, sections },
    });

  it("fills a section's data with the defaults table and caps products per row at 12", async () => {
    const res = await save([
      { id: "abc12", type: "products" },
      { id: "abc13", type: "products", data: { row_limit: 20 } },
      { id: "abc14", type: "products", data: { row_limit: 5 } },
      { id: "abc15", type: "contact" },
    ]);
    expect(res.status).toBe(201);
    const sections = res.json<{ sections: { data: Record<string, unknown> }[] }>().sections;
    expect(sections[0]!.data).toMatchObject({
      limit: 15,
      row_limit: 3,
      sort_by: "Newest",
      display: "random",
      show_all: true,
    });
    expect(sections[1]!.data.row_limit).toBe(12);
    expect(sections[2]!.data.row_limit).toBe(4);
    expect(sections[3]!.data).toEqual({
      title: "",
      upload_files: true,
      contact_address: true,
      first_last_name: true,
      business_name: true,
      full_address: true,
      phone: true,
    });
  });

  it("a slug the storefront uses itself answers like a taken one (409); an empty slug is 422", async () => {
    const taken = await call(t.app, "POST", "/api/bread/Page", {
      token: designer,
      headers: { "x-website-id": String(acme) },
      body: { name: "Products" },
    });
    expect(taken.status).toBe(409);
    expect(taken.json<{ errors: Record<string, string> }>().errors.slug).toBe(
      "This value is already in use.",
    );
    const created = (await save([])).json<{ id: number }>();
    const empty = await call(t.app, "PUT", `/api/bread/Page/${created.id}`, {
      token: designer,
      body: { slug: "---" },
    });
    expect(empty.status).toBe(422);
    expect(empty.json<{ errors: Record<string, string> }>().errors.slug).toBe("This element is required");
  });

  it("refuses font sizes under 1 pt, unknown section types, bad ids and repeated ids (422)", async () => {
    const font = await save([{ id: "abc12", type: "banner", style: { mainHeaderFontSize: 0 } }]);
    expect(font.status).toBe(422);
    expect(
      font.json<{ errors: Record<string, string> }>().errors["sections.0.style.mainHeaderFontSize"],
    ).toBe("Value must be greater than or equal to 1");
    expect((await save([{ id: "abc12", type: "video" }])).status).toBe(422);
    expect((await save([{ id: "a", type: "banner" }])).status).toBe(422);
    expect(
      (
        await save([
          { id: "abc12", type: "banner" },
          { id: "abc12", type: "contact" },
        ])
      ).status,
    ).toBe(422);
    expect((await save([{ id: "abc12", type: "banner", style: { fontStyle: "oblique" } }])).status).toBe(422);
  });
});

describe("OpenAPI", () => {
  it("documents the page order, preview token, contact and storefront page routes", async () => {
    const doc = (await call(t.app, "GET", "/api/docs/openapi.json")).json<{
      paths: Record<string, unknown>;
    }>();
    for (const path of [
      "/api/update/website/pages/order",
      "/api/websites/{id}/preview-token",
      "/api/storefront/{link}/contact",
      "/store/{link}",
      "/store/{link}/{pageSlug}",
      "/store/{link}/products/{productSlug}",
    ])
      expect(doc.paths, path).toHaveProperty([path]);
  });
});
