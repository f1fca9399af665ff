import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { priceBelowMinimumMessage, PRICING_MSG } from "../../domain/pricing.js";
import { VARIANT_MSG } from "../../domain/variants.js";
import { DEMO_PRODUCTION_MARGIN } from "../../server/demo/accounts.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { teeBlank, type Blank } from "../helpers/blanks.js";

let t: TestApp;
let admin: string, owner: string, designer: string, salesperson: string;
let acme: number, oscars: number;
let blank: Blank;

type Variant = {
  id: string;
  color: string;
  size: string;
  available: number;
  price: number | null;
  photos: { place: string }[];
  attributes: { name: string; custom: boolean }[];
  supplier_variant_id: number | null;
};
type Editor = {
  id: number;
  name: string;
  slug: string;
  price: number;
  min_quantity: number;
  custom_fee: number;
  colors: string[];
  sizes: string[];
  new_type: number;
  categories: number[];
  variants: Variant[];
  related: { id: number }[];
  companions: { id: number }[];
  is_custom: boolean;
  published_from: string | null;
  pricing: { minimum_price: number; lines: { key: string; amount: number }[] };
  supplier: { colors: { name: string; level: string }[]; sizes: string[] } | null;
  message?: string;
};

const post = (url: string, token: string | undefined, body: unknown) =>
  call(t.app, "POST", url, { ...(token ? { token } : {}), body });
const get = (url: string, token?: string) => call(t.app, "GET", url, token ? { token } : {});

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner, designer, salesperson] = await Promise.all(
    ["admin", "owner", "designer", "salesperson"].map((u) => login(t.app, `${u}@example.com`)),
  );
  acme = await storeId(t.db, "Acme Team Store");
  oscars = await storeId(t.db, "Oscar's Tees");
  blank = await teeBlank(t.db);
});
afterAll(() => t.close());

let created: Editor;

describe("POST /api/products/create", () => {
  it("creates a product from a blank with generated variants and a default price", async () => {
    const colors = blank.colors.slice(0, 3);
    const sizes = blank.sizes.slice(0, 4);
    const res = await post("/api/products/create", designer, {
      website_id: acme,
      supplier_product_id: blank.id,
      name: "Team Tee",
      colors,
      sizes,
    });
    expect(res.status).toBe(201);
    created = res.json<Editor>();
    expect(created.colors).toEqual(colors);
    expect(created.variants.length).toBeGreaterThan(0);
    expect(created.variants.every((v) => colors.includes(v.color) && sizes.includes(v.size))).toBe(true);
    expect(created.variants.every((v) => v.available === 1 && v.photos[0]?.place === "front")).toBe(true);
    expect(created.price).toBeGreaterThanOrEqual(created.pricing.minimum_price);
    expect(created.price % 100).toBe(99);
    expect(created.slug).toBe("team-tee");
    expect(created.new_type).toBe(1);
  });

  it("refuses bad input (422), no session (401), another store (404) and a role without add_products (403)", async () => {
    const bad = await post("/api/products/create", designer, {
      website_id: acme,
      supplier_product_id: blank.id,
      colors: [],
      sizes: ["M"],
    });
    expect(bad.status).toBe(422);
    expect(bad.json().errors).toEqual({ colors: VARIANT_MSG.selectSizesAndColors });
    const body = {
      website_id: acme,
      supplier_product_id: blank.id,
      colors: [blank.colors[0]],
      sizes: [blank.sizes[0]],
    };
    expect((await post("/api/products/create", undefined, body)).status).toBe(401);
    expect((await post("/api/products/create", owner, body)).status).toBe(404);
    expect((await post("/api/products/create", salesperson, body)).status).toBe(403);
    const low = await post("/api/products/create", designer, { ...body, price: 1 });
    expect(low.status).toBe(422);
    expect(low.json().errors).toEqual({
      price: expect.stringContaining(`${PRICING_MSG.priceBelowMinimum} The minimum price is $`),
    });
  });
});

describe("GET /api/products/{id}/editor", () => {
  it("shows fields, variants, supplier colours with stock levels and the pricing lines", async () => {
    const res = await get(`/api/products/${created.id}/editor`, designer);
    expect(res.status).toBe(200);
    const dto = res.json<Editor>();
    expect(dto.supplier?.colors.length).toBeGreaterThan(0);
    expect(dto.supplier?.colors.every((c) => ["low", "medium", "high"].includes(c.level))).toBe(true);
    expect(dto.pricing.lines.at(-1)).toEqual({ key: "minimum", amount: dto.pricing.minimum_price });
  });
  it("answers 401, 404 for another store's member and 403 without edit_products", async () => {
    expect((await get(`/api/products/${created.id}/editor`)).status).toBe(401);
    expect((await get(`/api/products/${created.id}/editor`, owner)).status).toBe(404);
    expect((await get(`/api/products/${created.id}/editor`, salesperson)).status).toBe(403);
    expect((await get(`/api/products/99999999/editor`, admin)).status).toBe(404);
  });
});

describe("POST /api/products/{id}/update", () => {
  it("cuts the name to 50, keeps kept variants, adds new ones and drops removed colours", async () => {
    const keep = created.variants.find((v) => v.color === created.colors[0])!;
    const colors = [created.colors[0]!, blank.colors[3] ?? blank.colors[1]!];
    const res = await post(`/api/products/${created.id}/update`, designer, {
      name: "x".repeat(60),
      slug: "Team Tee Édition",
      colors,
      sizes: created.sizes,
      price: created.price,
    });
    expect(res.status).toBe(200);
    const dto = res.json<Editor>();
    expect(dto.message).toBe("Product successfully updated");
    expect(dto.name).toHaveLength(50);
    expect(dto.slug).toBe("team-tee-edition");
    expect(dto.variants.find((v) => v.id === keep.id)).toBeDefined();
    expect(dto.variants.some((v) => v.color === created.colors[2])).toBe(false);
    expect(dto.colors).toEqual(colors);
    created = dto;
  });

  it("rejects a publish start not before the end, and saves nothing", async () => {
    const res = await post(`/api/products/${created.id}/update`, designer, {
      name: "Should not save",
      published_from: "2027-02-01T00:00:00.000Z",
      published_to: "2027-01-01T00:00:00.000Z",
    });
    expect(res.status).toBe(422);
    expect(res.json().errors).toEqual({
      published_from: "The publish start must be before the publish end.",
    });
    const after = await get(`/api/products/${created.id}/editor`, designer);
    expect(after.json<Editor>().name).toBe(created.name);
  });

  it("rejects a price below the minimum and a missing-step margin", async () => {
    const low = await post(`/api/products/${created.id}/update`, designer, {
      price: created.pricing.minimum_price - 1,
    });
    expect(low.status).toBe(422);
    expect(low.json()).toMatchObject({
      message: priceBelowMinimumMessage(created.pricing.minimum_price),
      errors: { price: priceBelowMinimumMessage(created.pricing.minimum_price) },
    });
    const margin = await post(`/api/products/${created.id}/update`, designer, {
      margin: 40.5,
      price_fixed: 0,
    });
    expect(margin.status).toBe(422);
    expect(margin.json().errors).toEqual({ margin: PRICING_MSG.marginStepPercent });
    const colorPrice = await post(`/api/products/${created.id}/update`, designer, {
      color_prices: { [created.colors[0]!]: -5 },
    });
    expect(colorPrice.status).toBe(422);
  });

  it("ignores admin-only fields for non-admins and applies them for admins", async () => {
    const mine = await post(`/api/products/${created.id}/update`, designer, {
      min_quantity: 7,
      custom_fee: 100,
    });
    expect(mine.status).toBe(200);
    expect(mine.json<Editor>()).toMatchObject({ min_quantity: 1, custom_fee: 0 });
    // Without the supplier's first custom fee, the product's own custom fee counts.
    await post("/api/update/customizable", designer, { id: created.id, customizable: false });
    const before = (await get(`/api/products/${created.id}/editor`, admin)).json<Editor>();
    const theirs = await post(`/api/products/${created.id}/update`, admin, {
      min_quantity: 7,
      custom_fee: 100,
      price: created.price + 500,
    });
    expect(theirs.status).toBe(200);
    const dto = theirs.json<Editor>();
    expect(dto).toMatchObject({ min_quantity: 7, custom_fee: 100 });
    // The fee is multiplied by the owner's production margin like every cost line (the store's is 1).
    expect(dto.pricing.minimum_price).toBe(before.pricing.minimum_price + 100 * DEMO_PRODUCTION_MARGIN);
    expect(dto.pricing.lines.find((l) => l.key === "customFee")).toEqual({ key: "customFee", amount: 100 });
    const zero = await post(`/api/products/${created.id}/update`, admin, { min_quantity: 0 });
    expect(zero.json().errors).toEqual({ min_quantity: PRICING_MSG.minQuantity });
  });

  it("saves categories of the store and refuses another store's", async () => {
    const own = await t.db.kysely
      .selectFrom("categories")
      .select("id")
      .where("website_id", "=", acme)
      .executeTakeFirstOrThrow();
    const other = await t.db.kysely
      .selectFrom("categories")
      .select("id")
      .where("website_id", "=", oscars)
      .executeTakeFirstOrThrow();
    const ok = await post(`/api/products/${created.id}/update`, designer, { categories: [own.id] });
    expect(ok.json<Editor>().categories).toEqual([own.id]);
    const bad = await post(`/api/products/${created.id}/update`, designer, { categories: [other.id] });
    expect(bad.status).toBe(422);
  });

  it("converts an old-type product on edit", async () => {
    const old = await t.db.kysely
      .selectFrom("products")
      .select(["id", "price"])
      .where("website_id", "=", acme)
      .where("deleted_at", "is", null)
      .where("id", "<>", created.id)
      .executeTakeFirstOrThrow();
    // A product stored before the current kind existed: its data has no new_type nor colours.
    await t.db.kysely.updateTable("products").set({ data: "{}" }).where("id", "=", old.id).execute();
    const before = await get(`/api/products/${old.id}/editor`, designer);
    expect(before.json<Editor>().new_type).toBe(0);
    const res = await post(`/api/products/${old.id}/update`, designer, { desc: "Converted" });
    expect(res.status).toBe(200);
    expect(res.json<Editor>().new_type).toBe(1);
    expect(res.json<Editor>().colors.length).toBeGreaterThan(0);
  });

  it("answers 401, 404 and 403", async () => {
    expect((await post(`/api/products/${created.id}/update`, undefined, { name: "A" })).status).toBe(401);
    expect((await post(`/api/products/${created.id}/update`, owner, { name: "A" })).status).toBe(404);
    expect((await post(`/api/products/${created.id}/update`, salesperson, { name: "A" })).status).toBe(403);
  });
});

describe("POST /api/products/{id}/variant", () => {
  const url = () => `/api/products/${created.id}/variant`;
  it("gives the spec's variant errors", async () => {
    const color = await post(url(), admin, { colors: [], sizes: ["M"] });
    expect(color.json()).toMatchObject({ message: VARIANT_MSG.selectColor });
    const size = await post(url(), admin, { colors: [created.colors[0]], sizes: [] });
    expect(size.json()).toMatchObject({ message: VARIANT_MSG.selectSize });
    const none = await post(url(), admin, { colors: ["Nope"], sizes: ["M"] });
    expect(none.status).toBe(422);
    expect(none.json()).toMatchObject({ message: VARIANT_MSG.supplierVariantNotFound });
    const group = await post(url(), admin, { grouped: true, colors: [created.colors[0]], sizes: [] });
    expect(group.json()).toMatchObject({ message: VARIANT_MSG.selectSizesAndColors });
  });
  it("edits a variant with custom attributes and adds a grouped set", async () => {
    const v = created.variants[0]!;
    const res = await post(url(), admin, {
      variant_id: v.id,
      colors: [v.color],
      sizes: [v.size],
      attributes: [{ name: "Organic", type: "boolean", value: "true", custom: true }],
    });
    expect(res.status).toBe(200);
    const edited = res.json<{ variants: Variant[] }>().variants.find((x) => x.id === v.id)!;
    expect(edited.attributes.map((a) => a.name)).toEqual(["Color", "Size", "Organic"]);
    const grouped = await post(url(), admin, {
      grouped: true,
      colors: [blank.colors[1]],
      sizes: blank.sizes.slice(0, 2),
    });
    expect(grouped.status).toBe(200);
    expect(
      grouped.json<{ variants: Variant[] }>().variants.filter((x) => x.color === blank.colors[1]).length,
    ).toBeGreaterThan(0);
    const bad = await post(url(), admin, {
      colors: [v.color],
      sizes: [v.size],
      attributes: [{ name: "", type: "text", value: "x", custom: true }],
    });
    expect(bad.status).toBe(422);
  });
  it("is for platform admins (403), and 401 / 404", async () => {
    const body = { colors: [created.colors[0]], sizes: [created.sizes[0]] };
    expect((await post(url(), designer, body)).status).toBe(403);
    expect((await post(url(), undefined, body)).status).toBe(401);
    expect((await post(url(), owner, body)).status).toBe(404);
  });
});

describe("availability, customizable, fees and swatches", () => {
  it("toggles a colour's variants", async () => {
    const color = created.colors[0]!;
    const res = await post("/api/variant/availability", designer, {
      product_id: created.id,
      color,
      available: 0,
    });
    expect(res.status).toBe(200);
    const dto = (await get(`/api/products/${created.id}/editor`, designer)).json<Editor>();
    expect(dto.variants.filter((v) => v.color === color).every((v) => v.available === 0)).toBe(true);
    expect(dto.variants.filter((v) => v.color !== color).every((v) => v.available === 1)).toBe(true);
    expect(
      (
        await post("/api/variant/availability", designer, {
          product_id: created.id,
          color: "Nope",
          available: 1,
        })
      ).status,
    ).toBe(422);
    expect(
      (await post("/api/variant/availability", salesperson, { product_id: created.id, color, available: 1 }))
        .status,
    ).toBe(403);
    expect(
      (await post("/api/variant/availability", undefined, { product_id: created.id, color, available: 1 }))
        .status,
    ).toBe(401);
  });
  it("publishes at once from the low stock dialog", async () => {
    const res = await post("/api/update/product/availability", designer, {
      product: { id: created.id, available: 1 },
    });
    expect(res.json()).toMatchObject({ product: { id: created.id, available: 1 } });
    expect(
      (await post("/api/update/product/availability", owner, { product: { id: created.id, available: 1 } }))
        .status,
    ).toBe(404);
    expect(
      (
        await post("/api/update/product/availability", designer, {
          product: { id: created.id, available: 3 },
        })
      ).status,
    ).toBe(422);
  });
  it("sets the platform fee for admins only, never leaving the price below the minimum", async () => {
    const dto = (await get(`/api/products/${created.id}/editor`, admin)).json<Editor>();
    expect((await post("/api/products/custom/fee", designer, { id: created.id, ssm_fees: 10 })).status).toBe(
      403,
    );
    expect(
      (await post("/api/products/custom/fee", admin, { id: created.id, ssm_fees: -1 })).json().errors,
    ).toEqual({ ssm_fees: PRICING_MSG.customFee });
    const tooHigh = await post("/api/products/custom/fee", admin, { id: created.id, ssm_fees: dto.price });
    expect(tooHigh.status).toBe(422);
    expect(tooHigh.json().message).toEqual(
      expect.stringContaining(`${PRICING_MSG.priceBelowMinimum} The minimum price is $`),
    );
    const ok = await post("/api/products/custom/fee", admin, { id: created.id, ssm_fees: 25 });
    expect(ok.json()).toEqual({ message: "Custom fee updated successfully", ssm_fees: 25 });
  });
  it("turns the customizable fee on and off", async () => {
    const res = await post("/api/update/customizable", designer, { id: created.id, customizable: false });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ customizable: false });
  });
  it("changes a colour's swatch and refuses a bad one", async () => {
    const color = created.colors[0]!;
    const res = await post("/api/product/swatch", designer, {
      product_id: created.id,
      color,
      color_swatch: "#123abc",
    });
    expect(res.status).toBe(200);
    const bad = await post("/api/product/swatch", designer, {
      product_id: created.id,
      color,
      color_swatch: "red",
    });
    expect(bad.status).toBe(422);
  });
});

describe("related and companion products", () => {
  let others: number[];
  beforeAll(async () => {
    const rows = await t.db.kysely
      .selectFrom("products")
      .select("id")
      .where("website_id", "=", acme)
      .where("deleted_at", "is", null)
      .where("id", "<>", created.id)
      .limit(3)
      .execute();
    others = rows.map((r) => r.id);
  });
  it("adds and removes related products of the same store only", async () => {
    const add = await post("/api/related/product", designer, {
      product_id: created.id,
      related_product_id: others[0],
    });
    expect(add.json()).toMatchObject({ ids: [others[0]] });
    const foreign = await t.db.kysely
      .selectFrom("products")
      .select("id")
      .where("website_id", "=", oscars)
      .executeTakeFirstOrThrow();
    expect(
      (
        await post("/api/related/product", designer, {
          product_id: created.id,
          related_product_id: foreign.id,
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await post("/api/related/product", designer, {
          product_id: created.id,
          related_product_id: created.id,
        })
      ).status,
    ).toBe(422);
    const del = await call(t.app, "DELETE", "/api/related/product", {
      token: designer,
      body: { product_id: created.id, related_product_id: others[0] },
    });
    expect(del.json()).toMatchObject({ ids: [] });
    expect(
      (
        await post("/api/related/product", salesperson, {
          product_id: created.id,
          related_product_id: others[0],
        })
      ).status,
    ).toBe(403);
  });
  it("sets companions in order and shows them in the editor", async () => {
    const res = await post("/api/companion/product", designer, {
      product_id: created.id,
      companion_ids: [others[2], others[1]],
    });
    expect(res.json()).toMatchObject({ ids: [others[2], others[1]] });
    const dto = (await get(`/api/products/${created.id}/editor`, designer)).json<Editor>();
    expect(dto.companions.map((c) => c.id)).toEqual([others[2], others[1]]);
    expect(
      (await post("/api/companion/product", undefined, { product_id: created.id, companion_ids: [] })).status,
    ).toBe(401);
  });
});

describe("custom products", () => {
  let custom: Editor;
  it("creates one with its own colours, sizes and the spec's default cost lines", async () => {
    const res = await post("/api/create/custom", designer, {
      website_id: acme,
      name: "Custom Mug",
      custom_colors: [
        { name: "Navy", swatch: "#000080" },
        { name: "Sand", swatch: "#c2b280" },
      ],
      sizes: ["11oz"],
    });
    expect(res.status).toBe(201);
    custom = res.json<Editor>();
    expect(custom.is_custom).toBe(true);
    expect(custom.variants.map((v) => v.color)).toEqual(["Navy", "Sand"]);
    expect(custom.variants.every((v) => v.supplier_variant_id === null)).toBe(true);
    // 5 + 9.50 + 10 for the first print area, times the owner's production margin (the store's is 1).
    expect(custom.pricing.minimum_price).toBe(2450 * DEMO_PRODUCTION_MARGIN);
  });
  it("reads and saves it through its own calls", async () => {
    expect((await get(`/api/custom/product/${custom.id}`, designer)).status).toBe(200);
    expect((await get(`/api/custom/product/${created.id}`, designer)).status).toBe(404);
    const res = await post("/api/update/custom", designer, {
      id: custom.id,
      sizes: ["11oz", "15oz"],
      price: 3000,
    });
    expect(res.status).toBe(200);
    expect(res.json<Editor>().variants).toHaveLength(4);
    const low = await post("/api/update/custom", designer, { id: custom.id, price: 100 });
    expect(low.json().errors).toEqual({
      price: expect.stringContaining(`${PRICING_MSG.priceBelowMinimum} The minimum price is $`),
    });
    expect((await post("/api/update/custom", owner, { id: custom.id })).status).toBe(404);
  });
  it("removes print files", async () => {
    const res = await call(t.app, "DELETE", `/api/product/custom/print/${custom.id}`, { token: designer });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ print_files: [] });
    expect(
      (
        await call(t.app, "DELETE", `/api/product/custom/print/${custom.id}?print_id=nope`, {
          token: designer,
        })
      ).status,
    ).toBe(422);
    expect(
      (await call(t.app, "DELETE", `/api/product/custom/print/${custom.id}`, { token: salesperson })).status,
    ).toBe(403);
  });
  it("refuses bad input and foreign stores", async () => {
    const bad = await post("/api/create/custom", designer, {
      website_id: acme,
      name: " ",
      custom_colors: [],
      sizes: [],
    });
    expect(bad.status).toBe(422);
    expect(bad.json().errors).toMatchObject({ name: MSG.required });
    expect(
      (
        await post("/api/create/custom", owner, {
          website_id: acme,
          name: "A",
          custom_colors: [{ name: "A", swatch: "#000" }],
          sizes: ["M"],
        })
      ).status,
    ).toBe(404);
  });
});

describe("OpenAPI", () => {
  it("documents the editor's routes", async () => {
    const doc = (await get("/api/docs/openapi.json")).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      "/api/products/create",
      "/api/products/{id}/update",
      "/api/products/{id}/editor",
      "/api/create/custom",
      "/api/related/product",
    ])
      expect(doc.paths[path]).toBeDefined();
  });
});
