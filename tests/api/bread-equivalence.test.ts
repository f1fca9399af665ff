import { describe, expect, it } from "vitest";
import type { Db } from "../../server/db/types.js";
import { equivalenceTests, ROLES, send, twoSides, type Case } from "../helpers/bread-equivalence.js";

/**
 * A BREAD write and the entity's own route are one operation (orders, stores, categories,
 * products, payments): see tests/helpers/bread-equivalence.ts.
 */

const sides = twoSides();

async function nthOrder(db: Db, websiteId: number, status: string, k: number): Promise<number> {
  const row = await db.kysely
    .selectFrom("orders")
    .select("id")
    .where("website_id", "=", websiteId)
    .where("status", "=", status)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .offset(k)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A completed order put back to new (as if just placed), a fresh one for each role. */
async function reopened(db: Db, websiteId: number, k: number): Promise<number> {
  const id = await nthOrder(db, websiteId, "completed", 40 + k);
  await db.kysely.updateTable("orders").set({ status: "new" }).where("id", "=", id).execute();
  return id;
}

async function orderState(db: Db, id: number) {
  const k = db.kysely;
  const order = await k
    .selectFrom("orders")
    .select(["status", "deleted_at", "refunded_at", "price", "profit", "platform_fee"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const history = await k
    .selectFrom("order_status_history")
    .select(["from_status", "to_status", "note", "user_id"])
    .where("order_id", "=", id)
    .orderBy("id")
    .execute();
  const payments = await k
    .selectFrom("payments")
    .select(["amount_for_website", "amount_for_vi", "is_request", "done"])
    .where("order_id", "=", id)
    .orderBy("id")
    .execute();
  const stock = await k.selectFrom("order_stock").selectAll().where("order_id", "=", id).execute();
  const codes = await k
    .selectFrom("discount_redemptions")
    .select("discount_id")
    .where("order_id", "=", id)
    .execute();
  const cards = await k
    .selectFrom("gift_card_transactions")
    .select(["gift_card_id", "kind", "amount"])
    .where("order_id", "=", id)
    .orderBy("id")
    .execute();
  return { order, history, payments, stock, codes, cards };
}

async function orderStats(db: Db, websiteId: number) {
  return db.kysely
    .selectFrom("order_stats_daily")
    .selectAll()
    .where("website_id", "=", websiteId)
    .orderBy("day")
    .execute();
}

async function storeState(db: Db, id: number) {
  const row = await db.kysely
    .selectFrom("websites")
    .select(["name", "link", "domain", "margin", "recipient_email", "archived_at", "is_launched"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row;
}

async function categoryState(db: Db, acme: number) {
  const rows = await db.kysely
    .selectFrom("categories")
    .select(["id", "name", "slug", "parent_id", "sort_order"])
    .where("website_id", "=", acme)
    .orderBy("id")
    .execute();
  const links = await db.kysely
    .selectFrom("product_categories")
    .innerJoin("categories", "categories.id", "product_categories.category_id")
    .select(["product_categories.product_id", "product_categories.category_id"])
    .where("categories.website_id", "=", acme)
    .orderBy("product_categories.product_id")
    .orderBy("product_categories.category_id")
    .execute();
  return { rows, links };
}

/** A category made for one role's delete, with a child and a product, the same on both sides. */
async function freshCategory(db: Db, acme: number, k: number): Promise<number> {
  const parent = await db.kysely
    .insertInto("categories")
    .values({
      website_id: acme,
      name: `Doomed ${k}`,
      real_name: `Doomed ${k}`,
      slug: `doomed-${k}`,
      parent_id: null,
      sort_order: 100 + k,
      created_at: "2026-06-15T12:00:00.000Z",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.kysely
    .insertInto("categories")
    .values({
      website_id: acme,
      name: `Doomed child ${k}`,
      real_name: `Doomed child ${k}`,
      slug: `doomed-child-${k}`,
      parent_id: parent.id,
      sort_order: 0,
      created_at: "2026-06-15T12:00:00.000Z",
    })
    .execute();
  const product = await db.kysely
    .selectFrom("products")
    .select("id")
    .where("website_id", "=", acme)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  await db.kysely
    .insertInto("product_categories")
    .values({ product_id: product.id, category_id: parent.id })
    .execute();
  return parent.id;
}

async function firstCategory(db: Db, acme: number): Promise<number> {
  const row = await db.kysely
    .selectFrom("categories")
    .select("id")
    .where("website_id", "=", acme)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function nthProduct(db: Db, acme: number, k: number): Promise<number> {
  const row = await db.kysely
    .selectFrom("products")
    .select("id")
    .where("website_id", "=", acme)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .offset(k)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function productState(db: Db, id: number) {
  return db.kysely
    .selectFrom("products")
    .select(["name", "slug", "price", "available", "deleted_at", "min_quantity"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

const store = (acme: number) => ({ "x-website-id": String(acme) });

const CASES: Case[] = [
  {
    name: "Order: status to canceled (refund, stock, codes, payout, history, statistics)",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:403 store-admin:ok company-admin:ok primary-admin:ok admin:ok",
    target: (db, acme, k) => nthOrder(db, acme, "completed", k),
    bread: (id) => ({ method: "PUT", url: `/api/bread/Order/${id}`, body: { status: "canceled" } }),
    route: (id) => ({ method: "PUT", url: `/api/orders/${id}/status`, body: { status: "canceled" } }),
    state: async (db, id, acme) => ({ ...(await orderState(db, id)), stats: await orderStats(db, acme) }),
  },
  {
    name: "Order: status to completed",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:403 store-admin:ok company-admin:ok primary-admin:ok admin:ok",
    target: (db, acme, k) => reopened(db, acme, k),
    bread: (id) => ({ method: "PUT", url: `/api/bread/Order/${id}`, body: { status: "completed" } }),
    route: (id) => ({ method: "PUT", url: `/api/orders/${id}/status`, body: { status: "completed" } }),
    state: (db, id) => orderState(db, id),
  },
  {
    name: "Order: a canceled order cannot be reopened",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:403 store-admin:409 company-admin:409 primary-admin:409 admin:409",
    target: (db, acme, k) => nthOrder(db, acme, "canceled", k),
    bread: (id) => ({ method: "PUT", url: `/api/bread/Order/${id}`, body: { status: "new" } }),
    route: (id) => ({ method: "PUT", url: `/api/orders/${id}/status`, body: { status: "new" } }),
    state: (db, id) => orderState(db, id),
  },
  {
    name: "Order: delete purchase",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:403 store-admin:403 company-admin:403 primary-admin:ok admin:ok",
    target: (db, acme, k) => nthOrder(db, acme, "completed", k),
    bread: (id) => ({ method: "DELETE", url: `/api/bread/Order/${id}` }),
    route: (id) => ({ method: "POST", url: `/api/delete/purchase/${id}` }),
    state: async (db, id, acme) => ({ ...(await orderState(db, id)), stats: await orderStats(db, acme) }),
  },
  {
    name: "Website: rename",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:403 store-admin:ok company-admin:ok primary-admin:ok admin:ok",
    target: async (_db, acme) => acme,
    bread: (id) => ({ method: "PUT", url: `/api/bread/Website/${id}`, body: { name: "Renamed Store" } }),
    route: (id) => ({ method: "PUT", url: `/api/websites/${id}/settings`, body: { name: "Renamed Store" } }),
    state: (db, id) => storeState(db, id),
    reset: async (db, id) => {
      await db.kysely.updateTable("websites").set({ name: "Acme Team Store" }).where("id", "=", id).execute();
    },
  },
  {
    name: "Website: a taken link is refused",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:403 store-admin:409 company-admin:409 primary-admin:409 admin:409",
    target: async (_db, acme) => acme,
    bread: (id) => ({ method: "PUT", url: `/api/bread/Website/${id}`, body: { link: "oscars-tees" } }),
    route: (id) => ({ method: "PUT", url: `/api/websites/${id}/settings`, body: { link: "oscars-tees" } }),
    state: (db, id) => storeState(db, id),
  },
  {
    name: "Website: delete archives",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:403 store-admin:ok company-admin:ok primary-admin:ok admin:ok",
    target: async (_db, acme) => acme,
    bread: (id) => ({ method: "DELETE", url: `/api/bread/Website/${id}` }),
    route: (id) => ({ method: "POST", url: "/api/websites/archive", body: { website_id: id } }),
    state: (db, id) => storeState(db, id),
    reset: async (db, id) => {
      await db.kysely.updateTable("websites").set({ archived_at: null }).where("id", "=", id).execute();
    },
  },
  {
    name: "Category: create",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:ok store-admin:ok company-admin:ok primary-admin:ok admin:ok",
    target: async (_db, acme) => acme,
    bread: (_id, acme) => ({
      method: "POST",
      url: "/api/bread/Category",
      headers: store(acme),
      body: { name: "Caps" },
    }),
    route: (_id, acme) => ({
      method: "POST",
      url: "/api/categories",
      headers: store(acme),
      body: { name: "Caps" },
    }),
    state: (db, _id, acme) => categoryState(db, acme),
    reset: async (db, acme) => {
      await db.kysely
        .deleteFrom("categories")
        .where("website_id", "=", acme)
        .where("slug", "=", "caps")
        .execute();
    },
  },
  {
    name: "Category: rename",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:ok store-admin:ok company-admin:ok primary-admin:ok admin:ok",
    target: (db, acme) => firstCategory(db, acme),
    bread: (id) => ({ method: "PUT", url: `/api/bread/Category/${id}`, body: { name: "Renamed" } }),
    route: (id) => ({ method: "POST", url: `/api/categories/${id}`, body: { name: "Renamed" } }),
    state: (db, _id, acme) => categoryState(db, acme),
  },
  {
    name: "Category: delete (children move up, products lose it)",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:ok store-admin:ok company-admin:ok primary-admin:ok admin:ok",
    target: (db, acme, k) => freshCategory(db, acme, k),
    bread: (id) => ({ method: "DELETE", url: `/api/bread/Category/${id}` }),
    route: (id) => ({ method: "POST", url: `/api/delete/categories/${id}` }),
    state: (db, _id, acme) => categoryState(db, acme),
  },
  {
    name: "Category: rename with a taken slug is refused",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:422 store-admin:422 company-admin:422 primary-admin:422 admin:422",
    target: (db, acme) => firstCategory(db, acme),
    bread: (id) => ({
      method: "PUT",
      url: `/api/bread/Category/${id}`,
      body: { name: "Renamed", slug: "doomed-0" },
    }),
    route: (id) => ({
      method: "POST",
      url: `/api/categories/${id}`,
      body: { name: "Renamed", slug: "doomed-0" },
    }),
    state: (db, _id, acme) => categoryState(db, acme),
  },
  {
    name: "Product: price below the minimum is refused",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:422 store-admin:422 company-admin:422 primary-admin:422 admin:422",
    target: (db, acme) => nthProduct(db, acme, 0),
    bread: (id) => ({ method: "PUT", url: `/api/bread/Product/${id}`, body: { price: 1 } }),
    route: (id) => ({ method: "POST", url: "/api/quick-edit/product", body: { id, price: 1 } }),
    state: (db, id) => productState(db, id),
  },
  {
    name: "Product: rename",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:ok store-admin:ok company-admin:ok primary-admin:ok admin:ok",
    target: (db, acme) => nthProduct(db, acme, 0),
    bread: (id) => ({ method: "PUT", url: `/api/bread/Product/${id}`, body: { name: "Renamed Tee" } }),
    route: (id) => ({ method: "POST", url: "/api/quick-edit/product", body: { id, name: "Renamed Tee" } }),
    state: (db, id) => productState(db, id),
  },
  {
    name: "Product: delete",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:ok store-admin:ok company-admin:ok primary-admin:ok admin:ok",
    target: (db, acme, k) => nthProduct(db, acme, k + 1),
    bread: (id) => ({ method: "DELETE", url: `/api/bread/Product/${id}` }),
    route: (id) => ({ method: "POST", url: "/api/products/delete", body: { ids: [id] } }),
    state: (db, id) => productState(db, id),
  },
];

describe("BREAD writes are the entity's own writes", () => {
  equivalenceTests(sides, CASES);

  it("Payment: BREAD changes no payout (the payment-request routes do), for every role", async () => {
    const { a } = sides;
    const row = await a.t.db.kysely
      .selectFrom("payments")
      .select(["id"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    for (const role of ROLES) {
      for (const r of [
        { method: "PUT" as const, url: `/api/bread/Payment/${row.id}`, body: { done: 1 } },
        { method: "DELETE" as const, url: `/api/bread/Payment/${row.id}` },
        { method: "POST" as const, url: "/api/bread/Payment", body: { website_id: a.acme } },
      ]) {
        const res = await send(a, role, r);
        expect([403, 404, 405], `${role} ${r.method}: ${res.status}`).toContain(res.status);
      }
    }
  });
});
