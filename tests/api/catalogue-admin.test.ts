import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, login, type TestApp } from "../helpers/test-app.js";
import { importCsv, jobsQueued } from "../helpers/imports.js";
import { csvForm } from "./websites-helpers.js";

let t: TestApp;
let admin: string;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner] = await Promise.all([login(t.app, "admin@example.com"), login(t.app, "owner@example.com")]);
});
afterAll(() => t.close());

type Variant = { id: number; color: string; size: string; cost: number; quantity: number; sku: string };
type Detail = { id: number; name: string; style_id: string; variants: Variant[]; inventory_quantity: number };
type Saved = { message: string; product: Detail; notified: number };

const blank = (overrides: Record<string, unknown> = {}) => ({
  style_id: "TEST-100",
  short_name: "Test Tee",
  name: "Test Tee 100",
  brand: "Testwear",
  category: "T-Shirts",
  description: "A test blank.",
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

describe("POST /api/smake/product, POST /api/update/smake/product, DELETE /api/smake/product/{id}", () => {
  it("lets an admin create, update (variants replaced) and delete a supplier product", async () => {
    const created = await call(t.app, "POST", "/api/smake/product", { token: admin, body: blank() });
    expect(created.status).toBe(200);
    const product = created.json<Saved>().product;
    expect(created.json<Saved>().message).toBe("Completed successfully");
    expect(product.variants.map((v) => v.sku)).toEqual(["BLACK_M", "BLACK_L"]);
    expect(product.inventory_quantity).toBe(20);

    const [m] = product.variants;
    const updated = await call(t.app, "POST", "/api/update/smake/product", {
      token: admin,
      body: blank({
        id: product.id,
        name: "Test Tee 100 v2",
        variants: [
          { id: m!.id, color: "Black", color_swatch: "#111111", size: "M", cost: 400, quantity: 7 },
          { color: "White", color_swatch: "#ffffff", size: "S", cost: 380, quantity: 3 },
        ],
      }),
    });
    expect(updated.status).toBe(200);
    const after = updated.json<Saved>().product;
    expect(after.name).toBe("Test Tee 100 v2");
    expect(after.variants.map((v) => v.sku).sort()).toEqual(["BLACK_M", "WHITE_S"]);
    expect(after.variants.find((v) => v.sku === "BLACK_M")!.id).toBe(m!.id);
    expect(updated.json<Saved>().notified).toBe(0);

    const gone = await call(t.app, "DELETE", `/api/smake/product/${product.id}`, { token: admin });
    expect(gone.status).toBe(200);
    expect((await call(t.app, "GET", `/api/smake/product/${product.id}`, { token: admin })).status).toBe(404);
    expect((await call(t.app, "DELETE", `/api/smake/product/${product.id}`, { token: admin })).status).toBe(
      404,
    );
  });

  it("refuses store users (403), no session (401), bad input (422) and a taken style id", async () => {
    expect((await call(t.app, "POST", "/api/smake/product", { body: blank() })).status).toBe(401);
    const denied = await call(t.app, "POST", "/api/smake/product", { token: owner, body: blank() });
    expect(denied.status).toBe(403);
    expect(denied.json().message).toBe("You don't have permission to access this resource.");
    expect(
      (await call(t.app, "POST", "/api/update/smake/product", { token: owner, body: blank({ id: 1 }) }))
        .status,
    ).toBe(403);
    expect((await call(t.app, "DELETE", "/api/smake/product/1", { token: owner })).status).toBe(403);

    const bad = await call(t.app, "POST", "/api/smake/product", {
      token: admin,
      body: blank({
        name: "",
        variants: [{ color: "Red", color_swatch: "red", size: "M", cost: -1, quantity: 1 }],
      }),
    });
    expect(bad.status).toBe(422);
    expect(bad.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      name: "This element is required",
      "variants.0.color_swatch": expect.any(String),
      "variants.0.cost": expect.any(String),
    });
    const taken = await call(t.app, "POST", "/api/smake/product", {
      token: admin,
      body: blank({ style_id: "G5000" }),
    });
    expect(taken.status).toBe(422);
    expect(taken.json<{ errors: Record<string, string> }>().errors.style_id).toBeDefined();
    const twice = await call(t.app, "POST", "/api/smake/product", {
      token: admin,
      body: blank({
        style_id: "TEST-DUP",
        variants: [
          { color: "Red", color_swatch: "#FF0000", size: "M", cost: 1, quantity: 1 },
          { color: "red", color_swatch: "#FF0000", size: "m", cost: 1, quantity: 1 },
        ],
      }),
    });
    expect(twice.status).toBe(422);
    expect(
      (await call(t.app, "POST", "/api/update/smake/product", { token: admin, body: blank({ id: 999999 }) }))
        .status,
    ).toBe(404);
  });

  it("notifies the teams of stores selling the blank when a cost changes, per their price_changes setting", async () => {
    const used = await t.db.kysely
      .selectFrom("products")
      .innerJoin("websites", "websites.id", "products.website_id")
      .select([
        "products.supplier_product_id as sid",
        "websites.user_id as ownerId",
        "websites.id as websiteId",
      ])
      .where("websites.name", "=", "Oscar's Tees")
      .where("products.supplier_product_id", "is not", null)
      .where("products.deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .updateTable("users")
      .set({ price_changes_notifications: 1 })
      .where("id", "=", used.ownerId)
      .execute();
    const detail = (await call(t.app, "GET", `/api/smake/product/${used.sid}`, { token: admin })).json<
      Detail & Record<string, unknown>
    >();
    const before = await t.db.kysely
      .selectFrom("notifications")
      .select("id")
      .where("user_id", "=", used.ownerId)
      .where("type", "=", "price_change")
      .execute();
    const body = {
      ...blank({
        id: detail.id,
        style_id: detail.style_id,
        name: detail.name,
        short_name: detail["short_name"],
        brand: detail["brand"],
        category: detail["category"],
        suggested_method: detail["suggested_method"],
      }),
      variants: detail.variants.map((v, i) => ({
        id: v.id,
        color: v.color,
        color_swatch: (v as unknown as { color_swatch: string }).color_swatch,
        size: v.size,
        cost: i === 0 ? v.cost + 50 : v.cost,
        quantity: v.quantity,
      })),
    };
    const res = await call(t.app, "POST", "/api/update/smake/product", { token: admin, body });
    expect(res.status).toBe(200);
    expect(res.json<Saved>().notified).toBeGreaterThan(0);
    const after = await t.db.kysely
      .selectFrom("notifications")
      .select(["content", "website_id"])
      .where("user_id", "=", used.ownerId)
      .where("type", "=", "price_change")
      .execute();
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      website_id: used.websiteId,
      content: expect.stringContaining("Supplier prices changed"),
    });

    // Switched off: no notification for that user.
    await t.db.kysely
      .updateTable("users")
      .set({ price_changes_notifications: 0 })
      .where("id", "=", used.ownerId)
      .execute();
    body.variants[0]!.cost += 50;
    await call(t.app, "POST", "/api/update/smake/product", { token: admin, body });
    const off = await t.db.kysely
      .selectFrom("notifications")
      .select("id")
      .where("user_id", "=", used.ownerId)
      .where("type", "=", "price_change")
      .execute();
    expect(off.length).toBe(after.length);
  });
});

describe("supplier catalogue CSV", () => {
  it("exports one row per variant for admins only", async () => {
    const res = await call(t.app, "GET", "/api/smake/products/csv", { token: admin });
    expect(res.status).toBe(200);
    expect(String(res.headers["content-type"])).toContain("text/csv");
    const lines = String(res.body).trim().split(/\r?\n/);
    expect(lines[0]).toContain("style_id,short_name,name,brand,category");
    expect(lines.some((l) => l.startsWith("G5000,"))).toBe(true);
    expect((await call(t.app, "GET", "/api/smake/products/csv", { token: owner })).status).toBe(403);
    expect((await call(t.app, "GET", "/api/smake/products/csv")).status).toBe(401);
  });

  const header =
    "style_id,short_name,name,brand,category,description,suggested_method,second_suggested_method,moq,print_price,print_price_second,first_custom_fee,is_customizable,is_active,popular,color,color_swatch,size,cost,quantity,available";

  it("queues a good file as an import job that creates, then updates, blanks by style id", async () => {
    const line = (size: string, cost: string, quantity: number) =>
      `CSV-1,Csv Tee,Csv Tee 1,Csvwear,T-Shirts,From a file,1,,1,5.00,3.00,9.50,0,1,10,Navy,#1F2A44,${size},${cost},${quantity},1`;
    const res = await importCsv(t.app, "/api/upload/smake", {
      token: admin,
      body: csvForm("catalogue.csv", [header, line("M", "4.10", 12), line("L", "4.30", 0)].join("\n")),
    });
    expect(res.status).toBe(202);
    expect(res.json()).toMatchObject({ status: "queued", done: 0, total: 1 });
    expect(res.job).toEqual({
      id: res.json<{ id: number }>().id,
      status: "done",
      done: 1,
      total: 1,
      created: 1,
      updated: 0,
      message: "Completed successfully",
    });
    const found = await t.db.kysely
      .selectFrom("supplier_products")
      .select(["id", "print_price", "inventory_quantity"])
      .where("style_id", "=", "CSV-1")
      .executeTakeFirstOrThrow();
    expect(found).toMatchObject({ print_price: 500, inventory_quantity: 12 });
    const costs = () =>
      t.db.kysely
        .selectFrom("supplier_variants")
        .select(["sku", "cost"])
        .where("supplier_product_id", "=", found.id)
        .orderBy("sku")
        .execute();
    expect(await costs()).toEqual([
      { sku: "NAVY_L", cost: 430 },
      { sku: "NAVY_M", cost: 410 },
    ]);

    // The same style id again: the blank is updated, and the variant the file does not name is kept.
    const again = await importCsv(t.app, "/api/upload/smake", {
      token: admin,
      body: csvForm("catalogue.csv", [header, line("M", "4.50", 12)].join("\n")),
    });
    expect(again.job).toMatchObject({ status: "done", done: 1, total: 1, created: 0, updated: 1 });
    expect(await costs()).toEqual([
      { sku: "NAVY_L", cost: 430 },
      { sku: "NAVY_M", cost: 450 },
    ]);
  });

  it("refuses the whole file with per-row errors when one row is bad", async () => {
    const text = [
      header,
      "CSV-2,Ok,Ok Tee,Okwear,T-Shirts,,1,,1,5.00,3.00,9.50,0,1,0,Navy,#1F2A44,M,4.10,12,1",
      "CSV-3,Bad,,Badwear,T-Shirts,,1,,1,5.00,3.00,9.50,0,1,0,Navy,#1F2A44,M,abc,12,1",
    ].join("\n");
    const queued = await jobsQueued(t.db);
    const res = await call(t.app, "POST", "/api/upload/smake", {
      token: admin,
      body: csvForm("catalogue.csv", text),
    });
    expect(res.status).toBe(422);
    expect(await jobsQueued(t.db)).toBe(queued);
    const errors = res.json<{ errors: Record<string, string> }>().errors;
    expect(errors["rows.3.name"]).toBe("Line 3: This element is required");
    expect(errors["rows.3.cost"]).toMatch(/^Line 3: /);
    const none = await t.db.kysely
      .selectFrom("supplier_products")
      .select("id")
      .where("style_id", "=", "CSV-2")
      .execute();
    expect(none).toEqual([]);

    const wrongType = await call(t.app, "POST", "/api/upload/smake", {
      token: admin,
      body: csvForm("catalogue.xlsx", text),
    });
    expect(wrongType.status).toBe(422);
    expect(wrongType.json().message).toBe("Please upload file in csv extension.");
    expect(
      (await call(t.app, "POST", "/api/upload/smake", { token: owner, body: csvForm("c.csv", text) })).status,
    ).toBe(403);
    expect((await call(t.app, "POST", "/api/upload/smake", { body: csvForm("c.csv", text) })).status).toBe(
      401,
    );
  });
});

describe("POST /admin/product-smake/update/size/images", () => {
  it("stores size chart pictures for admins, behind the same session check as /api", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const id = (
      await t.db.kysely.selectFrom("supplier_products").select("id").orderBy("id").executeTakeFirstOrThrow()
    ).id;
    const form = () => {
      const data = new FormData();
      data.append("id", String(id));
      data.append("files[0]", new Blob([new Uint8Array(png)], { type: "image/png" }), "size.png");
      return data;
    };
    const url = "/admin/product-smake/update/size/images";
    expect((await call(t.app, "POST", url, { body: form() })).status).toBe(401);
    expect((await call(t.app, "POST", url, { token: owner, body: form() })).status).toBe(403);
    const res = await call(t.app, "POST", url, { token: admin, body: form() });
    expect(res.status).toBe(200);
    expect(res.json<{ size_images: string[] }>().size_images[0]).toContain("/files/public/catalogue/sizes/");
    const detail = (await call(t.app, "GET", `/api/smake/product/${id}`, { token: admin })).json<{
      size_images: string[];
    }>();
    expect(detail.size_images).toHaveLength(1);

    const text = new FormData();
    text.append("id", String(id));
    text.append("files[0]", new Blob(["not an image"], { type: "image/png" }), "size.png");
    expect((await call(t.app, "POST", url, { token: admin, body: text })).status).toBe(422);
    const missing = new FormData();
    missing.append("id", "999999");
    missing.append("files[0]", new Blob([new Uint8Array(png)], { type: "image/png" }), "size.png");
    expect((await call(t.app, "POST", url, { token: admin, body: missing })).status).toBe(404);
  });
});
