import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/** A 422 answer: the first message per field. */
type Invalid = { message: string; errors: Record<string, string> };

let t: TestApp;
let admin: string, owner: string, designer: string, salesperson: string;
let acme: number, tees: number, mugs: number;

interface Contact {
  id: number;
  website_id: number;
  name: string;
  city: string | null;
  email: string | null;
  lang: string | null;
  tags: string[];
}
interface ContactPage {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  data: Contact[];
}

const inStore = (id: number) => ({ "x-website-id": String(id) });
const countIn = async (websiteId: number) =>
  (await t.db.kysely.selectFrom("contacts").select("id").where("website_id", "=", websiteId).execute())
    .length;

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner, designer, salesperson] = await Promise.all(
    ["admin", "owner", "designer", "salesperson"].map((u) => login(t.app, `${u}@example.com`)),
  );
  acme = await storeId(t.db, "Acme Team Store");
  tees = await storeId(t.db, "Oscar's Tees");
  mugs = await storeId(t.db, "Oscar's Mugs");
});
afterAll(async () => {
  // See dashboard.test.ts: let the PostgreSQL pool close before the helper drops the database.
  await t.app.close();
  await t.db.close();
  await new Promise((resolve) => setTimeout(resolve, 250));
  await t.close();
});

describe("GET /api/contacts", () => {
  it("lists the active store's contacts by name, 10 a page", async () => {
    const res = await call(t.app, "GET", "/api/contacts", { token: owner, headers: inStore(tees) });
    expect(res.status).toBe(200);
    const page = res.json<ContactPage>();
    expect(page.total).toBe(await countIn(tees));
    expect(page).toMatchObject({ current_page: 1, last_page: 1, per_page: 10 });
    expect(page.data.every((c) => c.website_id === tees && Array.isArray(c.tags))).toBe(true);
    const names = page.data.map((c) => c.name);
    expect(names).toEqual([...names].sort());
  });

  it("searches name, email and city case-insensitively", async () => {
    const [sample] = await t.db.kysely
      .selectFrom("contacts")
      .selectAll()
      .where("website_id", "=", tees)
      .limit(1)
      .execute();
    for (const term of [
      sample!.name.split(" ")[1]!.toUpperCase(),
      sample!.email!.split("@")[0]!,
      sample!.city!.toLowerCase(),
    ]) {
      const page = (
        await call(t.app, "GET", `/api/contacts?term=${encodeURIComponent(term)}`, {
          token: owner,
          headers: inStore(tees),
        })
      ).json<ContactPage>();
      expect(
        page.data.map((c) => c.id),
        term,
      ).toContain(sample!.id);
    }
    const none = (
      await call(t.app, "GET", "/api/contacts?term=%25", { token: owner, headers: inStore(tees) })
    ).json<ContactPage>();
    expect(none.total).toBe(0);
  });

  it("without a store lists every store the caller may read", async () => {
    const page = (await call(t.app, "GET", "/api/contacts", { token: owner })).json<ContactPage>();
    expect(page.total).toBe((await countIn(tees)) + (await countIn(mugs)));
    const all = (await call(t.app, "GET", "/api/contacts", { token: admin })).json<ContactPage>();
    expect(all.total).toBe((await t.db.kysely.selectFrom("contacts").select("id").execute()).length);
  });

  it("answers 401, 404 for another's store, 403 without browse_orders", async () => {
    expect((await call(t.app, "GET", "/api/contacts")).status).toBe(401);
    const foreign = await call(t.app, "GET", "/api/contacts", { token: owner, headers: inStore(acme) });
    expect(foreign.status).toBe(404);
    expect(foreign.json().message).toBe(MSG.websiteNotFound);
    const denied = await call(t.app, "GET", "/api/contacts", { token: designer, headers: inStore(acme) });
    expect(denied.status).toBe(403);
    expect(denied.json().message).toBe(MSG.permissionDenied);
    expect((await call(t.app, "GET", "/api/contacts?page=0", { token: owner })).status).toBe(400);
  });
});

describe("create, edit, delete", () => {
  let created: Contact;

  it("creates in the active store and pages past 10", async () => {
    const before = await countIn(tees);
    for (let i = 0; i < 3; i++) {
      const res = await call(t.app, "POST", "/api/contacts", {
        token: owner,
        headers: inStore(tees),
        body: {
          name: `Zed Buyer ${i}`,
          email: `ZED${i}@Example.com`,
          lang: "DE",
          tags: ["vip", "seller", "vip"],
        },
      });
      expect(res.status).toBe(201);
      created = res.json<Contact>();
    }
    expect(created).toMatchObject({
      website_id: tees,
      email: "zed2@example.com",
      lang: "DE",
      tags: ["seller", "vip"],
    });
    const total = before + 3;
    const second = (
      await call(t.app, "GET", "/api/contacts?page=2", { token: owner, headers: inStore(tees) })
    ).json<ContactPage>();
    expect(second).toMatchObject({ current_page: 2, total, last_page: Math.ceil(total / 10) });
    expect(second.data).toHaveLength(total - 10);
  });

  it("edits a contact with the whole record", async () => {
    const res = await call(t.app, "PUT", `/api/contacts/${created.id}`, {
      token: owner,
      body: {
        name: "Zed Renamed",
        city: "Kraków",
        email: null,
        lang: "PL",
        tags: ["regular_customer"],
        comment: "Calls on Fridays",
      },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Zed Renamed",
      city: "Kraków",
      email: null,
      lang: "PL",
      tags: ["regular_customer"],
    });
    const read = await call(t.app, "GET", `/api/contacts/${created.id}`, { token: owner });
    expect(read.json()).toMatchObject({ comment: "Calls on Fridays" });
  });

  it("refuses bad input with the spec's messages and writes nothing", async () => {
    const res = await call(t.app, "PUT", `/api/contacts/${created.id}`, {
      token: owner,
      body: { name: "", email: "not-mail", lang: "FR", tags: ["gold"] },
    });
    expect(res.status).toBe(422);
    const { errors } = res.json<{ errors: Record<string, string> }>();
    expect(errors.name).toBe("This element is required");
    expect(errors.email).toBe("E-mail must be valid");
    expect(errors.lang).toBe("Choose one of: PL, DE, EN, RU, IT.");
    expect(errors["tags.0"]).toBe("Tags must be among: vip, seller, regular_customer.");
    const row = await t.db.kysely
      .selectFrom("contacts")
      .select("name")
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe("Zed Renamed");
    const noStore = await call(t.app, "POST", "/api/contacts", { token: owner, body: { name: "X" } });
    expect(noStore.status).toBe(400);
    expect(noStore.json<Invalid>().errors.website_id).toBe(MSG.required);
  });

  it("guards other stores' contacts: 404 to outsiders, 403 to writers without full_admin_access", async () => {
    const [acmeContact] = await t.db.kysely
      .selectFrom("contacts")
      .select("id")
      .where("website_id", "=", acme)
      .limit(1)
      .execute();
    const url = `/api/contacts/${acmeContact!.id}`;
    expect((await call(t.app, "PUT", url, { token: owner, body: { name: "Hijack" } })).status).toBe(404);
    expect((await call(t.app, "GET", url, { token: owner })).status).toBe(404);
    expect((await call(t.app, "DELETE", url, { token: owner })).status).toBe(404);
    expect(
      (
        await call(t.app, "POST", "/api/contacts", {
          token: owner,
          headers: inStore(acme),
          body: { name: "X" },
        })
      ).status,
    ).toBe(404);
    expect((await call(t.app, "PUT", url, { token: salesperson, body: { name: "Sold" } })).status).toBe(403);
    const sales = await t.db.kysely
      .selectFrom("users")
      .select("id")
      .where("email", "=", "salesperson@example.com")
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto("website_permissions")
      .values({
        website_id: acme,
        user_id: sales.id,
        type: "browse_single_order",
        value: 0,
        created_at: "2026-06-01T00:00:00.000Z",
      })
      .execute();
    expect((await call(t.app, "GET", url, { token: salesperson })).status).toBe(200);
    const denied = await call(t.app, "PUT", url, { token: salesperson, body: { name: "Again" } });
    expect(denied.status).toBe(403);
    expect((await call(t.app, "PUT", url, { body: { name: "Anon" } })).status).toBe(401);
  });

  it("deletes", async () => {
    const res = await call(t.app, "DELETE", `/api/contacts/${created.id}`, { token: owner });
    expect(res.status).toBe(200);
    expect((await call(t.app, "GET", `/api/contacts/${created.id}`, { token: owner })).status).toBe(404);
  });
});

describe("GET /api/contacts/autocomplete", () => {
  it("gives name, city and avatar of matching contacts, 10 at most", async () => {
    const [sample] = await t.db.kysely
      .selectFrom("contacts")
      .select(["id", "name"])
      .where("website_id", "=", tees)
      .limit(1)
      .execute();
    const term = sample!.name.slice(0, 3).toLowerCase();
    const res = await call(t.app, "GET", `/api/contacts/autocomplete?term=${term}`, {
      token: owner,
      headers: inStore(tees),
    });
    expect(res.status).toBe(200);
    const items = res.json<{ id: number; name: string; city: string | null; avatar: string | null }[]>();
    expect(items.map((i) => i.id)).toContain(sample!.id);
    expect(items.every((i) => i.name.toLowerCase().includes(term) && "city" in i && i.avatar === null)).toBe(
      true,
    );
    const many = (await call(t.app, "GET", "/api/contacts/autocomplete?term=", { token: admin })).json<
      unknown[]
    >();
    expect(many).toHaveLength(10);
    expect(
      (await call(t.app, "GET", "/api/contacts/autocomplete", { token: designer, headers: inStore(acme) }))
        .status,
    ).toBe(403);
  });
});

describe("POST /api/message", () => {
  it("mails the store owner through the outbox", async () => {
    const res = await call(t.app, "POST", "/api/message", {
      token: designer,
      headers: inStore(acme),
      body: { name: "Question about <b>prints</b>", content: "Can we add a back print?\nThanks" },
    });
    expect(res.status).toBe(200);
    expect(res.json().message).toBe("Your message has been sent.");
    const mail = await t.db.kysely
      .selectFrom("outbox")
      .selectAll()
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(mail.to).toBe("primary-admin@example.com");
    expect(mail.text).toContain("Can we add a back print?");
    expect(mail.text).toContain("designer@example.com");
    expect(mail.html).not.toContain("<b>prints</b>");
  });

  it("requires name and content, a store, and membership", async () => {
    const before = (await t.db.kysely.selectFrom("outbox").select("id").execute()).length;
    const bad = await call(t.app, "POST", "/api/message", {
      token: owner,
      headers: inStore(tees),
      body: { name: " " },
    });
    expect(bad.status).toBe(422);
    expect(bad.json<Invalid>().errors).toEqual({ name: MSG.required, content: MSG.required });
    expect(
      (await call(t.app, "POST", "/api/message", { token: owner, body: { name: "a", content: "b" } })).status,
    ).toBe(400);
    expect(
      (
        await call(t.app, "POST", "/api/message", {
          token: owner,
          headers: inStore(acme),
          body: { name: "a", content: "b" },
        })
      ).status,
    ).toBe(404);
    expect((await call(t.app, "POST", "/api/message", { body: { name: "a", content: "b" } })).status).toBe(
      401,
    );
    expect((await t.db.kysely.selectFrom("outbox").select("id").execute()).length).toBe(before);
  });
});

describe("POST /api/search", () => {
  type Hit = {
    id: number;
    website_id: number;
    name: string;
    description: string | null;
    photo: string | null;
    url: string;
  };

  it("finds products of the caller's stores only", async () => {
    const product = await t.db.kysely
      .selectFrom("products")
      .select(["id", "name"])
      .where("website_id", "=", tees)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const term = product.name.split(" ")[0]!.toLowerCase();
    const res = await call(t.app, "POST", "/api/search", { token: owner, body: { term } });
    expect(res.status).toBe(200);
    const hits = res.json<Hit[]>();
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(10);
    expect(
      hits.every((h) => [tees, mugs].includes(h.website_id) && h.name.toLowerCase().includes(term)),
    ).toBe(true);
    expect(hits.find((h) => h.id === product.id)).toMatchObject({ url: `/products/edit/${product.id}` });
    expect(hits.every((h) => h.photo === null || h.photo.startsWith("/files/"))).toBe(true);
    const acmeName = (
      await t.db.kysely
        .selectFrom("products")
        .select("name")
        .where("website_id", "=", acme)
        .executeTakeFirstOrThrow()
    ).name;
    const leaked = (
      await call(t.app, "POST", "/api/search", { token: owner, body: { term: acmeName } })
    ).json<Hit[]>();
    expect(leaked.every((h) => h.website_id !== acme)).toBe(true);
  });

  it("respects browse_products and rejects a missing term", async () => {
    // The seed denies the salesperson browse_products on their only store.
    expect(
      (await call(t.app, "POST", "/api/search", { token: salesperson, body: { term: "a" } })).json(),
    ).toEqual([]);
    expect((await call(t.app, "POST", "/api/search", { token: owner, body: { term: "  " } })).json()).toEqual(
      [],
    );
    const bad = await call(t.app, "POST", "/api/search", { token: owner, body: {} });
    expect(bad.status).toBe(422);
    expect(bad.json<Invalid>().errors.term).toBe(MSG.required);
    expect((await call(t.app, "POST", "/api/search", { body: { term: "a" } })).status).toBe(401);
  });
});
