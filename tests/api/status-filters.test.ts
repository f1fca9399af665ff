import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISCOUNT_STATUSES } from "../../domain/contracts/discounts.js";
import { GIFT_CARD_STATUSES } from "../../domain/contracts/gift-cards.js";
import { INVITATION_STATUSES } from "../../domain/invitation-terms.js";
import { PRODUCT_STATUSES } from "../../domain/products.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/**
 * A status filter answers exactly the records shown with that status, on the store's own list
 * route and on BREAD alike, for a record of each status in the demo store Acme Team Store
 * (discounts, gift cards, products and invitations: each list's status rule is written once, in
 * its service, and both lists apply it).
 */

let t: TestApp;
let primary: string;
let acme: number;

const byId = (a: number, b: number) => a - b;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();
const filter = (status: string) =>
  `filter=${encodeURIComponent(JSON.stringify({ website_id: acme, status }))}&range=${encodeURIComponent("[0,99]")}`;

/** The ids a list answers, in order, and each row's shown status. */
async function listed(url: string): Promise<{ id: number; status: string }[]> {
  const res = await call(t.app, "GET", url, { token: primary });
  expect(res.status, url).toBe(200);
  const body = res.json<{ id: number; status: string }[] | { data: { id: number; status: string }[] }>();
  return Array.isArray(body) ? body : body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  primary = await login(t.app, "primary-admin@example.com");
  acme = await storeId(t.db, "Acme Team Store");
  const discount = (code: string, extra: Record<string, unknown>) => ({
    website_id: acme,
    code,
    title: code,
    kind: "fixed" as const,
    value: 100,
    usage_limit: null,
    once_per_customer: 0,
    used_count: 0,
    minimum_order: 0,
    applies_to: "all",
    starts_at: day(-10),
    ends_at: null,
    active: 1,
    updated_at: day(0),
    ...extra,
  });
  await t.db.kysely
    .insertInto("discounts")
    .values([
      discount("STATUS-OFF", { active: 0 }),
      discount("STATUS-LATER", { starts_at: day(5) }),
      discount("STATUS-OVER", { ends_at: day(-1) }),
      discount("STATUS-USED", { usage_limit: 2, used_count: 2 }),
      discount("STATUS-ON", { ends_at: day(5), usage_limit: 2, used_count: 1 }),
    ])
    .execute();
  const card = (code: string, extra: Record<string, unknown>) => ({
    website_id: acme,
    code,
    initial_value: 1000,
    balance: 1000,
    expires_on: null,
    updated_at: day(0),
    ...extra,
  });
  await t.db.kysely
    .insertInto("gift_cards")
    .values([
      card("STATUSOFF0000001", { disabled_at: day(-1) }),
      card("STATUSOVER000001", { expires_on: day(-1).slice(0, 10) }),
      card("STATUSEMPTY00001", { balance: 0 }),
      card("STATUSTODAY00001", { expires_on: day(0).slice(0, 10) }),
    ])
    .execute();
  // The demo store's products are published; one is switched off, one waits for its start and
  // one's window has closed.
  const products = await t.db.kysely
    .selectFrom("products")
    .select("id")
    .where("website_id", "=", acme)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .limit(3)
    .execute();
  expect(products).toHaveLength(3);
  const setProduct = (
    id: number,
    values: { available?: number; published_from?: string; published_to?: string },
  ) => t.db.kysely.updateTable("products").set(values).where("id", "=", id).execute();
  await setProduct(products[0]!.id, { available: 0 });
  await setProduct(products[1]!.id, { available: 1, published_from: day(3) });
  await setProduct(products[2]!.id, { available: 1, published_from: day(-9), published_to: day(-1) });
  const invitation = (email: string, status: string, expires: number) => ({
    website_id: acme,
    email,
    store_owner: 0,
    company_role: "employee",
    permissions: "[]",
    token_hash: `hash-${email}`,
    status,
    expires_at: day(expires),
  });
  await t.db.kysely
    .insertInto("invitations")
    .values([
      invitation("status-open@example.com", "pending", 3),
      invitation("status-lapsed@example.com", "pending", -1),
      invitation("status-marked@example.com", "expired", -5),
      invitation("status-yes@example.com", "accepted", 3),
      invitation("status-no@example.com", "declined", 3),
    ])
    .execute();
});

afterAll(() => t.close());

describe("status filters", () => {
  it("answers each discount status with the discounts shown with it, on the discount list and on BREAD", async () => {
    const all = await listed(`/api/discounts?website_id=${acme}&per_page=100`);
    for (const status of DISCOUNT_STATUSES) {
      const expected = all.filter((row) => row.status === status).map((row) => row.id);
      expect(expected.length, status).toBeGreaterThan(0);
      const route = await listed(`/api/discounts?website_id=${acme}&status=${status}&per_page=100`);
      const bread = await listed(`/api/bread/Discount?${filter(status)}`);
      expect(route.map((row) => row.id).sort(byId), status).toEqual([...expected].sort(byId));
      expect(bread.map((row) => row.id).sort(byId), status).toEqual([...expected].sort(byId));
    }
  });

  it("answers each gift card status with the cards shown with it, on the card list and on BREAD", async () => {
    const all = await listed(`/api/gift-cards?website_id=${acme}&per_page=100`);
    for (const status of GIFT_CARD_STATUSES) {
      const expected = all.filter((row) => row.status === status).map((row) => row.id);
      expect(expected.length, status).toBeGreaterThan(0);
      const route = await listed(`/api/gift-cards?website_id=${acme}&status=${status}&per_page=100`);
      const bread = await listed(`/api/bread/GiftCard?${filter(status)}`);
      expect(route.map((row) => row.id).sort(byId), status).toEqual([...expected].sort(byId));
      expect(bread.map((row) => row.id).sort(byId), status).toEqual([...expected].sort(byId));
    }
  });

  it("answers each product status with the products shown with it, on the product list and on BREAD", async () => {
    const all = await listed(`/api/all/website/products?website_id=${acme}&per_page=100`);
    for (const status of PRODUCT_STATUSES) {
      const expected = all.filter((row) => row.status === status).map((row) => row.id);
      expect(expected.length, status).toBeGreaterThan(0);
      const route = await listed(
        `/api/all/website/products?website_id=${acme}&status=${status}&per_page=100`,
      );
      const bread = await listed(`/api/bread/Product?${filter(status)}`);
      expect(route.map((row) => row.id).sort(byId), status).toEqual([...expected].sort(byId));
      expect(bread.map((row) => row.id).sort(byId), status).toEqual([...expected].sort(byId));
    }
  });

  it("answers each invitation status with the invitations shown with it, on the team list and on BREAD", async () => {
    const all = await listed(`/api/get/invitations?website_id=${acme}&per_page=100`);
    for (const status of INVITATION_STATUSES) {
      const expected = all.filter((row) => row.status === status).map((row) => row.id);
      expect(expected.length, status).toBeGreaterThan(0);
      const route = await listed(`/api/get/invitations?website_id=${acme}&status=${status}&per_page=100`);
      const bread = await listed(`/api/bread/Invitation?${filter(status)}`);
      expect(route.map((row) => row.id).sort(byId), status).toEqual([...expected].sort(byId));
      expect(bread.map((row) => row.id).sort(byId), status).toEqual([...expected].sort(byId));
    }
  });
});
