import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { recordActivity } from "../../server/services/activity/record.js";

/** /api/bread/ActivityEvent: the activity log, on the seeded demo data with events of two stores. */

let t: TestApp;
let admin: string, storeAdmin: string, designer: string, owner: string;
let acme: number, oscars: number;
let userIds: Record<string, number>;
/** The month of the events below: the sign-ins of this run are recorded too, today. */
const MARCH = { created_at_gte: "2026-03-01T00:00:00.000Z", created_at_lte: "2026-03-31T23:59:59.999Z" };

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");

interface Event {
  id: number;
  created_at: string;
  user_id: number | null;
  user_name: string | null;
  acting_admin_id: number | null;
  acting_admin_name: string | null;
  website_id: number | null;
  website_name: string | null;
  entity: string;
  entity_id: number | null;
  action: string;
  changes: Record<string, [unknown, unknown]> | null;
}

const list = (token: string, params: Record<string, unknown>) =>
  call(t.app, "GET", `/api/bread/ActivityEvent?${q(params)}`, { token });

/** An event at a fixed time, as a write would have recorded it then. */
async function eventAt(createdAt: string, values: Partial<Event>): Promise<void> {
  await t.db.kysely
    .insertInto("activity_events")
    .values({
      created_at: createdAt,
      user_id: values.user_id ?? null,
      acting_admin_id: values.acting_admin_id ?? null,
      website_id: values.website_id ?? null,
      entity: values.entity ?? "Product",
      entity_id: values.entity_id ?? null,
      action: values.action ?? "update",
      changes: values.changes ? JSON.stringify(values.changes) : null,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, storeAdmin, designer, owner] = await Promise.all(
    ["admin", "store-admin", "designer", "owner"].map((u) => login(t.app, `${u}@example.com`)),
  );
  acme = await storeId(t.db, "Acme Team Store");
  oscars = await storeId(t.db, "Oscar's Tees");
  const users = await t.db.kysely.selectFrom("users").select(["id", "email"]).execute();
  userIds = Object.fromEntries(users.map((u) => [u.email.split("@")[0]!, u.id]));
  // Acme: a product renamed by its store admin, a price change by a platform admin acting for
  // the designer, an order status change; Oscar's: a product created by its owner; and a
  // platform-wide sign-in.
  await eventAt("2026-03-01T09:00:00.000Z", {
    website_id: acme,
    user_id: userIds["store-admin"],
    entity: "Product",
    entity_id: 11,
    action: "update",
    changes: { name: ["Team tee", "Team shirt"] },
  });
  await eventAt("2026-03-05T09:00:00.000Z", {
    website_id: acme,
    user_id: userIds.designer,
    acting_admin_id: userIds.admin,
    entity: "Product",
    entity_id: 11,
    action: "update",
    changes: { price: [2000, 2500] },
  });
  await eventAt("2026-03-10T09:00:00.000Z", {
    website_id: acme,
    user_id: userIds["store-admin"],
    entity: "Order",
    entity_id: 7,
    action: "status",
    changes: { status: ["paid", "shipped"] },
  });
  await eventAt("2026-03-03T09:00:00.000Z", {
    website_id: oscars,
    user_id: userIds.owner,
    entity: "Product",
    entity_id: 12,
    action: "create",
    changes: { name: [null, "Oscar tee"] },
  });
  await eventAt("2026-03-04T09:00:00.000Z", {
    user_id: userIds.owner,
    entity: "User",
    entity_id: userIds.owner,
    action: "sign_in",
  });
});
afterAll(() => t.close());

describe("GET /api/bread/ActivityEvent", () => {
  it("shows a store admin only their stores' events, newest first, with who did it, counted in the Content-Range", async () => {
    const res = await list(storeAdmin, { filter: { website_id: acme } });
    expect(res.status).toBe(200);
    const events = res.json<Event[]>();
    expect(events.map((e) => [e.entity, e.entity_id, e.action])).toEqual([
      ["Order", 7, "status"],
      ["Product", 11, "update"],
      ["Product", 11, "update"],
    ]);
    expect(res.headers["content-range"]).toBe("activityevent 0-2/3");
    expect(events[1]).toMatchObject({
      user_name: "Diego Designer",
      acting_admin_name: expect.any(String),
      acting_admin_id: userIds.admin,
      website_name: "Acme Team Store",
      changes: { price: [2000, 2500] },
    });
    expect(events[2]!.acting_admin_id).toBeNull();
    // Without a store filter: every store where they hold browse_activity, and none of Oscar's.
    const all = (await list(storeAdmin, { filter: { all: true } })).json<Event[]>();
    expect(all.length).toBe(3);
    expect(all.every((e) => e.website_id === acme)).toBe(true);
  });

  it("refuses another store's log with the same answer as a missing store, and the log to members without browse_activity", async () => {
    const other = await list(storeAdmin, { filter: { website_id: oscars } });
    const missing = await list(storeAdmin, { filter: { website_id: 999_999 } });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    const denied = await list(designer, { filter: { website_id: acme } });
    expect(denied.status).toBe(403);
    // The designer's own lists over their stores show nothing either.
    const mine = await list(designer, {});
    expect(mine.json<Event[]>()).toEqual([]);
    expect(mine.headers["content-range"]).toBe("activityevent 0-0/0");
    // Nobody but a platform admin reads a platform-wide event.
    const signIn = (await list(admin, { filter: { action: "sign_in" } })).json<Event[]>()[0]!;
    expect((await call(t.app, "GET", `/api/bread/ActivityEvent/${signIn.id}`, { token: owner })).status).toBe(
      404,
    );
    const read = await call(t.app, "GET", `/api/bread/ActivityEvent/${signIn.id}`, { token: admin });
    expect(read.status).toBe(200);
    expect(read.json<Event>()).toMatchObject({ website_id: null, user_name: expect.any(String) });
  });

  it("shows a platform admin every store's events and the platform-wide ones", async () => {
    const res = await list(admin, { filter: MARCH });
    const events = res.json<Event[]>();
    expect(events.map((e) => e.website_id)).toEqual([acme, acme, null, oscars, acme]);
    expect(res.headers["content-range"]).toBe("activityevent 0-4/5");
    // The app sends the active store with every call: `all` asks for every store regardless.
    const withActive = await call(
      t.app,
      "GET",
      `/api/bread/ActivityEvent?${q({ filter: { all: true, ...MARCH } })}`,
      { token: admin, headers: { "x-website-id": String(acme) } },
    );
    expect(withActive.headers["content-range"]).toBe("activityevent 0-4/5");
    const activeOnly = await call(t.app, "GET", `/api/bread/ActivityEvent?${q({ filter: MARCH })}`, {
      token: admin,
      headers: { "x-website-id": String(acme) },
    });
    expect(activeOnly.headers["content-range"]).toBe("activityevent 0-2/3");
    const oscarsOnly = (await list(admin, { filter: { website_id: oscars } })).json<Event[]>();
    expect(oscarsOnly.map((e) => e.entity_id)).toEqual([12]);
  });

  it("filters by person, record, action and a date range, and pages in SQL", async () => {
    const ids = async (filter: Record<string, unknown>, range?: [number, number]) =>
      (await list(admin, { filter, ...(range ? { range } : {}) }))
        .json<Event[]>()
        .map((e) => `${e.entity}#${e.entity_id}@${e.created_at.slice(5, 10)}`);
    const since = MARCH;
    expect(await ids({ ...since, user_id: userIds.owner })).toEqual([
      "User#" + userIds.owner + "@03-04",
      "Product#12@03-03",
    ]);
    expect(await ids({ ...since, entity: "Product", entity_id: 11 })).toEqual([
      "Product#11@03-05",
      "Product#11@03-01",
    ]);
    expect(await ids({ ...since, action: "status" })).toEqual(["Order#7@03-10"]);
    expect(await ids({ ...since, person: "diego" })).toEqual(["Product#11@03-05"]);
    expect(
      await ids({ created_at_gte: "2026-03-02T00:00:00.000Z", created_at_lte: "2026-03-05T23:59:59.999Z" }),
    ).toEqual(["Product#11@03-05", `User#${userIds.owner}@03-04`, "Product#12@03-03"]);
    const page = await list(admin, { filter: since, range: [1, 2] });
    expect(page.headers["content-range"]).toBe("activityevent 1-2/5");
    expect(page.json<Event[]>().map((e) => e.created_at.slice(5, 10))).toEqual(["03-05", "03-04"]);
    const bad = await list(admin, { filter: { created_at_gte: "yesterday" } });
    expect(bad.status).toBe(400);
  });

  it("records through recordActivity appear on the record's timeline, and BREAD never writes events", async () => {
    const token = await login(t.app, "primary-admin@example.com");
    await recordActivity(t.db.kysely, {
      entity: "Page",
      entityId: 5,
      action: "update",
      websiteId: acme,
      before: { title: "About", password: "old", updated_at: "a" },
      after: { title: "About us", password: "new", updated_at: "b" },
      actor: { userId: userIds["primary-admin"] },
    });
    const timeline = (await list(token, { filter: { website_id: acme, entity: "Page", entity_id: 5 } })).json<
      Event[]
    >();
    expect(timeline).toHaveLength(1);
    expect(timeline[0]!.changes).toEqual({
      title: ["About", "About us"],
      password: ["[redacted]", "[redacted]"],
    });
    const create = await call(t.app, "POST", "/api/bread/ActivityEvent", {
      token: admin,
      body: { website_id: acme, entity: "Product", action: "update" },
    });
    expect(create.status).toBe(405);
    const remove = await call(t.app, "DELETE", `/api/bread/ActivityEvent/${timeline[0]!.id}`, {
      token: admin,
    });
    expect(remove.status).toBe(405);
  });

  it("exports the filtered log as CSV with who did it and what changed", async () => {
    const res = await call(
      t.app,
      "GET",
      `/api/bread/ActivityEvent/export?${q({ filter: { website_id: acme, entity: "Product" } })}`,
      { token: storeAdmin },
    );
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="activityevent-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = Papa.parse<string[]>(String(res.body).trimEnd(), { skipEmptyLines: true }).data;
    expect(header).toEqual(expect.arrayContaining(["user_name", "acting_admin_name", "entity", "changes"]));
    expect(rows).toHaveLength(2);
    const cell = (row: string[], name: string) => row[header!.indexOf(name)];
    expect(cell(rows[0]!, "user_name")).toBe("Diego Designer");
    expect(JSON.parse(cell(rows[0]!, "changes")!)).toEqual({ price: [2000, 2500] });
    expect(JSON.parse(cell(rows[1]!, "changes")!)).toEqual({ name: ["Team tee", "Team shirt"] });
    expect(String(res.body)).not.toContain("Oscar");
    const denied = await call(
      t.app,
      "GET",
      `/api/bread/ActivityEvent/export?${q({ filter: { website_id: acme } })}`,
      { token: designer },
    );
    expect(denied.status).toBe(403);
  });
});
