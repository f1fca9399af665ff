import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VERSION_MSG } from "../../domain/versions.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { teeBlank } from "../helpers/blanks.js";

let t: TestApp;
let admin: string, designer: string;
let acme: number;
let productId: number;

type Versioned = { id: number; version: number; name: string };
type Conflict = { message: string; code?: string; current: Versioned & Record<string, unknown> };

const storedProduct = (id: number) =>
  t.db.kysely
    .selectFrom("products")
    .select(["name", "price", "version"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  [admin, designer] = await Promise.all(["admin", "designer"].map((u) => login(t.app, `${u}@example.com`)));
  acme = await storeId(t.db, "Acme Team Store");
  const blank = await teeBlank(t.db);
  const created = await call(t.app, "POST", "/api/products/create", {
    token: designer,
    body: {
      website_id: acme,
      supplier_product_id: blank.id,
      name: "Versioned Tee",
      colors: blank.colors.slice(0, 1),
      sizes: blank.sizes.slice(0, 2),
    },
  });
  expect(created.status).toBe(201);
  productId = created.json<Versioned>().id;
});
afterAll(() => t.close());

describe("record versions on the product editor's save", () => {
  it("reads the version with an ETag, bumps it on a save, and refuses a stale save with the record now", async () => {
    const read = await call(t.app, "GET", `/api/products/${productId}/editor`, { token: designer });
    expect(read.status).toBe(200);
    const v = read.json<Versioned>().version;
    expect(read.headers.etag).toBe(`"${v}"`);

    const saved = await call(t.app, "POST", `/api/products/${productId}/update`, {
      token: designer,
      body: { name: "Mine first", version: v },
    });
    expect(saved.status).toBe(200);
    expect(saved.json<Versioned>().version).toBe(v + 1);

    const stale = await call(t.app, "POST", `/api/products/${productId}/update`, {
      token: designer,
      body: { name: "Theirs, stale", version: v },
    });
    expect(stale.status).toBe(409);
    const body = stale.json<Conflict>();
    expect(body.message).toBe(VERSION_MSG.stale);
    expect(body.code).toBe("version.stale");
    expect(body.current).toMatchObject({ id: productId, name: "Mine first", version: v + 1 });
    // The editor's own read shape.
    expect(body.current).toHaveProperty("pricing");
    expect(await storedProduct(productId)).toMatchObject({ name: "Mine first", version: v + 1 });
  });

  it("takes the version from If-Match too, and a save without one keeps last-save-wins", async () => {
    const { version } = await storedProduct(productId);
    const stale = await call(t.app, "POST", `/api/products/${productId}/update`, {
      token: designer,
      body: { name: "Via header" },
      headers: { "if-match": `"${version - 1}"` },
    });
    expect(stale.status).toBe(409);
    const old = await call(t.app, "POST", `/api/products/${productId}/update`, {
      token: designer,
      body: { name: "Old client" },
    });
    expect(old.status).toBe(200);
    expect(await storedProduct(productId)).toMatchObject({ name: "Old client", version: version + 1 });
  });
});

describe("record versions through BREAD", () => {
  it("answers an ETag, checks If-Match on update, and answers `current` in the BREAD shape", async () => {
    const read = await call(t.app, "GET", `/api/bread/Product/${productId}`, { token: designer });
    const { version } = read.json<Versioned>();
    expect(read.headers.etag).toBe(`"${version}"`);
    const fresh = await call(t.app, "PUT", `/api/bread/Product/${productId}`, {
      token: designer,
      body: { name: "BREAD save" },
      headers: { "if-match": `"${version}"` },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.json<Versioned>().version).toBe(version + 1);
    const stale = await call(t.app, "PUT", `/api/bread/Product/${productId}`, {
      token: designer,
      body: { name: "Stale BREAD save", version },
    });
    expect(stale.status).toBe(409);
    const body = stale.json<Conflict>();
    expect(body.current).toMatchObject({ id: productId, name: "BREAD save", version: version + 1 });
    expect(body.current).toHaveProperty("status");
    expect((await storedProduct(productId)).name).toBe("BREAD save");
  });

  it("lets exactly one of two concurrent saves of the same version win", async () => {
    const { version } = await storedProduct(productId);
    const save = (name: string) =>
      call(t.app, "PUT", `/api/bread/Product/${productId}`, {
        token: designer,
        body: { name },
        headers: { "if-match": `"${version}"` },
      });
    const [a, b] = await Promise.all([save("Racer A"), save("Racer B")]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? "Racer A" : "Racer B";
    expect(await storedProduct(productId)).toMatchObject({ name: winner, version: version + 1 });
  });

  it("checks a page's version on the generic update", async () => {
    const page = await t.db.kysely
      .selectFrom("pages")
      .select(["id", "version"])
      .where("website_id", "=", acme)
      .where("type", "=", "page")
      .executeTakeFirstOrThrow();
    const fresh = await call(t.app, "PUT", `/api/bread/Page/${page.id}`, {
      token: admin,
      body: { name: "Versioned page", version: page.version },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.json<Versioned>().version).toBe(page.version + 1);
    const stale = await call(t.app, "PUT", `/api/bread/Page/${page.id}`, {
      token: admin,
      body: { name: "Stale page", version: page.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.json<Conflict>().current).toMatchObject({
      name: "Versioned page",
      version: page.version + 1,
    });
  });
});

describe("record versions on store settings and orders", () => {
  it("refuses a stale contact save on the contact route and BREAD, writing nothing", async () => {
    const headers = { "x-website-id": String(acme) };
    const created = await call(t.app, "POST", "/api/contacts", {
      token: admin,
      headers,
      body: { name: "Versioned Contact", city: "Phoenix", tags: [] },
    });
    expect(created.status).toBe(201);
    const { id, version } = created.json<Versioned>();
    const read = await call(t.app, "GET", `/api/bread/Contact/${id}`, { token: admin, headers });
    expect(read.headers.etag).toBe(`"${version}"`);
    const save = (url: string, name: string, ifMatch: number) =>
      call(t.app, "PUT", url, {
        token: admin,
        headers: { ...headers, "if-match": `"${ifMatch}"` },
        body: { name, city: "Phoenix", tags: [] },
      });
    const fresh = await save(`/api/contacts/${id}`, "Saved first", version);
    expect(fresh.status).toBe(200);
    expect(fresh.json<Versioned>().version).toBe(version + 1);
    for (const url of [`/api/contacts/${id}`, `/api/bread/Contact/${id}`]) {
      const stale = await save(url, "Stale contact save", version);
      expect(stale.status, url).toBe(409);
      expect(stale.json<Conflict>().current).toMatchObject({ id, name: "Saved first", version: version + 1 });
    }
    const stored = await t.db.kysely
      .selectFrom("contacts")
      .select(["name", "version"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: "Saved first", version: version + 1 });
    const bread = await save(`/api/bread/Contact/${id}`, "Saved second", version + 1);
    expect(bread.status).toBe(200);
    expect(bread.json<Versioned>()).toMatchObject({ name: "Saved second", version: version + 2 });
  });

  it("refuses a stale category save on the category route and BREAD, writing nothing", async () => {
    const headers = { "x-website-id": String(acme) };
    const created = await call(t.app, "POST", "/api/categories", {
      token: admin,
      body: { name: "Versioned Category", website_id: acme },
    });
    expect(created.status).toBe(200);
    const { id, version } = created.json<{ category: Versioned }>().category;
    const read = await call(t.app, "GET", `/api/bread/Category/${id}`, { token: admin, headers });
    expect(read.headers.etag).toBe(`"${version}"`);
    const save = (url: string, name: string, ifMatch: number) =>
      call(t.app, url.startsWith("/api/bread") ? "PUT" : "POST", url, {
        token: admin,
        headers: { ...headers, "if-match": `"${ifMatch}"` },
        body: { name, slug: "versioned-category" },
      });
    const fresh = await save(`/api/categories/${id}`, "Saved first", version);
    expect(fresh.status).toBe(200);
    expect(fresh.json<{ category: Versioned }>().category.version).toBe(version + 1);
    for (const url of [`/api/categories/${id}`, `/api/bread/Category/${id}`]) {
      const stale = await save(url, "Stale category save", version);
      expect(stale.status, url).toBe(409);
      expect(stale.json<Conflict>().current).toMatchObject({ id, name: "Saved first", version: version + 1 });
    }
    const stored = await t.db.kysely
      .selectFrom("categories")
      .select(["name", "version"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: "Saved first", version: version + 1 });
    const bread = await save(`/api/bread/Category/${id}`, "Saved second", version + 1);
    expect(bread.status).toBe(200);
    expect(bread.json<Versioned>()).toMatchObject({ name: "Saved second", version: version + 2 });
  });

  it("refuses a stale discount save on the discount route and BREAD, writing nothing", async () => {
    const headers = { "x-website-id": String(acme) };
    const settings = { kind: "percentage", value: 10, starts_at: "2020-01-01T00:00:00.000Z" };
    const created = await call(t.app, "POST", "/api/discounts", {
      token: admin,
      body: { website_id: acme, code: "VERSIONED", ...settings },
    });
    expect(created.status).toBe(200);
    const { id, version } = created.json<{ data: Versioned }>().data;
    const read = await call(t.app, "GET", `/api/bread/Discount/${id}`, { token: admin, headers });
    expect(read.headers.etag).toBe(`"${version}"`);
    const save = (url: string, title: string, ifMatch: number) =>
      call(t.app, "PUT", url, {
        token: admin,
        headers: { ...headers, "if-match": `"${ifMatch}"` },
        body: { code: "VERSIONED", title, ...settings },
      });
    const fresh = await save(`/api/discounts/${id}`, "Saved first", version);
    expect(fresh.status).toBe(200);
    expect(fresh.json<{ data: Versioned }>().data.version).toBe(version + 1);
    for (const url of [`/api/discounts/${id}`, `/api/bread/Discount/${id}`]) {
      const stale = await save(url, "Stale discount save", version);
      expect(stale.status, url).toBe(409);
      expect(stale.json<Conflict>().current).toMatchObject({
        id,
        title: "Saved first",
        version: version + 1,
      });
    }
    const stale = await save(`/api/discounts/${id}`, "Stale discount save", version);
    expect(stale.json<Conflict>().current).toHaveProperty("product_ids");
    const stored = await t.db.kysely
      .selectFrom("discounts")
      .select(["title", "version"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: "Saved first", version: version + 1 });
    const bread = await save(`/api/bread/Discount/${id}`, "Saved second", version + 1);
    expect(bread.status).toBe(200);
    expect(bread.json<Versioned>()).toMatchObject({ title: "Saved second", version: version + 2 });
  });

  it("refuses a stale promotion save on the promotion route and BREAD, writing nothing", async () => {
    const headers = { "x-website-id": String(acme) };
    const created = await call(t.app, "POST", `/api/content/${acme}/promotions`, {
      token: admin,
      body: { title: "Versioned promotion", kind: "banner" },
    });
    expect(created.status).toBe(201);
    const { id, version } = created.json<Versioned>();
    const read = await call(t.app, "GET", `/api/bread/Promotion/${id}`, { token: admin, headers });
    expect(read.headers.etag).toBe(`"${version}"`);
    const route = `/api/content/${acme}/promotions/${id}`;
    const save = (url: string, title: string, ifMatch: number) =>
      call(t.app, "PUT", url, {
        token: admin,
        headers: { ...headers, "if-match": `"${ifMatch}"` },
        body: { title, kind: "banner" },
      });
    const fresh = await save(route, "Saved first", version);
    expect(fresh.status).toBe(200);
    expect(fresh.json<Versioned>().version).toBe(version + 1);
    for (const url of [route, `/api/bread/Promotion/${id}`]) {
      const stale = await save(url, "Stale promotion save", version);
      expect(stale.status, url).toBe(409);
      expect(stale.json<Conflict>().current).toMatchObject({
        id,
        title: "Saved first",
        version: version + 1,
      });
    }
    const stored = await t.db.kysely
      .selectFrom("promotions")
      .select(["title", "version"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: "Saved first", version: version + 1 });
    const bread = await save(`/api/bread/Promotion/${id}`, "Saved second", version + 1);
    expect(bread.status).toBe(200);
    expect(bread.json()).toMatchObject({ title: "Saved second", version: version + 2 });
  });

  it("refuses a stale content item save on the content route and BREAD, and the design editor sees it", async () => {
    const headers = { "x-website-id": String(acme) };
    const created = await call(t.app, "POST", `/api/content/${acme}/blog`, {
      token: admin,
      body: { name: "Versioned post", content: "<p>First</p>" },
    });
    expect(created.status).toBe(201);
    const { id, version } = created.json<Versioned>();
    expect(version).toBeGreaterThanOrEqual(1);
    const route = `/api/content/${acme}/blog/${id}`;
    const save = (url: string, name: string, ifMatch: number) =>
      call(t.app, "PUT", url, {
        token: admin,
        headers: { ...headers, "if-match": `"${ifMatch}"` },
        body: { name, slug: "versioned-post", content: "<p>Text</p>" },
      });
    const fresh = await save(route, "Saved first", version);
    expect(fresh.status).toBe(200);
    expect(fresh.json<Versioned>().version).toBe(version + 1);
    for (const url of [route, `/api/bread/Blog/${id}`]) {
      const stale = await save(url, "Stale post save", version);
      expect(stale.status, url).toBe(409);
      expect(stale.json<Conflict>().current).toMatchObject({ id, name: "Saved first", version: version + 1 });
    }
    // The design editor lays out the same row: its save on the version before the content save is refused.
    const designer = await call(t.app, "PUT", `/api/bread/Page/${id}`, {
      token: admin,
      body: { name: "Designer save", version },
    });
    expect(designer.status).toBe(409);
    const stored = await t.db.kysely
      .selectFrom("pages")
      .select(["name", "version"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: "Saved first", version: version + 1 });
    const bread = await save(`/api/bread/Blog/${id}`, "Saved second", version + 1);
    expect(bread.status).toBe(200);
    expect(bread.json()).toMatchObject({ name: "Saved second", version: version + 2 });
  });

  it("refuses a stale gift card save on the gift card route and BREAD, writing nothing", async () => {
    const headers = { "x-website-id": String(acme) };
    const created = await call(t.app, "POST", "/api/gift-cards", {
      token: admin,
      body: { website_id: acme, initial_value: 5000, expires_on: "2099-12-31" },
    });
    expect(created.status).toBe(200);
    const [{ id, version }] = created.json<{ data: [Versioned] }>().data;
    const read = await call(t.app, "GET", `/api/bread/GiftCard/${id}`, { token: admin, headers });
    expect(read.headers.etag).toBe(`"${version}"`);
    const save = (url: string, note: string, ifMatch: number) =>
      call(t.app, "PUT", url, {
        token: admin,
        headers: { ...headers, "if-match": `"${ifMatch}"` },
        body: { note },
      });
    const fresh = await save(`/api/gift-cards/${id}`, "Saved first", version);
    expect(fresh.status).toBe(200);
    expect(fresh.json<{ data: Versioned }>().data.version).toBe(version + 1);
    for (const url of [`/api/gift-cards/${id}`, `/api/bread/GiftCard/${id}`]) {
      const stale = await save(url, "Stale card save", version);
      expect(stale.status, url).toBe(409);
      expect(stale.json<Conflict>().current).toMatchObject({ id, note: "Saved first", version: version + 1 });
    }
    const stored = await t.db.kysely
      .selectFrom("gift_cards")
      .select(["note", "version"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ note: "Saved first", version: version + 1 });
    const bread = await save(`/api/bread/GiftCard/${id}`, "Saved second", version + 1);
    expect(bread.status).toBe(200);
    expect(bread.json()).toMatchObject({ note: "Saved second", version: version + 2 });
  });

  it("refuses a stale user save on BREAD, writing nothing", async () => {
    const { id } = await t.db.kysely
      .selectFrom("users")
      .select("id")
      .where("email", "=", "designer@example.com")
      .executeTakeFirstOrThrow();
    const url = `/api/bread/User/${id}`;
    const read = await call(t.app, "GET", url, { token: admin });
    const { version, email, role_id, website_role, can_create_stores } = read.json<
      Versioned & { email: string; role_id: number; website_role: string | null; can_create_stores: number }
    >();
    expect(read.headers.etag).toBe(`"${version}"`);
    const save = (name: string, ifMatch: number) =>
      call(t.app, "PUT", url, {
        token: admin,
        headers: { "if-match": `"${ifMatch}"` },
        body: { name, email, role_id, website_role, can_create_stores },
      });
    const fresh = await save("Saved first", version);
    expect(fresh.status).toBe(200);
    expect(fresh.json<Versioned>().version).toBe(version + 1);
    const stale = await save("Stale user save", version);
    expect(stale.status).toBe(409);
    expect(stale.json<Conflict>().current).toMatchObject({ id, name: "Saved first", version: version + 1 });
    const stored = await t.db.kysely
      .selectFrom("users")
      .select(["name", "version"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: "Saved first", version: version + 1 });
    const again = await save("Saved second", version + 1);
    expect(again.status).toBe(200);
    expect(again.json<Versioned>()).toMatchObject({ name: "Saved second", version: version + 2 });
  });

  it("bumps a user's version on deactivation and refuses a stale one, writing nothing", async () => {
    const { id } = await t.db.kysely
      .selectFrom("users")
      .select("id")
      .where("email", "=", "client@example.com")
      .executeTakeFirstOrThrow();
    const url = `/api/bread/User/${id}`;
    const { version } = (await call(t.app, "GET", url, { token: admin })).json<Versioned>();
    const deactivate = (deactivated: boolean, ifMatch: number) =>
      call(t.app, "PUT", url, {
        token: admin,
        headers: { "if-match": `"${ifMatch}"` },
        body: { deactivated },
      });
    const off = await deactivate(true, version);
    expect(off.status).toBe(200);
    expect(off.json<Versioned>().version).toBe(version + 1);
    const stale = await deactivate(false, version);
    expect(stale.status).toBe(409);
    const stored = await t.db.kysely
      .selectFrom("users")
      .select(["deactivated_at", "version"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored.deactivated_at).not.toBeNull();
    expect(stored.version).toBe(version + 1);
    expect((await deactivate(false, version + 1)).status).toBe(200);
  });

  it("refuses a stale store settings save and writes nothing", async () => {
    const read = await call(t.app, "GET", `/api/websites/${acme}`, { token: admin });
    const { version, name } = read.json<Versioned>();
    expect(read.headers.etag).toBe(`"${version}"`);
    const fresh = await call(t.app, "PUT", `/api/websites/${acme}/settings`, {
      token: admin,
      body: { margin: 1.5, version },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.json<{ website: Versioned }>().website.version).toBe(version + 1);
    const stale = await call(t.app, "PUT", `/api/websites/${acme}/settings`, {
      token: admin,
      body: { name: "Stale store name", version },
    });
    expect(stale.status).toBe(409);
    expect(stale.json<Conflict>().current).toMatchObject({ id: acme, name, version: version + 1 });
    const stored = await t.db.kysely
      .selectFrom("websites")
      .select("name")
      .where("id", "=", acme)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe(name);
  });

  it("refuses a stale order status change, on the order route and BREAD", async () => {
    const order = await t.db.kysely
      .selectFrom("orders")
      .select(["id", "version", "status"])
      .where("website_id", "=", acme)
      .where("status", "=", "new")
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    const fresh = await call(t.app, "PUT", `/api/orders/${order.id}/status`, {
      token: admin,
      body: { status: "completed", version: order.version },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.json<Versioned>().version).toBe(order.version + 1);
    const stale = await call(t.app, "PUT", `/api/orders/${order.id}/status`, {
      token: admin,
      body: { status: "new", version: order.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.json<Conflict>().current).toMatchObject({ id: order.id, status: "completed" });
    const viaBread = await call(t.app, "PUT", `/api/bread/Order/${order.id}`, {
      token: admin,
      body: { status: "new" },
      headers: { "if-match": `"${order.version}"` },
    });
    expect(viaBread.status).toBe(409);
    const stored = await t.db.kysely
      .selectFrom("orders")
      .select("status")
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe("completed");
  });
});
