import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG, PRODUCT_LIST_MSG } from "../../domain/messages.js";
import { priceBelowMinimumMessage } from "../../domain/pricing.js";
import { loadMinimumPriceCents } from "../../server/services/products/minimum-price.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let admin: string, designer: string, salesperson: string, owner: string;
let acme: number, tees: number;

type Row = {
  id: number;
  website_id: number;
  name: string;
  slug: string;
  price: number;
  available: number;
  status: string;
  sort_order: number;
  inventory_quantity: number;
  inventory_level: string;
  preview_photo_url: string | null;
  deleted_at: string | null;
};
type Page = { data: Row[]; total: number; current_page: number; per_page: number; last_page: number };

beforeAll(async () => {
  t = await createTestApp();
  [admin, designer, salesperson, owner] = await Promise.all(
    ["admin", "designer", "salesperson", "owner"].map((u) => login(t.app, `${u}@example.com`)),
  );
  acme = await storeId(t.db, "Acme Team Store");
  tees = await storeId(t.db, "Oscar's Tees");
});
afterAll(() => t.close());

const list = (token: string, query: string, store = acme) =>
  call(t.app, "GET", `/api/all/website/products?website_id=${store}&${query}`, { token });

async function liveIds(store = acme): Promise<number[]> {
  const rows = await t.db.kysely
    .selectFrom("products")
    .select("id")
    .where("website_id", "=", store)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .execute();
  return rows.map((r) => r.id);
}

describe("GET /api/all/website/products", () => {
  it("pages with the user's page_view by default and counts in SQL", async () => {
    const res = await list(designer, "");
    expect(res.status).toBe(200);
    const page = res.json<Page>();
    const user = await t.db.kysely
      .selectFrom("users")
      .select("page_view")
      .where("email", "=", "designer@example.com")
      .executeTakeFirstOrThrow();
    expect(page.per_page).toBe(user.page_view);
    expect(page.total).toBe((await liveIds()).length);
    expect(page.data.every((r) => r.website_id === acme && r.deleted_at === null)).toBe(true);
    const orders = page.data.map((r) => r.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(page.data[0]!.inventory_level).toMatch(/^(low|medium|high)$/);
  });

  it("searches by term, filters by status and pages with per_page", async () => {
    const all = (await list(designer, "per_page=100")).json<Page>().data;
    const word = all[0]!.name.split(" ")[0]!;
    const found = (
      await list(designer, `term=${encodeURIComponent(word.toUpperCase())}&per_page=100`)
    ).json<Page>();
    expect(found.total).toBeGreaterThan(0);
    expect(found.data.every((r) => `${r.name} ${r.slug}`.toLowerCase().includes(word.toLowerCase()))).toBe(
      true,
    );

    const unpublished = (await list(designer, "status=unpublished&per_page=100")).json<Page>();
    expect(unpublished.data.every((r) => r.status === "unpublished")).toBe(true);
    const published = (await list(designer, "status=published&per_page=100")).json<Page>();
    expect(published.data.every((r) => r.status === "published")).toBe(true);

    const second = (await list(designer, "per_page=2&page=2")).json<Page>();
    expect(second.data.map((r) => r.id)).toEqual(all.slice(2, 4).map((r) => r.id));
    expect(second.last_page).toBe(Math.ceil(second.total / 2));
    // A page past the end is empty but still tells the total.
    const past = (await list(designer, `per_page=2&page=${second.last_page + 1}`)).json<Page>();
    expect(past.data).toEqual([]);
    expect(past.total).toBe(second.total);
    const byPrice = (await list(designer, "per_page=100&orderBy=price&orderType=desc")).json<Page>().data;
    expect(byPrice.map((r) => r.price)).toEqual([...byPrice.map((r) => r.price)].sort((a, b) => b - a));
  });

  it("finds renamed products by word beginnings in the name or slug, short terms and quotes included", async () => {
    const [id] = await liveIds();
    await t.db.kysely
      .updateTable("products")
      .set({ name: 'Zebra "Quote" 100% Tee', slug: "zebra-quote-tee" })
      .where("id", "=", id!)
      .execute();
    const ids = async (term: string) =>
      (await list(designer, `term=${encodeURIComponent(term)}&per_page=100`))
        .json<Page>()
        .data.map((r) => r.id);
    expect(await ids('quote" 100%')).toEqual([id]);
    expect(await ids("ZEBRA")).toEqual([id]);
    expect(await ids("quote-t")).toEqual([id]);
    // Words are matched from their start: the middle of a word is not a match.
    expect(await ids("ebra")).not.toContain(id);
    expect(await ids("Ze")).toContain(id);
    expect(await ids("100%")).toEqual([id]);
    expect(await ids("zzqqxx")).toEqual([]);
    const deleted = await call(t.app, "POST", "/api/products/delete", {
      token: designer,
      body: { ids: [id] },
    });
    expect(deleted.status).toBe(200);
    expect(await ids("zebra")).toEqual([]);
    const inBin = (await list(designer, "term=zebra&deleted=1")).json<Page>().data.map((r) => r.id);
    expect(inBin).toEqual([id]);
    await call(t.app, "PUT", `/api/restore/product/${id}`, { token: designer });
  });

  it("pages a common word in the chosen order, counts only the store's live matches", async () => {
    // More matches than the few-matches plan takes: the page then walks the store's sort index.
    const template = await t.db.kysely
      .selectFrom("products")
      .selectAll()
      .where("website_id", "=", acme)
      .executeTakeFirstOrThrow();
    const { id: _id, created_at: _created, data: _data, ...rest } = template;
    const base = { ...rest, data: "{}" };
    const rows = Array.from({ length: 450 }, (_, i) => ({
      ...base,
      name: `Walrus Hoodie ${i}`,
      slug: `walrus-hoodie-${i}`,
      price: 1000 + ((i * 37) % 450),
      sort_order: 10_000 + ((i * 53) % 450),
      deleted_at: i % 10 === 0 ? new Date().toISOString() : null,
    }));
    await t.db.kysely.insertInto("products").values(rows).execute();
    // The same word in another store must not count here.
    await t.db.kysely
      .insertInto("products")
      .values({ ...base, website_id: tees, name: "Walrus Cap", slug: "walrus-cap" })
      .execute();

    const live = rows.filter((r) => r.deleted_at === null);
    const byPrice = (
      await list(designer, "term=walr&per_page=25&page=2&orderBy=price&orderType=desc")
    ).json<Page>();
    expect(byPrice.total).toBe(live.length);
    const expected = [...live]
      .sort((a, b) => b.price - a.price || b.name.localeCompare(a.name, "en", { numeric: true }))
      .slice(25, 50)
      .map((r) => r.price);
    expect(byPrice.data.map((r) => r.price)).toEqual(expected);
    const bySort = (await list(designer, "term=walrus%20hood&per_page=25")).json<Page>();
    expect(bySort.data.map((r) => r.sort_order)).toEqual(
      live
        .map((r) => r.sort_order)
        .sort((a, b) => a - b)
        .slice(0, 25),
    );
    const binned = (await list(designer, "term=walrus&deleted=1&per_page=100")).json<Page>();
    expect(binned.total).toBe(rows.length - live.length);
    const unpublished = (await list(designer, "term=walrus&status=unpublished&per_page=100")).json<Page>();
    expect(unpublished.total).toBe(live.filter((r) => !r.available).length);
    await t.db.kysely.deleteFrom("products").where("name", "like", "Walrus %").execute();
    expect((await list(designer, "term=walrus")).json<Page>().total).toBe(0);
  });

  it("uses the active store header", async () => {
    const res = await call(t.app, "GET", "/api/all/website/products", {
      token: designer,
      headers: { "x-website-id": String(acme) },
    });
    expect(res.status).toBe(200);
    expect(res.json<Page>().total).toBeGreaterThan(0);
  });

  it("needs a session, a store the caller belongs to and browse_products", async () => {
    expect((await call(t.app, "GET", `/api/all/website/products?website_id=${acme}`)).status).toBe(401);
    expect((await list(owner, "")).status).toBe(404);
    const denied = await list(salesperson, "");
    expect(denied.status).toBe(403);
    expect(denied.json().message).toBe(MSG.permissionDenied);
    expect((await list(designer, "per_page=500")).status).toBe(400);
    expect((await list(designer, "status=nope")).status).toBe(400);
    expect((await call(t.app, "GET", "/api/all/website/products", { token: designer })).status).toBe(400);
  });
});

describe("delete and restore", () => {
  it("soft-deletes in bulk, lists deleted products and restores one unpublished", async () => {
    const [a, b] = (await liveIds()).slice(-2);
    const res = await call(t.app, "POST", "/api/products/delete", { token: designer, body: { ids: [a, b] } });
    expect(res.status).toBe(200);
    expect(res.json().deleted).toBe(2);
    expect(await liveIds()).not.toContain(a);

    const deleted = (await list(designer, "deleted=1")).json<Page>();
    expect(deleted.data.map((r) => r.id)).toEqual(expect.arrayContaining([a, b]));
    expect(deleted.data.every((r) => r.deleted_at !== null)).toBe(true);

    const restored = await call(t.app, "PUT", `/api/restore/product/${a}`, { token: designer });
    expect(restored.status).toBe(200);
    expect(restored.json<{ product: Row }>().product).toMatchObject({
      id: a,
      deleted_at: null,
      available: 0,
    });
    expect(await liveIds()).toContain(a);
    // Restoring a live product: there is no deleted product with that id.
    expect((await call(t.app, "PUT", `/api/restore/product/${a}`, { token: designer })).status).toBe(404);
  });

  it("refuses other stores' products, missing rights, no session and bad input", async () => {
    const [oscar] = await liveIds(tees);
    const [mine] = await liveIds();
    expect((await call(t.app, "POST", "/api/products/delete", { body: { ids: [mine] } })).status).toBe(401);
    expect(
      (await call(t.app, "POST", "/api/products/delete", { token: designer, body: { ids: [oscar] } })).status,
    ).toBe(404);
    expect(
      (await call(t.app, "POST", "/api/products/delete", { token: designer, body: { ids: [mine, oscar] } }))
        .status,
    ).toBe(404);
    expect(
      (await call(t.app, "POST", "/api/products/delete", { token: salesperson, body: { ids: [mine] } }))
        .status,
    ).toBe(403);
    const bad = await call(t.app, "POST", "/api/products/delete", { token: designer, body: { ids: [] } });
    expect(bad.status).toBe(422);
    expect(bad.json().errors).toHaveProperty("ids", MSG.listNotEmpty);
    expect(await liveIds(tees)).toContain(oscar);
    expect((await call(t.app, "PUT", `/api/restore/product/${oscar}`, { token: salesperson })).status).toBe(
      404,
    );
  });
});

describe("status and publish", () => {
  it("changes the status of several products and toggles one at once", async () => {
    const ids = (await liveIds()).slice(0, 3);
    const off = await call(t.app, "POST", "/api/products/change/status", {
      token: designer,
      body: { ids, status: "unpublished" },
    });
    expect(off.status).toBe(200);
    const rows = await t.db.kysely
      .selectFrom("products")
      .select("available")
      .where("id", "in", ids)
      .execute();
    expect(rows.every((r) => Number(r.available) === 0)).toBe(true);

    const on = await call(t.app, "POST", `/api/product/status/${ids[0]}/1`, { token: designer });
    expect(on.status).toBe(200);
    expect(on.json<{ product: Row }>().product.available).toBe(1);

    const future = new Date(Date.now() + 86_400_000).toISOString();
    await t.db.kysely
      .updateTable("products")
      .set({ published_from: future, available: 1 })
      .where("id", "=", ids[1]!)
      .execute();
    const published = await call(t.app, "POST", `/api/product/publish/${ids[1]}`, { token: designer });
    expect(published.status).toBe(200);
    expect(published.json<{ product: Row }>().product.status).toBe("published");
  });

  it("checks rights and input", async () => {
    const [mine] = await liveIds();
    const [oscar] = await liveIds(tees);
    expect((await call(t.app, "POST", `/api/product/status/${mine}/1`)).status).toBe(401);
    expect((await call(t.app, "POST", `/api/product/status/${oscar}/1`, { token: designer })).status).toBe(
      404,
    );
    expect((await call(t.app, "POST", `/api/product/status/${mine}/1`, { token: salesperson })).status).toBe(
      403,
    );
    expect((await call(t.app, "POST", `/api/product/status/${mine}/7`, { token: designer })).status).toBe(
      400,
    );
    expect((await call(t.app, "POST", `/api/product/publish/${oscar}`, { token: designer })).status).toBe(
      404,
    );
    const bad = await call(t.app, "POST", "/api/products/change/status", {
      token: designer,
      body: { ids: [mine], status: "scheduled" },
    });
    expect(bad.status).toBe(422);
    expect(bad.json().errors).toHaveProperty("status");
  });
});

describe("POST /api/products/update/sortorder", () => {
  it("saves a dragged page into the slots it held", async () => {
    const page = (await list(designer, "per_page=4")).json<Page>().data;
    const ids = page.map((r) => r.id);
    const reordered = [ids[3]!, ids[0]!, ids[1]!, ids[2]!];
    const res = await call(t.app, "POST", "/api/products/update/sortorder", {
      token: designer,
      body: { ids: reordered },
    });
    expect(res.status).toBe(200);
    const after = (await list(designer, "per_page=4")).json<Page>().data.map((r) => r.id);
    expect(after).toEqual(reordered);
  });

  it("refuses mixed stores, other stores, missing rights and bad input", async () => {
    const [mine] = await liveIds();
    const [oscar] = await liveIds(tees);
    const ok = { ids: [mine] };
    expect((await call(t.app, "POST", "/api/products/update/sortorder", { body: ok })).status).toBe(401);
    expect(
      (await call(t.app, "POST", "/api/products/update/sortorder", { token: salesperson, body: ok })).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, "POST", "/api/products/update/sortorder", {
          token: designer,
          body: { ids: [mine, oscar] },
        })
      ).status,
    ).toBe(404);
    const mixed = await call(t.app, "POST", "/api/products/update/sortorder", {
      token: admin,
      body: { ids: [mine, oscar] },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.json().message).toBe(PRODUCT_LIST_MSG.sortSameStore);
    expect(
      (await call(t.app, "POST", "/api/products/update/sortorder", { token: designer, body: { ids: "x" } }))
        .status,
    ).toBe(422);
  });
});

describe("duplicate", () => {
  it("copies one product with its variants, unpublished, with a free slug", async () => {
    const [id] = await liveIds();
    const source = await t.db.kysely
      .selectFrom("products")
      .selectAll()
      .where("id", "=", id!)
      .executeTakeFirstOrThrow();
    const res = await call(t.app, "POST", `/api/duplicate/product/${id}`, { token: designer });
    expect(res.status).toBe(200);
    const [copy] = res.json<{ products: Row[] }>().products;
    expect(copy!.name).toBe(`${source.name.slice(0, 43)} (copy)`);
    expect(copy!.slug).toBe(`${source.slug}-copy`);
    expect(copy!.available).toBe(0);
    const count = async (productId: number) =>
      Number(
        (
          await t.db.kysely
            .selectFrom("product_variants")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("product_id", "=", productId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count(copy!.id)).toBe(await count(id!));

    const again = await call(t.app, "POST", "/api/duplicate/products", {
      token: designer,
      body: { ids: [id] },
    });
    expect(again.status).toBe(200);
    expect(again.json<{ products: Row[] }>().products[0]!.slug).toBe(`${source.slug}-copy-2`);
  });

  it("checks rights and input", async () => {
    const [oscar] = await liveIds(tees);
    const [mine] = await liveIds();
    expect((await call(t.app, "POST", `/api/duplicate/product/${mine}`)).status).toBe(401);
    expect((await call(t.app, "POST", `/api/duplicate/product/${oscar}`, { token: designer })).status).toBe(
      404,
    );
    expect((await call(t.app, "POST", `/api/duplicate/product/${mine}`, { token: salesperson })).status).toBe(
      403,
    );
    expect((await call(t.app, "POST", "/api/duplicate/products", { token: designer, body: {} })).status).toBe(
      422,
    );
  });
});

describe("quick edit and update multiple", () => {
  it("saves a quick edit and refuses a price below the minimum", async () => {
    const [id] = await liveIds();
    const minimum = await loadMinimumPriceCents(t.db.kysely, id!);
    const res = await call(t.app, "POST", "/api/quick-edit/product", {
      token: designer,
      body: { id, name: "  Quick name  ", price: minimum + 100, available: 1, slug: "Quick Name Ü" },
    });
    expect(res.status).toBe(200);
    expect(res.json<{ product: Row }>().product).toMatchObject({
      name: "Quick name",
      price: minimum + 100,
      slug: "quick-name-u",
    });

    const low = await call(t.app, "POST", "/api/quick-edit/product", {
      token: designer,
      body: { id, price: minimum - 1 },
    });
    expect(low.status).toBe(422);
    expect(low.json().errors).toEqual({ price: priceBelowMinimumMessage(minimum) });

    const window = await call(t.app, "POST", "/api/quick-edit/product", {
      token: designer,
      body: { id, published_from: "2030-01-02T00:00:00.000Z", published_to: "2030-01-01T00:00:00.000Z" },
    });
    expect(window.status).toBe(422);
    expect(window.json().errors).toHaveProperty("published_from", PRODUCT_LIST_MSG.publishWindow);
    const noName = await call(t.app, "POST", "/api/quick-edit/product", {
      token: designer,
      body: { id, name: " " },
    });
    expect(noName.status).toBe(422);
    expect(noName.json().errors).toHaveProperty("name", MSG.required);
  });

  it("updates several products all or none", async () => {
    const [a, b] = await liveIds();
    const minA = await loadMinimumPriceCents(t.db.kysely, a!);
    const minB = await loadMinimumPriceCents(t.db.kysely, b!);
    const refused = await call(t.app, "POST", "/api/update/multiple/products", {
      token: designer,
      body: {
        products: [
          { id: a, price: minA + 5, name: "Changed A" },
          { id: b, price: minB - 1 },
        ],
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.json().errors).toEqual({ "products.1.price": priceBelowMinimumMessage(minB) });
    const untouched = await t.db.kysely
      .selectFrom("products")
      .select("name")
      .where("id", "=", a!)
      .executeTakeFirstOrThrow();
    expect(untouched.name).not.toBe("Changed A");

    const saved = await call(t.app, "POST", "/api/update/multiple/products", {
      token: designer,
      body: {
        products: [
          { id: a, price: minA + 5, name: "Changed A" },
          { id: b, available: 0, min_quantity: 3 },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const rows = saved.json<{ products: (Row & { min_quantity: number })[] }>().products;
    expect(rows.find((r) => r.id === a)).toMatchObject({ name: "Changed A", price: minA + 5 });
    expect(rows.find((r) => r.id === b)).toMatchObject({ available: 0, min_quantity: 3 });
  });

  it("checks rights and input", async () => {
    const [mine] = await liveIds();
    const [oscar] = await liveIds(tees);
    expect((await call(t.app, "POST", "/api/quick-edit/product", { body: { id: mine } })).status).toBe(401);
    expect(
      (await call(t.app, "POST", "/api/quick-edit/product", { token: designer, body: { id: oscar } })).status,
    ).toBe(404);
    expect(
      (await call(t.app, "POST", "/api/quick-edit/product", { token: salesperson, body: { id: mine } }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(t.app, "POST", "/api/update/multiple/products", {
          token: designer,
          body: { products: [{ id: oscar }] },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, "POST", "/api/update/multiple/products", {
          token: salesperson,
          body: { products: [{ id: mine }] },
        })
      ).status,
    ).toBe(403);
    const bad = await call(t.app, "POST", "/api/update/multiple/products", {
      token: designer,
      body: { products: [{ id: mine, min_quantity: 0 }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.json().errors).toHaveProperty("products.0.min_quantity");
  });
});

describe("low stock and price changes", () => {
  it("lists products under 10 pieces, emptiest first, with levels and stock share", async () => {
    const [a, b] = await liveIds();
    await t.db.kysely.updateTable("products").set({ inventory_quantity: 0 }).where("id", "=", a!).execute();
    await t.db.kysely.updateTable("products").set({ inventory_quantity: 5 }).where("id", "=", b!).execute();
    const res = await call(t.app, "GET", `/api/products/low-stock?website_id=${acme}`, { token: designer });
    expect(res.status).toBe(200);
    const body = res.json<{ data: (Row & { stock_percent: number })[]; total: number }>();
    expect(body.data.find((r) => r.id === a)).toMatchObject({
      inventory_quantity: 0,
      inventory_level: "low",
    });
    expect(body.data.find((r) => r.id === b)).toMatchObject({
      inventory_quantity: 5,
      inventory_level: "medium",
    });
    expect(body.data.every((r) => r.inventory_quantity < 10)).toBe(true);
    expect(body.data.every((r) => r.stock_percent >= 0 && r.stock_percent <= 100)).toBe(true);
    const q = body.data.map((r) => r.inventory_quantity);
    expect(q).toEqual([...q].sort((x, y) => x - y));
  });

  it("lists products whose supplier product changed after them", async () => {
    const product = await t.db.kysely
      .selectFrom("products")
      .select(["id", "supplier_product_id"])
      .where("website_id", "=", acme)
      .where("deleted_at", "is", null)
      .where("supplier_product_id", "is not", null)
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .updateTable("supplier_products")
      .set({ updated_at: new Date(Date.now() + 60_000).toISOString() })
      .where("id", "=", product.supplier_product_id!)
      .execute();
    const res = await call(t.app, "GET", `/api/products/price-changes?website_id=${acme}`, {
      token: designer,
    });
    expect(res.status).toBe(200);
    const row = res
      .json<{ data: (Row & { cost: number; brand: string })[] }>()
      .data.find((r) => r.id === product.id);
    expect(row).toBeDefined();
    expect(row!.cost).toBeGreaterThan(0);
    expect(row!.brand).toBeTruthy();
  });

  it("checks rights", async () => {
    for (const path of ["/api/products/low-stock", "/api/products/price-changes"]) {
      expect((await call(t.app, "GET", `${path}?website_id=${acme}`)).status).toBe(401);
      expect((await call(t.app, "GET", `${path}?website_id=${acme}`, { token: owner })).status).toBe(404);
      expect((await call(t.app, "GET", `${path}?website_id=${acme}`, { token: salesperson })).status).toBe(
        403,
      );
      expect((await call(t.app, "GET", `${path}?website_id=abc`, { token: designer })).status).toBe(400);
    }
  });
});

describe("OpenAPI", () => {
  it("documents the product list routes", async () => {
    const doc = (await call(t.app, "GET", "/api/docs/openapi.json", { token: admin })).json<{
      paths: Record<string, unknown>;
    }>();
    for (const path of [
      "/api/all/website/products",
      "/api/products/delete",
      "/api/restore/product/{id}",
      "/api/products/update/sortorder",
      "/api/product/status/{id}/{available}",
      "/api/product/publish/{id}",
      "/api/products/change/status",
      "/api/duplicate/product/{id}",
      "/api/duplicate/products",
      "/api/quick-edit/product",
      "/api/update/multiple/products",
      "/api/products/low-stock",
      "/api/products/price-changes",
      "/api/products/export",
      "/api/products/import",
      "/api/products/availability/export",
      "/api/products/availability/import",
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
