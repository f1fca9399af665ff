import { describe, expect, it } from "vitest";
import {
  DEFAULT_PLAN,
  effectiveLimits,
  limitsSchema,
  PLAN_IDS,
  PLANS,
  planAllows,
  planOf,
  requirePlanFeature,
  resolveLimits,
  storeLimits,
  withinLimit,
} from "../../domain/plans.js";
import { DomainError } from "../../domain/errors.js";
import { addressValid, launchBlockers, launchErrorText, storeUrl } from "../../domain/stores.js";

describe("plans", () => {
  it("are ordered from free to enterprise, each limit valid, prices rising", () => {
    expect(PLAN_IDS).toEqual(["free", "starter", "pro", "enterprise"]);
    expect(DEFAULT_PLAN).toBe("free");
    for (const id of PLAN_IDS) expect(limitsSchema.safeParse(PLANS[id].limits).success).toBe(true);
    const prices = PLAN_IDS.map((id) => PLANS[id].price);
    expect([...prices].sort((x, y) => x - y)).toEqual(prices);
  });

  it("unlock gift cards from starter and custom domains from pro", () => {
    expect(PLAN_IDS.map((id) => PLANS[id].limits.giftcards)).toEqual([false, true, true, true]);
    expect(PLAN_IDS.map((id) => PLANS[id].limits.custom_domain)).toEqual([false, false, true, true]);
    expect(PLANS.free.limits.patterns).toBe("last");
  });

  it("apply admin overrides on top of the plan", () => {
    expect(effectiveLimits("free", { giftcards: true, products: null })).toMatchObject({
      giftcards: true,
      products: null,
      custom_domain: false,
    });
    expect(effectiveLimits("pro", { products: undefined }).products).toBe(1000);
  });

  it("read sparse or unknown stored limits leniently", () => {
    expect(planOf("gold").id).toBe("free");
    expect(resolveLimits("pro", { giftcards: false })).toMatchObject({
      giftcards: false,
      custom_domain: true,
    });
    expect(resolveLimits("free", "not json")).toEqual(PLANS.free.limits);
    expect(resolveLimits("free", { patterns: "some" })).toEqual(PLANS.free.limits);
  });

  it("read the limits column as SQLite gives it (JSON text) and as PostgreSQL does (an object)", () => {
    const stored = { giftcards: false };
    expect(storeLimits({ plan: "pro", limits: JSON.stringify(stored) }).giftcards).toBe(false);
    expect(storeLimits({ plan: "pro", limits: stored }).giftcards).toBe(false);
    expect(planAllows({ plan: "pro", limits: JSON.stringify(stored) }, "giftcards")).toBe(false);
    expect(planAllows({ plan: "pro", limits: "{}" }, "giftcards")).toBe(true);
    expect(() => requirePlanFeature({ plan: "free", limits: null }, "giftcards")).toThrow(DomainError);
  });

  it("count within a limit, null meaning unlimited", () => {
    expect(withinLimit(PLANS.free.limits, "products", 50)).toBe(true);
    expect(withinLimit(PLANS.free.limits, "products", 51)).toBe(false);
    expect(withinLimit(PLANS.enterprise.limits, "products", 1e9)).toBe(true);
  });
});

describe("store rules", () => {
  it("address_valid needs street, city, postal, country, and a state in the US", () => {
    const base = { street: "1 Main", city: "Austin", postal: "73301", state: null, country: "US" };
    expect(addressValid(base)).toBe(false);
    expect(addressValid({ ...base, state: "TX" })).toBe(true);
    expect(addressValid({ ...base, country: "PL" })).toBe(true);
    expect(addressValid({ ...base, street: " ", state: "TX" })).toBe(false);
  });

  it("launch readiness names what is missing", () => {
    expect(launchBlockers({ addressValid: true, paymentValid: true, publishedProducts: 1 })).toEqual([]);
    const missing = launchBlockers({ addressValid: false, paymentValid: true, publishedProducts: 0 });
    expect(missing).toEqual(["address", "product"]);
    expect(launchErrorText(missing)).toBe(
      "Before launching your store, please add a valid store address and publish at least one product.",
    );
  });

  it("the public link is the custom domain or the storefront path", () => {
    expect(storeUrl("http://localhost:3000", { link: "tees", domain: null })).toBe(
      "http://localhost:3000/store/tees",
    );
    expect(storeUrl("http://localhost:3000", { link: "tees", domain: "shop.example.com" })).toBe(
      "https://shop.example.com",
    );
  });
});
