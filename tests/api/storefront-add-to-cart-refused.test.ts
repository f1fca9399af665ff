import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_MSG } from "../../domain/messages.js";
import { call, createTestApp, storeId, type TestApp } from "../helpers/test-app.js";
import { buyable, cookieOf, type Buyable } from "./checkout-helpers.js";

/**
 * A plain add-to-cart form post the store refuses (over stock, a bad quantity, an option it no
 * longer has) goes back (303) to the store's product page, which shows why next to its Add to
 * cart button: the buyer's address bar never stays on /api. A JSON client keeps its 422.
 */
// jsdom ships no type declarations; only its constructor is used, typed here.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

let t: TestApp;
let tees: number;
let product: Buyable;
let quantity: number;

const STORE = "/store/oscars-tees";

function formPost(fields: Record<string, string | number>, cookie?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/products/add/to/cart",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
  });
}

const line = (fields: Record<string, string | number> = {}) => ({
  website_id: tees,
  product_id: product.product_id,
  variant_id: product.variant_id,
  quantity,
  ...fields,
});

async function pageDoc(location: string): Promise<Document> {
  const page = await t.app.inject({ method: "GET", url: location });
  expect(page.statusCode).toBe(200);
  return new JSDOM(page.body).window.document;
}

/** The notice inside the page's add-to-cart form, or null. */
async function formNotice(location: string): Promise<string | null> {
  const doc = await pageDoc(location);
  const notice = doc.querySelector("form.add-to-cart .notice.bad");
  if (notice) expect(notice.getAttribute("role")).toBe("alert");
  return notice?.textContent ?? null;
}

function productPage(location: string | string[] | undefined): string {
  const url = new URL(String(location), "http://x");
  expect(url.pathname).toBe(`${STORE}/products/${product.slug}`);
  return `${url.pathname}${url.search}`;
}

beforeAll(async () => {
  t = await createTestApp();
  tees = await storeId(t.db, "Oscar's Tees");
  product = (await buyable(t, tees))[0]!;
  quantity = Math.max(4, product.min_quantity);
  // The supplier has one piece fewer than the buyer wants.
  await t.db.kysely
    .updateTable("supplier_variants")
    .set({ quantity: quantity - 1 })
    .where("id", "=", product.supplier_variant_id)
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe("a refused add-to-cart form post", () => {
  it("over stock: 303 back to the product page, which shows why next to Add to cart; nothing is added", async () => {
    const res = await formPost(line());
    expect(res.statusCode).toBe(303);
    expect(res.headers["set-cookie"]).toBeUndefined();
    const location = productPage(res.headers.location);
    expect(await formNotice(location)).toBe(ORDER_MSG.outOfStock(await productName(), quantity - 1));
    // The buyer's option and quantity are still chosen beside the reason.
    const doc = await pageDoc(location);
    expect(doc.querySelector<HTMLInputElement>("input[data-variant]")?.value).toBe(product.variant_id);
    expect(doc.querySelector<HTMLInputElement>('input[name="quantity"]')?.value).toBe(String(quantity));
    // The page without the notice is the plain product page.
    expect(await formNotice(`${STORE}/products/${product.slug}`)).toBeNull();
  });

  it("counts what the cart holds already: the second add over stock is refused the same way", async () => {
    const first = await formPost(line({ quantity: quantity - 1 }));
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`${STORE}/cart`);
    const res = await formPost(line({ quantity: 1 }), cookieOf(first.headers["set-cookie"]));
    expect(res.statusCode).toBe(303);
    expect(await formNotice(productPage(res.headers.location))).toBe(
      ORDER_MSG.outOfStock(await productName(), quantity - 1),
    );
  });

  it("a bad quantity or an option the product does not have: back to the page with the reason", async () => {
    const zero = await formPost(line({ quantity: 0 }));
    expect(zero.statusCode).toBe(303);
    expect(await formNotice(productPage(zero.headers.location))).toBe(ORDER_MSG.quantity);
    const option = await formPost(line({ variant_id: "no-such-option", quantity: 1 }));
    expect(option.statusCode).toBe(303);
    expect(await formNotice(productPage(option.headers.location))).toBe(ORDER_MSG.variantGone);
  });

  it("a product the store does not have: to the cart page, which shows why", async () => {
    const res = await formPost(line({ product_id: 99_999_999, quantity: 1 }));
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    expect(location.startsWith(`${STORE}/cart?cart_error=`)).toBe(true);
    const cart = await t.app.inject({ method: "GET", url: location });
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain(ORDER_MSG.productGone);
  });

  it("shows only a notice the server signed for this store: a forged or another store's one shows nothing", async () => {
    const res = await formPost(line());
    const url = new URL(String(res.headers.location), "http://x");
    const signed = url.searchParams.get("cart_error") ?? "";
    const forged = `${Buffer.from("Call 555-0100 to order").toString("base64url")}.${signed.split(".")[1]}`;
    expect(await formNotice(`${url.pathname}?cart_error=${forged}`)).toBeNull();
    const other = await t.app.inject({
      method: "GET",
      url: `/store/acme-team-store/cart?cart_error=${signed}`,
    });
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain(ORDER_MSG.outOfStock(await productName(), quantity - 1));
  });

  it("a JSON client keeps the 422 with the field error", async () => {
    const res = await call(t.app, "POST", "/api/products/add/to/cart", { body: line() });
    expect(res.status).toBe(422);
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
      "items.0": ORDER_MSG.outOfStock(await productName(), quantity - 1),
    });
  });
});

async function productName(): Promise<string> {
  const row = await t.db.kysely
    .selectFrom("products")
    .select("name")
    .where("id", "=", product.product_id)
    .executeTakeFirstOrThrow();
  return row.name;
}
