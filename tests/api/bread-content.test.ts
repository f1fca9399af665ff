import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_MSG } from "../../domain/content.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { DESIGNABLE_PAGE_TYPES } from "../../domain/sections.js";

let t: TestApp;
let owner: string, designer: string, salesperson: string;
let acme: number, oscars: number;

beforeAll(async () => {
  t = await createTestApp();
  [owner, designer, salesperson] = await Promise.all(
    ["owner", "designer", "salesperson"].map((u) => login(t.app, `${u}@example.com`)),
  );
  acme = await storeId(t.db, "Acme Team Store");
  oscars = await storeId(t.db, "Oscar's Tees");
});
afterAll(() => t.close());

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");

async function countOf(websiteId: number, type: string): Promise<number> {
  const row = await t.db.kysely
    .selectFrom("pages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("website_id", "=", websiteId)
    .where("type", "=", type)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("BREAD content kinds (pages of one type)", () => {
  it("lists only the kind's rows of the store, with the total equal to a SQL count", async () => {
    const res = await call(
      t.app,
      "GET",
      `/api/bread/Blog?${q({ filter: { website_id: acme }, range: [0, 99] })}`,
      {
        token: designer,
      },
    );
    expect(res.status).toBe(200);
    const rows = res.json() as { type: string; website_id: number }[];
    expect(rows.every((r) => r.type === "blog" && r.website_id === acme)).toBe(true);
    const total = Number(/\/(\d+)$/.exec(String(res.headers["content-range"]))?.[1]);
    expect(total).toBe(await countOf(acme, "blog"));
  });

  it("creates through the content service (type set by the kind), changes and deletes it", async () => {
    const created = await call(t.app, "POST", "/api/bread/Faq", {
      token: designer,
      body: { website_id: acme, name: "Store shipping times", content: "<p>Two days</p>" },
    });
    expect(created.status).toBe(201);
    const id = (created.json() as { id: number }).id;
    const row = await t.db.kysely
      .selectFrom("pages")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.type).toBe("faq");
    expect(row.slug).toBe("store-shipping-times");

    const taken = await call(t.app, "POST", "/api/bread/Faq", {
      token: designer,
      body: { website_id: acme, name: "Store shipping times" },
    });
    expect(taken.status).toBe(409);
    expect(taken.json().message).toBe(CONTENT_MSG.slugTaken);

    const changed = await call(t.app, "PUT", `/api/bread/Faq/${id}`, {
      token: designer,
      body: { name: "Store delivery times", slug: "store-delivery-times", content: "" },
    });
    expect(changed.status).toBe(200);
    const after = await t.db.kysely
      .selectFrom("pages")
      .select("name")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(after.name).toBe("Store delivery times");

    const gone = await call(t.app, "DELETE", `/api/bread/Faq/${id}`, { token: designer });
    expect(gone.status).toBe(200);
    expect(
      await t.db.kysely.selectFrom("pages").select("id").where("id", "=", id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it("keeps kinds apart: a page's id is 404 through Blog; Page holds only pages made of sections", async () => {
    const page = await t.db.kysely
      .selectFrom("pages")
      .select("id")
      .where("website_id", "=", acme)
      .where("type", "in", ["home", "page"])
      .executeTakeFirstOrThrow();
    expect((await call(t.app, "GET", `/api/bread/Blog/${page.id}`, { token: designer })).status).toBe(404);
    // A blog post is laid out in the store designer (Page), its texts edited as a post (Blog).
    const blog = await call(t.app, "POST", "/api/bread/Blog", {
      token: designer,
      body: { website_id: acme, name: "Store news post" },
    });
    expect(blog.status).toBe(201);
    const blogId = blog.json<{ id: number }>().id;
    expect((await call(t.app, "GET", `/api/bread/Page/${blogId}`, { token: designer })).status).toBe(200);
    // A redirect has no sections: it is the Redirect model's only.
    const redirect = await call(t.app, "POST", "/api/bread/Redirect", {
      token: designer,
      body: { website_id: acme, name: "Old", from: "/old-team", to: "/store/acme-team-store/" },
    });
    expect(redirect.status, JSON.stringify(redirect.body)).toBe(201);
    const redirectId = redirect.json<{ id: number }>().id;
    expect((await call(t.app, "GET", `/api/bread/Page/${redirectId}`, { token: designer })).status).toBe(404);
    expect(
      (await call(t.app, "PUT", `/api/bread/Page/${redirectId}`, { token: designer, body: { name: "x" } }))
        .status,
    ).toBe(404);
    const pages = await call(
      t.app,
      "GET",
      `/api/bread/Page?${q({ filter: { website_id: acme }, range: [0, 199] })}`,
      { token: designer },
    );
    const types = new Set(pages.json<{ type: string }[]>().map((r) => r.type));
    expect([...types].every((type) => (DESIGNABLE_PAGE_TYPES as readonly string[]).includes(type))).toBe(
      true,
    );
    expect(types.has("blog")).toBe(true);
  });

  it("answers 403 for a member without edit_design and 404 for another company's record", async () => {
    const list = await call(t.app, "GET", `/api/bread/News?${q({ filter: { website_id: acme } })}`, {
      token: salesperson,
    });
    expect(list.status).toBe(403);
    const mine = await call(t.app, "POST", "/api/bread/Menu", {
      token: owner,
      body: { website_id: oscars, name: "Store footer", location: "footer", links: [] },
    });
    expect(mine.status).toBe(201);
    const id = (mine.json() as { id: number }).id;
    expect((await call(t.app, "GET", `/api/bread/Menu/${id}`, { token: designer })).status).toBe(404);
  });
});
