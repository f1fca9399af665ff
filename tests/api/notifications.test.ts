import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { notificationText } from "../../domain/notifications.js";
import { notify, notifyStoreTeam } from "../../server/services/notify.js";
import { storeTeamIds } from "../../server/services/team/members.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/** A 422 answer: the first message per field. */
type Invalid = { message: string; errors: Record<string, string> };

let t: TestApp;
let admin: string, owner: string, designer: string;
let userIds: Record<string, number>;

interface Note {
  id: number;
  content: string;
  seen: number;
  type: string;
  website_id: number | null;
  created_at: string;
}
interface Page {
  data: Note[];
  total: number;
  unseen: number;
  current_page: number;
  last_page: number;
  per_page: number;
}

const own = async (email: string, seen?: number) => {
  let query = t.db.kysely
    .selectFrom("notifications")
    .innerJoin("users", "users.id", "notifications.user_id")
    .select(["notifications.id", "notifications.seen"])
    .where("users.email", "=", email);
  if (seen !== undefined) query = query.where("notifications.seen", "=", seen);
  return query.execute();
};

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner, designer] = await Promise.all(
    ["admin", "owner", "designer"].map((u) => login(t.app, `${u}@example.com`)),
  );
  const users = await t.db.kysely.selectFrom("users").select(["id", "email"]).execute();
  userIds = Object.fromEntries(users.map((u) => [u.email.split("@")[0]!, u.id]));
});
afterAll(async () => {
  // The shared helper drops the PostgreSQL test database with FORCE right after pool.end(), which
  // resolves before the pool's sockets have closed; closing first avoids killed-connection errors.
  await t.app.close();
  await t.db.close();
  await new Promise((resolve) => setTimeout(resolve, 250));
  await t.close();
});

describe("GET /api/notifications", () => {
  it("lists only the caller's own, newest first, with totals and the unseen count", async () => {
    const res = await call(t.app, "GET", "/api/notifications", { token: owner });
    expect(res.status).toBe(200);
    const page = res.json<Page>();
    const mine = await own("owner@example.com");
    expect(page.total).toBe(mine.length);
    expect(page.unseen).toBe((await own("owner@example.com", 0)).length);
    expect(new Set(page.data.map((n) => n.id))).toEqual(new Set(mine.map((n) => n.id)));
    const times = page.data.map((n) => n.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page).toMatchObject({ current_page: 1, last_page: 1, per_page: 25 });
  });

  it("pages and filters unseen", async () => {
    const first = (
      await call(t.app, "GET", "/api/notifications?per_page=1&page=2", { token: owner })
    ).json<Page>();
    expect(first.data).toHaveLength(1);
    expect(first.last_page).toBe(first.total);
    const unseen = (await call(t.app, "GET", "/api/notifications?unseen=1", { token: owner })).json<Page>();
    expect(unseen.data.every((n) => n.seen === 0)).toBe(true);
    expect(unseen.total).toBe(unseen.unseen);
  });

  it("needs a session and sane paging", async () => {
    expect((await call(t.app, "GET", "/api/notifications")).status).toBe(401);
    expect((await call(t.app, "GET", "/api/notifications?page=0", { token: owner })).status).toBe(400);
    expect((await call(t.app, "GET", "/api/notifications?per_page=1000", { token: owner })).status).toBe(400);
  });
});

describe("mark as read, clear", () => {
  it("marks one as read and the unseen count drops", async () => {
    const [note] = await own("owner@example.com", 0);
    const before = (await own("owner@example.com", 0)).length;
    const res = await call(t.app, "PUT", `/api/notifications/${note!.id}`, {
      token: owner,
      body: { seen: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ id: note!.id, seen: 1, unseen: before - 1 });
    // Unread again, then read with no body at all (the default).
    await call(t.app, "PUT", `/api/notifications/${note!.id}`, { token: owner, body: { seen: 0 } });
    expect(
      (await call(t.app, "PUT", `/api/notifications/${note!.id}`, { token: owner })).json(),
    ).toMatchObject({ seen: 1 });
  });

  it("cannot touch another user's notification (404) and rejects bad input", async () => {
    const [theirs] = await own("designer@example.com");
    const res = await call(t.app, "PUT", `/api/notifications/${theirs!.id}`, {
      token: owner,
      body: { seen: 1 },
    });
    expect(res.status).toBe(404);
    expect(
      (await call(t.app, "POST", `/api/notifications/clear/${theirs!.id}`, { token: owner })).status,
    ).toBe(404);
    expect((await own("designer@example.com")).some((n) => n.id === theirs!.id)).toBe(true);
    expect(
      (await call(t.app, "PUT", `/api/notifications/${theirs!.id}`, { token: owner, body: { seen: 5 } }))
        .status,
    ).toBe(422);
    expect((await call(t.app, "PUT", "/api/notifications/abc", { token: owner })).status).toBe(400);
    expect((await call(t.app, "PUT", `/api/notifications/${theirs!.id}`)).status).toBe(401);
  });

  it("deletes one of the caller's own", async () => {
    const [note] = await own("owner@example.com");
    const res = await call(t.app, "POST", `/api/notifications/clear/${note!.id}`, { token: owner });
    expect(res.status).toBe(200);
    expect((await own("owner@example.com")).some((n) => n.id === note!.id)).toBe(false);
  });

  it("clears all of the caller's own and nobody else's", async () => {
    const designerUnseen = (await own("designer@example.com", 0)).length;
    expect(designerUnseen).toBeGreaterThan(0);
    const res = await call(t.app, "POST", "/api/notifications/clear", { token: owner });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ unseen: 0 });
    expect(await own("owner@example.com", 0)).toHaveLength(0);
    expect(await own("designer@example.com", 0)).toHaveLength(designerUnseen);
  });
});

describe("POST /api/notifications (admin)", () => {
  it("sends to chosen users", async () => {
    const res = await call(t.app, "POST", "/api/notifications", {
      token: admin,
      body: { content: "Maintenance tonight", user_ids: [userIds.owner, userIds.designer] },
    });
    expect(res.status).toBe(201);
    expect(res.json()).toEqual({ created: 2 });
    const list = (await call(t.app, "GET", "/api/notifications?unseen=1", { token: designer })).json<Page>();
    expect(list.data[0]).toMatchObject({ content: "Maintenance tonight", type: "info", seen: 0 });
  });

  it("sends to everyone active", async () => {
    const users = await t.db.kysely
      .selectFrom("users")
      .select("id")
      .where("deactivated_at", "is", null)
      .execute();
    const res = await call(t.app, "POST", "/api/notifications", {
      token: admin,
      body: { content: "Hello all", all: true },
    });
    expect(res.status).toBe(201);
    expect(res.json()).toEqual({ created: users.length });
    const rows = await t.db.kysely
      .selectFrom("notifications")
      .select("user_id")
      .where("content", "=", "Hello all")
      .execute();
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(users.length);
  });

  it("refuses non-admins before reading the body, and bad input with messages", async () => {
    const denied = await call(t.app, "POST", "/api/notifications", {
      token: owner,
      body: { content: "x", all: true },
    });
    expect(denied.status).toBe(403);
    expect(denied.json().message).toBe(MSG.permissionDenied);
    expect((await call(t.app, "POST", "/api/notifications", { token: owner, body: {} })).status).toBe(403);
    const none = await call(t.app, "POST", "/api/notifications", { token: admin, body: { content: "x" } });
    expect(none.status).toBe(422);
    expect(none.json<Invalid>().errors.user_ids).toBe("Choose the users to notify, or send it to everyone.");
    const empty = await call(t.app, "POST", "/api/notifications", {
      token: admin,
      body: { content: " ", all: true },
    });
    expect(empty.status).toBe(422);
    expect(empty.json<Invalid>().errors.content).toBe(MSG.required);
    const unknown = await call(t.app, "POST", "/api/notifications", {
      token: admin,
      body: { content: "x", user_ids: [userIds.owner, 999999] },
    });
    expect(unknown.status).toBe(422);
    expect(
      await t.db.kysely.selectFrom("notifications").select("id").where("content", "=", "x").execute(),
    ).toHaveLength(0);
  });
});

describe("notify service", () => {
  it("notifies a store's team: owner, attached staff and company admins", async () => {
    const acme = await storeId(t.db, "Acme Team Store");
    const team = await storeTeamIds(t.db.kysely, acme);
    const expected = [
      "primary-admin",
      "company-admin",
      "store-admin",
      "designer",
      "salesperson",
      "client",
    ].map((u) => userIds[u]);
    expect([...team].sort()).toEqual([...expected].sort());
    const created = await notifyStoreTeam(
      t.db.kysely,
      acme,
      "store_launched",
      notificationText.storeLaunched("Acme Team Store"),
      {
        exceptUserId: userIds["primary-admin"],
      },
    );
    expect(created).toBe(5);
    const rows = await t.db.kysely
      .selectFrom("notifications")
      .select(["user_id", "website_id"])
      .where("type", "=", "store_launched")
      .execute();
    expect(rows.every((r) => r.website_id === acme)).toBe(true);
    expect(rows.map((r) => r.user_id)).not.toContain(userIds["primary-admin"]);
  });

  it("counts someone who holds the store only through permission entries as team, as access does", async () => {
    const acme = await storeId(t.db, "Acme Team Store");
    // The owner of another store, given one permission on Acme without being attached to it.
    await t.db.kysely
      .insertInto("website_permissions")
      .values({ website_id: acme, user_id: userIds.owner!, type: "browse_orders", value: 1 })
      .execute();
    expect(await storeTeamIds(t.db.kysely, acme)).toContain(userIds.owner);
    await t.db.kysely
      .deleteFrom("website_permissions")
      .where("website_id", "=", acme)
      .where("user_id", "=", userIds.owner!)
      .execute();
  });

  it("respects the user's notification switches and skips deactivated users", async () => {
    await t.db.kysely
      .updateTable("users")
      .set({ low_inventory: 0 })
      .where("id", "=", userIds.designer!)
      .execute();
    await t.db.kysely
      .updateTable("users")
      .set({ deactivated_at: "2026-06-01T00:00:00.000Z" })
      .where("id", "=", userIds.client!)
      .execute();
    const created = await notify(t.db.kysely, {
      userIds: [userIds.designer!, userIds.client!, userIds.salesperson!],
      type: "low_inventory",
      content: notificationText.lowStock("Tee", 3),
    });
    expect(created).toBe(1);
    expect(await notify(t.db.kysely, { userIds: [], type: "info", content: "x" })).toBe(0);
  });

  it("escapes product names in HTML price-change texts", () => {
    expect(notificationText.priceChange("<img src=x onerror=alert(1)>")).not.toContain("<img");
  });
});
