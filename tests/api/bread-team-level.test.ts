import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { INVITATION_MSG } from "../../domain/invitations.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/** /api/bread/Level: a store's access levels, on the seeded demo data. */

let t: TestApp;
let primary: string, storeAdmin: string, designer: string, owner: string;
let acme: number, oscars: number;
let acmeLevel: number;

type Level = { id: number; website_id: number; name: string; users_count: number };

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");
const total = (res: { headers: Record<string, unknown> }) =>
  Number(String(res.headers["content-range"]).split("/")[1]);

async function addLevel(websiteId: number, name: string): Promise<number> {
  const row = await t.db.kysely
    .insertInto("levels")
    .values({ website_id: websiteId, name, created_at: new Date().toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
const levelCount = async (websiteId: number, like?: string) => {
  let query = t.db.kysely
    .selectFrom("levels")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("website_id", "=", websiteId);
  if (like) query = query.where("name", "like", `%${like}%`);
  return Number((await query.executeTakeFirstOrThrow()).n);
};
const exists = async (id: number) =>
  (await t.db.kysely.selectFrom("levels").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;

beforeAll(async () => {
  t = await createTestApp();
  [primary, storeAdmin, designer, owner] = await Promise.all(
    ["primary-admin", "store-admin", "designer", "owner"].map((u) => login(t.app, `${u}@example.com`)),
  );
  acme = await storeId(t.db, "Acme Team Store");
  oscars = await storeId(t.db, "Oscar's Tees");
  acmeLevel = await addLevel(acme, "Store Volunteers");
  await addLevel(acme, "Store Coaches");
  const client = await t.db.kysely
    .selectFrom("users")
    .select("id")
    .where("email", "=", "client@example.com")
    .executeTakeFirstOrThrow();
  await t.db.kysely
    .insertInto("level_users")
    .values({ level_id: acmeLevel, user_id: client.id, created_at: new Date().toISOString() })
    .execute();
  await addLevel(oscars, "Oscar's Store Crew");
});
afterAll(() => t.close());

describe("GET /api/bread/Level", () => {
  it("lists a store's levels with Content-Range equal to the SQL count and each level's user count", async () => {
    const res = await call(t.app, "GET", `/api/bread/Level?${q({ filter: { website_id: acme } })}`, {
      token: primary,
    });
    expect(res.status).toBe(200);
    const rows = res.json<Level[]>();
    expect(rows.every((r) => r.website_id === acme)).toBe(true);
    expect(String(res.headers["content-range"])).toMatch(/^level 0-\d+\/\d+$/);
    expect(total(res)).toBe(await levelCount(acme));
    expect(rows.find((r) => r.id === acmeLevel)?.users_count).toBe(1);
    const names = rows.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("searches the name and sorts by id", async () => {
    const found = await call(
      t.app,
      "GET",
      `/api/bread/Level?${q({ filter: { website_id: acme, q: "volunteer" } })}`,
      {
        token: storeAdmin,
      },
    );
    expect(found.status).toBe(200);
    expect(found.json<Level[]>().map((r) => r.name)).toContain("Store Volunteers");
    expect(total(found)).toBe(await levelCount(acme, "Volunteer"));
    const sorted = await call(
      t.app,
      "GET",
      `/api/bread/Level?${q({ filter: { website_id: acme }, sort: ["id", "DESC"] })}`,
      { token: primary },
    );
    const ids = sorted.json<Level[]>().map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("a member without edit_settings gets 403, another company's owner 404", async () => {
    const list = `/api/bread/Level?${q({ filter: { website_id: acme } })}`;
    expect((await call(t.app, "GET", list, { token: designer })).status).toBe(403);
    expect((await call(t.app, "GET", list, { token: owner })).status).toBe(404);
    expect((await call(t.app, "GET", `/api/bread/Level/${acmeLevel}`, { token: designer })).status).toBe(403);
    const other = await call(t.app, "GET", `/api/bread/Level/${acmeLevel}`, { token: owner });
    const missing = await call(t.app, "GET", `/api/bread/Level/999999`, { token: owner });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
  });

  it("reads one", async () => {
    const res = await call(t.app, "GET", `/api/bread/Level/${acmeLevel}`, { token: primary });
    expect(res.status).toBe(200);
    expect(res.json<Level>()).toMatchObject({ id: acmeLevel, name: "Store Volunteers", users_count: 1 });
  });
});

describe("writes on /api/bread/Level", () => {
  it("creates a level in the store, as /api/create/level does", async () => {
    const res = await call(t.app, "POST", `/api/bread/Level`, {
      token: storeAdmin,
      body: { website_id: acme, name: "Store Parents" },
    });
    expect(res.status).toBe(201);
    const made = res.json<Level>();
    expect(made).toMatchObject({ website_id: acme, name: "Store Parents", users_count: 0 });
    expect(await exists(made.id)).toBe(true);
  });

  it("a taken name is 409, a blank one 422, with the spec's messages", async () => {
    const taken = await call(t.app, "POST", `/api/bread/Level`, {
      token: primary,
      body: { website_id: acme, name: "Store Coaches" },
    });
    expect(taken.status).toBe(409);
    expect(taken.json<{ message: string }>().message).toBe(INVITATION_MSG.levelExists);
    const blank = await call(t.app, "POST", `/api/bread/Level`, {
      token: primary,
      body: { website_id: acme, name: "" },
    });
    const viaRoute = await call(t.app, "POST", `/api/create/level`, {
      token: primary,
      body: { website_id: acme, name: "" },
    });
    expect(blank.status).toBe(422);
    expect(blank.json<{ errors: Record<string, string> }>().errors.name).toBe(
      viaRoute.json<{ errors: Record<string, string> }>().errors.name,
    );
    expect(await levelCount(acme, "Coaches")).toBe(1);
  });

  it("refuses a member without edit_settings (403) and a store of another company (404)", async () => {
    const before = await levelCount(acme);
    const denied = await call(t.app, "POST", `/api/bread/Level`, {
      token: designer,
      body: { website_id: acme, name: "Store Nope" },
    });
    expect(denied.status).toBe(403);
    expect(denied.json<{ message: string }>().message).toBe(MSG.permissionDenied);
    const away = await call(t.app, "POST", `/api/bread/Level`, {
      token: owner,
      body: { website_id: acme, name: "X" },
    });
    expect(away.status).toBe(404);
    expect(await levelCount(acme)).toBe(before);
  });

  it("a level is never renamed (405)", async () => {
    const res = await call(t.app, "PUT", `/api/bread/Level/${acmeLevel}`, {
      token: primary,
      body: { name: "Renamed" },
    });
    expect(res.status).toBe(405);
  });

  it("deletes a level (its users keep their accounts); 403 without the right, 404 from another company", async () => {
    const id = await addLevel(acme, "Store Temporary");
    expect((await call(t.app, "DELETE", `/api/bread/Level/${id}`, { token: designer })).status).toBe(403);
    expect((await call(t.app, "DELETE", `/api/bread/Level/${id}`, { token: owner })).status).toBe(404);
    expect(await exists(id)).toBe(true);
    const res = await call(t.app, "DELETE", `/api/bread/Level/${id}`, { token: storeAdmin });
    expect(res.status).toBe(200);
    expect(await exists(id)).toBe(false);
  });
});
