import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDACTED } from "../../domain/activity.js";
import { pruneRetention } from "../../server/jobs/retention.js";
import { call, type TestApp, createTestApp } from "../helpers/test-app.js";
import { eventsDuring } from "../helpers/activity-events.js";
import { actors, type Actors } from "./websites-helpers.js";

let t: TestApp;
let a: Actors;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
});
afterAll(() => t.close());

/** The events recorded by `act`, oldest first, with their changes parsed. */
const eventsOf = (act: () => Promise<unknown>) => eventsDuring(t.db, act);

/** One live product of the store. */
async function productOf(websiteId: number) {
  return t.db.kysely
    .selectFrom("products")
    .select(["id", "name", "price"])
    .where("website_id", "=", websiteId)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
}

/** The owner's session opened by a platform admin ("log in as"). */
async function ownerAsAdmin(): Promise<string> {
  const link = await call(t.app, "POST", `/api/admin/users/${a.uid.owner}/login-link`, { token: a.admin });
  const res = await call(t.app, "POST", "/api/login", {
    body: { etoken: link.json<{ etoken: string }>().etoken },
  });
  expect(res.status).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}

describe("every write records exactly one activity event in its transaction", () => {
  it("a product quick edit: the user, the store, the product and the name before and after", async () => {
    const product = await productOf(a.team);
    let status = 0;
    const events = await eventsOf(async () => {
      status = (
        await call(t.app, "POST", "/api/quick-edit/product", {
          token: a.storeAdmin,
          body: { id: product.id, name: "Trail tee" },
        })
      ).status;
    });
    expect(status).toBe(200);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      user_id: a.uid["store-admin"],
      acting_admin_id: null,
      website_id: a.team,
      entity: "Product",
      entity_id: product.id,
      action: "update",
    });
    expect(events[0]!.changes).toEqual({ name: [product.name, "Trail tee"] });
  });

  it('names the platform admin acting for the owner in a "log in as" session', async () => {
    const token = await ownerAsAdmin();
    const product = await productOf(a.tees);
    const events = await eventsOf(async () => {
      const res = await call(t.app, "POST", "/api/quick-edit/product", {
        token,
        body: { id: product.id, name: "Acted tee" },
      });
      expect(res.status).toBe(200);
    });
    // The sign-in above is its own event; the edit is exactly one.
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      user_id: a.uid.owner,
      acting_admin_id: a.uid.admin,
      website_id: a.tees,
      entity: "Product",
      entity_id: product.id,
    });
  });

  it("a refused write records nothing: a price below the minimum (422), another store's product (404)", async () => {
    const product = await productOf(a.team);
    const events = await eventsOf(async () => {
      const low = await call(t.app, "POST", "/api/quick-edit/product", {
        token: a.storeAdmin,
        body: { id: product.id, price: 1 },
      });
      expect(low.status).toBe(422);
      const other = await call(t.app, "POST", "/api/quick-edit/product", {
        token: a.owner,
        body: { id: product.id, name: "Not mine" },
      });
      expect(other.status).toBe(404);
    });
    expect(events).toEqual([]);
  });

  it("the editor's instant publish toggle: one status event on the product", async () => {
    const product = await productOf(a.team);
    const events = await eventsOf(async () => {
      const res = await call(t.app, "POST", "/api/update/product/availability", {
        token: a.storeAdmin,
        body: { product: { id: product.id, available: 0 } },
      });
      expect(res.status).toBe(200);
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ entity: "Product", entity_id: product.id, action: "status" });
  });

  it("deleting several products records one event per product", async () => {
    const rows = await t.db.kysely
      .selectFrom("products")
      .select("id")
      .where("website_id", "=", a.team)
      .where("deleted_at", "is", null)
      .orderBy("id", "desc")
      .limit(2)
      .execute();
    const ids = rows.map((r) => r.id);
    const events = await eventsOf(async () => {
      const res = await call(t.app, "POST", "/api/products/delete", { token: a.storeAdmin, body: { ids } });
      expect(res.status).toBe(200);
    });
    const recorded = events.map((e) => [e.entity, e.entity_id, e.action]);
    expect(recorded.sort()).toEqual(ids.map((id) => ["Product", id, "delete"]).sort());
    expect(events[0]!.changes?.deleted_at?.[0]).toBeNull();
  });

  it("store SMTP settings: one settings event on the store, the password redacted", async () => {
    const events = await eventsOf(async () => {
      const res = await call(t.app, "POST", `/api/websites/${a.team}/update-smtp`, {
        token: a.storeAdmin,
        body: {
          host: "smtp.example.com",
          port: 587,
          username: "mailer",
          password: "s3cret-pass",
          from_email: "shop@example.com",
        },
      });
      expect(res.status).toBe(200);
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      user_id: a.uid["store-admin"],
      website_id: a.team,
      entity: "Website",
      entity_id: a.team,
      action: "settings",
    });
    expect(events[0]!.changes?.smtp_host).toEqual([null, "smtp.example.com"]);
    expect(events[0]!.changes?.smtp_password).toEqual([REDACTED, REDACTED]);
    const stored = await t.db.kysely.selectFrom("activity_events").select("changes").execute();
    expect(JSON.stringify(stored)).not.toContain("s3cret-pass");
  });

  it("a member without the right is refused (403) and nothing is recorded", async () => {
    const events = await eventsOf(async () => {
      const res = await call(t.app, "POST", `/api/websites/${a.team}/update-smtp`, {
        token: a.designer,
        body: { host: "smtp.example.com", port: 25, from_email: "x@example.com" },
      });
      expect(res.status).toBe(403);
    });
    expect(events).toEqual([]);
  });

  it("an order status change: one status event on the order", async () => {
    const order = await t.db.kysely
      .selectFrom("orders")
      .select(["id", "status"])
      .where("website_id", "=", a.team)
      .where("status", "=", "new")
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    const events = await eventsOf(async () => {
      const res = await call(t.app, "PUT", `/api/orders/${order.id}/status`, {
        token: a.primary,
        body: { status: "completed" },
      });
      expect(res.status).toBe(200);
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      user_id: a.uid["primary-admin"],
      website_id: a.team,
      entity: "Order",
      entity_id: order.id,
      action: "status",
    });
    expect(events[0]!.changes?.status).toEqual(["new", "completed"]);
  });

  it("a designer page created and saved through BREAD: create, then update of its sections", async () => {
    let id = 0;
    const created = await eventsOf(async () => {
      const res = await call(t.app, "POST", "/api/bread/Page", {
        token: a.designer,
        body: { website_id: a.team, name: "Trail page" },
      });
      expect(res.status).toBe(201);
      id = res.json<{ id: number }>().id;
    });
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ entity: "Page", entity_id: id, action: "create", website_id: a.team });
    expect(created[0]!.changes?.name).toEqual([null, "Trail page"]);
    const renamed = await eventsOf(async () => {
      const res = await call(t.app, "PUT", `/api/bread/Page/${id}`, {
        token: a.designer,
        body: { name: "Trail page 2" },
      });
      expect(res.status).toBe(200);
    });
    expect(renamed).toHaveLength(1);
    expect(renamed[0]).toMatchObject({ entity: "Page", entity_id: id, action: "update" });
    expect(renamed[0]!.changes?.name).toEqual(["Trail page", "Trail page 2"]);
  });

  it("a permission change: entity User in the store, action permission, the entries before and after", async () => {
    const events = await eventsOf(async () => {
      const res = await call(t.app, "POST", "/api/store/permission", {
        token: a.primary,
        body: {
          website_id: a.team,
          user_id: a.uid.designer,
          permissions: [{ type: "browse_orders", value: 1 }],
        },
      });
      expect(res.status).toBe(200);
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      user_id: a.uid["primary-admin"],
      website_id: a.team,
      entity: "User",
      entity_id: a.uid.designer,
      action: "permission",
    });
    expect(events[0]!.changes?.browse_orders?.[1]).toBe(1);
  });

  it("an invitation: one create event in the store, its token hash never in the trail", async () => {
    const events = await eventsOf(async () => {
      const res = await call(t.app, "POST", "/api/bread/Invitation", {
        token: a.primary,
        body: { website_id: a.team, email: "trail-invitee@example.com", company_role: "designer" },
      });
      expect(res.status).toBe(201);
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ entity: "Invitation", action: "create", website_id: a.team });
    expect(events[0]!.changes?.email).toEqual([null, "trail-invitee@example.com"]);
    expect(events[0]!.changes?.token_hash).toEqual([REDACTED, REDACTED]);
  });

  it("sign-in names the account; a failed one has no user and names the account when it exists", async () => {
    const ok = await eventsOf(async () => {
      const res = await call(t.app, "POST", "/api/login", {
        body: { email: "designer@example.com", password: "demo1234" },
      });
      expect(res.status).toBe(200);
    });
    expect(ok).toEqual([
      {
        user_id: a.uid.designer,
        acting_admin_id: null,
        website_id: null,
        entity: "User",
        entity_id: a.uid.designer,
        record_name: null,
        action: "sign_in",
        changes: null,
      },
    ]);
    const failed = await eventsOf(async () => {
      const known = await call(t.app, "POST", "/api/login", {
        body: { email: "designer@example.com", password: "wrong-password" },
      });
      expect(known.status).toBe(422);
      const unknown = await call(t.app, "POST", "/api/login", {
        body: { email: "nobody-here@example.com", password: "wrong-password" },
      });
      expect(unknown.status).toBe(422);
    });
    expect(failed.map((e) => [e.user_id, e.entity, e.entity_id, e.action])).toEqual([
      [null, "User", a.uid.designer, "sign_in_failed"],
      [null, "User", null, "sign_in_failed"],
    ]);
  });

  it("a platform admin deactivating a user: one status event on the account, no store", async () => {
    const events = await eventsOf(async () => {
      const res = await call(t.app, "PUT", `/api/bread/User/${a.uid.designer}`, {
        token: a.admin,
        body: { deactivated: true },
      });
      expect(res.status).toBe(200);
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      user_id: a.uid.admin,
      website_id: null,
      entity: "User",
      entity_id: a.uid.designer,
      action: "status",
    });
    expect(events[0]!.changes?.deactivated_at?.[0]).toBeNull();
  });
});

describe("retention", () => {
  it("prunes events older than the retention days and keeps the newer ones", async () => {
    const now = Date.now();
    const iso = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();
    await t.db.kysely
      .insertInto("activity_events")
      .values([
        { created_at: iso(401), entity: "RetentionTest", entity_id: 1, action: "update" },
        { created_at: iso(399), entity: "RetentionTest", entity_id: 2, action: "update" },
        { created_at: iso(31), entity: "RetentionTest", entity_id: 3, action: "update" },
      ])
      .execute();
    const kept = async () =>
      (
        await t.db.kysely
          .selectFrom("activity_events")
          .select("entity_id")
          .where("entity", "=", "RetentionTest")
          .orderBy("entity_id")
          .execute()
      ).map((r) => r.entity_id);
    await pruneRetention(t.db, now);
    expect(await kept()).toEqual([2, 3]);
    await pruneRetention(t.db, now, 30);
    expect(await kept()).toEqual([]);
    expect(t.config.activityRetentionDays).toBe(400);
  });
});
