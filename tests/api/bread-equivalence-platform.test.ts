import { describe } from "vitest";
import type { Db } from "../../server/db/types.js";
import { equivalenceTests, ROLES, twoSides, type Case } from "../helpers/bread-equivalence.js";

/**
 * The platform models' writes are the admin routes' own: a user's deactivation (the admin panel)
 * and a supplier product's update and delete (the catalogue editor). See
 * tests/helpers/bread-equivalence.ts.
 */

const sides = twoSides();

const ONLY_ADMIN = ROLES.map((r) => `${r}:${r === "admin" ? "ok" : 403}`).join(" ");

/**
 * A signed-in user who is none of the acting roles (so no caller's session ends), the same on both
 * sides, with a live session each time.
 */
async function bystander(db: Db, k: number): Promise<number> {
  const now = new Date().toISOString();
  const email = "bystander@example.com";
  const found = await db.kysely
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirst();
  const id =
    found?.id ??
    (
      await db.kysely
        .insertInto("users")
        .values({
          name: "Bystander",
          email,
          password_hash: "x",
          can_create_stores: 0,
          inventory_notifications: 0,
          low_inventory: 0,
          price_changes_notifications: 0,
          is_example: 0,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  await db.kysely
    .insertInto("sessions")
    .values({
      user_id: id,
      token_hash: `bystander-${k}`,
      created_at: now,
      last_seen_at: now,
      expires_at: "2999-01-01T00:00:00.000Z",
    })
    .execute();
  return id;
}

async function userState(db: Db, id: number) {
  const user = await db.kysely
    .selectFrom("users")
    .select(["deactivated_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const sessions = await db.kysely
    .selectFrom("sessions")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("user_id", "=", id)
    .executeTakeFirstOrThrow();
  return { ...user, sessions: Number(sessions.n) };
}

/** A fresh blank per role, the same on both sides. */
async function freshBlank(db: Db, k: number): Promise<number> {
  const now = new Date().toISOString();
  const row = await db.kysely
    .insertInto("supplier_products")
    .values({
      style_id: `EQ-${k}`,
      short_name: "Eq Tee",
      name: `Eq Tee ${k}`,
      brand: "Eqwear",
      category: "T-Shirts",
      description: "",
      suggested_method: 1,
      print_price: 500,
      print_price_second: 300,
      first_custom_fee: 950,
      is_customizable: 1,
      is_active: 1,
      print_areas: "[]",
      size_images: "[]",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const edited = (k: number) => ({
  style_id: `EQ-${k}`,
  short_name: "Eq Tee",
  name: `Eq Tee ${k} v2`,
  brand: "Eqwear",
  category: "T-Shirts",
  description: "Edited.",
  suggested_method: 1,
  print_price: 550,
  print_price_second: 300,
  first_custom_fee: 950,
  variants: [{ color: "Black", color_swatch: "#111111", size: "M", cost: 400, quantity: 5 }],
});

async function blankState(db: Db, id: number) {
  const product = await db.kysely
    .selectFrom("supplier_products")
    .select(["name", "description", "print_price", "inventory_quantity"])
    .where("id", "=", id)
    .executeTakeFirst();
  const variants = await db.kysely
    .selectFrom("supplier_variants")
    .select(["sku", "cost", "quantity"])
    .where("supplier_product_id", "=", id)
    .orderBy("sku")
    .execute();
  return { product: product ?? null, variants };
}

const CASES: Case[] = [
  {
    name: "User: deactivate (the admin panel's deactivate route)",
    outcomes: ONLY_ADMIN,
    target: (db, _acme, k) => bystander(db, k),
    bread: (id) => ({ method: "PUT", url: `/api/bread/User/${id}`, body: { deactivated: true } }),
    route: (id) => ({ method: "PUT", url: `/api/admin/users/${id}/deactivate`, body: { deactivated: true } }),
    state: (db, id) => userState(db, id),
    reset: async (db, id) => {
      await db.kysely.updateTable("users").set({ deactivated_at: null }).where("id", "=", id).execute();
    },
  },
  {
    name: "SupplierProduct: update with its variants (POST /api/update/smake/product)",
    outcomes: ONLY_ADMIN,
    target: (db, _acme, k) => freshBlank(db, k),
    bread: (id) => ({ method: "PUT", url: `/api/bread/SupplierProduct/${id}`, body: edited(id) }),
    route: (id) => ({ method: "POST", url: "/api/update/smake/product", body: { id, ...edited(id) } }),
    state: (db, id) => blankState(db, id),
  },
  {
    name: "SupplierProduct: delete (DELETE /api/smake/product/{id})",
    outcomes: ONLY_ADMIN,
    target: (db, _acme, k) => freshBlank(db, 100 + k),
    bread: (id) => ({ method: "DELETE", url: `/api/bread/SupplierProduct/${id}` }),
    route: (id) => ({ method: "DELETE", url: `/api/smake/product/${id}` }),
    state: (db, id) => blankState(db, id),
  },
];

describe("platform BREAD writes equal the admin routes", () => {
  equivalenceTests(sides, CASES);
});
