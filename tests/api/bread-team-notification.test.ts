import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { call, createTestApp, login, type TestApp } from "../helpers/test-app.js";

/** /api/bread/Notification: each caller's own notifications, on the seeded demo data. */

let t: TestApp;
let owner: string, designer: string, admin: string;
let ownerId: number, designerId: number;

type Note = {
  id: number;
  user_id: number;
  content: string;
  seen: number;
  type: string;
  website_id: number | null;
};

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");

const userId = async (email: string) =>
  (await t.db.kysely.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow())
    .id;

async function count(userId: number, where: { seen?: number; type?: string; like?: string } = {}) {
  let query = t.db.kysely
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("user_id", "=", userId);
  if (where.seen !== undefined) query = query.where("seen", "=", where.seen);
  if (where.type !== undefined) query = query.where("type", "=", where.type);
  if (where.like !== undefined) query = query.where("content", "like", `%${where.like}%`);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

async function addNote(userId: number, content: string, seen = 0): Promise<number> {
  const row = await t.db.kysely
    .insertInto("notifications")
    .values({
      user_id: userId,
      website_id: null,
      type: "info",
      content,
      seen,
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const total = (res: { headers: Record<string, unknown> }) =>
  Number(String(res.headers["content-range"]).split("/")[1]);

beforeAll(async () => {
  t = await createTestApp();
  [owner, designer, admin] = await Promise.all(
    ["owner", "designer", "admin"].map((u) => login(t.app, `${u}@example.com`)),
  );
  [ownerId, designerId] = await Promise.all(["owner@example.com", "designer@example.com"].map(userId));
  // Two notes for the owner (one read) and one for the designer, so every list has rows to tell apart.
  await addNote(ownerId, "Your store Oscar's Tees was approved");
  await addNote(ownerId, "Weekly summary for Oscar's Tees", 1);
  await addNote(designerId, "A design was shared with you");
});
afterAll(() => t.close());

describe("GET /api/bread/Notification", () => {
  it("lists only the caller's own, with Content-Range equal to their count", async () => {
    const res = await call(t.app, "GET", `/api/bread/Notification?${q({ range: [0, 4] })}`, { token: owner });
    expect(res.status).toBe(200);
    const rows = res.json<Note[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.user_id === ownerId)).toBe(true);
    expect(String(res.headers["content-range"])).toMatch(/^notification 0-\d+\/\d+$/);
    expect(total(res)).toBe(await count(ownerId));
  });

  it("a platform admin lists only their own too", async () => {
    const res = await call(t.app, "GET", `/api/bread/Notification`, { token: admin });
    expect(res.status).toBe(200);
    const adminId = await userId("admin@example.com");
    expect(res.json<Note[]>().every((r) => r.user_id === adminId)).toBe(true);
    expect(total(res)).toBe(await count(adminId));
  });

  it("filters by seen and type, searches the content and sorts", async () => {
    const unseen = await call(t.app, "GET", `/api/bread/Notification?${q({ filter: { seen: 0 } })}`, {
      token: owner,
    });
    expect(unseen.json<Note[]>().every((r) => r.seen === 0)).toBe(true);
    expect(total(unseen)).toBe(await count(ownerId, { seen: 0 }));

    const info = await call(t.app, "GET", `/api/bread/Notification?${q({ filter: { type: "info" } })}`, {
      token: owner,
    });
    expect(info.json<Note[]>().every((r) => r.type === "info")).toBe(true);
    expect(total(info)).toBe(await count(ownerId, { type: "info" }));

    const found = await call(
      t.app,
      "GET",
      `/api/bread/Notification?${q({ filter: { q: "weekly summary" } })}`,
      {
        token: owner,
      },
    );
    expect(found.json<Note[]>().map((r) => r.content)).toContain("Weekly summary for Oscar's Tees");
    expect(total(found)).toBe(await count(ownerId, { like: "Weekly summary" }));

    const sorted = await call(t.app, "GET", `/api/bread/Notification?${q({ sort: ["id", "ASC"] })}`, {
      token: owner,
    });
    const ids = sorted.json<Note[]>().map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it("reads one's own; another user's answers 404 as a missing one", async () => {
    const mine = await addNote(ownerId, "Read me");
    const theirs = await addNote(designerId, "Not yours");
    const ok = await call(t.app, "GET", `/api/bread/Notification/${mine}`, { token: owner });
    expect(ok.status).toBe(200);
    expect(ok.json<Note>().content).toBe("Read me");
    const other = await call(t.app, "GET", `/api/bread/Notification/${theirs}`, { token: owner });
    const missing = await call(t.app, "GET", `/api/bread/Notification/999999`, { token: owner });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    expect(other.json<{ message: string }>().message).toBe(MSG.notFound);
  });

  it("needs a session", async () => {
    const res = await call(t.app, "GET", `/api/bread/Notification`);
    expect(res.status).toBe(401);
  });
});

describe("writes on /api/bread/Notification", () => {
  const seenOf = async (id: number) =>
    (await t.db.kysely.selectFrom("notifications").select("seen").where("id", "=", id).executeTakeFirst())
      ?.seen;

  it("update marks read ({seen: 1}) and unread ({seen: 0}); an empty body marks read", async () => {
    const id = await addNote(ownerId, "Mark me");
    const read = await call(t.app, "PUT", `/api/bread/Notification/${id}`, {
      token: owner,
      body: { seen: 1 },
    });
    expect(read.status).toBe(200);
    expect(read.json<Note>().seen).toBe(1);
    expect(await seenOf(id)).toBe(1);
    await call(t.app, "PUT", `/api/bread/Notification/${id}`, { token: owner, body: { seen: 0 } });
    expect(await seenOf(id)).toBe(0);
    await call(t.app, "PUT", `/api/bread/Notification/${id}`, { token: owner, body: {} });
    expect(await seenOf(id)).toBe(1);
  });

  it("refuses a bad seen value with 422, as the mark route does", async () => {
    const id = await addNote(ownerId, "Bad mark");
    const viaBread = await call(t.app, "PUT", `/api/bread/Notification/${id}`, {
      token: owner,
      body: { seen: 5 },
    });
    const viaRoute = await call(t.app, "PUT", `/api/notifications/${id}`, {
      token: owner,
      body: { seen: 5 },
    });
    expect(viaBread.status).toBe(422);
    expect(viaRoute.status).toBe(422);
    expect(viaBread.json<{ errors: Record<string, string> }>().errors.seen).toBeTruthy();
    expect(await seenOf(id)).toBe(0);
  });

  it("another user's notification cannot be marked or deleted (404), even by a platform admin", async () => {
    const theirs = await addNote(designerId, "Hands off");
    for (const token of [owner, admin]) {
      expect(
        (await call(t.app, "PUT", `/api/bread/Notification/${theirs}`, { token, body: { seen: 1 } })).status,
      ).toBe(404);
      expect((await call(t.app, "DELETE", `/api/bread/Notification/${theirs}`, { token })).status).toBe(404);
    }
    expect(await seenOf(theirs)).toBe(0);
  });

  it("delete clears one's own notification", async () => {
    const id = await addNote(designerId, "Clear me");
    const res = await call(t.app, "DELETE", `/api/bread/Notification/${id}`, { token: designer });
    expect(res.status).toBe(200);
    expect(await seenOf(id)).toBeUndefined();
  });

  it("create is not a BREAD write: notifications are sent, so every caller gets 405", async () => {
    const body = { content: "Hello", user_id: ownerId };
    expect((await call(t.app, "POST", `/api/bread/Notification`, { token: admin, body })).status).toBe(405);
    expect((await call(t.app, "POST", `/api/bread/Notification`, { token: owner, body })).status).toBe(405);
    expect(await count(ownerId, { like: "Hello" })).toBe(0);
  });
});
