import { describe } from "vitest";
import type { Db } from "../../server/db/types.js";
import { equivalenceTests, twoSides, type Case } from "../helpers/bread-equivalence.js";

/**
 * A BREAD write and the entity's own route are one operation (gift cards, discounts, promotions):
 * see tests/helpers/bread-equivalence.ts.
 */

const sides = twoSides();
const AT = "2026-06-15T12:00:00.000Z";

async function firstProduct(db: Db, acme: number): Promise<number> {
  const row = await db.kysely
    .selectFrom("products")
    .select("id")
    .where("website_id", "=", acme)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A card made for one role's edit, the same on both sides. */
async function freshCard(db: Db, acme: number, k: number): Promise<number> {
  const row = await db.kysely
    .insertInto("gift_cards")
    .values({
      website_id: acme,
      code: `EQUIVCARD${k}`,
      initial_value: 5000,
      balance: 4000,
      expires_on: null,
      recipient_email: null,
      recipient_name: null,
      note: null,
      batch: null,
      disabled_at: null,
      created_by: null,
      created_at: AT,
      updated_at: AT,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every card of the store with its history (codes are generated at random, so left out). */
async function cardsState(db: Db, acme: number) {
  const cards = await db.kysely
    .selectFrom("gift_cards")
    .select([
      "id",
      "initial_value",
      "balance",
      "expires_on",
      "recipient_email",
      "recipient_name",
      "note",
      "disabled_at",
      "created_by",
    ])
    .where("website_id", "=", acme)
    .orderBy("id")
    .execute();
  const history = await db.kysely
    .selectFrom("gift_card_transactions")
    .innerJoin("gift_cards", "gift_cards.id", "gift_card_transactions.gift_card_id")
    .select(["gift_card_id", "kind", "amount", "balance_after", "user_id"])
    .where("gift_cards.website_id", "=", acme)
    .orderBy("gift_card_transactions.id")
    .execute();
  const mails = await db.kysely.selectFrom("outbox").select(["to", "subject"]).orderBy("id").execute();
  return { cards, history, mails };
}

/** A discount made for one role's edit or delete, the same on both sides. */
async function freshDiscount(db: Db, acme: number, k: number): Promise<number> {
  const row = await db.kysely
    .insertInto("discounts")
    .values({
      website_id: acme,
      code: `EQUIV${k}`,
      title: null,
      kind: "fixed",
      value: 500,
      usage_limit: null,
      once_per_customer: 0,
      starts_at: AT,
      ends_at: null,
      active: 1,
      created_by: null,
      created_at: AT,
      updated_at: AT,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function discountsState(db: Db, acme: number) {
  const rows = await db.kysely
    .selectFrom("discounts")
    .select([
      "id",
      "code",
      "title",
      "kind",
      "value",
      "minimum_order",
      "usage_limit",
      "once_per_customer",
      "used_count",
      "applies_to",
      "starts_at",
      "ends_at",
      "active",
      "created_by",
    ])
    .where("website_id", "=", acme)
    .orderBy("id")
    .execute();
  const links = await db.kysely
    .selectFrom("discount_products")
    .innerJoin("discounts", "discounts.id", "discount_products.discount_id")
    .select(["discount_products.discount_id", "discount_products.product_id"])
    .where("discounts.website_id", "=", acme)
    .orderBy("discount_products.discount_id")
    .execute();
  return { rows, links };
}

const discountBody = (code: string, product: number) => ({
  code,
  title: "Equivalence",
  kind: "percentage",
  value: 15,
  minimum_order: 1000,
  usage_limit: 10,
  applies_to: "products",
  product_ids: [product],
  starts_at: "2026-01-01T00:00:00.000Z",
});

/** A promotion made for one role's edit or delete, the same on both sides. */
async function freshPromotion(db: Db, acme: number, k: number): Promise<number> {
  const row = await db.kysely
    .insertInto("promotions")
    .values({
      website_id: acme,
      title: `Equivalence ${k}`,
      kind: "banner",
      starts_at: null,
      ends_at: null,
      created_at: AT,
      updated_at: AT,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function promotionsState(db: Db, acme: number) {
  return db.kysely
    .selectFrom("promotions")
    .select(["id", "title", "kind", "text", "image", "link", "active", "starts_at", "ends_at", "sort_order"])
    .where("website_id", "=", acme)
    .orderBy("id")
    .execute();
}

/** The first product of the store, read the same on both sides (the id a discount's scope names). */
let product = 0;
const withProduct = async (db: Db, acme: number) => {
  product = await firstProduct(db, acme);
};

const CASES: Case[] = [
  {
    name: "GiftCard: issue one card (history row, recipient mail)",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:403 store-admin:ok company-admin:ok primary-admin:ok admin:ok",
    target: async (_db, _acme, k) => k + 1,
    bread: (_k, acme) => ({
      method: "POST",
      url: "/api/bread/GiftCard",
      body: { website_id: acme, initial_value: 2500, recipient_email: "eq@example.org", note: "Thanks" },
    }),
    route: (_k, acme) => ({
      method: "POST",
      url: "/api/gift-cards",
      body: { website_id: acme, initial_value: 2500, recipient_email: "eq@example.org", note: "Thanks" },
    }),
    state: (db, _k, acme) => cardsState(db, acme),
  },
  {
    name: "GiftCard: issue a batch of three",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:403 store-admin:ok company-admin:ok primary-admin:ok admin:ok",
    target: async (_db, _acme, k) => k + 1,
    bread: (_k, acme) => ({
      method: "POST",
      url: "/api/bread/GiftCard",
      body: { website_id: acme, initial_value: 1000, count: 3 },
    }),
    route: (_k, acme) => ({
      method: "POST",
      url: "/api/gift-cards",
      body: { website_id: acme, initial_value: 1000, count: 3 },
    }),
    state: (db, _k, acme) => cardsState(db, acme),
  },
  {
    name: "GiftCard: set the balance (an adjustment) and disable",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:403 store-admin:ok company-admin:ok primary-admin:ok admin:ok",
    target: (db, acme, k) => freshCard(db, acme, k),
    bread: (id) => ({
      method: "PUT",
      url: `/api/bread/GiftCard/${id}`,
      body: { balance: 1500, disabled: true },
    }),
    route: (id) => ({ method: "PUT", url: `/api/gift-cards/${id}`, body: { balance: 1500, disabled: true } }),
    state: (db, _id, acme) => cardsState(db, acme),
  },
  {
    name: "GiftCard: a balance above the initial value is refused",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:403 store-admin:422 company-admin:422 primary-admin:422 admin:422",
    target: (db, acme, k) => freshCard(db, acme, 100 + k),
    bread: (id) => ({ method: "PUT", url: `/api/bread/GiftCard/${id}`, body: { balance: 9000 } }),
    route: (id) => ({ method: "PUT", url: `/api/gift-cards/${id}`, body: { balance: 9000 } }),
    state: (db, _id, acme) => cardsState(db, acme),
  },
  {
    name: "Discount: create a product-scoped code",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:403 store-admin:ok company-admin:ok primary-admin:ok admin:ok",
    target: async (db, acme, k) => {
      await withProduct(db, acme);
      return k + 1;
    },
    bread: (k, acme) => ({
      method: "POST",
      url: "/api/bread/Discount",
      body: { website_id: acme, ...discountBody(`NEW${k}`, product) },
    }),
    route: (k, acme) => ({
      method: "POST",
      url: "/api/discounts",
      body: { website_id: acme, ...discountBody(`NEW${k}`, product) },
    }),
    state: (db, _k, acme) => discountsState(db, acme),
  },
  {
    name: "Discount: a code taken by a gift card is refused",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:403 store-admin:422 company-admin:422 primary-admin:422 admin:422",
    target: async (db, acme, k) => {
      await withProduct(db, acme);
      await freshCard(db, acme, 200 + k);
      return 200 + k;
    },
    bread: (k, acme) => ({
      method: "POST",
      url: "/api/bread/Discount",
      body: { website_id: acme, ...discountBody(`EQUIVCARD${k}`, product) },
    }),
    route: (k, acme) => ({
      method: "POST",
      url: "/api/discounts",
      body: { website_id: acme, ...discountBody(`EQUIVCARD${k}`, product) },
    }),
    state: (db, _k, acme) => discountsState(db, acme),
  },
  {
    name: "Discount: replace the settings",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:403 store-admin:ok company-admin:ok primary-admin:ok admin:ok",
    target: async (db, acme, k) => {
      await withProduct(db, acme);
      return freshDiscount(db, acme, k);
    },
    bread: (id) => ({
      method: "PUT",
      url: `/api/bread/Discount/${id}`,
      body: discountBody(`EDITED${id}`, product),
    }),
    route: (id) => ({
      method: "PUT",
      url: `/api/discounts/${id}`,
      body: discountBody(`EDITED${id}`, product),
    }),
    state: (db, _id, acme) => discountsState(db, acme),
  },
  {
    name: "Discount: delete",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:403 store-admin:ok company-admin:ok primary-admin:ok admin:ok",
    target: (db, acme, k) => freshDiscount(db, acme, 100 + k),
    bread: (id) => ({ method: "DELETE", url: `/api/bread/Discount/${id}` }),
    route: (id) => ({ method: "DELETE", url: `/api/discounts/${id}` }),
    state: (db, _id, acme) => discountsState(db, acme),
  },
  {
    name: "Promotion: create",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:ok store-admin:ok company-admin:ok primary-admin:ok admin:ok",
    target: async (_db, _acme, k) => k + 1,
    bread: (k, acme) => ({
      method: "POST",
      url: "/api/bread/Promotion",
      body: { website_id: acme, title: `New ${k}`, kind: "banner", text: "Now on", link: "/" },
    }),
    route: (k, acme) => ({
      method: "POST",
      url: `/api/content/${acme}/promotions`,
      body: { title: `New ${k}`, kind: "banner", text: "Now on", link: "/" },
    }),
    state: (db, _k, acme) => promotionsState(db, acme),
  },
  {
    name: "Promotion: update (a window that ends before it starts is refused)",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:422 store-admin:422 company-admin:422 primary-admin:422 admin:422",
    target: (db, acme, k) => freshPromotion(db, acme, k),
    bread: (id) => ({
      method: "PUT",
      url: `/api/bread/Promotion/${id}`,
      body: { title: "Late", starts_at: "2030-01-02T00:00:00.000Z", ends_at: "2030-01-01T00:00:00.000Z" },
    }),
    route: (id, acme) => ({
      method: "PUT",
      url: `/api/content/${acme}/promotions/${id}`,
      body: { title: "Late", starts_at: "2030-01-02T00:00:00.000Z", ends_at: "2030-01-01T00:00:00.000Z" },
    }),
    state: (db, _id, acme) => promotionsState(db, acme),
  },
  {
    name: "Promotion: update",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:ok store-admin:ok company-admin:ok primary-admin:ok admin:ok",
    target: (db, acme, k) => freshPromotion(db, acme, 100 + k),
    bread: (id) => ({
      method: "PUT",
      url: `/api/bread/Promotion/${id}`,
      body: { title: "Edited", active: false },
    }),
    route: (id, acme) => ({
      method: "PUT",
      url: `/api/content/${acme}/promotions/${id}`,
      body: { title: "Edited", active: false },
    }),
    state: (db, _id, acme) => promotionsState(db, acme),
  },
  {
    name: "Promotion: delete",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:ok store-admin:ok company-admin:ok primary-admin:ok admin:ok",
    target: (db, acme, k) => freshPromotion(db, acme, 200 + k),
    bread: (id) => ({ method: "DELETE", url: `/api/bread/Promotion/${id}` }),
    route: (id, acme) => ({ method: "DELETE", url: `/api/content/${acme}/promotions/${id}` }),
    state: (db, _id, acme) => promotionsState(db, acme),
  },
];

describe("BREAD writes equal the gift-card, discount and promotion routes for every demo role", () => {
  equivalenceTests(sides, CASES);
});
