import { EDITOR_MSG } from "../../domain/contracts/product-editor.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { PRICING_MSG } from "../../domain/pricing.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { teeBlank } from "../helpers/blanks.js";

let t: TestApp;
let admin: string, owner: string, designer: string, salesperson: string, client: string, storeAdmin: string;
let acme: number, events: number, oscars: number;
/** BREAD creates a product as the editor does: from a supplier blank, with colours and sizes. */
let fromBlank: { supplier_product_id: number; colors: string[]; sizes: string[] };

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner, designer, salesperson, client, storeAdmin] = await Promise.all(
    ["admin", "owner", "designer", "salesperson", "client", "store-admin"].map((u) =>
      login(t.app, `${u}@example.com`),
    ),
  );
  acme = await storeId(t.db, "Acme Team Store");
  events = await storeId(t.db, "Acme Events");
  oscars = await storeId(t.db, "Oscar's Tees");
  const blank = await teeBlank(t.db);
  fromBlank = {
    supplier_product_id: blank.id,
    colors: blank.colors.slice(0, 2),
    sizes: blank.sizes.slice(0, 2),
  };
});
afterAll(() => t.close());

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");

type ProductRow = {
  id: number;
  website_id: number;
  name: string;
  price: number;
  status: string;
  preview_photo_url: string | null;
};

describe("GET /api/bread/Product (list)", () => {
  it("speaks ra-data-simple-rest: range, sort, filter and Content-Range", async () => {
    const res = await call(
      t.app,
      "GET",
      `/api/bread/Product?${q({ sort: ["price", "DESC"], range: [0, 2], filter: { website_id: acme } })}`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    const rows = res.json<ProductRow[]>();
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.website_id === acme)).toBe(true);
    expect(rows.map((r) => r.price)).toEqual([...rows.map((r) => r.price)].sort((a, b) => b - a));
    const range = String(res.headers["content-range"]);
    expect(range).toMatch(/^product 0-2\/\d+$/);
    const total = Number(range.split("/")[1]);
    const count = await t.db.kysely
      .selectFrom("products")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("website_id", "=", acme)
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    expect(total).toBe(Number(count.n));
    expect(String(res.headers["access-control-expose-headers"])).toContain("Content-Range");
    expect(rows[0]!.preview_photo_url).toMatch(/^\/files\//);
  });

  it("uses the active store header and searches with q", async () => {
    const all = (
      await call(t.app, "GET", `/api/bread/Product?${q({ range: [0, 99] })}`, {
        token: designer,
        headers: { "x-website-id": String(acme) },
      })
    ).json<ProductRow[]>();
    expect(all.length).toBeGreaterThan(0);
    const word = all[0]!.name.split(" ")[0]!.toUpperCase();
    const found = (
      await call(t.app, "GET", `/api/bread/Product?${q({ filter: { q: word }, range: [0, 99] })}`, {
        token: designer,
        headers: { "x-website-id": String(acme) },
      })
    ).json<ProductRow[]>();
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => r.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it("filters by computed status", async () => {
    const res = await call(
      t.app,
      "GET",
      `/api/bread/Product?${q({ filter: { status: "published" }, range: [0, 999] })}`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.json<ProductRow[]>().every((r) => r.status === "published")).toBe(true);
    const bad = await call(t.app, "GET", `/api/bread/Product?${q({ filter: { status: "sold" } })}`, {
      token: admin,
    });
    expect(bad.status).toBe(400);
  });

  it("serves getMany with filter id list, only within reach", async () => {
    const ids = (
      await call(t.app, "GET", `/api/bread/Product?${q({ filter: { website_id: oscars }, range: [0, 1] })}`, {
        token: owner,
      })
    )
      .json<ProductRow[]>()
      .map((r) => r.id);
    const many = await call(t.app, "GET", `/api/bread/Product?${q({ filter: { id: ids } })}`, {
      token: owner,
    });
    expect(
      many
        .json<ProductRow[]>()
        .map((r) => r.id)
        .sort(),
    ).toEqual([...ids].sort());
    // The same ids asked by a user of another store come back empty, not leaked.
    const leaked = await call(t.app, "GET", `/api/bread/Product?${q({ filter: { id: ids } })}`, {
      token: designer,
    });
    expect(leaked.json<ProductRow[]>()).toEqual([]);
  });

  it("without a store, lists only the stores the caller holds the right in", async () => {
    const rows = (
      await call(t.app, "GET", `/api/bread/Product?${q({ range: [0, 999] })}`, { token: owner })
    ).json<ProductRow[]>();
    const stores = new Set(rows.map((r) => r.website_id));
    expect(stores.has(oscars)).toBe(true);
    expect(stores.has(acme)).toBe(false);
  });

  it("answers 401, 404 for a foreign store, 403 for a missing right, 400 for bad params", async () => {
    expect((await call(t.app, "GET", "/api/bread/Product")).status).toBe(401);
    const foreign = await call(t.app, "GET", `/api/bread/Product?${q({ filter: { website_id: acme } })}`, {
      token: owner,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.json().message).toBe(MSG.websiteNotFound);
    // The seed denies the salesperson browse_products explicitly on the launched store.
    const denied = await call(t.app, "GET", "/api/bread/Product", {
      token: salesperson,
      headers: { "x-website-id": String(acme) },
    });
    expect(denied.status).toBe(403);
    expect(denied.json().message).toBe(MSG.permissionDenied);
    for (const bad of [
      `sort=${encodeURIComponent('["password_hash","ASC"]')}`,
      `filter=${encodeURIComponent('{"deleted_at":null}')}`,
      "range=not-json",
      `range=${encodeURIComponent("[5,1]")}`,
      `filter=${encodeURIComponent('{"price":"cheap"}')}`,
    ]) {
      const res = await call(t.app, "GET", `/api/bread/Product?${bad}`, { token: admin });
      expect(res.status, bad).toBe(400);
    }
    expect((await call(t.app, "GET", "/api/bread/Session", { token: admin })).status).toBe(404);
  });
});

describe("Product read, create, update, delete", () => {
  let created: ProductRow;

  it("creates in the active store with the add_products right", async () => {
    const res = await call(t.app, "POST", "/api/bread/Product", {
      token: designer,
      headers: { "x-website-id": String(acme) },
      body: {
        ...fromBlank,
        name: "Designer Special Tee with a very long name that goes on and on",
        price: 3499,
        available: 1,
        password_hash: "x",
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    created = res.json<ProductRow>();
    expect(created.website_id).toBe(acme);
    expect(created.name).toHaveLength(50);
    expect(created.status).toBe("published");
  });

  it("rejects bad input with field errors and creates nothing", async () => {
    const before = await t.db.kysely
      .selectFrom("products")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const res = await call(t.app, "POST", "/api/bread/Product", {
      token: designer,
      headers: { "x-website-id": String(acme) },
      body: { ...fromBlank, name: "", price: -5 },
    });
    expect(res.status).toBe(422);
    expect(res.json().errors).toMatchObject({ name: MSG.required });
    // The editor's rule: a retail price is never below the product's minimum price.
    const cheap = await call(t.app, "POST", "/api/bread/Product", {
      token: designer,
      headers: { "x-website-id": String(acme) },
      body: { ...fromBlank, name: "Cheap", price: -5 },
    });
    expect(cheap.status).toBe(422);
    expect(cheap.json<{ errors: Record<string, string> }>().errors.price).toContain(
      PRICING_MSG.priceBelowMinimum,
    );
    const window = await call(t.app, "POST", "/api/bread/Product", {
      token: designer,
      headers: { "x-website-id": String(acme) },
      body: {
        ...fromBlank,
        name: "Window",
        price: 3499,
        published_from: "2026-02-01T00:00:00.000Z",
        published_to: "2026-01-01T00:00:00.000Z",
      },
    });
    expect(window.status).toBe(422);
    expect(window.json().errors).toHaveProperty("published_from");
    const after = await t.db.kysely
      .selectFrom("products")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("refuses creating in another store and without a store", async () => {
    const foreign = await call(t.app, "POST", "/api/bread/Product", {
      token: designer,
      body: { ...fromBlank, name: "X", price: 3499, website_id: oscars },
    });
    expect(foreign.status).toBe(404);
    const none = await call(t.app, "POST", "/api/bread/Product", {
      token: designer,
      body: { ...fromBlank, name: "X", price: 3499 },
    });
    expect(none.status).toBe(400);
    const noRight = await call(t.app, "POST", "/api/bread/Product", {
      token: client,
      headers: { "x-website-id": String(acme) },
      body: { ...fromBlank, name: "X", price: 3499 },
    });
    expect(noRight.status).toBe(403);
  });

  it("reads one record, 404 for a stranger, 401 without session", async () => {
    expect(
      (await call(t.app, "GET", `/api/bread/Product/${created.id}`, { token: designer })).json<ProductRow>()
        .id,
    ).toBe(created.id);
    expect((await call(t.app, "GET", `/api/bread/Product/${created.id}`, { token: owner })).status).toBe(404);
    expect((await call(t.app, "GET", `/api/bread/Product/${created.id}`)).status).toBe(401);
    expect((await call(t.app, "GET", "/api/bread/Product/999999", { token: admin })).status).toBe(404);
    expect((await call(t.app, "GET", "/api/bread/Product/abc", { token: admin })).status).toBe(400);
  });

  it("updates whitelisted fields only, and a duplicate slug is refused at the field as in the editor", async () => {
    const res = await call(t.app, "PUT", `/api/bread/Product/${created.id}`, {
      token: designer,
      body: { ...created, name: "Renamed", price: 3000, website_id: oscars, id: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.json<ProductRow>()).toMatchObject({
      id: created.id,
      name: "Renamed",
      price: 3000,
      website_id: acme,
    });
    const other = (
      await call(t.app, "GET", `/api/bread/Product?${q({ filter: { website_id: acme }, range: [0, 0] })}`, {
        token: designer,
      })
    ).json<(ProductRow & { slug: string })[]>()[0]!;
    const dup = await call(t.app, "PUT", `/api/bread/Product/${created.id}`, {
      token: designer,
      body: { slug: other.slug },
    });
    expect(dup.status).toBe(422);
    expect(dup.json<{ errors: Record<string, string> }>().errors).toEqual({ slug: EDITOR_MSG.slugTaken });
    expect(
      (
        await call(t.app, "PUT", `/api/bread/Product/${created.id}`, {
          token: owner,
          body: { name: "Hijack" },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, "PUT", `/api/bread/Product/${created.id}`, {
          token: designer,
          body: { price: "free" },
        })
      ).status,
    ).toBe(422);
  });

  it("deletes softly: gone from lists and reads, kept in the table", async () => {
    expect((await call(t.app, "DELETE", `/api/bread/Product/${created.id}`, { token: client })).status).toBe(
      403,
    );
    expect(
      (await call(t.app, "DELETE", `/api/bread/Product/${created.id}`, { token: designer })).status,
    ).toBe(200);
    expect((await call(t.app, "GET", `/api/bread/Product/${created.id}`, { token: designer })).status).toBe(
      404,
    );
    const row = await t.db.kysely
      .selectFrom("products")
      .select("deleted_at")
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
  });
});

describe("Website", () => {
  it("lists the stores the caller belongs to; admins see all", async () => {
    const mine = (await call(t.app, "GET", "/api/bread/Website", { token: owner })).json<
      { id: number; user_id: number }[]
    >();
    expect(mine.map((w) => w.id).sort()).toEqual([oscars, await storeId(t.db, "Oscar's Mugs")].sort());
    const all = await call(t.app, "GET", "/api/bread/Website", { token: admin });
    expect(Number(String(all.headers["content-range"]).split("/")[1])).toBeGreaterThanOrEqual(5);
  });

  it("lets a store admin edit settings but not a designer; never another store", async () => {
    const ok = await call(t.app, "PUT", `/api/bread/Website/${acme}`, {
      token: storeAdmin,
      body: { name: "Acme Team Store", margin: 1.2 },
    });
    expect(ok.status).toBe(200);
    expect(ok.json().margin).toBe(1.2);
    expect(
      (await call(t.app, "PUT", `/api/bread/Website/${acme}`, { token: designer, body: { name: "Nope" } }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(t.app, "PUT", `/api/bread/Website/${oscars}`, {
          token: storeAdmin,
          body: { name: "Nope" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t.app, "PUT", `/api/bread/Website/${acme}`, { token: storeAdmin, body: { margin: 0.5 } }))
        .status,
    ).toBe(422);
  });

  it("creates a store only under the spec's creation rules", async () => {
    const created = await call(t.app, "POST", "/api/bread/Website", {
      token: owner,
      body: { name: "Oscar's Hats" },
    });
    expect(created.status).toBe(201);
    expect(created.json()).toMatchObject({
      name: "Oscar's Hats",
      link: "oscars-hats",
      plan: "free",
      is_launched: 0,
    });
    const twin = await call(t.app, "POST", "/api/bread/Website", {
      token: owner,
      body: { name: "Oscar's Hats" },
    });
    expect(twin.json().link).toBe("oscars-hats-2");
    // A designer is a company user without can_create_stores.
    expect(
      (await call(t.app, "POST", "/api/bread/Website", { token: designer, body: { name: "Mine" } })).status,
    ).toBe(403);
    expect((await call(t.app, "POST", "/api/bread/Website", { token: owner, body: {} })).status).toBe(422);
  });
});

describe("Order", () => {
  type OrderRow = {
    id: number;
    website_id: number;
    website_name: string;
    status: string;
    price: number;
    profit: number;
    created_at: string;
  };

  it("lists with browse_orders, filters by status and date range", async () => {
    const res = await call(
      t.app,
      "GET",
      `/api/bread/Order?${q({ filter: { status: "completed", created_at_gte: "2026-05-01T00:00:00.000Z" }, range: [0, 49] })}`,
      { token: salesperson, headers: { "x-website-id": String(acme) } },
    );
    expect(res.status).toBe(200);
    const rows = res.json<OrderRow[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every(
        (o) =>
          o.status === "completed" && o.created_at >= "2026-05-01" && o.website_name === "Acme Team Store",
      ),
    ).toBe(true);
    expect(rows.map((o) => o.created_at)).toEqual([...rows.map((o) => o.created_at)].sort().reverse());
  });

  it("denies the designer (no browse_orders) and lets only detail roles read one", async () => {
    expect(
      (
        await call(t.app, "GET", "/api/bread/Order", {
          token: designer,
          headers: { "x-website-id": String(acme) },
        })
      ).status,
    ).toBe(403);
    const first = (
      await call(t.app, "GET", `/api/bread/Order?${q({ range: [0, 0] })}`, {
        token: salesperson,
        headers: { "x-website-id": String(acme) },
      })
    ).json<OrderRow[]>()[0]!;
    expect((await call(t.app, "GET", `/api/bread/Order/${first.id}`, { token: salesperson })).status).toBe(
      200,
    );
    // The seed grants the client browse_single_order explicitly.
    expect((await call(t.app, "GET", `/api/bread/Order/${first.id}`, { token: client })).status).toBe(200);
    expect((await call(t.app, "GET", `/api/bread/Order/${first.id}`, { token: owner })).status).toBe(404);
  });

  it("changes status as the order page does: full_admin_access; delete cancels and archives (owner or admin)", async () => {
    const first = (
      await call(t.app, "GET", `/api/bread/Order?${q({ range: [0, 0], filter: { status: "new" } })}`, {
        token: admin,
        headers: { "x-website-id": String(acme) },
      })
    ).json<OrderRow[]>()[0]!;
    // The salesperson and the client may read an order, never change it.
    for (const token of [salesperson, client]) {
      expect(
        (await call(t.app, "PUT", `/api/bread/Order/${first.id}`, { token, body: { status: "canceled" } }))
          .status,
      ).toBe(403);
    }
    expect(
      (
        await call(t.app, "PUT", `/api/bread/Order/${first.id}`, {
          token: admin,
          body: { status: "shipped" },
        })
      ).status,
    ).toBe(422);
    const completed = await call(t.app, "PUT", `/api/bread/Order/${first.id}`, {
      token: admin,
      body: { status: "completed" },
    });
    expect(completed.json().status).toBe("completed");
    const history = await t.db.kysely
      .selectFrom("order_status_history")
      .select(["from_status", "to_status"])
      .where("order_id", "=", first.id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(history).toEqual({ from_status: "new", to_status: "completed" });
    // A store admin holds full_admin_access but is not the owner: deleting a purchase is refused.
    for (const token of [salesperson, storeAdmin]) {
      expect((await call(t.app, "DELETE", `/api/bread/Order/${first.id}`, { token })).status).toBe(403);
    }
    expect((await call(t.app, "DELETE", `/api/bread/Order/${first.id}`, { token: admin })).status).toBe(200);
    const row = await t.db.kysely
      .selectFrom("orders")
      .select(["status", "deleted_at"])
      .where("id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "canceled" });
    expect(row.deleted_at).not.toBeNull();
    expect(
      (await call(t.app, "POST", "/api/bread/Order", { token: owner, body: { website_id: oscars } })).status,
    ).toBe(405);
  });
});

describe("Page, Category, Payment", () => {
  it("pages need edit_design: designer yes, salesperson no", async () => {
    const res = await call(t.app, "GET", "/api/bread/Page", {
      token: designer,
      headers: { "x-website-id": String(acme) },
    });
    expect(res.status).toBe(200);
    expect(res.json<{ slug: string }[]>().map((p) => p.slug)).toContain("home");
    expect(
      (
        await call(t.app, "GET", "/api/bread/Page", {
          token: salesperson,
          headers: { "x-website-id": String(acme) },
        })
      ).status,
    ).toBe(403);
    const created = await call(t.app, "POST", "/api/bread/Page", {
      token: designer,
      headers: { "x-website-id": String(acme) },
      body: { name: "Size Guide", sections: [{ id: "ab12c", type: "banner" }] },
    });
    expect(created.status).toBe(201);
    expect(created.json()).toMatchObject({
      slug: "size-guide",
      type: "page",
      sections: [{ id: "ab12c", type: "banner" }],
    });
    expect(
      (
        await call(t.app, "POST", "/api/bread/Page", {
          token: designer,
          headers: { "x-website-id": String(acme) },
          body: { name: "Size Guide" },
        })
      ).status,
    ).toBe(409);
  });

  it("categories validate name length and are store-scoped", async () => {
    const long = await call(t.app, "POST", "/api/bread/Category", {
      token: storeAdmin,
      headers: { "x-website-id": String(events) },
      body: { name: "x".repeat(51) },
    });
    expect(long.status).toBe(422);
    const ok = await call(t.app, "POST", "/api/bread/Category", {
      token: storeAdmin,
      headers: { "x-website-id": String(events) },
      body: { name: "Summer Sale" },
    });
    expect(ok.status).toBe(201);
    expect(ok.json()).toMatchObject({ slug: "summer-sale", website_id: events });
    expect((await call(t.app, "GET", `/api/bread/Category/${ok.json().id}`, { token: owner })).status).toBe(
      404,
    );
  });

  it("payments are for store owners and admins; BREAD never changes them", async () => {
    const list = await call(
      t.app,
      "GET",
      `/api/bread/Payment?${q({ filter: { website_id: oscars, done: 0 } })}`,
      { token: owner },
    );
    expect(list.status).toBe(200);
    const rows = list.json<{ id: number; done: number }[]>();
    expect(rows.every((p) => p.done === 0)).toBe(true);
    expect(
      (
        await call(t.app, "GET", "/api/bread/Payment", {
          token: designer,
          headers: { "x-website-id": String(acme) },
        })
      ).status,
    ).toBe(403);
    expect(rows.length).toBeGreaterThan(0);
    const id = rows[0]!.id;
    // Payouts change only through the payment-request routes; BREAD refuses, even an admin.
    for (const token of [owner, admin]) {
      expect(
        (await call(t.app, "PUT", `/api/bread/Payment/${id}`, { token, body: { done: 1 } })).status,
      ).toBe(405);
      expect((await call(t.app, "DELETE", `/api/bread/Payment/${id}`, { token })).status).toBe(405);
    }
  });
});

describe("the OpenAPI document of /api/bread", () => {
  it("describes every model the registry serves, with its rights and its writes", async () => {
    const { MODELS } = await import("../../server/routes/bread/models/index.js");
    type Op = { description?: string; parameters?: { name: string; description?: string }[] };
    const doc = (await call(t.app, "GET", "/api/docs/openapi.json")).json<{
      paths: Record<string, Record<string, Op>>;
    }>();
    const list = doc.paths["/api/bread/{model}"]!.get!;
    const named = list.parameters!.find((p) => p.name === "model")!.description!;
    for (const model of MODELS.values()) {
      expect(named).toContain(model.name);
      expect(list.description).toContain(`**${model.name}**`);
    }
    // What the document says of a model is what the server does: Payment changes only by its routes.
    expect(list.description).toMatch(/\*\*Payment\*\*[^\n]*Writes: none \(405\)/);
    expect(list.description).toMatch(/\*\*Product\*\*[^\n]*Writes: create, update, delete/);
  });
});
