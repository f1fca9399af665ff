import { describe, expect, it } from "vitest";
import { CATEGORIES, IMPORT_TEST_CATEGORY } from "../../server/demo/catalogue-categories.js";
import { SUPPLIER_PRODUCTS } from "../../server/demo/catalogue-data.js";
import { catalogueImageKey, planCatalogue } from "../../server/demo/catalogue.js";
import { supplierVariantSku } from "../../domain/variants.js";
import { PALETTE } from "../../server/demo/colors.js";
import { DEMO_SEED, Rng } from "../../server/demo/random.js";
import { SIZE_ORDER, sizeOrder } from "../../domain/sizes.js";
import { STORE_DEFS } from "../../server/demo/store-data.js";

const REQUIRED_CATEGORIES = [
  "T-Shirts",
  "Hoodies",
  "Sweatshirts",
  "Polos",
  "Tank Tops",
  "Long Sleeves",
  "Caps",
  "Beanies",
  "Mugs",
  "Tote Bags",
  "Backpacks",
  "Aprons",
  "Socks",
  "Phone Cases",
  "Posters",
];

describe("supplier catalogue data", () => {
  it("has at least 40 active products over every garment category, plus one hidden import test row", () => {
    const active = SUPPLIER_PRODUCTS.filter((p) => p.active !== false);
    expect(active.length).toBeGreaterThanOrEqual(40);
    expect(new Set(active.map((p) => p.category))).toEqual(new Set(REQUIRED_CATEGORIES));
    const hidden = SUPPLIER_PRODUCTS.filter((p) => p.category === IMPORT_TEST_CATEGORY);
    expect(hidden.map((p) => p.active)).toEqual([false]);
    expect(new Set(SUPPLIER_PRODUCTS.map((p) => p.styleId)).size).toBe(SUPPLIER_PRODUCTS.length);
  });

  it("suggests the decoration method a print shop would use", () => {
    for (const name of ["Caps", "Beanies"]) expect(CATEGORIES[name]?.method).toBe(0);
    for (const name of ["T-Shirts", "Hoodies", "Tank Tops", "Long Sleeves"])
      expect(CATEGORIES[name]?.method).toBe(1);
    expect([2, 3]).toContain(CATEGORIES.Mugs?.method);
    expect(CATEGORIES.Mugs?.printAreas.map((a) => a.original_side)).toEqual(["front"]);
    expect(CATEGORIES.Mugs?.sides).toEqual(["front"]);
  });

  it("gives every store a short product list from its own categories", () => {
    for (const store of STORE_DEFS) {
      expect(store.productCount).toBeGreaterThanOrEqual(6);
      expect(store.productCount).toBeLessThanOrEqual(20);
      expect(store.categories.length).toBeGreaterThanOrEqual(4);
      expect(store.categories.length).toBeLessThanOrEqual(6);
      for (const c of store.categories)
        for (const s of c.supplierCategories) expect(CATEGORIES[s], s).toBeDefined();
    }
    expect(STORE_DEFS.filter((s) => s.demo)).toHaveLength(1);
  });
});

describe("planCatalogue", () => {
  const plan = planCatalogue(new Rng(DEMO_SEED).fork("catalogue"));

  it("is deterministic", () => {
    const again = planCatalogue(new Rng(DEMO_SEED).fork("catalogue"));
    expect(again).toEqual(plan);
  });

  it("gives 3 to 10 palette colours per product and a variant per colour and size", () => {
    for (const item of plan) {
      expect(item.colours.length).toBeGreaterThanOrEqual(3);
      expect(item.colours.length).toBeLessThanOrEqual(10);
      for (const c of item.colours) expect(Object.values(PALETTE)).toContain(c.hex);
      expect(item.variants).toHaveLength(item.colours.length * item.spec.sizes.length);
      expect(item.inventory).toBe(item.variants.reduce((sum, v) => sum + v.quantity, 0));
      expect(new Set(item.variants.map((v) => v.sku)).size).toBe(item.variants.length);
    }
  });

  it("prices bigger sizes higher and keeps costs in a plausible range", () => {
    const tee = plan.find((i) => i.spec.styleId === "G5000")!;
    const black = (size: string) =>
      tee.variants.find((v) => v.colour.name === "Black" && v.size === size)?.cost ?? 0;
    if (tee.colours.some((c) => c.name === "Black")) expect(black("3XL")).toBeGreaterThan(black("M"));
    for (const item of plan) {
      const costs = item.variants.map((v) => v.cost);
      expect(Math.min(...costs)).toBeGreaterThanOrEqual(150);
      expect(Math.max(...costs)).toBeLessThanOrEqual(3000);
    }
    const hoodie = plan.find((i) => i.spec.styleId === "G18500")!;
    expect(Math.min(...hoodie.variants.map((v) => v.cost))).toBeGreaterThanOrEqual(1200);
  });

  it("spreads stock over the low, medium and high markers, with some sold-out rows unavailable", () => {
    const quantities = plan.flatMap((i) => i.variants.map((v) => v.quantity));
    expect(quantities.some((q) => q === 0)).toBe(true);
    expect(quantities.some((q) => q >= 1 && q <= 9)).toBe(true);
    expect(quantities.some((q) => q >= 10 && q <= 67)).toBe(true);
    expect(quantities.some((q) => q >= 68 && q <= 5000)).toBe(true);
    const variants = plan.flatMap((i) => i.variants);
    expect(variants.some((v) => v.available === 0)).toBe(true);
    expect(variants.filter((v) => v.available === 0).every((v) => v.quantity === 0)).toBe(true);
  });

  it("keeps print prices and custom fees near the spec defaults", () => {
    for (const item of plan) {
      expect(Math.abs(item.printPrice - 500)).toBeLessThanOrEqual(100);
      expect(Math.abs(item.firstCustomFee - 950)).toBeLessThanOrEqual(100);
    }
  });
});

describe("sizes and keys", () => {
  it("orders apparel sizes as the spec lists them, other sizes after, in their given order", () => {
    expect(SIZE_ORDER.slice(0, 2)).toEqual(["XS", "S"]);
    expect(SIZE_ORDER.at(-1)).toBe("6XL");
    const sizes = ["XS", "S", "M", "L", "XL", "2XL", "3XL", "4XL", "5XL", "6XL"];
    const orders = sizes.map((s, i) => sizeOrder(s, i));
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(sizeOrder("11oz", 0)).toBeLessThan(sizeOrder("15oz", 1));
    expect(sizeOrder("11oz", 0)).toBeGreaterThan(sizeOrder("6XL", 9));
  });

  it("builds public, predictable keys and COLOR_SIZE skus", () => {
    expect(catalogueImageKey("G5000", "Heather Grey", "front")).toBe(
      "public/catalogue/g5000/heather-grey-front.png",
    );
    expect(supplierVariantSku("Heather Grey", "2XL")).toBe("HEATHER-GREY_2XL");
    expect(supplierVariantSku("White", "One Size")).toBe("WHITE_ONE-SIZE");
  });
});
