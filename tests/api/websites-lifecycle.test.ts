import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { STORE_MSG } from "../../domain/stores.js";
import { call, createTestApp, login, type TestApp } from "../helpers/test-app.js";
import { actors, expectStoreGuards, type Actors } from "./websites-helpers.js";

let t: TestApp;
let a: Actors;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
});
afterAll(() => t.close());

const count = async (
  table: "products" | "pages" | "categories" | "product_variants" | "departments",
  websiteId: number,
) => {
  const k = t.db.kysely;
  if (table === "product_variants") {
    const row = await k
      .selectFrom("product_variants")
      .innerJoin("products", "products.id", "product_variants.product_id")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("products.website_id", "=", websiteId)
      .where("products.deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  let q = k
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("website_id", "=", websiteId);
  if (table === "products") q = q.where("deleted_at", "is", null);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

type Summary = {
  id: number;
  name: string;
  link: string;
  plan: string;
  is_demo: number;
  user_id: number;
  permissions: string[];
};

describe("POST /api/websites", () => {
  it("creates a free-plan store with the creation rules and the first free link", async () => {
    const res = await call(t.app, "POST", "/api/websites", {
      token: a.owner,
      body: { name: "Oscar's Tees" },
    });
    expect(res.status).toBe(201);
    const w = res.json<Summary & { limits: Record<string, unknown> }>();
    expect(w).toMatchObject({
      name: "Oscar's Tees",
      link: "oscars-tees-2",
      plan: "free",
      is_demo: 0,
      user_id: a.uid.owner,
    });
    expect(w.limits).toMatchObject({ giftcards: false, products: 50 });
    expect(w.permissions).toContain("edit_settings");
    const demo = await call(t.app, "POST", "/api/websites", {
      token: a.owner,
      body: { name: "Try-out", is_demo: true },
    });
    expect(demo.json<Summary>().is_demo).toBe(1);
  });

  it("refuses users who may not create stores, bad names, and anonymous callers", async () => {
    // A designer of a company without can_create_stores.
    expect(
      (await call(t.app, "POST", "/api/websites", { token: a.designer, body: { name: "Mine" } })).status,
    ).toBe(403);
    const empty = await call(t.app, "POST", "/api/websites", { token: a.owner, body: { name: " " } });
    expect(empty.status).toBe(422);
    expect(empty.json().message).toBe(MSG.required);
    expect((await call(t.app, "POST", "/api/websites", { body: { name: "x" } })).status).toBe(401);
  });
});

describe("POST /api/websites/clone", () => {
  it("copies settings, pages, categories, products and variants of a store the caller may open", async () => {
    const k = t.db.kysely;
    await k
      .insertInto("departments")
      .values({ website_id: a.team, name: "Sales", created_at: new Date().toISOString() })
      .execute();
    const res = await call(t.app, "POST", "/api/websites/clone", {
      token: a.primary,
      body: { website_id: a.team, name: "Acme Team Store Copy" },
    });
    expect(res.status).toBe(201);
    const copy = res.json<{ message: string; website: Summary }>();
    expect(copy.message).toBe(STORE_MSG.cloned);
    expect(copy.website).toMatchObject({
      name: "Acme Team Store Copy",
      link: "acme-team-store-copy",
      plan: "pro",
    });
    const id = copy.website.id;
    for (const table of ["products", "pages", "categories", "product_variants", "departments"] as const) {
      expect(await count(table, id), table).toBe(await count(table, a.team));
      expect(await count(table, id), table).toBeGreaterThan(0);
    }
    const row = await k.selectFrom("websites").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      is_launched: 0,
      stripe_valid: 0,
      address_valid: 1,
      user_id: a.uid["primary-admin"],
    });
    // Category links point at the copy's own categories.
    const foreignLinks = await k
      .selectFrom("product_categories")
      .innerJoin("products", "products.id", "product_categories.product_id")
      .innerJoin("categories", "categories.id", "product_categories.category_id")
      .select("products.id")
      .where("products.website_id", "=", id)
      .where("categories.website_id", "!=", id)
      .execute();
    expect(foreignLinks).toEqual([]);
    // No orders, no payment accounts travel with it.
    const orders = await k.selectFrom("orders").select("id").where("website_id", "=", id).execute();
    expect(orders).toEqual([]);
  });

  it("refuses a store the caller cannot open (404), a member without edit_settings (403), bad input and 401", async () => {
    // Oscar may create stores but holds no right in Acme's; with a designer's rights there he still may not copy it.
    await t.db.kysely
      .insertInto("website_users")
      .values({
        website_id: a.team,
        user_id: a.uid.owner!,
        company_role: "designer",
        created_at: new Date().toISOString(),
      })
      .execute();
    const designer = await call(t.app, "POST", "/api/websites/clone", {
      token: a.owner,
      body: { website_id: a.team },
    });
    expect(designer.status).toBe(403);
    await t.db.kysely
      .deleteFrom("website_users")
      .where("website_id", "=", a.team)
      .where("user_id", "=", a.uid.owner!)
      .execute();
    const foreign = await call(t.app, "POST", "/api/websites/clone", {
      token: a.owner,
      body: { website_id: a.team },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.json().message).toBe(MSG.websiteNotFound);
    expect(
      (await call(t.app, "POST", "/api/websites/clone", { token: a.designer, body: { website_id: a.team } }))
        .status,
    ).toBe(403);
    expect((await call(t.app, "POST", "/api/websites/clone", { token: a.primary, body: {} })).status).toBe(
      422,
    );
    expect((await call(t.app, "POST", "/api/websites/clone", { body: { website_id: a.team } })).status).toBe(
      401,
    );
  });
});

describe("archive and restore", () => {
  it("archives and restores with full_admin_access", async () => {
    const archived = await call(t.app, "POST", "/api/websites/archive", {
      token: a.owner,
      body: { website_id: a.mugs },
    });
    expect(archived.status).toBe(200);
    expect(archived.json().message).toBe(STORE_MSG.archived);
    const list = await call(t.app, "GET", "/api/websites", { token: a.owner });
    expect(list.json<Summary[]>().map((w) => w.id)).not.toContain(a.mugs);
    const restored = await call(t.app, "POST", `/api/websites/restore/${a.mugs}`, { token: a.owner });
    expect(restored.status).toBe(200);
    expect(restored.json().message).toBe(STORE_MSG.restored);
    const again = await call(t.app, "GET", "/api/websites", { token: a.owner });
    expect(again.json<Summary[]>().map((w) => w.id)).toContain(a.mugs);
  });

  it("refuses 401, 404 outside the store, 403 with the permission at 0", async () => {
    await expectStoreGuards(
      t,
      a,
      (id) => ({ method: "POST", url: "/api/websites/archive", body: { website_id: id } }),
      "full_admin_access",
    );
    await expectStoreGuards(
      t,
      a,
      (id) => ({ method: "POST", url: `/api/websites/restore/${id}` }),
      "full_admin_access",
    );
    expect(
      (await call(t.app, "POST", "/api/websites/archive", { token: a.owner, body: { website_id: "x" } }))
        .status,
    ).toBe(422);
  });
});

describe("POST /api/transfer/website", () => {
  it("gives the store to another user, who is notified", async () => {
    const created = await call(t.app, "POST", "/api/websites", {
      token: a.owner,
      body: { name: "Gift Shop" },
    });
    const id = created.json<Summary>().id;
    const res = await call(t.app, "POST", "/api/transfer/website", {
      token: a.owner,
      body: { website_id: id, email: "Primary-Admin@example.com" },
    });
    expect(res.status).toBe(200);
    expect(res.json().message).toBe(STORE_MSG.transferred("primary-admin@example.com"));
    const row = await t.db.kysely
      .selectFrom("websites")
      .select(["user_id", "company_id"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(a.uid["primary-admin"]);
    expect(row.company_id).not.toBeNull();
    const note = await t.db.kysely
      .selectFrom("notifications")
      .select("content")
      .where("user_id", "=", a.uid["primary-admin"]!)
      .where("website_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(note.content).toContain("Gift Shop");
    // The previous owner no longer has the store.
    expect((await call(t.app, "GET", `/api/active/website/${id}`, { token: a.owner })).status).toBe(404);
  });

  it("is for the owner or an admin only, and checks the email", async () => {
    const bad = await call(t.app, "POST", "/api/transfer/website", {
      token: a.owner,
      body: { website_id: a.tees, email: "nobody@example.com" },
    });
    expect(bad.status).toBe(422);
    expect(bad.json().message).toBe(STORE_MSG.transferUnknownUser);
    const same = await call(t.app, "POST", "/api/transfer/website", {
      token: a.owner,
      body: { website_id: a.tees, email: "owner@example.com" },
    });
    expect(same.json().message).toBe(STORE_MSG.transferSameOwner);
    const invalidEmail = await call(t.app, "POST", "/api/transfer/website", {
      token: a.owner,
      body: { website_id: a.tees, email: "nope" },
    });
    expect(invalidEmail.status).toBe(422);
    expect(invalidEmail.json().message).toBe(MSG.invalidEmail);
    // A store admin holds every right but is not the owner.
    const staff = await call(t.app, "POST", "/api/transfer/website", {
      token: a.storeAdmin,
      body: { website_id: a.team, email: "owner@example.com" },
    });
    expect(staff.status).toBe(403);
    const foreign = await call(t.app, "POST", "/api/transfer/website", {
      token: a.owner,
      body: { website_id: a.team, email: "owner@example.com" },
    });
    expect(foreign.status).toBe(404);
    expect(
      (await call(t.app, "POST", "/api/transfer/website", { body: { website_id: a.team, email: "a@b.co" } }))
        .status,
    ).toBe(401);
  });
});

describe("POST /api/websites/destroy", () => {
  it("deletes a never-launched store and everything in it, for the owner", async () => {
    const k = t.db.kysely;
    const products = await count("products", a.mugs);
    expect(products).toBeGreaterThan(0);
    const res = await call(t.app, "POST", "/api/websites/destroy", {
      token: a.owner,
      body: { website_id: a.mugs },
    });
    expect(res.status).toBe(200);
    expect(res.json().message).toBe(STORE_MSG.destroyed);
    expect(
      await k.selectFrom("websites").select("id").where("id", "=", a.mugs).executeTakeFirst(),
    ).toBeUndefined();
    expect(await count("products", a.mugs)).toBe(0);
    expect(
      await k.selectFrom("orders").select("id").where("website_id", "=", a.mugs).executeTakeFirst(),
    ).toBeUndefined();
  });

  it("keeps a launched store until it is archived; staff, strangers and anonymous callers are refused", async () => {
    const launched = await call(t.app, "POST", "/api/websites/destroy", {
      token: a.owner,
      body: { website_id: a.tees },
    });
    expect(launched.status).toBe(409);
    expect(launched.json().message).toBe(STORE_MSG.destroyNotAllowed);
    const staff = await call(t.app, "POST", "/api/websites/destroy", {
      token: a.storeAdmin,
      body: { website_id: a.events },
    });
    expect(staff.status).toBe(403);
    const foreign = await call(t.app, "POST", "/api/websites/destroy", {
      token: a.owner,
      body: { website_id: a.events },
    });
    expect(foreign.status).toBe(404);
    expect(
      (await call(t.app, "POST", "/api/websites/destroy", { body: { website_id: a.events } })).status,
    ).toBe(401);
    // Archived first, an admin may then remove it.
    await call(t.app, "POST", "/api/websites/archive", { token: a.owner, body: { website_id: a.tees } });
    const admin = await login(t.app, "admin@example.com");
    expect(
      (await call(t.app, "POST", "/api/websites/destroy", { token: admin, body: { website_id: a.tees } }))
        .status,
    ).toBe(200);
  });
});
