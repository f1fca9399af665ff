import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type Call, type TestApp } from "../helpers/test-app.js";
import { importCsv } from "../helpers/imports.js";
import { countEvents, eventsOfRequest } from "../helpers/activity-events.js";
import { actors, csvForm, type Actors } from "./websites-helpers.js";

/**
 * Contacts, discounts, promotions, gift cards, categories and levels: every write records one
 * activity event per changed record, naming who, which store, which record and what changed; a
 * refused write records none.
 */
let t: TestApp;
let a: Actors;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
});
afterAll(() => t.close());

const inStore = (id: number) => ({ "x-website-id": String(id) });
const eventsOf = (res: Call) => eventsOfRequest(t.db, res);
const countAll = () => countEvents(t.db);

describe("contacts", () => {
  it("records create, update and delete by the store owner with the changed fields", async () => {
    const created = await call(t.app, "POST", "/api/contacts", {
      token: a.owner,
      headers: inStore(a.tees),
      body: { name: "Ada Trail", city: "Kraków", tags: ["vip"] },
    });
    expect(created.status).toBe(201);
    const id = created.json<{ id: number }>().id;
    const [create] = await eventsOf(created);
    expect(create).toMatchObject({
      user_id: a.uid.owner,
      acting_admin_id: null,
      website_id: a.tees,
      entity: "Contact",
      entity_id: id,
      record_name: "Ada Trail",
      action: "create",
    });
    expect(create!.changes).toMatchObject({
      name: [null, "Ada Trail"],
      city: [null, "Kraków"],
      tags: [null, ["vip"]],
    });

    const updated = await call(t.app, "PUT", `/api/contacts/${id}`, {
      token: a.owner,
      headers: inStore(a.tees),
      body: { name: "Ada Trail", city: "Gdańsk", tags: ["vip"] },
    });
    expect(updated.status).toBe(200);
    expect(await eventsOf(updated)).toEqual([
      {
        user_id: a.uid.owner,
        acting_admin_id: null,
        website_id: a.tees,
        entity: "Contact",
        entity_id: id,
        record_name: "Ada Trail",
        action: "update",
        changes: { city: ["Kraków", "Gdańsk"] },
      },
    ]);

    const deleted = await call(t.app, "DELETE", `/api/contacts/${id}`, {
      token: a.owner,
      headers: inStore(a.tees),
    });
    expect(deleted.status).toBe(200);
    const [gone] = await eventsOf(deleted);
    expect(gone).toMatchObject({ entity: "Contact", entity_id: id, action: "delete", website_id: a.tees });
    expect(gone!.changes).toMatchObject({ name: ["Ada Trail", null], city: ["Gdańsk", null] });
  });

  it("records nothing for a refused or invalid write", async () => {
    const before = await countAll();
    const foreign = await call(t.app, "POST", "/api/contacts", {
      token: a.designer,
      headers: inStore(a.tees),
      body: { name: "Not yours" },
    });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    const invalid = await call(t.app, "POST", "/api/contacts", {
      token: a.owner,
      headers: inStore(a.tees),
      body: { name: "" },
    });
    expect(invalid.status).toBe(422);
    expect(await countAll()).toBe(before);
  });
});

describe("discounts", () => {
  const base = { kind: "percentage", value: 10, starts_at: "2020-01-01T00:00:00.000Z" };

  it("records a created, edited and deleted discount, and one import event per CSV row", async () => {
    const created = await call(t.app, "POST", "/api/discounts", {
      token: a.primary,
      body: { website_id: a.team, ...base, code: "TRAIL10" },
    });
    expect(created.status).toBe(200);
    const id = created.json<{ data: { id: number } }>().data.id;
    const [create] = await eventsOf(created);
    expect(create).toMatchObject({
      user_id: a.uid["primary-admin"],
      website_id: a.team,
      entity: "Discount",
      entity_id: id,
      action: "create",
    });
    expect(create!.changes).toMatchObject({ code: [null, "TRAIL10"], value: [null, 10] });

    const edited = await call(t.app, "PUT", `/api/discounts/${id}`, {
      token: a.primary,
      body: { website_id: a.team, ...base, code: "TRAIL10", value: 15 },
    });
    expect(edited.status).toBe(200);
    expect((await eventsOf(edited)).map((e) => [e.entity, e.entity_id, e.action, e.changes])).toEqual([
      ["Discount", id, "update", { value: [10, 15] }],
    ]);

    const deleted = await call(t.app, "DELETE", `/api/discounts/${id}`, { token: a.primary });
    expect(deleted.status).toBe(200);
    expect((await eventsOf(deleted)).map((e) => [e.entity_id, e.action])).toEqual([[id, "delete"]]);

    const csv = ["code,kind,value", "TRAILCSV1,percentage,5", "TRAILCSV2,fixed,3.00"].join("\n");
    const imported = await call(t.app, "POST", "/api/upload/discountcsv", {
      token: a.primary,
      body: csvForm("d.csv", csv),
      headers: inStore(a.team),
    });
    expect(imported.status).toBe(200);
    const rows = await eventsOf(imported);
    expect(rows.map((e) => [e.entity, e.action, e.website_id, e.changes?.code?.[1]])).toEqual([
      ["Discount", "import", a.team, "TRAILCSV1"],
      ["Discount", "import", a.team, "TRAILCSV2"],
    ]);
  });

  it("records nothing when a CSV has a bad row (all or nothing)", async () => {
    const before = await countAll();
    const bad = await call(t.app, "POST", "/api/upload/discountcsv", {
      token: a.primary,
      body: csvForm("d.csv", ["code,kind,value", "TRAILOK,percentage,5", "TRAILBAD,weird,5"].join("\n")),
      headers: inStore(a.team),
    });
    expect(bad.status).toBe(422);
    expect(await countAll()).toBe(before);
  });
});

describe("promotions and gift cards", () => {
  it("records a promotion's edit with its before and after", async () => {
    const url = `/api/content/${a.team}/promotions`;
    const created = await call(t.app, "POST", url, {
      token: a.designer,
      body: { title: "Trail sale", kind: "banner", text: "20% off" },
    });
    expect(created.status).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect((await eventsOf(created)).map((e) => [e.entity, e.entity_id, e.action, e.user_id])).toEqual([
      ["Promotion", id, "create", a.uid.designer],
    ]);
    const updated = await call(t.app, "PUT", `${url}/${id}`, {
      token: a.designer,
      body: { title: "Trail sale, last days", kind: "banner", text: "20% off" },
    });
    expect(updated.status).toBe(200);
    const [update] = await eventsOf(updated);
    expect(update).toMatchObject({ entity: "Promotion", action: "update", website_id: a.team });
    expect(update!.changes).toEqual({ title: ["Trail sale", "Trail sale, last days"] });
  });

  it("records one event per card of a batch, and a balance adjustment", async () => {
    const batch = await call(t.app, "POST", "/api/gift-cards", {
      token: a.primary,
      body: { website_id: a.team, initial_value: 2500, count: 3 },
    });
    expect(batch.status).toBe(200);
    const events = await eventsOf(batch);
    expect(events).toHaveLength(3);
    expect(
      events.every((e) => e.entity === "GiftCard" && e.action === "create" && e.website_id === a.team),
    ).toBe(true);
    const cardId = events[0]!.entity_id!;
    const adjusted = await call(t.app, "PUT", `/api/gift-cards/${cardId}`, {
      token: a.primary,
      body: { balance: 1000 },
    });
    expect(adjusted.status).toBe(200);
    expect((await eventsOf(adjusted)).map((e) => [e.entity_id, e.action, e.changes?.balance])).toEqual([
      [cardId, "update", [2500, 1000]],
    ]);
  });
});

describe("categories and levels", () => {
  it("records a category's create, its move in a reorder, and its delete; a level's create and delete", async () => {
    const make = async (name: string) => {
      const res = await call(t.app, "POST", "/api/categories", {
        token: a.owner,
        headers: inStore(a.mugs),
        body: { name },
      });
      expect(res.status).toBe(200);
      const [event] = await eventsOf(res);
      expect(event).toMatchObject({
        entity: "Category",
        action: "create",
        website_id: a.mugs,
        user_id: a.uid.owner,
      });
      return event!.entity_id!;
    };
    const parent = await make("Trail Parent");
    const child = await make("Trail Child");
    const order = await call(t.app, "POST", "/api/categories/order", {
      token: a.owner,
      headers: inStore(a.mugs),
      body: { items: [{ id: child, childOf: parent }] },
    });
    expect(order.status).toBe(200);
    const [moved] = await eventsOf(order);
    expect(moved).toMatchObject({ entity: "Category", entity_id: child, action: "update" });
    expect(moved!.changes?.parent_id).toEqual([null, parent]);

    const deleted = await call(t.app, "POST", `/api/delete/categories/${parent}`, {
      token: a.owner,
      headers: inStore(a.mugs),
    });
    expect(deleted.status).toBe(200);
    expect((await eventsOf(deleted)).map((e) => [e.entity, e.entity_id, e.action])).toEqual([
      ["Category", parent, "delete"],
    ]);

    const level = await call(t.app, "POST", "/api/create/level", {
      token: a.storeAdmin,
      body: { website_id: a.team, name: "Trail VIP" },
    });
    expect(level.status).toBe(201);
    const levelId = level.json<{ id: number }>().id;
    expect((await eventsOf(level)).map((e) => [e.entity, e.entity_id, e.action, e.changes?.name])).toEqual([
      ["Level", levelId, "create", [null, "Trail VIP"]],
    ]);
    const dup = await call(t.app, "POST", "/api/create/level", {
      token: a.storeAdmin,
      body: { website_id: a.team, name: "Trail VIP" },
    });
    expect(dup.status).toBe(409);
    expect(await eventsOf(dup)).toEqual([]);
  });
});

describe("BREAD writes record the same events as the spec routes", () => {
  it("names the model and the store for a contact created through /api/bread/Contact", async () => {
    const res = await call(t.app, "POST", "/api/bread/Contact", {
      token: a.owner,
      headers: inStore(a.tees),
      body: { website_id: a.tees, name: "Bread Trail" },
    });
    expect(res.status).toBe(201);
    const id = res.json<{ id: number }>().id;
    expect((await eventsOf(res)).map((e) => [e.entity, e.entity_id, e.action, e.website_id])).toEqual([
      ["Contact", id, "create", a.tees],
    ]);
  });
});

describe("library folders and notifications", () => {
  it("records a folder's create and rename, and one delete per entry when a folder goes with its contents", async () => {
    const folder = async (name: string, parent_id: number | null) => {
      const res = await call(t.app, "POST", "/api/library/folder", {
        token: a.owner,
        headers: inStore(a.tees),
        body: { name, parent_id },
      });
      expect(res.status).toBe(201);
      const id = res.json<{ data: { id: number } }>().data.id;
      expect((await eventsOf(res)).map((e) => [e.entity, e.entity_id, e.action, e.website_id])).toEqual([
        ["File", id, "create", a.tees],
      ]);
      return id;
    };
    const outer = await folder("Trail outer", null);
    const inner = await folder("Trail inner", outer);
    const renamed = await call(t.app, "PUT", `/api/library/folder/${outer}`, {
      token: a.owner,
      headers: inStore(a.tees),
      body: { name: "Trail renamed" },
    });
    expect(renamed.status).toBe(200);
    expect((await eventsOf(renamed)).map((e) => [e.entity_id, e.action, e.changes])).toEqual([
      [outer, "update", { name: ["Trail outer", "Trail renamed"] }],
    ]);
    const deleted = await call(t.app, "DELETE", `/api/library/folder/${outer}`, {
      token: a.owner,
      headers: inStore(a.tees),
    });
    expect(deleted.status).toBe(200);
    const gone = await eventsOf(deleted);
    expect(gone.map((e) => e.entity_id).sort()).toEqual([outer, inner].sort());
    expect(gone.every((e) => e.entity === "File" && e.action === "delete")).toBe(true);
  });

  it("records a notification marked read by its owner", async () => {
    const note = await t.db.kysely
      .selectFrom("notifications")
      .select(["id", "website_id"])
      .where("user_id", "=", a.uid.owner!)
      .where("seen", "=", 0)
      .executeTakeFirstOrThrow();
    const res = await call(t.app, "PUT", `/api/notifications/${note.id}`, {
      token: a.owner,
      body: { seen: 1 },
    });
    expect(res.status).toBe(200);
    expect(await eventsOf(res)).toEqual([
      {
        user_id: a.uid.owner,
        acting_admin_id: null,
        website_id: note.website_id,
        entity: "Notification",
        entity_id: note.id,
        record_name: null,
        action: "update",
        changes: { seen: [0, 1] },
      },
    ]);
    const foreign = await call(t.app, "PUT", `/api/notifications/${note.id}`, {
      token: a.designer,
      body: { seen: 0 },
    });
    expect(foreign.status).toBe(404);
    expect(await eventsOf(foreign)).toEqual([]);
  });
});

describe("product CSV import", () => {
  it("records one import event per imported product, and none for a refused file", async () => {
    const csv = ["name,price,slug", "Trail Tee,900.00,trail-tee", "Trail Mug,900.00,trail-mug"].join("\n");
    const res = await importCsv(t.app, `/api/products/import?website_id=${a.team}`, {
      token: a.designer,
      body: csvForm("trail.csv", csv),
    });
    expect(res.status).toBe(202);
    expect(res.job?.status).toBe("done");
    const events = await eventsOf(res);
    expect(events.map((e) => [e.entity, e.action, e.website_id, e.user_id, e.changes?.name])).toEqual([
      ["Product", "import", a.team, a.uid.designer, [null, "Trail Tee"]],
      ["Product", "import", a.team, a.uid.designer, [null, "Trail Mug"]],
    ]);
    const before = await countAll();
    const refused = await importCsv(t.app, `/api/products/import?website_id=${a.team}`, {
      token: a.designer,
      body: csvForm("bad.csv", ["name,price", ",abc"].join("\n")),
    });
    expect(refused.status).toBe(422);
    expect(await countAll()).toBe(before);
  });
});
