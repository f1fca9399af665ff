import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDACTED } from "../../domain/activity.js";
import { call, createTestApp, type Call, type TestApp } from "../helpers/test-app.js";
import { countEvents, eventsOfRequest, eventSummary } from "../helpers/activity-events.js";
import { importCsv } from "../helpers/imports.js";
import { putStoreOnPlan } from "../helpers/store-plan.js";
import { actors, csvForm, type Actors } from "./websites-helpers.js";

/**
 * People, invitations, levels, notifications, library files and uploads, tax forms and content:
 * each write records its event(s), naming who, which store, which record and what changed; a
 * refused write records none.
 */
let t: TestApp;
let a: Actors;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
  await putStoreOnPlan(t.db, a.tees, "pro");
});
afterAll(() => t.close());

const inStore = (id: number) => ({ "x-website-id": String(id) });
const eventsOf = (res: Call) => eventsOfRequest(t.db, res);
const countAll = () => countEvents(t.db);
const summary = (res: Call) => eventSummary(t.db, res);

const png = () =>
  sharp({ create: { width: 12, height: 12, channels: 3, background: "#0a0" } })
    .png()
    .toBuffer();

async function pngForm(names: string[], fields: Record<string, string> = {}): Promise<FormData> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [i, name] of names.entries())
    form.append(`files[${i}]`, new Blob([new Uint8Array(await png())], { type: "image/png" }), name);
  return form;
}

async function mailedToken(address: string): Promise<string> {
  const mail = await t.db.kysely
    .selectFrom("outbox")
    .selectAll()
    .where("to", "=", address)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const match = /\/app\/invitation\/accept\?token=([\w%-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no accept link in ${mail.text}`);
  return decodeURIComponent(match[1]);
}

const invite = (email: string) =>
  call(t.app, "POST", "/api/create/invitation", {
    token: a.owner,
    body: { website_id: a.tees, email, company_role: "designer", permissions: [] },
  });

describe("accounts and invitations", () => {
  it("register: the new account's create and sign-in, both by the account itself", async () => {
    const res = await call(t.app, "POST", "/api/register", {
      body: {
        name: "Reg Trail",
        email: "reg-trail@example.com",
        password: "longenough",
        password_confirmation: "longenough",
      },
    });
    expect(res.status).toBe(201);
    const id = res.json<{ user: { id: number } }>().user.id;
    const events = await eventsOf(res);
    expect(events.map((e) => [e.entity, e.entity_id, e.action, e.website_id, e.user_id])).toEqual([
      ["User", id, "create", null, id],
      ["User", id, "sign_in", null, id],
    ]);
    expect(events[0]!.changes?.email).toEqual([null, "reg-trail@example.com"]);
    expect(events[0]!.changes?.password_hash).toEqual([REDACTED, REDACTED]);
  });

  it("create invitation: one create in the store; accepting by link records the invitee as the actor", async () => {
    const sent = await invite("trail-new@example.com");
    expect(sent.status).toBe(201);
    const invitationId = sent.json<{ created: number[] }>().created[0]!;
    expect(await summary(sent)).toEqual([["Invitation", invitationId, "create", a.tees, a.uid.owner]]);

    const accepted = await call(t.app, "POST", "/api/accept/invitation", {
      body: {
        token: await mailedToken("trail-new@example.com"),
        name: "Trail New",
        password: "longenough",
        password_confirmation: "longenough",
      },
    });
    expect(accepted.status).toBe(200);
    const userId = accepted.json<{ user: { id: number } }>().user.id;
    const events = await eventsOf(accepted);
    expect(events.map((e) => [e.entity, e.entity_id, e.action, e.website_id, e.user_id])).toEqual([
      ["User", userId, "create", null, userId],
      ["Invitation", invitationId, "status", a.tees, userId],
      ["User", userId, "permission", a.tees, userId],
      ["User", userId, "sign_in", null, userId],
    ]);
    expect(events[1]!.changes?.status).toEqual(["pending", "accepted"]);
    expect(events[2]!.changes?.company_role).toEqual([null, "designer"]);
  });

  it("accept by id: the invitation answered and the member's access, by the signed-in invitee", async () => {
    const sent = await invite("designer@example.com");
    expect(sent.status).toBe(201);
    const invitationId = sent.json<{ created: number[] }>().created[0]!;
    const res = await call(t.app, "POST", `/api/accept/invitation/${invitationId}`, { token: a.designer });
    expect(res.status).toBe(200);
    expect((await summary(res)).slice(0, 2)).toEqual([
      ["Invitation", invitationId, "status", a.tees, a.uid.designer],
      ["User", a.uid.designer, "permission", a.tees, a.uid.designer],
    ]);
  });

  it("an expired link is refused and only its expiry is recorded; a bad token records nothing", async () => {
    const sent = await invite("trail-late@example.com");
    const invitationId = sent.json<{ created: number[] }>().created[0]!;
    const token = await mailedToken("trail-late@example.com");
    await t.db.kysely
      .updateTable("invitations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", invitationId)
      .execute();
    const late = await call(t.app, "POST", "/api/accept/invitation", {
      body: { token, name: "Late", password: "longenough", password_confirmation: "longenough" },
    });
    expect(late.status).toBe(422);
    expect(await summary(late)).toEqual([["Invitation", invitationId, "status", a.tees, null]]);
    const before = await countAll();
    const bogus = await call(t.app, "POST", "/api/accept/invitation", {
      body: { token: "nope", name: "X", password: "longenough", password_confirmation: "longenough" },
    });
    expect(bogus.status).toBe(422);
    expect(await countAll()).toBe(before);
  });

  it("an invitation code: one create in the store, the code itself left out", async () => {
    const res = await call(t.app, "POST", "/api/create/invitation/code", {
      token: a.owner,
      body: { website_id: a.tees, company_role: "client", permissions: [], max_uses: 5, expires_in_days: 7 },
    });
    expect(res.status).toBe(201);
    const [event, ...rest] = await eventsOf(res);
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      entity: "InvitationCode",
      entity_id: null,
      action: "create",
      website_id: a.tees,
      user_id: a.uid.owner,
    });
    expect(event!.changes).toMatchObject({ company_role: [null, "client"], max_uses: [null, 5] });
    expect(event!.changes?.code).toBeUndefined();
  });

  it("a request for an invitation and its edit: create by nobody, update by the admin", async () => {
    const asked = await call(t.app, "POST", "/api/request/invitation", {
      body: { name: "Asker", email: "asker-trail@example.com", company: "", message: "hi" },
    });
    expect(asked.status).toBe(200);
    const [create] = await eventsOf(asked);
    expect(create).toMatchObject({
      entity: "InvitationRequest",
      action: "create",
      website_id: null,
      user_id: null,
    });
    expect(create!.changes?.email).toEqual([null, "asker-trail@example.com"]);
    const id = create!.entity_id!;

    const edited = await call(t.app, "PUT", "/api/invitation/update/request", {
      token: a.admin,
      body: { id, name: "Asker Renamed" },
    });
    expect(edited.status).toBe(200);
    expect(await eventsOf(edited)).toEqual([
      {
        user_id: a.uid.admin,
        acting_admin_id: null,
        website_id: null,
        entity: "InvitationRequest",
        entity_id: id,
        record_name: "Asker Renamed",
        action: "update",
        changes: { name: ["Asker", "Asker Renamed"] },
      },
    ]);
  });

  it("mailing a member their access records nothing", async () => {
    const before = await countAll();
    const res = await call(t.app, "POST", "/api/resend/permission", {
      token: a.primary,
      body: { website_id: a.team, user_id: a.uid.designer },
    });
    expect(res.status).toBe(200);
    expect(await countAll()).toBe(before);
  });

  it("a 'log in as' link is a permission event on the user, by the admin, without the token", async () => {
    const res = await call(t.app, "POST", `/api/admin/users/${a.uid.owner}/login-link`, { token: a.admin });
    expect(res.status).toBe(201);
    const [event, ...rest] = await eventsOf(res);
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      entity: "User",
      entity_id: a.uid.owner,
      action: "permission",
      website_id: null,
      user_id: a.uid.admin,
    });
    expect(event!.changes?.login_as_admin_id).toEqual([null, a.uid.admin]);
    expect(JSON.stringify(event!.changes)).not.toContain(res.json<{ etoken: string }>().etoken);
    const before = await countAll();
    const refused = await call(t.app, "POST", `/api/admin/users/${a.uid.admin}/login-link`, {
      token: a.admin,
    });
    expect(refused.status).toBe(403);
    expect(await countAll()).toBe(before);
  });
});

describe("levels", () => {
  it("adding users records one update of the level with its users before and after", async () => {
    const level = await call(t.app, "POST", "/api/create/level", {
      token: a.primary,
      body: { website_id: a.team, name: "Trail level" },
    });
    const levelId = level.json<{ id: number }>().id;
    const added = await call(t.app, "POST", "/api/users/level", {
      token: a.primary,
      body: { level_id: levelId, user_ids: [a.uid.designer] },
    });
    expect(added.status).toBe(200);
    expect(await eventsOf(added)).toEqual([
      {
        user_id: a.uid["primary-admin"],
        acting_admin_id: null,
        website_id: a.team,
        entity: "Level",
        entity_id: levelId,
        record_name: "Trail level",
        action: "update",
        changes: { user_ids: [[], [a.uid.designer]] },
      },
    ]);
    const byEmail = await call(t.app, "POST", "/api/create/user/level", {
      token: a.primary,
      body: { level_id: levelId, email: "store-admin@example.com" },
    });
    expect(byEmail.status).toBe(200);
    const [event] = await eventsOf(byEmail);
    expect(event!.changes?.user_ids?.[1]).toEqual(
      [a.uid.designer, a.uid["store-admin"]].sort((x, y) => x! - y!),
    );
    const before = await countAll();
    const unknown = await call(t.app, "POST", "/api/create/user/level", {
      token: a.primary,
      body: { level_id: levelId, email: "nobody-trail@example.com" },
    });
    expect(unknown.status).toBe(422);
    expect(await countAll()).toBe(before);
  });
});

describe("notifications", () => {
  it("a notification to everyone records one create per recipient however many there are", async () => {
    // More recipients than one insert of events holds, so the trail is written in several.
    const now = new Date().toISOString();
    await t.db.kysely
      .insertInto("users")
      .values(
        Array.from({ length: 1_100 }, (_, i) => ({
          name: `Reader ${i}`,
          email: `reader-${i}@broadcast.example`,
          password_hash: "x",
          updated_at: now,
        })),
      )
      .execute();
    const sent = await call(t.app, "POST", "/api/notifications", {
      token: a.admin,
      body: { content: "To everyone", all: true },
    });
    expect(sent.status).toBe(201);
    const { created } = sent.json<{ created: number }>();
    expect(created).toBeGreaterThan(1_100);
    const events = await eventsOf(sent);
    const notices = await t.db.kysely
      .selectFrom("notifications")
      .select("id")
      .where("content", "=", "To everyone")
      .execute();
    expect(notices).toHaveLength(created);
    expect(events.map((e) => e.entity_id).sort((x, y) => Number(x) - Number(y))).toEqual(
      notices.map((n) => n.id).sort((x, y) => x - y),
    );
    expect(events.every((e) => e.entity === "Notification" && e.action === "create")).toBe(true);
    expect(events.every((e) => e.user_id === a.uid.admin)).toBe(true);
  });

  it("an admin's notification records one create per recipient; marking all read one update each", async () => {
    const sent = await call(t.app, "POST", "/api/notifications", {
      token: a.admin,
      body: { content: "Trail notice", user_ids: [a.uid.owner, a.uid.designer] },
    });
    expect(sent.status).toBe(201);
    const events = await eventsOf(sent);
    const recipients = [a.uid.owner!, a.uid.designer!].sort((x, y) => x - y);
    expect(events.map((e) => [e.entity, e.action, e.user_id, e.changes?.user_id?.[1]])).toEqual(
      recipients.map((id) => ["Notification", "create", a.uid.admin, id]),
    );
    expect(events[0]!.changes?.content).toEqual([null, "Trail notice"]);

    const unread = await t.db.kysely
      .selectFrom("notifications")
      .select("id")
      .where("user_id", "=", a.uid.owner)
      .where("seen", "=", 0)
      .execute();
    const cleared = await call(t.app, "POST", "/api/notifications/clear", { token: a.owner });
    expect(cleared.status).toBe(200);
    const marks = await eventsOf(cleared);
    expect(marks.map((e) => e.entity_id).sort()).toEqual(unread.map((n) => n.id).sort());
    expect(marks.every((e) => e.action === "update" && e.user_id === a.uid.owner)).toBe(true);
    expect(marks[0]!.changes).toEqual({ seen: [0, 1] });
    const again = await call(t.app, "POST", "/api/notifications/clear", { token: a.owner });
    expect(await eventsOf(again)).toEqual([]);

    const before = await countAll();
    const refused = await call(t.app, "POST", "/api/notifications", {
      token: a.owner,
      body: { content: "Not an admin", all: true },
    });
    expect(refused.status).toBe(403);
    expect(await countAll()).toBe(before);
  });
});

describe("library files and uploads", () => {
  it("an upload records one File create per stored file, in the store, by the uploader", async () => {
    const res = await call(t.app, "POST", "/api/upload/library", {
      token: a.owner,
      headers: inStore(a.tees),
      body: await pngForm(["one.png", "two.png"]),
    });
    expect(res.status).toBe(200);
    const ids = res.json<{ data: { id: number }[] }>().data.map((f) => f.id);
    const events = await eventsOf(res);
    expect(events.map((e) => [e.entity, e.entity_id, e.action, e.website_id, e.user_id])).toEqual(
      ids.map((id) => ["File", id, "create", a.tees, a.uid.owner]),
    );
    expect(events[0]!.changes?.name).toEqual([null, "one.png"]);

    const typed = await call(t.app, "POST", "/api/upload/product_photos", {
      token: a.owner,
      headers: inStore(a.tees),
      body: await pngForm(["photo.png"]),
    });
    expect(typed.status).toBe(200);
    expect((await eventsOf(typed)).map((e) => [e.entity, e.action])).toEqual([["File", "create"]]);

    const before = await countAll();
    const refused = await call(t.app, "POST", "/api/upload/library", {
      token: a.owner,
      headers: inStore(a.tees),
      body: csvForm("x.csv", "a,b"),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await countAll()).toBe(before);
  });

  it("the image editor's save records the new file; a file prep request its create, edit and delivery", async () => {
    const up = await call(t.app, "POST", "/api/upload/library", {
      token: a.owner,
      headers: inStore(a.tees),
      body: await pngForm(["art.png"]),
    });
    const file = up.json<{ data: { id: number }[] }>().data[0]!;
    const stored = await t.db.kysely
      .selectFrom("files")
      .select("path")
      .where("id", "=", file.id)
      .executeTakeFirstOrThrow();
    const editForm = new FormData();
    editForm.append("path", stored.path);
    editForm.append("file", new Blob([new Uint8Array(await png())], { type: "image/png" }), "edited.png");
    const edited = await call(t.app, "POST", "/api/upload/update", {
      token: a.owner,
      headers: inStore(a.tees),
      body: editForm,
    });
    expect(edited.status).toBe(200);
    const editedId = edited.json<{ data: { id: number } }>().data.id;
    expect(await summary(edited)).toEqual([["File", editedId, "create", a.tees, a.uid.owner]]);

    const asked = await call(t.app, "POST", "/api/library/file-prep-request", {
      token: a.owner,
      headers: inStore(a.tees),
      body: { file_id: file.id, note: "vectorise" },
    });
    expect(asked.status).toBe(201);
    const prepId = asked.json<{ data: { id: number } }>().data.id;
    const [create] = await eventsOf(asked);
    expect(create).toMatchObject({
      entity: "FilePrepRequest",
      entity_id: prepId,
      action: "create",
      website_id: a.tees,
    });
    expect(create!.changes?.note).toEqual([null, "vectorise"]);

    const changed = await call(t.app, "PUT", `/api/library/file-prep-request/${prepId}`, {
      token: a.admin,
      body: { status: "in_progress" },
    });
    expect(changed.status).toBe(200);
    const [status] = await eventsOf(changed);
    expect(status).toMatchObject({ entity: "FilePrepRequest", action: "status", user_id: a.uid.admin });
    expect(status!.changes?.status).toEqual(["pending", "in_progress"]);

    const delivered = await call(t.app, "POST", "/api/library/admin-file-prep-request", {
      token: a.admin,
      body: await pngForm(["ready.png"], { request_id: String(prepId) }),
    });
    expect(delivered.status).toBe(200);
    const events = await eventsOf(delivered);
    expect(events.map((e) => [e.entity, e.action, e.website_id, e.user_id])).toEqual([
      ["File", "create", a.tees, a.uid.admin],
      ["FilePrepRequest", "status", a.tees, a.uid.admin],
    ]);
    expect(events[0]!.changes?.approved).toEqual([null, 1]);
    expect(events[1]!.changes?.status).toEqual(["in_progress", "done"]);
    expect(events[1]!.changes?.result_file_id).toEqual([null, events[0]!.entity_id]);

    const before = await countAll();
    const closed = await call(t.app, "PUT", `/api/library/file-prep-request/${prepId}`, {
      token: a.owner,
      headers: inStore(a.tees),
      body: { note: "too late" },
    });
    expect(closed.status).toBe(409);
    expect(await countAll()).toBe(before);
  });

  it("a whitelist import records one settings change of the store per batch, with the list's size", async () => {
    const res = await importCsv(t.app, `/api/upload/users/${a.events}/whitelist_domains`, {
      token: a.primary,
      body: csvForm("d.csv", "domain\ntrail-one.example\ntrail-two.example\n"),
    });
    expect(res.status).toBe(202);
    expect(res.job).toMatchObject({ status: "done", created: 2, skipped: 0 });
    const [event, ...rest] = await eventsOf(res);
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      entity: "Website",
      entity_id: a.events,
      action: "settings",
      website_id: a.events,
    });
    const [was, now] = event!.changes!.whitelist_domains!;
    expect(Number(now) - Number(was)).toBe(2);

    // Written 200 lines per transaction: 450 new domains are three batches, three changes.
    const lines = Array.from({ length: 450 }, (_, i) => `batch-${i}.example`);
    const big = await importCsv(t.app, `/api/upload/users/${a.events}/whitelist_domains`, {
      token: a.primary,
      body: csvForm("d.csv", ["domain", ...lines].join("\n")),
    });
    expect(big.job).toMatchObject({ status: "done", done: 450, total: 450, created: 450, skipped: 0 });
    const sizes = (await eventsOf(big)).map((e) => e.changes!.whitelist_domains!.map(Number));
    expect(sizes.map(([b, c]) => c! - b!)).toEqual([200, 200, 50]);

    // Sent again, nothing is new: the job ends with every line skipped and records no change.
    const again = await importCsv(t.app, `/api/upload/users/${a.events}/whitelist_domains`, {
      token: a.primary,
      body: csvForm("d.csv", "domain\ntrail-one.example\n"),
    });
    expect(again.job).toMatchObject({ status: "done", created: 0, skipped: 1 });
    expect(await eventsOf(again)).toEqual([]);

    const before = await countAll();
    const bad = await call(t.app, "POST", `/api/upload/users/${a.events}/whitelist_domains`, {
      token: a.primary,
      body: csvForm("d.csv", "domain\nnot a domain\n"),
    });
    expect(bad.status).toBe(422);
    expect(await countAll()).toBe(before);
  });

  it("a tax form: create and delete on the account, no store", async () => {
    const form = new FormData();
    form.append("country_code", "US");
    form.append("tax_id_type", "us_ein");
    form.append("tax_id", "12-3456789");
    form.append("file", new Blob([Buffer.from("%PDF-1.4\n%%EOF\n")], { type: "application/pdf" }), "w9.pdf");
    const up = await call(t.app, "POST", "/api/upload/uploadtaxpdf", { token: a.owner, body: form });
    expect(up.status).toBe(201);
    const id = up.json<{ form: { id: number } }>().form.id;
    const [create] = await eventsOf(up);
    expect(create).toMatchObject({
      entity: "TaxForm",
      entity_id: id,
      action: "create",
      website_id: null,
      user_id: a.uid.owner,
    });
    expect(create!.changes?.tax_id).toEqual([null, "12-3456789"]);

    const before = await countAll();
    const foreign = await call(t.app, "POST", "/api/upload/deletetaxpdf", {
      token: a.designer,
      body: { id },
    });
    expect(foreign.status).toBe(404);
    expect(await countAll()).toBe(before);
    const gone = await call(t.app, "POST", "/api/upload/deletetaxpdf", { token: a.owner, body: { id } });
    expect(gone.status).toBe(200);
    expect(await summary(gone)).toEqual([["TaxForm", id, "delete", null, a.uid.owner]]);
  });
});

describe("content", () => {
  it("a new home page records its create and the old home page's demotion", async () => {
    const res = await call(t.app, "POST", `/api/content/${a.tees}/page`, {
      token: a.owner,
      body: { name: "Trail home", slug: "trail-home", home: true },
    });
    expect(res.status).toBe(201);
    const id = res.json<{ id: number }>().id;
    const events = await eventsOf(res);
    expect(events.at(-1)).toMatchObject({
      entity: "Page",
      entity_id: id,
      action: "create",
      website_id: a.tees,
    });
    const plain = await call(t.app, "POST", `/api/content/${a.tees}/faq`, {
      token: a.owner,
      body: { name: "Trail question", slug: "trail-question", content: "<p>Yes.</p>" },
    });
    expect(plain.status).toBe(201);
    expect((await eventsOf(plain)).map((e) => [e.entity, e.action])).toEqual([["Page", "create"]]);
  });
});

describe("embroidery requests", () => {
  it("records the request in the draft's store, by the designer; a refused one records nothing", async () => {
    const tee = await t.db.kysely
      .selectFrom("supplier_products")
      .select("id")
      .where("is_active", "=", 1)
      .where("category", "=", "T-Shirts")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const headers = inStore(a.team);
    const draft = await call(t.app, "POST", "/api/product-drafts", {
      token: a.designer,
      headers,
      body: { kind: "single", supplier_product_ids: [tee.id] },
    });
    expect(draft.status).toBe(201);
    const { id: draftId, items } = draft.json<{ id: number; items: { key: string }[] }>();
    const up = await call(t.app, "POST", "/api/upload/library", {
      token: a.designer,
      headers,
      body: await pngForm(["stitch.png"]),
    });
    const fileId = up.json<{ data: { id: number }[] }>().data[0]!.id;
    const res = await call(t.app, "POST", "/api/embroidery/request", {
      token: a.designer,
      headers,
      body: { draft_id: draftId, item_key: items[0]!.key, file_id: fileId, note: "3 colours" },
    });
    expect(res.status).toBe(201);
    const id = res.json<{ id: number }>().id;
    const [event, ...rest] = await eventsOf(res);
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      entity: "EmbroideryRequest",
      entity_id: id,
      action: "create",
      website_id: a.team,
      user_id: a.uid.designer,
    });
    expect(event!.changes).toMatchObject({ file_id: [null, fileId], note: [null, "3 colours"] });
    const before = await countAll();
    const missing = await call(t.app, "POST", "/api/embroidery/request", {
      token: a.designer,
      headers,
      body: { draft_id: draftId, item_key: "nope", file_id: fileId },
    });
    expect(missing.status).toBe(404);
    expect(await countAll()).toBe(before);
  });
});
