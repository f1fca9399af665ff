import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minimumPrice, priceBelowMinimumMessage } from "../../domain/pricing.js";
import { loadMinimumPriceCents } from "../../server/services/products/minimum-price.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/**
 * Property test: for random products, variants, fees and margins, the server's
 * minimum price equals domain/pricing.ts computed from the raw rows, and a save one cent below
 * it is refused with the spec's message while a save at it passes. fast-check is not installed,
 * so cases come from a small seeded generator (mulberry32): a failure names its seed and case.
 */
const SEED = Number(process.env.PRICING_SEED ?? 20261122);
const CASES = 220;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

let t: TestApp;
let admin: string;
let acme: number;
let ownerId: number;
type Blank = {
  id: number;
  customizable: boolean;
  printPrice: number;
  printPriceSecond: number;
  firstCustomFee: number;
  variants: { id: number; color: string; size: string; cost: number; available: number }[];
};
let blanks: Blank[];
const products: { id: number; blank: Blank }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin@example.com");
  acme = await storeId(t.db, "Acme Team Store");
  const store = await t.db.kysely
    .selectFrom("websites")
    .select("user_id")
    .where("id", "=", acme)
    .executeTakeFirstOrThrow();
  ownerId = store.user_id;
  const k = t.db.kysely;
  const sps = await k
    .selectFrom("supplier_products")
    .select(["id", "is_customizable", "print_price", "print_price_second", "first_custom_fee"])
    .where("is_active", "=", 1)
    .orderBy("id")
    .execute();
  // Both kinds of blank: customizable ones charge their first custom fee instead of the product's.
  const chosen = [
    ...sps.filter((s) => s.is_customizable === 1).slice(0, 3),
    ...sps.filter((s) => s.is_customizable === 0).slice(0, 3),
  ];
  blanks = [];
  for (const sp of chosen) {
    const variants = await k
      .selectFrom("supplier_variants")
      .select(["id", "color", "size", "cost", "available"])
      .where("supplier_product_id", "=", sp.id)
      .execute();
    blanks.push({
      id: sp.id,
      customizable: sp.is_customizable === 1,
      printPrice: sp.print_price,
      printPriceSecond: sp.print_price_second,
      firstCustomFee: sp.first_custom_fee,
      variants,
    });
  }
  for (const blank of blanks) {
    const v = blank.variants.find((x) => x.available === 1)!;
    const res = await call(t.app, "POST", "/api/products/create", {
      token: admin,
      body: {
        website_id: acme,
        supplier_product_id: blank.id,
        colors: [v.color],
        sizes: [v.size],
        price: 10_000_000,
      },
    });
    expect(res.status).toBe(201);
    products.push({ id: res.json<{ id: number }>().id, blank });
  }
}, 120_000);
afterAll(() => t.close());

describe(`minimum price property (seed ${SEED}, ${CASES} cases)`, () => {
  it("the server's minimum equals domain/pricing.ts and a save below it is refused", async () => {
    const rnd = mulberry32(SEED);
    const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
    const pick = <T>(xs: readonly T[]) => xs[int(0, xs.length - 1)]!;
    const k = t.db.kysely;
    for (let i = 0; i < CASES; i++) {
      const where = `seed ${SEED} case ${i}`;
      const { id, blank } = pick(products);
      const websiteMargin = int(100, 180) / 100;
      const productionMargin = int(100, 150) / 100;
      await k.updateTable("websites").set({ margin: websiteMargin }).where("id", "=", acme).execute();
      await k
        .updateTable("users")
        .set({ production_margin: productionMargin })
        .where("id", "=", ownerId)
        .execute();
      const colors = [...new Set(blank.variants.map((v) => v.color))].filter(() => rnd() < 0.5);
      const sizes = [...new Set(blank.variants.map((v) => v.size))].filter(() => rnd() < 0.6);
      if (colors.length === 0) colors.push(pick(blank.variants).color);
      if (sizes.length === 0) sizes.push(pick(blank.variants).size);
      const customFee = rnd() < 0.3 ? 0 : int(0, 2500);
      const areas = ["front", "back", "left sleeve", "right sleeve"].slice(0, int(0, 4));
      const customizable = rnd() < 0.5;
      const ssmFee = rnd() < 0.4 ? 0 : int(0, 900);
      await k.updateTable("products").set({ ssm_fees: ssmFee }).where("id", "=", id).execute();
      const save = await call(t.app, "POST", `/api/products/${id}/update`, {
        token: admin,
        body: { colors, sizes, custom_fee: customFee, print_areas: areas, price: 10_000_000, force: true },
      });
      expect(save.status, where).toBe(200);
      await call(t.app, "POST", "/api/update/customizable", { token: admin, body: { id, customizable } });

      // The expectation from the raw rows, independent of the server's queries.
      const chosen = await k
        .selectFrom("product_variants")
        .select("supplier_variant_id")
        .where("product_id", "=", id)
        .execute();
      const ids = new Set(chosen.map((c) => c.supplier_variant_id));
      const pool = ids.size > 0 ? blank.variants.filter((v) => ids.has(v.id)) : blank.variants;
      const expected = minimumPrice({
        cheapestVariantCost: Math.min(...pool.map((v) => v.cost)),
        customizable: blank.customizable && customizable,
        customFee,
        firstCustomFee: blank.firstCustomFee,
        printPrice: blank.printPrice,
        printPriceSecond: blank.printPriceSecond,
        areas: areas.length,
        ssmFee,
        productionMargin,
        websiteMargin,
      });
      expect(await loadMinimumPriceCents(k, id), where).toBe(expected);
      const dto = await call(t.app, "GET", `/api/products/${id}/editor`, { token: admin });
      expect(dto.json<{ pricing: { minimum_price: number } }>().pricing.minimum_price, where).toBe(expected);

      const below = await call(t.app, "POST", `/api/products/${id}/update`, {
        token: admin,
        body: { price: expected - 1 },
      });
      expect(below.status, where).toBe(422);
      expect(below.json(), where).toMatchObject({
        message: priceBelowMinimumMessage(expected),
        errors: { price: priceBelowMinimumMessage(expected) },
      });
      const at = await call(t.app, "POST", `/api/products/${id}/update`, {
        token: admin,
        body: { price: expected },
      });
      expect(at.status, where).toBe(200);
    }
  }, 600_000);
});
