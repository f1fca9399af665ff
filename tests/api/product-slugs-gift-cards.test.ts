import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";
import { importCsv as importAndFollow } from "../helpers/imports.js";
import { PRODUCT_LIST_MSG } from "../../domain/messages.js";
import { EDITOR_MSG } from "../../domain/contracts/product-editor.js";
import { actors, csvForm, type Actors } from "./websites-helpers.js";
import { teeBlank, type Blank } from "../helpers/blanks.js";

/**
 * Products and gift-card products share the storefront's /products/{slug}: no product write may
 * take a live gift card's slug, or the gift card's page would disappear behind the product.
 */
let t: TestApp;
let a: Actors;
let productId: number;
let productSlug: string;
let blank: Blank;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
  const made = await call(t.app, "POST", "/api/gift-card-products", {
    token: a.primary,
    body: { website_id: a.team, name: "Holiday Card", denominations: [2_500], published: true },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  expect(made.json<{ data: { slug: string } }>().data.slug).toBe("holiday-card");
  const product = await t.db.kysely
    .selectFrom("products")
    .select(["id", "slug"])
    .where("website_id", "=", a.team)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  productId = product.id;
  productSlug = product.slug;
  blank = await teeBlank(t.db);
});
afterAll(() => t.close());

describe("product slugs never take a gift card's", () => {
  it("BREAD create refuses a typed slug a gift card holds, on the slug field, as the editor does; another store may use it", async () => {
    // BREAD creates as the editor does: from a blank, and a typed slug that is taken is refused.
    const product = {
      supplier_product_id: blank.id,
      colors: blank.colors.slice(0, 1),
      sizes: blank.sizes.slice(0, 1),
    };
    const res = await call(t.app, "POST", "/api/bread/Product", {
      token: a.primary,
      headers: { "x-website-id": String(a.team) },
      body: { ...product, name: "Holiday Card", slug: "Holiday Card", price: 9_900 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.json<{ errors: Record<string, string> }>().errors.slug).toBe(EDITOR_MSG.slugTaken);
    const elsewhere = await call(t.app, "POST", "/api/bread/Product", {
      token: a.primary,
      headers: { "x-website-id": String(a.events) },
      body: { ...product, name: "Holiday Card", slug: "Holiday Card", price: 9_900 },
    });
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(201);
  });

  it("quick edit and BREAD update refuse it; keeping the product's own slug still saves", async () => {
    const quick = await call(t.app, "POST", "/api/quick-edit/product", {
      token: a.primary,
      body: { id: productId, slug: "Holiday Card" },
    });
    // One slug rule for every product write: the editor's answer.
    expect(quick.status).toBe(422);
    expect(quick.json<{ errors: Record<string, string> }>().errors.slug).toBe(EDITOR_MSG.slugTaken);
    const bread = await call(t.app, "PUT", `/api/bread/Product/${productId}`, {
      token: a.primary,
      headers: { "x-website-id": String(a.team) },
      body: { slug: "holiday-card" },
    });
    expect(bread.status).toBe(422);
    const same = await call(t.app, "POST", "/api/quick-edit/product", {
      token: a.primary,
      body: { id: productId, slug: productSlug },
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
  });

  it("quick edit refuses another product's slug with the editor's answer, not a database conflict", async () => {
    const other = await t.db.kysely
      .selectFrom("products")
      .select("slug")
      .where("website_id", "=", a.team)
      .where("id", "<>", productId)
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    const quick = await call(t.app, "POST", "/api/quick-edit/product", {
      token: a.primary,
      body: { id: productId, slug: other.slug },
    });
    expect(quick.status).toBe(422);
    expect(quick.json<{ errors: Record<string, string> }>().errors).toEqual({ slug: EDITOR_MSG.slugTaken });
  });

  it("the editor refuses a typed slug and numbers a slug made from the name", async () => {
    const typed = await call(t.app, "POST", `/api/products/${productId}/update`, {
      token: a.primary,
      body: { slug: "holiday-card" },
    });
    expect(typed.status).toBe(422);
    expect(typed.json<{ errors: Record<string, string> }>().errors.slug).toBeDefined();
    const named = await call(t.app, "POST", `/api/products/${productId}/update`, {
      token: a.primary,
      body: { name: "Holiday Card", slug: "" },
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(named.json<{ slug: string }>().slug).toBe("holiday-card-2");
  });

  it("a duplicate skips a copy slug a gift card holds", async () => {
    const held = await call(t.app, "POST", "/api/gift-card-products", {
      token: a.primary,
      body: { website_id: a.team, name: "holiday-card-2-copy", denominations: [2_500], published: true },
    });
    expect(held.json<{ data: { slug: string } }>().data.slug).toBe("holiday-card-2-copy");
    const res = await call(t.app, "POST", `/api/duplicate/product/${productId}`, { token: a.primary });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const copies = await t.db.kysely
      .selectFrom("products")
      .select("slug")
      .where("website_id", "=", a.team)
      .where("slug", "like", "holiday-card-2-copy%")
      .execute();
    expect(copies.map((c) => c.slug)).toEqual(["holiday-card-2-copy-2"]);
  });

  it("a CSV import refuses a gift card's slug it names and numbers one it makes from a name", async () => {
    const importCsv = (text: string) =>
      importAndFollow(t.app, `/api/products/import?website_id=${a.team}`, {
        token: a.primary,
        body: csvForm("products.csv", text),
      });
    const named = await importCsv("name,slug,price\nCard,holiday-card,99.00");
    expect(named.status).toBe(422);
    expect(JSON.stringify(named.json())).toContain(PRODUCT_LIST_MSG.csvSlugTaken);
    const made = await importCsv("name,price\nHoliday Card,99.00");
    expect(made.status, JSON.stringify(made.body)).toBeLessThan(300);
    expect(made.job?.status).toBe("done");
    const slugs = await t.db.kysely
      .selectFrom("products")
      .select("slug")
      .where("website_id", "=", a.team)
      .where("name", "=", "Holiday Card")
      .execute();
    expect(slugs.map((r) => r.slug)).not.toContain("holiday-card");
  });

  it("the storefront still serves the gift card at its address", async () => {
    const team = await t.db.kysely
      .selectFrom("websites")
      .select("link")
      .where("id", "=", a.team)
      .executeTakeFirstOrThrow();
    const page = await t.app.inject({ method: "GET", url: `/store/${team.link}/products/holiday-card` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Holiday Card");
    expect(page.body).toContain('class="gift-art"');
  });
});
