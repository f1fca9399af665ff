import { describe, expect, it } from "vitest";
import {
  PROMO_MSG,
  cartSubtotal,
  discountAmount,
  discountInputSchema,
  giftCardAmount,
  normalizeDiscountCode,
  windowError,
  type CartLine,
  type DiscountRule,
} from "../../domain/discounts.js";
import {
  formatGiftCardCode,
  generateGiftCardCode,
  giftCardExpired,
  normalizeGiftCardCode,
} from "../../domain/gift-cards.js";

const lines: CartLine[] = [
  { product_id: 1, category_ids: [10], unit_price: 1999, quantity: 2 },
  { product_id: 2, category_ids: [20], unit_price: 1001, quantity: 1 },
];
const rule = (over: Partial<DiscountRule>): DiscountRule => ({
  kind: "percentage",
  value: 10,
  minimum_order: 0,
  applies_to: "all",
  product_ids: [],
  category_ids: [],
  ...over,
});

describe("discount math", () => {
  it("takes a percentage of the whole cart, rounded half away from zero to the cent", () => {
    expect(cartSubtotal(lines)).toBe(4999);
    // 10 % of 49.99 = 4.999 -> 5.00
    expect(discountAmount(rule({}), lines)).toEqual({ amount: 500, error: null });
    // 15 % of 10.01 = 1.5015 -> 1.50; 50 % of 0.01 = 0.005 -> 0.01
    expect(discountAmount(rule({ value: 15, applies_to: "products", product_ids: [2] }), lines).amount).toBe(
      150,
    );
    expect(discountAmount(rule({ value: 50 }), [{ ...lines[0]!, unit_price: 1, quantity: 1 }]).amount).toBe(
      1,
    );
  });

  it("takes a fixed amount, never more than what it applies to", () => {
    expect(discountAmount(rule({ kind: "fixed", value: 500 }), lines).amount).toBe(500);
    expect(
      discountAmount(
        rule({ kind: "fixed", value: 5000, applies_to: "categories", category_ids: [20] }),
        lines,
      ),
    ).toEqual({
      amount: 1001,
      error: null,
    });
    expect(discountAmount(rule({ kind: "percentage", value: 100 }), lines).amount).toBe(4999);
  });

  it("limits the scope to chosen products or categories", () => {
    expect(discountAmount(rule({ applies_to: "categories", category_ids: [10] }), lines).amount).toBe(400);
    expect(discountAmount(rule({ applies_to: "products", product_ids: [99] }), lines)).toEqual({
      amount: 0,
      error: PROMO_MSG.notApplicable,
    });
  });

  it("needs the minimum order over the whole cart", () => {
    expect(discountAmount(rule({ minimum_order: 5000 }), lines)).toEqual({
      amount: 0,
      error: PROMO_MSG.minimumNotMet(5000),
    });
    expect(PROMO_MSG.minimumNotMet(5000)).toBe("The order must be at least $50.00 to use this code.");
    expect(discountAmount(rule({ minimum_order: 4999 }), lines).error).toBeNull();
  });

  it("never goes below zero, whatever the lines hold", () => {
    const weird: CartLine[] = [{ product_id: 1, category_ids: [], unit_price: -500, quantity: 3 }];
    expect(cartSubtotal(weird)).toBe(0);
    expect(discountAmount(rule({ kind: "fixed", value: 100 }), weird).amount).toBe(0);
    expect(giftCardAmount(5000, 1200)).toBe(1200);
    expect(giftCardAmount(800, 1200)).toBe(800);
    expect(giftCardAmount(800, -5)).toBe(0);
    for (let i = 0; i < 500; i++) {
      const cart: CartLine[] = [
        {
          product_id: 1,
          category_ids: [],
          unit_price: Math.floor(Math.random() * 100000),
          quantity: 1 + (i % 5),
        },
      ];
      const pct = discountAmount(rule({ value: 1 + (i % 100) }), cart);
      const total = cartSubtotal(cart);
      if (total > 0) {
        expect(Number.isInteger(pct.amount)).toBe(true);
        expect(pct.amount).toBeGreaterThanOrEqual(0);
        expect(pct.amount).toBeLessThanOrEqual(total);
      }
    }
  });

  it("checks the validity window", () => {
    expect(windowError("2026-01-01T00:00:00.000Z", null, "2025-12-31T23:59:59.999Z")).toBe(
      PROMO_MSG.notStarted,
    );
    expect(
      windowError("2026-01-01T00:00:00.000Z", "2026-02-01T00:00:00.000Z", "2026-02-01T00:00:00.000Z"),
    ).toBe(PROMO_MSG.expired);
    expect(windowError("2026-01-01T00:00:00.000Z", null, "2030-01-01T00:00:00.000Z")).toBeNull();
  });
});

describe("discount input", () => {
  const base = { code: " spring-10 ", kind: "percentage", value: 10, starts_at: "2026-01-01T00:00:00.000Z" };
  it("normalises the code and fills the defaults", () => {
    expect(normalizeDiscountCode(" spring-10 ")).toBe("SPRING-10");
    expect(discountInputSchema.parse(base)).toMatchObject({
      code: "SPRING-10",
      minimum_order: 0,
      usage_limit: null,
      applies_to: "all",
      active: 1,
    });
  });
  it("refuses percentages out of range, a scope without choices and an end before the start", () => {
    const r = discountInputSchema.safeParse({
      ...base,
      value: 0,
      applies_to: "products",
      ends_at: "2025-01-01T00:00:00.000Z",
    });
    expect(r.success).toBe(false);
    const messages = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([PROMO_MSG.percentValue, PROMO_MSG.scopeEmpty, PROMO_MSG.endsBeforeStart]),
    );
  });
});

describe("gift card codes", () => {
  it("generates 16 unambiguous characters and reads them back however typed", () => {
    const code = generateGiftCardCode();
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{16}$/);
    expect(normalizeGiftCardCode(formatGiftCardCode(code).toLowerCase())).toBe(code);
    expect(formatGiftCardCode("ABCDEFGHJKMNPQRS")).toBe("ABCD-EFGH-JKMN-PQRS");
  });
  it("is usable through its expiry day", () => {
    expect(giftCardExpired("2026-06-15", "2026-06-15")).toBe(false);
    expect(giftCardExpired("2026-06-15", "2026-06-16")).toBe(true);
    expect(giftCardExpired(null, "2099-01-01")).toBe(false);
  });
});
