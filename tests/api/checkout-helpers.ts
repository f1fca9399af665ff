import { expect } from "vitest";
import { call, login, type TestApp } from "../helpers/test-app.js";

/** Connects a store's card account through the sandbox onboarding page, as its owner would. */
export async function connectSandboxCard(t: TestApp, websiteId: number, ownerEmail: string): Promise<void> {
  const token = await login(t.app, ownerEmail);
  const res = await call(t.app, "GET", `/api/stripe/generate_onboard?website_id=${websiteId}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const url = new URL(res.json<{ url: string }>().url);
  const done = await t.app.inject({
    method: "POST",
    url: url.pathname,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });
  expect(done.statusCode).toBe(303);
}

export interface Buyable {
  product_id: number;
  variant_id: string;
  slug: string;
  price: number;
  supplier_variant_id: number;
  stock: number;
  min_quantity: number;
}

/** Published products of a store with a shown, available, stocked option, cheapest first. */
export async function buyable(t: TestApp, websiteId: number): Promise<Buyable[]> {
  const now = new Date().toISOString();
  const rows = await t.db.kysely
    .selectFrom("products as p")
    .innerJoin("product_variants as v", "v.product_id", "p.id")
    .innerJoin("supplier_variants as s", "s.id", "v.supplier_variant_id")
    .select([
      "p.id as product_id",
      "v.id as variant_id",
      "p.slug",
      "p.price",
      "v.price as variant_price",
      "s.id as supplier_variant_id",
      "s.quantity as stock",
      "p.min_quantity",
    ])
    .where("p.website_id", "=", websiteId)
    .where("p.deleted_at", "is", null)
    .where("p.available", "=", 1)
    .where((eb) => eb.or([eb("p.published_from", "is", null), eb("p.published_from", "<=", now)]))
    .where((eb) => eb.or([eb("p.published_to", "is", null), eb("p.published_to", ">", now)]))
    .where("v.show", "=", 1)
    .where("v.available", "=", 1)
    .where("s.available", "=", 1)
    .where("s.quantity", ">=", 20)
    .orderBy("p.id")
    .orderBy("v.id")
    .execute();
  const seen = new Set<number>();
  return rows
    .filter((r) => (seen.has(r.product_id) ? false : (seen.add(r.product_id), true)))
    .map((r) => ({
      product_id: r.product_id,
      variant_id: r.variant_id,
      slug: r.slug,
      price: r.variant_price ?? r.price,
      supplier_variant_id: r.supplier_variant_id,
      stock: Number(r.stock),
      min_quantity: r.min_quantity,
    }));
}

export const BUYER = {
  name: "Bea Buyer",
  email: "bea@example.net",
  street: "1 Main St",
  city: "Springfield",
  postal: "12345",
  country: "US",
};

export const GOOD_CARD = "4242 4242 4242 4242";
export const DECLINED_CARD = "4000000000000002";

export function cookieOf(setCookie: string | string[] | number | undefined): string {
  const first = Array.isArray(setCookie) ? setCookie[0] : String(setCookie ?? "");
  return (first ?? "").split(";")[0] ?? "";
}

/** A fresh checkout id, as the checkout form issues one per page view. */
export const newCheckoutId = () => `co-${Math.random().toString(36).slice(2, 12)}`;

/** A JSON checkout at Oscar's Tees by BUYER; `body` adds or overrides fields. */
export function storefrontCheckout(t: TestApp, body: Record<string, unknown>, cookie?: string) {
  return call(t.app, "POST", "/api/storefront/oscars-tees/checkout", {
    body: { checkout_id: newCheckoutId(), ...BUYER, ...body },
    headers: cookie ? { cookie } : {},
  });
}

/** What the supplier has left of an option. */
export async function stockOf(t: TestApp, supplierVariantId: number): Promise<number> {
  const row = await t.db.kysely
    .selectFrom("supplier_variants")
    .select("quantity")
    .where("id", "=", supplierVariantId)
    .executeTakeFirstOrThrow();
  return Number(row.quantity);
}
