import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../domain/pricing.js";
import { fromJson } from "../../server/db/json.js";
import { SANDBOX_DECLINES } from "../../server/services/payments/sandbox.js";
import { invalidateStorefront } from "../../server/storefront/cache.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { BUYER } from "./checkout-helpers.js";

/**
 * The storefront sells a product as designed: the product's own pictures per colour, colour and
 * size pickers in catalogue order with each variant's price, a cart count in every header,
 * category pages, and a checkout that answers a refused payment on the store's own address.
 */

// jsdom ships no type declarations; only its constructor is used, typed here.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

let t: TestApp;
let acme: number;
const STORE = "/store/acme-team-store";
const get = (path: string, cookie?: string) =>
  t.app.inject({ method: "GET", url: path, headers: cookie ? { cookie } : {} });
const doc = (html: string) => new JSDOM(html).window.document;

beforeAll(async () => {
  t = await createTestApp();
  acme = await storeId(t.db, "Acme Team Store");
});
afterAll(async () => {
  await t.close();
});

/** A published product of the store with several colours, and its shown variants in catalogue order. */
async function productWithColours() {
  const products = await t.db.kysely
    .selectFrom("products")
    .select(["id", "slug", "price"])
    .where("website_id", "=", acme)
    .where("available", "=", 1)
    .where("published_from", "is", null)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .execute();
  for (const p of products) {
    const variants = await t.db.kysely
      .selectFrom("product_variants as v")
      .innerJoin("supplier_variants as s", "s.id", "v.supplier_variant_id")
      .select(["v.id", "v.color", "v.size", "v.price", "s.size_order", "s.images", "s.id as sid"])
      .where("v.product_id", "=", p.id)
      .where("v.show", "=", 1)
      .orderBy("s.id")
      .execute();
    const colours = [...new Set(variants.map((v) => v.color))];
    if (colours.length >= 2 && variants.some((v) => v.price !== null))
      return { product: p, variants, colours };
  }
  throw new Error("no demo product with two colours and a variant price");
}

async function addToCart(productId: number, variantId: string, quantity = 1): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/products/add/to/cart",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      website_id: String(acme),
      product_id: String(productId),
      variant_id: variantId,
      quantity: String(quantity),
    }).toString(),
  });
  expect(res.statusCode, res.body).toBe(303);
  const cookie = String(res.headers["set-cookie"]).split(";")[0]!;
  return cookie;
}

describe("the product page", () => {
  it("offers colours and sizes in catalogue order, each variant at its own price, each colour with its own pictures", async () => {
    const { product, variants, colours } = await productWithColours();
    const res = await get(`${STORE}/products/${product.slug}`);
    expect(res.statusCode).toBe(200);
    const d = doc(res.body);
    const colourRadios = [...d.querySelectorAll<HTMLInputElement>('input[type=radio][name="colour"]')];
    expect(colourRadios.map((r) => r.dataset.name)).toEqual(colours);
    // Every radio has its name as the text of its label.
    for (const r of colourRadios) expect(r.closest("label")?.textContent).toBe(r.dataset.name);
    const sizes = [...new Map(variants.map((v) => [v.size, v.size_order])).entries()]
      .sort((a, b) => a[1] - b[1])
      .map(([s]) => s);
    const sizeLabels = [...d.querySelectorAll('input[name="size"]')].map(
      (r) => r.closest("label")?.textContent,
    );
    expect(sizeLabels).toEqual(sizes);

    const form = d.querySelector<HTMLFormElement>("form.add-to-cart")!;
    const options = JSON.parse(form.dataset.options ?? "[]") as [
      string,
      number,
      number,
      string,
      string,
      number,
    ][];
    expect(options).toHaveLength(variants.length);
    for (const v of variants) {
      const o = options.find((x) => x[0] === v.id)!;
      expect(colours[o[1]]).toBe(v.color);
      expect(sizes[o[2]]).toBe(v.size);
      expect(o[3]).toBe(formatMoney(v.price ?? product.price));
    }
    // The price shown is the chosen variant's, and that is the variant the form posts.
    const chosen = form.querySelector<HTMLInputElement>("input[data-variant]")!;
    const chosenRow = variants.find((v) => v.id === chosen.value)!;
    expect(d.querySelector("[data-price]")?.textContent).toBe(formatMoney(chosenRow.price ?? product.price));

    // One set of thumbnails per colour: that colour's pictures, every side, front first.
    for (const [ci, colour] of colours.entries()) {
      const images = fromJson<{ place: string; key: string }[]>(
        variants.find((v) => v.color === colour)!.images,
        [],
      );
      const thumbs = [...d.querySelectorAll<HTMLElement>(`.thumbset[data-colour="${ci}"] .thumb`)];
      expect(thumbs.map((b) => b.dataset.src)).toEqual(
        [...images]
          .sort((a, b) => Number(b.place === "front") - Number(a.place === "front"))
          .map((i) => `/files/${i.key}`),
      );
    }
    // No label on a span without a role; one top heading.
    expect(d.querySelectorAll("span[aria-label]")).toHaveLength(0);
    expect(d.querySelectorAll("h1")).toHaveLength(1);
  });

  it("suggests related products of the same category and companions of others, never itself", async () => {
    const { product } = await productWithColours();
    const d = doc((await get(`${STORE}/products/${product.slug}`)).body);
    const ids = (sel: string) =>
      [...d.querySelectorAll<HTMLElement>(`${sel} li.card`)].map((li) => Number(li.dataset.productId));
    const related = ids(".related");
    const companions = ids(".companions");
    expect(related.length + companions.length).toBeGreaterThan(0);
    expect([...related, ...companions]).not.toContain(product.id);
    const own = (
      await t.db.kysely
        .selectFrom("product_categories")
        .select("category_id")
        .where("product_id", "=", product.id)
        .execute()
    ).map((r) => r.category_id);
    for (const id of related) {
      const cats = await t.db.kysely
        .selectFrom("product_categories")
        .select("category_id")
        .where("product_id", "=", id)
        .execute();
      expect(cats.some((c) => own.includes(c.category_id))).toBe(true);
    }
    for (const id of companions) {
      const cats = await t.db.kysely
        .selectFrom("product_categories")
        .select("category_id")
        .where("product_id", "=", id)
        .execute();
      expect(cats.some((c) => own.includes(c.category_id))).toBe(false);
    }
  });

  it("a custom product (no supplier product) reads by its own stock rule: made to order, in stock while available", async () => {
    const now = new Date().toISOString();
    const inserted = await t.db.kysely
      .insertInto("products")
      .values({
        website_id: acme,
        supplier_product_id: null,
        name: "Acme Custom Pennant",
        slug: "acme-custom-pennant",
        price: 1500,
        price_fixed: 0,
        available: 1,
        data: JSON.stringify({ is_custom: true }),
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto("product_variants")
      .values(
        ["S", "M"].map((size, i) => ({
          id: `customPennant000000${i}`,
          product_id: inserted.id,
          supplier_variant_id: null,
          sku: `Red_${size}`,
          color: "Red",
          color_swatch: "#C8102E",
          size,
          price: i === 1 ? 1700 : null,
          available: 1,
          show: 1,
          attributes: "[]",
          generated_photos: "[]",
        })),
      )
      .execute();
    await invalidateStorefront(t.app.ctx.events, acme);
    const res = await get(`${STORE}/products/acme-custom-pennant`);
    expect(res.statusCode).toBe(200);
    const d = doc(res.body);
    expect(d.querySelector("[data-stock]")?.textContent).toBe("In stock");
    const options = JSON.parse(
      d.querySelector<HTMLFormElement>("form.add-to-cart")?.dataset.options ?? "[]",
    ) as unknown[][];
    expect(options.map((o) => [o[3], o[4], o[5]])).toEqual([
      [formatMoney(1500), "In stock", 1],
      [formatMoney(1700), "In stock", 1],
    ]);
    expect(d.querySelector("form.add-to-cart button[type=submit]")?.textContent).toBe("Add to cart");
    const cookie = await addToCart(inserted.id, "customPennant0000001", 2);
    const cart = doc((await get(`${STORE}/cart`, cookie)).body);
    expect(cart.querySelector("tr[data-line] td.num")?.textContent).toBe(formatMoney(1700));
  });
});

describe("the cart count in the header", () => {
  it("every page links the cart; the cart shows its count and a cached page asks for it", async () => {
    const { product, variants } = await productWithColours();
    const purple = variants[variants.length - 1]!;
    const cookie = await addToCart(product.id, purple.id, 3);
    const count = await get(`/api/storefront/acme-team-store/cart/count`, cookie);
    expect(count.statusCode).toBe(200);
    expect(count.json()).toEqual({ count: 3 });
    expect((await get(`/api/storefront/acme-team-store/cart/count`)).json()).toEqual({ count: 0 });
    expect((await get(`/api/storefront/acme-events/cart/count`)).statusCode).toBe(404);

    const cart = doc((await get(`${STORE}/cart`, cookie)).body);
    expect(cart.querySelector("header .cart-link [data-count]")?.textContent).toBe("3");
    // The line's picture is the chosen colour's front picture, not the product's first picture.
    const images = fromJson<{ place: string; key: string }[]>(purple.images, []);
    const front = images.find((i) => i.place === "front")!;
    expect(cart.querySelector("tr[data-line] img")?.getAttribute("src")).toBe(`/files/${front.key}`);
    for (const path of ["/", "/products", `/products/${product.slug}`, "/category/t-shirts"]) {
      const d = doc((await get(`${STORE}${path}`, cookie)).body);
      const link = d.querySelector<HTMLAnchorElement>("header a.cart-link");
      expect(link?.getAttribute("href"), path).toBe(`${STORE}/cart`);
      expect(link?.dataset.countUrl, path).toBe("/api/storefront/acme-team-store/cart/count");
      expect(d.querySelectorAll("h1"), path).toHaveLength(1);
    }
  });
});

describe("category pages", () => {
  it("/category/{slug} lists the category's published products, paged; the navigation names it", async () => {
    const category = await t.db.kysely
      .selectFrom("categories")
      .select(["id", "name", "slug"])
      .where("website_id", "=", acme)
      .where("slug", "=", "t-shirts")
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const expected = await t.db.kysely
      .selectFrom("products as p")
      .innerJoin("product_categories as pc", "pc.product_id", "p.id")
      .select("p.id")
      .where("pc.category_id", "=", category.id)
      .where("p.website_id", "=", acme)
      .where("p.available", "=", 1)
      .where("p.deleted_at", "is", null)
      .where((eb) => eb.or([eb("p.published_from", "is", null), eb("p.published_from", "<=", now)]))
      .orderBy("p.sort_order")
      .orderBy("p.id")
      .execute();
    expect(expected.length).toBeGreaterThan(0);
    const res = await get(`${STORE}/category/t-shirts`);
    expect(res.statusCode).toBe(200);
    const d = doc(res.body);
    expect(d.querySelector("h1")?.textContent).toBe(category.name);
    expect([...d.querySelectorAll<HTMLElement>("li.card")].map((li) => Number(li.dataset.productId))).toEqual(
      expected.map((r) => r.id),
    );
    const nav = d.querySelector('nav.menu a[href="/store/acme-team-store/category/t-shirts"]');
    expect(nav?.getAttribute("aria-current")).toBe("page");
    expect((await get(`${STORE}/category/t-shirts?page=2`)).statusCode).toBe(404);
    expect((await get(`${STORE}/category/no-such-category`)).statusCode).toBe(404);
    // A menu entry naming a category leads to its page.
    const home = doc((await get(`${STORE}/`)).body);
    expect(home.querySelector('nav.menu a[href$="/category/t-shirts"]')).not.toBeNull();
  });
});

describe("checkout", () => {
  it("a refused card is answered on the store's checkout address with the error and the form refilled", async () => {
    const { product, variants } = await productWithColours();
    const cookie = await addToCart(product.id, variants[0]!.id, 1);
    const page = doc((await get(`${STORE}/checkout`, cookie)).body);
    const form = page.querySelector<HTMLFormElement>("main form")!;
    expect(form.getAttribute("action")).toBe(`${STORE}/checkout`);
    const res = await t.app.inject({
      method: "POST",
      url: `${STORE}/checkout`,
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      payload: new URLSearchParams({
        ...BUYER,
        checkout_id: form.querySelector<HTMLInputElement>('input[name="checkout_id"]')!.value,
        codes: "",
        card_number: "4000 0000 0000 0002",
        card_expiry: "12/30",
        card_cvc: "123",
        action: "pay",
      }).toString(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers["content-type"]).toContain("text/html");
    const d = doc(res.body);
    expect(d.querySelector("h1")?.textContent).toBe("Checkout");
    expect(d.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe(BUYER.name);
    expect(d.querySelector<HTMLInputElement>('input[name="street"]')?.value).toBe(BUYER.street);
    expect(d.querySelector('[data-err="card_number"]')?.textContent).toBe(SANDBOX_DECLINES.declined);
  });
});

describe("a preview of an unlaunched store", () => {
  it("runs no script (the store designer frames it without scripts) and shows no made-up cart count", async () => {
    const owner = await login(t.app, "owner@example.com");
    const mugs = await storeId(t.db, "Oscar's Mugs");
    const { token } = (
      await call(t.app, "GET", `/api/websites/${mugs}/preview-token`, { token: owner })
    ).json<{
      token: string;
    }>();
    const res = await get(`/store/oscars-mugs/?preview=${encodeURIComponent(token)}`);
    expect(res.statusCode).toBe(200);
    const page = doc(res.body);
    expect(page.querySelector(".cart-link")).not.toBeNull();
    expect(page.querySelector("[data-count-url]")).toBeNull();
    expect(page.querySelector("[data-count]")).toBeNull();
    expect(page.querySelectorAll("script")).toHaveLength(0);
  });

  it("of a launched store too, as the store designer shows it, while the public page keeps its count", async () => {
    const owner = await login(t.app, "owner@example.com");
    const tees = await storeId(t.db, "Oscar's Tees");
    const { token } = (
      await call(t.app, "GET", `/api/websites/${tees}/preview-token`, { token: owner })
    ).json<{
      token: string;
    }>();
    const preview = doc((await get(`/store/oscars-tees/?preview=${encodeURIComponent(token)}`)).body);
    expect(preview.querySelectorAll("script")).toHaveLength(0);
    const visitor = doc((await get("/store/oscars-tees/")).body);
    expect(visitor.querySelector("[data-count-url]")).not.toBeNull();
  });
});
