import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/** /api/bread/Contact: a store's contacts, on the seeded demo data. */

let t: TestApp;
let primary: string, owner: string, salesperson: string, designer: string;
let acme: number;

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");

type Contact = { id: number; website_id: number; name: string; email: string | null; tags: string[] };

beforeAll(async () => {
  t = await createTestApp();
  [primary, owner, salesperson, designer] = await Promise.all(
    ["primary-admin", "owner", "salesperson", "designer"].map((u) => login(t.app, `${u}@example.com`)),
  );
  acme = await storeId(t.db, "Acme Team Store");
});
afterAll(() => t.close());

describe("GET /api/bread/Contact", () => {
  it("lists the store's contacts with Content-Range equal to the table's count, and searches as the list does", async () => {
    const res = await call(
      t.app,
      "GET",
      `/api/bread/Contact?${q({ filter: { website_id: acme }, range: [0, 4] })}`,
      {
        token: primary,
      },
    );
    expect(res.status).toBe(200);
    const counted = await t.db.kysely
      .selectFrom("contacts")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("website_id", "=", acme)
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBeGreaterThan(0);
    expect(res.headers["content-range"]).toBe(
      `contact 0-${Math.min(4, Number(counted.n) - 1)}/${Number(counted.n)}`,
    );
    const rows = res.json<Contact[]>();
    expect(rows.every((c) => c.website_id === acme && Array.isArray(c.tags))).toBe(true);
    // Sorted by name, as the contact list is, in the database's own order.
    const first = await t.db.kysely
      .selectFrom("contacts")
      .select("id")
      .where("website_id", "=", acme)
      .orderBy("name")
      .orderBy("id")
      .limit(5)
      .execute();
    expect(rows.map((c) => c.id)).toEqual(first.map((c) => c.id));
    const term = rows[0]!.name.slice(0, 4);
    const found = await call(
      t.app,
      "GET",
      `/api/bread/Contact?${q({ filter: { website_id: acme, q: term }, range: [0, 99] })}`,
      { token: primary },
    );
    // The same contacts as the contact list's own search finds.
    const listed = await call(
      t.app,
      "GET",
      `/api/contacts?website_id=${acme}&term=${encodeURIComponent(term)}`,
      {
        token: primary,
      },
    );
    expect(found.headers["content-range"]).toMatch(new RegExp(`/${listed.json<{ total: number }>().total}$`));
    expect(found.json<Contact[]>().map((c) => c.id)).toContain(rows[0]!.id);
  });

  it("filters by tag: exactly the store's contacts carrying it; an unknown tag is a 400", async () => {
    const all = await t.db.kysely
      .selectFrom("contacts")
      .select(["id", "tags"])
      .where("website_id", "=", acme)
      .execute();
    const tagged = all
      .filter((c) => (typeof c.tags === "string" ? JSON.parse(c.tags) : c.tags).includes("regular_customer"))
      .map((c) => c.id)
      .sort((a, b) => a - b);
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.length).toBeLessThan(all.length);
    const res = await call(
      t.app,
      "GET",
      `/api/bread/Contact?${q({ filter: { website_id: acme, tag: "regular_customer" }, range: [0, 999] })}`,
      { token: primary },
    );
    expect(res.status).toBe(200);
    expect(
      res
        .json<Contact[]>()
        .map((c) => c.id)
        .sort((a, b) => a - b),
    ).toEqual(tagged);
    const bad = await call(
      t.app,
      "GET",
      `/api/bread/Contact?${q({ filter: { website_id: acme, tag: "nobody" } })}`,
      { token: primary },
    );
    expect(bad.status).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe("The tag filter value is invalid.");
  });

  it("answers 404 to another company's owner and 403 to a member without browse_orders", async () => {
    const url = `/api/bread/Contact?${q({ filter: { website_id: acme } })}`;
    expect((await call(t.app, "GET", url, { token: owner })).status).toBe(404);
    expect((await call(t.app, "GET", url, { token: designer })).status).toBe(403);
  });
});

describe("BREAD writes of contacts are the contact routes' own", () => {
  it("creates, updates and deletes with full_admin_access; refuses bad input and a member without the right", async () => {
    const created = await call(t.app, "POST", "/api/bread/Contact", {
      token: primary,
      body: { website_id: acme, name: "Bread Contact", email: "Bread@Example.org", tags: ["vip"] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const contact = created.json<Contact>();
    expect(contact).toMatchObject({ website_id: acme, name: "Bread Contact", email: "bread@example.org" });
    const bad = await call(t.app, "PUT", `/api/bread/Contact/${contact.id}`, {
      token: primary,
      body: { name: "Bread Contact", email: "not-an-email" },
    });
    expect(bad.status).toBe(422);
    expect(bad.json<{ errors: Record<string, string> }>().errors.email).toBe(MSG.invalidEmail);
    const noRight = await call(t.app, "PUT", `/api/bread/Contact/${contact.id}`, {
      token: salesperson,
      body: { name: "Hijack" },
    });
    expect(noRight.status).toBe(403);
    const stranger = await call(t.app, "DELETE", `/api/bread/Contact/${contact.id}`, { token: owner });
    expect(stranger.status).toBe(404);
    const saved = await call(t.app, "PUT", `/api/bread/Contact/${contact.id}`, {
      token: primary,
      body: { name: "Bread Contact Renamed", city: "Gdańsk" },
    });
    expect(saved.status).toBe(200);
    expect(saved.json<Contact>()).toMatchObject({ name: "Bread Contact Renamed", email: null });
    expect((await call(t.app, "DELETE", `/api/bread/Contact/${contact.id}`, { token: primary })).status).toBe(
      200,
    );
    const gone = await t.db.kysely
      .selectFrom("contacts")
      .select("id")
      .where("id", "=", contact.id)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
  });
});
