import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, login, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let admin: string;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner] = await Promise.all([login(t.app, "admin@example.com"), login(t.app, "owner@example.com")]);
});
afterAll(() => t.close());

type Colour = {
  name: string;
  hex: string;
  inventory: string;
  quantity: number;
  photos: { place: string; url: string }[];
};
type Item = {
  id: number;
  name: string;
  brand: string;
  category: string;
  popular: number;
  is_active: number;
  price_from: number;
  photo: string | null;
  colors: Colour[];
  sizes: string[];
};
type Page = { data: Item[]; total: number; current_page: number; per_page: number; last_page: number };

const list = (query: string, token = owner) => call(t.app, "GET", `/api/all/products${query}`, { token });

describe("GET /api/all/products", () => {
  it("pages the active catalogue 12 at a time without the 'import test' category", async () => {
    const res = await list("");
    expect(res.status).toBe(200);
    const page = res.json<Page>();
    expect(page).toMatchObject({ total: 48, current_page: 1, per_page: 12, last_page: 4 });
    expect(page.data).toHaveLength(12);
    const names = page.data.map((p) => p.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    const last = (await list("?page=4")).json<Page>();
    expect(last.data).toHaveLength(12);
    const everything = (await list("?per_page=100")).json<Page>();
    expect(everything.data.some((p) => p.category === "import test")).toBe(false);
  });

  it("gives each product its colours with hex, stock marker and pictures, its sizes and price from", async () => {
    const page = (await list("?term=G5000")).json<Page>();
    expect(page.total).toBe(1);
    const tee = page.data[0]!;
    expect(tee.name).toBe("Gildan 5000 Heavy Cotton Tee");
    expect(tee.colors).toHaveLength(10);
    expect(tee.colors[0]).toMatchObject({ name: "White", hex: "#FFFFFF" });
    for (const c of tee.colors) {
      expect(["low", "medium", "high"]).toContain(c.inventory);
      expect(c.photos[0]).toMatchObject({
        place: "front",
        url: expect.stringContaining("/files/public/catalogue/g5000/"),
      });
    }
    expect(tee.sizes).toEqual(["S", "M", "L", "XL", "2XL", "3XL", "4XL", "5XL"]);
    expect(tee.price_from).toBeGreaterThan(0);
    expect(tee.photo).toBe(tee.colors[0]!.photos[0]!.url);
  });

  it("derives the colour marker from its weakest size (0 low, 1-9 medium, else high)", async () => {
    const product = await t.db.kysely
      .selectFrom("supplier_products")
      .select("id")
      .where("style_id", "=", "H5250")
      .executeTakeFirstOrThrow();
    const variants = await t.db.kysely
      .selectFrom("supplier_variants")
      .select(["id", "color"])
      .where("supplier_product_id", "=", product.id)
      .orderBy("id")
      .execute();
    const [first, second, third] = [...new Set(variants.map((v) => v.color))];
    const set = async (color: string, quantity: number) =>
      t.db.kysely
        .updateTable("supplier_variants")
        .set({ quantity: 50, available: 1 })
        .where("supplier_product_id", "=", product.id)
        .where("color", "=", color)
        .execute()
        .then(() =>
          t.db.kysely
            .updateTable("supplier_variants")
            .set({ quantity })
            .where("id", "=", variants.find((v) => v.color === color)!.id)
            .execute(),
        );
    await set(first!, 0);
    await set(second!, 5);
    await set(third!, 80);
    const item = (await list("?term=H5250")).json<Page>().data[0]!;
    const marker = (name: string) => item.colors.find((c) => c.name === name)!.inventory;
    expect([marker(first!), marker(second!), marker(third!)]).toEqual(["low", "medium", "high"]);
  });

  it("filters by brand and category, searches, and orders by popularity or price", async () => {
    const gildan = (await list("?selected_brand=Gildan&per_page=100")).json<Page>();
    expect(gildan.total).toBe(7);
    expect(gildan.data.every((p) => p.brand === "Gildan")).toBe(true);
    const two = (await list("?filter_brand=Gildan,Hanes&selected_categories=T-Shirts")).json<Page>();
    expect(two.data.map((p) => p.name).sort()).toEqual([
      "Gildan 5000 Heavy Cotton Tee",
      "Gildan 64000 Softstyle Tee",
      "Hanes 5250 Authentic Tee",
    ]);
    const ignored = (await list("?selected_brand=Gildan&is_disabled_from_filtering=1")).json<Page>();
    expect(ignored.total).toBe(48);
    const popular = (await list("?popular=1")).json<Page>();
    expect(popular.data[0]!.name).toBe("Gildan 5000 Heavy Cotton Tee");
    const popularity = popular.data.map((p) => p.popular);
    expect([...popularity].sort((a, b) => b - a)).toEqual(popularity);
    const cheap = (await list("?orderBy=price&orderType=asc")).json<Page>();
    expect(cheap.data[0]!.price_from).toBeLessThanOrEqual(cheap.data[1]!.price_from);
    const search = (await list("?term=hoodie")).json<Page>();
    expect(search.total).toBe(5);
  });

  it("shows inactive products and 'import test' to admins only when asked", async () => {
    const hidden = (await list("?category=import%20test", owner)).json<Page>();
    expect(hidden.total).toBe(0);
    const shown = (await list("?category=import%20test", admin)).json<Page>();
    expect(shown.data.map((p) => p.name)).toEqual(["Import test row"]);
    expect((await list("?is_active=0", admin)).json<Page>().total).toBe(0);
    await t.db.kysely
      .updateTable("supplier_products")
      .set({ is_active: 0 })
      .where("style_id", "=", "CAN-SP")
      .execute();
    expect((await list("?is_active=0", admin)).json<Page>().data.map((p) => p.name)).toEqual([
      "Canon Premium Satin Poster",
    ]);
    // Store users never see a switched-off product, whatever they ask for.
    expect((await list("?is_active=0", owner)).json<Page>().total).toBe(47);
    expect((await list("?check_category=1", owner)).json<Page>().total).toBe(47);
    await t.db.kysely
      .updateTable("supplier_products")
      .set({ is_active: 1 })
      .where("style_id", "=", "CAN-SP")
      .execute();
  });

  it("answers 401 without a session and 400 for a page size over 100", async () => {
    expect((await call(t.app, "GET", "/api/all/products")).status).toBe(401);
    expect((await list("?per_page=101")).status).toBe(400);
    expect((await list("?orderBy=password")).status).toBe(400);
  });
});

describe("catalogue lookups", () => {
  it("lists brands and supplier categories with counts, and the colours", async () => {
    const brands = (await call(t.app, "GET", "/api/smake/brands", { token: owner })).json<
      { name: string; count: number }[]
    >();
    expect(brands.find((b) => b.name === "Gildan")).toEqual({ name: "Gildan", count: 7 });
    const categories = (await call(t.app, "GET", "/api/smake/categories", { token: owner })).json<
      { name: string }[]
    >();
    expect(categories.map((c) => c.name)).toContain("Hoodies");
    expect(categories.map((c) => c.name)).not.toContain("import test");
    const colours = (await call(t.app, "GET", "/api/colors", { token: owner })).json<
      { name: string; hex: string }[]
    >();
    expect(colours).toContainEqual({ name: "Navy", hex: "#1F2A44" });
    for (const path of ["/api/smake/brands", "/api/smake/categories", "/api/colors"])
      expect((await call(t.app, "GET", path)).status).toBe(401);
  });
});

describe("GET /api/smake/product/{id}", () => {
  it("returns one product with its variants; inactive ones are 404 except for admins", async () => {
    const id = (await list("?term=G5000")).json<Page>().data[0]!.id;
    const res = await call(t.app, "GET", `/api/smake/product/${id}`, { token: owner });
    expect(res.status).toBe(200);
    const detail = res.json<{
      variants: { sku: string; cost: number; images: unknown[] }[];
      print_areas: unknown[];
    }>();
    expect(detail.variants).toHaveLength(80);
    expect(detail.variants[0]).toMatchObject({
      sku: expect.stringMatching(/_S$/),
      images: expect.any(Array),
    });
    expect(detail.print_areas.length).toBeGreaterThan(0);

    const hidden = await t.db.kysely
      .selectFrom("supplier_products")
      .select("id")
      .where("category", "=", "import test")
      .executeTakeFirstOrThrow();
    expect((await call(t.app, "GET", `/api/smake/product/${hidden.id}`, { token: owner })).status).toBe(404);
    expect((await call(t.app, "GET", `/api/smake/product/${hidden.id}`, { token: admin })).status).toBe(200);
    expect((await call(t.app, "GET", "/api/smake/product/999999", { token: admin })).status).toBe(404);
    expect((await call(t.app, "GET", `/api/smake/product/${id}`)).status).toBe(401);
    expect((await call(t.app, "GET", "/api/smake/product/abc", { token: owner })).status).toBe(400);
  });
});

describe("OpenAPI", () => {
  it("lists the catalogue, category and wishlist routes", async () => {
    const doc = (await call(t.app, "GET", "/api/docs/openapi.json")).json<{
      paths: Record<string, unknown>;
    }>();
    for (const path of [
      "/api/all/products",
      "/api/colors",
      "/api/smake/brands",
      "/api/smake/categories",
      "/api/smake/product/{id}",
      "/api/smake/product",
      "/api/update/smake/product",
      "/api/smake/products/csv",
      "/api/upload/smake",
      "/admin/product-smake/update/size/images",
      "/api/categories",
      "/api/admin/categories",
      "/api/categories/{id}",
      "/api/delete/categories/{id}",
      "/api/categories/order",
      "/api/categories/csv",
      "/api/favourite/product",
      "/api/favourite/products",
      "/wishlist/products/favourites/{id}",
      "/wishlist/delete/{id}",
    ])
      expect(doc.paths, path).toHaveProperty([path]);
  });
});
