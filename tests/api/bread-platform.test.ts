import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { call, createTestApp, login, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let admin: string, owner: string, storeAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner, storeAdmin] = await Promise.all(
    ["admin", "owner", "store-admin"].map((u) => login(t.app, `${u}@example.com`)),
  );
});
afterAll(() => t.close());

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");
const total = (range: unknown) => Number(String(range).split("/")[1]);
const SECRETS = ["password_hash", "token_hash", "password", "secret", "api_key"];
const noSecrets = (body: unknown) => {
  const text = JSON.stringify(body);
  for (const key of SECRETS) expect(text).not.toContain(`"${key}"`);
};

type Blank = {
  id: number;
  name: string;
  brand: string;
  category: string;
  style_id: string;
  is_active: number;
  suggested_method: number;
  print_areas: unknown;
  price_from: number | null;
  variant_count: number;
};

const blank = (overrides: Record<string, unknown> = {}) => ({
  style_id: "BREAD-100",
  short_name: "Bread Tee",
  name: "Bread Tee 100",
  brand: "Breadwear",
  category: "T-Shirts",
  description: "A blank made through BREAD.",
  suggested_method: 1,
  print_price: 500,
  print_price_second: 300,
  first_custom_fee: 950,
  variants: [
    { color: "Black", color_swatch: "#111111", size: "M", cost: 400, quantity: 20 },
    { color: "Black", color_swatch: "#111111", size: "L", cost: 420, quantity: 0 },
  ],
  ...overrides,
});

describe("/api/bread/SupplierProduct", () => {
  it("lists the whole catalogue to an admin with Content-Range equal to the table's count", async () => {
    const res = await call(t.app, "GET", `/api/bread/SupplierProduct?${q({ range: [0, 9] })}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    const rows = res.json<Blank[]>();
    expect(rows.length).toBeGreaterThan(0);
    const count = await t.db.kysely
      .selectFrom("supplier_products")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(String(res.headers["content-range"])).toMatch(/^supplierproduct 0-\d+\/\d+$/);
    expect(total(res.headers["content-range"])).toBe(Number(count.n));
    expect(rows.map((r) => r.name)).toEqual([...rows.map((r) => r.name)].sort((a, b) => (a < b ? -1 : 1)));
    expect(Array.isArray(rows[0]!.print_areas)).toBe(true);
    expect(typeof rows[0]!.variant_count).toBe("number");
    noSecrets(rows);
  });

  it("filters by brand, category, decoration method and active, sorts, and searches with q", async () => {
    const first = await t.db.kysely
      .selectFrom("supplier_products")
      .select(["brand", "category", "suggested_method", "style_id"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const list = async (params: Record<string, unknown>) => {
      const res = await call(
        t.app,
        "GET",
        `/api/bread/SupplierProduct?${q({ range: [0, 499], ...params })}`,
        {
          token: admin,
        },
      );
      expect(res.status).toBe(200);
      return res.json<Blank[]>();
    };
    const byBrand = await list({ filter: { brand: first.brand } });
    expect(byBrand.length).toBeGreaterThan(0);
    expect(byBrand.every((r) => r.brand === first.brand)).toBe(true);
    const byCategory = await list({ filter: { category: first.category } });
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.every((r) => r.category === first.category)).toBe(true);
    const byMethod = await list({ filter: { suggested_method: first.suggested_method } });
    expect(byMethod.length).toBeGreaterThan(0);
    expect(byMethod.every((r) => r.suggested_method === first.suggested_method)).toBe(true);
    const active = await list({ filter: { is_active: true } });
    expect(active.every((r) => r.is_active === 1)).toBe(true);
    const found = await list({ filter: { q: first.style_id.toLowerCase() } });
    expect(found.some((r) => r.style_id === first.style_id)).toBe(true);
    const sorted = await list({ sort: ["brand", "DESC"] });
    expect(sorted.map((r) => r.brand)).toEqual([...sorted.map((r) => r.brand)].sort().reverse());
  });

  it("creates, updates and deletes through the catalogue's own rules, and refuses bad input with 422", async () => {
    const created = await call(t.app, "POST", "/api/bread/SupplierProduct", { token: admin, body: blank() });
    expect(created.status).toBe(201);
    const id = created.json<Blank>().id;
    expect(created.json<Blank>().variant_count).toBe(2);
    const variants = await t.db.kysely
      .selectFrom("supplier_variants")
      .select("sku")
      .where("supplier_product_id", "=", id)
      .orderBy("sku")
      .execute();
    expect(variants.map((v) => v.sku)).toEqual(["BLACK_L", "BLACK_M"]);

    const clash = await call(t.app, "POST", "/api/bread/SupplierProduct", { token: admin, body: blank() });
    expect(clash.status).toBe(422);
    const missing = await call(t.app, "POST", "/api/bread/SupplierProduct", {
      token: admin,
      body: blank({ name: "" }),
    });
    expect(missing.status).toBe(422);
    expect(missing.json<{ message: string }>().message).toBe(MSG.required);

    const updated = await call(t.app, "PUT", `/api/bread/SupplierProduct/${id}`, {
      token: admin,
      body: blank({
        name: "Bread Tee 100 v2",
        variants: [{ color: "White", color_swatch: "#ffffff", size: "S", cost: 380, quantity: 3 }],
      }),
    });
    expect(updated.status).toBe(200);
    expect(updated.json<Blank>().name).toBe("Bread Tee 100 v2");
    const row = await t.db.kysely
      .selectFrom("supplier_products")
      .select(["name", "inventory_quantity"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "Bread Tee 100 v2", inventory_quantity: 3 });

    const read = await call(t.app, "GET", `/api/bread/SupplierProduct/${id}`, { token: admin });
    expect(read.json<Blank>().variant_count).toBe(1);

    const gone = await call(t.app, "DELETE", `/api/bread/SupplierProduct/${id}`, { token: admin });
    expect(gone.status).toBe(200);
    const left = await t.db.kysely
      .selectFrom("supplier_products")
      .select("id")
      .where("id", "=", id)
      .execute();
    expect(left).toEqual([]);
    expect((await call(t.app, "GET", `/api/bread/SupplierProduct/${id}`, { token: admin })).status).toBe(404);
  });

  it("is read by store staff (active blanks only) and written by platform admins only (403)", async () => {
    const active = await t.db.kysely
      .selectFrom("supplier_products")
      .select("id")
      .where("is_active", "=", 1)
      .executeTakeFirstOrThrow();
    const made = await call(t.app, "POST", "/api/bread/SupplierProduct", {
      token: admin,
      body: blank({ style_id: "OFF-1", name: "Switched-off blank", is_active: 0 }),
    });
    expect(made.status).toBe(201);
    const off = made.json<Blank>();
    const activeCount = await t.db.kysely
      .selectFrom("supplier_products")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("is_active", "=", 1)
      .executeTakeFirstOrThrow();
    for (const token of [owner, storeAdmin]) {
      const list = await call(t.app, "GET", `/api/bread/SupplierProduct?${q({ range: [0, 499] })}`, {
        token,
      });
      expect(list.status).toBe(200);
      expect(total(list.headers["content-range"])).toBe(Number(activeCount.n));
      expect(list.json<Blank[]>().every((r) => r.is_active === 1)).toBe(true);
      // Asking for the switched-off ones shows none of them.
      const asked = await call(
        t.app,
        "GET",
        `/api/bread/SupplierProduct?${q({ filter: { is_active: 0 } })}`,
        {
          token,
        },
      );
      expect(asked.status).toBe(200);
      expect(asked.json<Blank[]>().map((r) => r.id)).not.toContain(off.id);
      const one = await call(t.app, "GET", `/api/bread/SupplierProduct/${active.id}`, { token });
      expect(one.status).toBe(200);
      expect(one.json<Blank>().id).toBe(active.id);
      const hidden = await call(t.app, "GET", `/api/bread/SupplierProduct/${off.id}`, { token });
      expect(hidden.status).toBe(404);
      expect(hidden.json<{ message: string }>().message).toBe(
        (await call(t.app, "GET", "/api/bread/SupplierProduct/999999", { token })).json<{ message: string }>()
          .message,
      );
      expect((await call(t.app, "POST", "/api/bread/SupplierProduct", { token, body: blank() })).status).toBe(
        403,
      );
      expect(
        (await call(t.app, "PUT", `/api/bread/SupplierProduct/${active.id}`, { token, body: blank() }))
          .status,
      ).toBe(403);
      expect((await call(t.app, "DELETE", `/api/bread/SupplierProduct/${active.id}`, { token })).status).toBe(
        403,
      );
    }
    // A platform admin reads the switched-off blank too.
    expect((await call(t.app, "GET", `/api/bread/SupplierProduct/${off.id}`, { token: admin })).status).toBe(
      200,
    );
    expect(
      (await call(t.app, "DELETE", `/api/bread/SupplierProduct/${off.id}`, { token: admin })).status,
    ).toBe(200);
  });
});

type UserRow = { id: number; name: string; email: string; deactivated_at: string | null; is_admin: boolean };

describe("/api/bread/User", () => {
  const userId = async (email: string) =>
    (await t.db.kysely.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow())
      .id;

  it("lists every user to a platform admin without password hashes or tokens", async () => {
    const res = await call(t.app, "GET", `/api/bread/User?${q({ range: [0, 4], sort: ["email", "ASC"] })}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    const rows = res.json<UserRow[]>();
    const count = await t.db.kysely
      .selectFrom("users")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(String(res.headers["content-range"])).toMatch(/^user 0-\d+\/\d+$/);
    expect(total(res.headers["content-range"])).toBe(Number(count.n));
    expect(rows.map((r) => r.email)).toEqual([...rows.map((r) => r.email)].sort());
    noSecrets(rows);
    const one = await call(t.app, "GET", `/api/bread/User/${await userId("admin@example.com")}`, {
      token: admin,
    });
    expect(one.json<UserRow>().is_admin).toBe(true);
    noSecrets(one.json());
  });

  it("searches name and email with q and filters active users", async () => {
    const found = await call(t.app, "GET", `/api/bread/User?${q({ filter: { q: "OWNER@example" } })}`, {
      token: admin,
    });
    expect(found.json<UserRow[]>().map((r) => r.email)).toContain("owner@example.com");
    expect(
      found.json<UserRow[]>().every((r) => /owner@example/i.test(r.email) || /owner@example/i.test(r.name)),
    ).toBe(true);
    const active = await call(
      t.app,
      "GET",
      `/api/bread/User?${q({ filter: { active: true }, range: [0, 499] })}`,
      {
        token: admin,
      },
    );
    expect(active.json<UserRow[]>().every((r) => r.deactivated_at === null)).toBe(true);
  });

  it("deactivates and reactivates a user as the admin panel does; its own account and bad input are refused", async () => {
    const id = await userId("client@example.com");
    const off = await call(t.app, "PUT", `/api/bread/User/${id}`, {
      token: admin,
      body: { deactivated: true },
    });
    expect(off.status).toBe(200);
    expect(off.json<UserRow>().deactivated_at).not.toBeNull();
    const sessions = await t.db.kysely
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", id)
      .execute();
    expect(sessions).toEqual([]);
    const on = await call(t.app, "PUT", `/api/bread/User/${id}`, {
      token: admin,
      body: { deactivated: false },
    });
    expect(on.json<UserRow>().deactivated_at).toBeNull();

    const self = await call(t.app, "PUT", `/api/bread/User/${await userId("admin@example.com")}`, {
      token: admin,
      body: { deactivated: true },
    });
    expect(self.status).toBe(409);
    expect(self.json<{ message: string }>().message).toBe(
      "Use your account settings to deactivate your own account.",
    );
    const bad = await call(t.app, "PUT", `/api/bread/User/${id}`, {
      token: admin,
      body: { deactivated: "yes" },
    });
    expect(bad.status).toBe(422);
    expect(
      (await call(t.app, "PUT", `/api/bread/User/999999`, { token: admin, body: { deactivated: true } }))
        .status,
    ).toBe(404);
  });

  it("creates and deletes no user (405), and refuses every action to a non-admin (403)", async () => {
    const id = await userId("owner@example.com");
    expect((await call(t.app, "POST", "/api/bread/User", { token: admin, body: { name: "x" } })).status).toBe(
      405,
    );
    expect((await call(t.app, "DELETE", `/api/bread/User/${id}`, { token: admin })).status).toBe(405);
    for (const token of [owner, storeAdmin]) {
      expect((await call(t.app, "GET", "/api/bread/User", { token })).status).toBe(403);
      expect((await call(t.app, "GET", `/api/bread/User/${id}`, { token })).status).toBe(403);
      expect(
        (await call(t.app, "PUT", `/api/bread/User/${id}`, { token, body: { deactivated: true } })).status,
      ).toBe(403);
    }
  });
});

describe("/api/bread/SupplierProduct and the storefront", () => {
  it("an update of a blank drops the cached pages of every store selling it, as the editor's route does", async () => {
    const tees = await t.db.kysely
      .selectFrom("websites")
      .select("id")
      .where("name", "=", "Oscar's Tees")
      .executeTakeFirstOrThrow();
    const sold = await t.db.kysely
      .selectFrom("products")
      .select("supplier_product_id")
      .where("website_id", "=", tees.id)
      .where("deleted_at", "is", null)
      .where("supplier_product_id", "is not", null)
      .executeTakeFirstOrThrow();
    const id = sold.supplier_product_id!;
    const row = await t.db.kysely
      .selectFrom("supplier_products")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const variants = await t.db.kysely
      .selectFrom("supplier_variants")
      .select(["id", "color", "color_swatch", "size", "cost", "quantity", "available"])
      .where("supplier_product_id", "=", id)
      .orderBy("id")
      .execute();
    const page = () => t.app.inject({ method: "GET", url: "/store/oscars-tees/" });
    await page();
    expect((await page()).headers["x-storefront-cache"]).toBe("hit");
    const res = await call(t.app, "PUT", `/api/bread/SupplierProduct/${id}`, {
      token: admin,
      body: {
        style_id: row.style_id,
        short_name: row.short_name,
        name: row.name,
        brand: row.brand,
        category: row.category,
        description: `${row.description} `.trim(),
        suggested_method: row.suggested_method,
        second_suggested_method: row.second_suggested_method,
        moq: row.moq,
        print_price: row.print_price,
        print_price_second: row.print_price_second,
        first_custom_fee: row.first_custom_fee,
        is_customizable: row.is_customizable,
        is_active: row.is_active,
        popular: row.popular,
        similar_product_id: row.similar_product_id,
        variants,
      },
    });
    expect(res.status).toBe(200);
    expect((await page()).headers["x-storefront-cache"]).toBe("miss");
  });
});
