import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../domain/pricing.js";
import { escapeHtml } from "../../server/services/sanitize/entities.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { importCsv } from "../helpers/imports.js";
import { csvForm, imageForm } from "./websites-helpers.js";

/**
 * The storefront caches rendered pages for up to a minute; every write a store owner makes
 * through the back office must show on the store at once (server/storefront/cache.ts).
 */
let t: TestApp;
let tees: number;
let owner: string;

const page = (path: string) => t.app.inject({ method: "GET", url: path });
const pageIds = (html: string) =>
  [...html.matchAll(/<li class="card" data-product-id="(\d+)"/g)].map((m) => Number(m[1]));

/** Renders a page twice so it is in the cache (second answer a hit), and returns its body. */
async function cached(path: string): Promise<string> {
  await page(path);
  const res = await page(path);
  expect(res.statusCode).toBe(200);
  expect(res.headers["x-storefront-cache"]).toBe("hit");
  return res.body;
}

/** Live published products of Oscar's Tees without a publish window, by id. */
/**
 * Live products that may go live again once taken down: embroidery ones need their .dst file to
 * be published, which the demo's embroidered products do not carry.
 */
async function publishedProducts() {
  return t.db.kysely
    .selectFrom("products")
    .select(["id", "name", "slug", "price"])
    .where("website_id", "=", tees)
    .where("deleted_at", "is", null)
    .where("available", "=", 1)
    .where("published_from", "is", null)
    .where("published_to", "is", null)
    .where((eb) => eb.or([eb("print_method", "is", null), eb("print_method", "<>", "embroidery")]))
    .orderBy("id")
    .execute();
}

async function write(method: "POST" | "PUT", url: string, body?: unknown) {
  const res = await call(t.app, method, url, { token: owner, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}

beforeAll(async () => {
  t = await createTestApp();
  tees = await storeId(t.db, "Oscar's Tees");
  owner = await login(t.app, "owner@example.com");
});
afterAll(async () => {
  await t.close();
});

describe("storefront freshness after back-office writes", () => {
  it("product editor: a new name and price show on the product page at once", async () => {
    const [product] = await publishedProducts();
    const path = `/store/oscars-tees/products/${product!.slug}`;
    expect(await cached(path)).toContain(escapeHtml(product!.name));
    const price = product!.price + 500;
    await write("POST", `/api/products/${product!.id}/update`, { name: "Freshly Renamed Tee", price });
    const after = await page(path);
    expect(after.headers["x-storefront-cache"]).toBe("miss");
    expect(after.body).toContain("Freshly Renamed Tee");
    expect(after.body).toContain(formatMoney(price));
  });

  it("product list quick edit: a new name shows at once", async () => {
    const [, product] = await publishedProducts();
    const path = `/store/oscars-tees/products/${product!.slug}`;
    expect(await cached(path)).toContain(escapeHtml(product!.name));
    await write("POST", "/api/quick-edit/product", { id: product!.id, name: "Quick Edited Tee" });
    expect((await page(path)).body).toContain("Quick Edited Tee");
  });

  it("product list status change: an unpublished product leaves the store at once", async () => {
    const [, , product] = await publishedProducts();
    const path = `/store/oscars-tees/products/${product!.slug}`;
    await cached(path);
    await write("POST", "/api/products/change/status", { ids: [product!.id], status: "unpublished" });
    expect((await page(path)).statusCode).toBe(404);
    await write("POST", `/api/product/publish/${product!.id}`);
    expect((await page(path)).statusCode).toBe(200);
  });

  it("product list delete: a deleted product leaves the store at once", async () => {
    const [, , , product] = await publishedProducts();
    const path = `/store/oscars-tees/products/${product!.slug}`;
    await cached(path);
    await write("POST", "/api/products/delete", { ids: [product!.id] });
    expect((await page(path)).statusCode).toBe(404);
  });

  it("product list sort order: the store's product list follows a drag and drop at once", async () => {
    const path = "/store/oscars-tees/products";
    const [first, second] = pageIds(await cached(path));
    expect(second).toBeDefined();
    await write("POST", "/api/products/update/sortorder", { ids: [second, first] });
    expect(pageIds((await page(path)).body).slice(0, 2)).toEqual([second, first]);
  });

  it("store settings: a new store name shows at once", async () => {
    expect(await cached("/store/oscars-tees/")).toContain(escapeHtml("Oscar's Tees"));
    await write("PUT", `/api/websites/${tees}/settings`, { name: "Oscar's Fresh Tees" });
    const after = await page("/store/oscars-tees/");
    expect(after.headers["x-storefront-cache"]).toBe("miss");
    expect(after.body).toContain(escapeHtml("Oscar's Fresh Tees"));
  });

  it("store settings: a new link answers at once and the old one stops", async () => {
    await cached("/store/oscars-tees/");
    await write("PUT", `/api/websites/${tees}/settings`, { link: "oscars-fresh-tees" });
    expect((await page("/store/oscars-fresh-tees/")).statusCode).toBe(200);
    expect((await page("/store/oscars-tees/")).statusCode).toBe(404);
    await write("PUT", `/api/websites/${tees}/settings`, { link: "oscars-tees" });
    expect((await page("/store/oscars-tees/")).statusCode).toBe(200);
  });

  it("store logo: an uploaded logo shows at once", async () => {
    await cached("/store/oscars-tees/");
    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: "#F26B21" } })
      .png()
      .toBuffer();
    const res = await write("POST", `/api/websites/${tees}/logo`, imageForm("logo.png", png));
    const logoUrl = res.json<{ logo_url: string }>().logo_url;
    expect((await page("/store/oscars-tees/")).body).toContain(`src="${logoUrl}"`);
  });

  it("supplier catalogue: a change to a blank drops the cache of every store selling it", async () => {
    const sold = await t.db.kysely
      .selectFrom("products")
      .select("supplier_product_id")
      .where("website_id", "=", tees)
      .where("deleted_at", "is", null)
      .where("supplier_product_id", "is not", null)
      .executeTakeFirstOrThrow();
    await cached("/store/oscars-tees/");
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("id", String(sold.supplier_product_id));
    form.append("files[0]", new Blob([new Uint8Array(png)], { type: "image/png" }), "size.png");
    const admin = await login(t.app, "admin@example.com");
    const res = await call(t.app, "POST", "/admin/product-smake/update/size/images", {
      token: admin,
      body: form,
    });
    expect(res.status).toBe(200);
    expect((await page("/store/oscars-tees/")).headers["x-storefront-cache"]).toBe("miss");
  });

  it("supplier catalogue CSV: an imported blank drops the cache of every store selling it once its job is done", async () => {
    const sold = await t.db.kysely
      .selectFrom("products as p")
      .innerJoin("supplier_products as s", "s.id", "p.supplier_product_id")
      .select("s.style_id")
      .where("p.website_id", "=", tees)
      .where("p.deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    const admin = await login(t.app, "admin@example.com");
    // The blank's own rows of the exported catalogue, sent back as they are.
    const exported = String((await call(t.app, "GET", "/api/smake/products/csv", { token: admin })).body)
      .trim()
      .split(/\r?\n/);
    const rows = exported.slice(1).filter((line) => line.startsWith(`${sold.style_id},`));
    expect(rows.length).toBeGreaterThan(0);
    await cached("/store/oscars-tees/");
    const res = await importCsv(t.app, "/api/upload/smake", {
      token: admin,
      body: csvForm("catalogue.csv", [exported[0], ...rows].join("\n")),
    });
    expect(res.job).toMatchObject({ status: "done", done: 1, total: 1, updated: 1 });
    expect((await page("/store/oscars-tees/")).headers["x-storefront-cache"]).toBe("miss");
  });

  it("store archive: an archived store is gone at once, and back at once when restored", async () => {
    await cached("/store/oscars-tees/");
    await write("POST", "/api/websites/archive", { website_id: tees });
    expect((await page("/store/oscars-tees/")).statusCode).toBe(404);
    await write("POST", `/api/websites/restore/${tees}`);
    expect((await page("/store/oscars-tees/")).statusCode).toBe(200);
  });
});
