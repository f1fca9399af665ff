import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITATION_MSG } from "../../domain/invitations.js";
import { MSG } from "../../domain/messages.js";
import { PERMISSION_TYPES } from "../../domain/permissions.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { putStoreOnPlan } from "../helpers/store-plan.js";

let t: TestApp;
let admin: string, primary: string, companyAdmin: string, storeAdmin: string, designer: string, owner: string;
let acme: number, events: number, oscars: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, primary, companyAdmin, storeAdmin, designer, owner] = await Promise.all(
    ["admin", "primary-admin", "company-admin", "store-admin", "designer", "owner"].map((u) =>
      login(t.app, `${u}@example.com`),
    ),
  );
  acme = await storeId(t.db, "Acme Team Store");
  events = await storeId(t.db, "Acme Events");
  oscars = await storeId(t.db, "Oscar's Tees");
  // These tests invite more people than a Free store's team limit (3) allows: Pro allows 50.
  await putStoreOnPlan(t.db, events, "pro");
  await putStoreOnPlan(t.db, oscars, "pro");
});
afterAll(() => t.close());

type Invitation = {
  id: number;
  email: string;
  status: string;
  company_role: string;
  permissions: { type: string; value: number }[];
};
type Team = { message: string; created: number[]; invitations: Invitation[]; user_permissions: unknown[] };

const body = (websiteId: number, email: string, extra: Record<string, unknown> = {}) => ({
  website_id: websiteId,
  email,
  company_role: "designer",
  permissions: [],
  ...extra,
});
const create = (token: string | undefined, payload: unknown) =>
  call(t.app, "POST", "/api/create/invitation", { ...(token ? { token } : {}), body: payload });

async function userId(email: string): Promise<number> {
  return (
    await t.db.kysely.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()
  ).id;
}
async function invitationId(email: string, websiteId: number): Promise<number> {
  const row = await t.db.kysely
    .selectFrom("invitations")
    .select("id")
    .where("email", "=", email)
    .where("website_id", "=", websiteId)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return row.id;
}
/** Runs `fn` while the seeded store admin holds edit_settings with value 0 on Acme Events. */
async function withSettingsDenied(fn: () => Promise<void>) {
  const id = await userId("store-admin@example.com");
  await t.db.kysely
    .insertInto("website_permissions")
    .values({
      website_id: events,
      user_id: id,
      type: "edit_settings",
      value: 0,
      created_at: new Date().toISOString(),
    })
    .execute();
  try {
    await fn();
  } finally {
    await t.db.kysely
      .deleteFrom("website_permissions")
      .where("website_id", "=", events)
      .where("user_id", "=", id)
      .where("type", "=", "edit_settings")
      .execute();
  }
}

describe("POST /api/create/invitation", () => {
  it("creates, expands full_admin_access and answers the team", async () => {
    const res = await create(
      primary,
      body(acme, "full@new.example", {
        company_role: "store_admin",
        permissions: [{ type: "full_admin_access", value: 1 }],
      }),
    );
    expect(res.status).toBe(201);
    const team = res.json<Team>();
    expect(team.message).toBe(INVITATION_MSG.sent);
    expect(team.created).toHaveLength(1);
    const created = team.invitations.find((i) => i.id === team.created[0]);
    expect(created?.permissions).toEqual(PERMISSION_TYPES.map((type) => ({ type, value: 1 })));
    expect(created).not.toHaveProperty("token_hash");
    expect(team.user_permissions).toContainEqual(
      expect.objectContaining({ email: "primary-admin@example.com", is_owner: true }),
    );
    expect(team.user_permissions).toContainEqual(
      expect.objectContaining({
        email: "designer@example.com",
        company_role: "designer",
        via_company: false,
      }),
    );
    expect(team.user_permissions).toContainEqual(
      expect.objectContaining({
        email: "company-admin@example.com",
        company_role: "company_admin",
        via_company: true,
      }),
    );
  });

  it("answers 401, 404 for another store, 403 without edit_settings and with value 0", async () => {
    expect((await create(undefined, body(acme, "x@new.example"))).status).toBe(401);
    const foreign = await create(owner, body(acme, "x@new.example"));
    expect(foreign.status).toBe(404);
    expect(foreign.json().message).toBe(MSG.websiteNotFound);
    const denied = await create(designer, body(acme, "x@new.example"));
    expect(denied.status).toBe(403);
    expect(denied.json().message).toBe(MSG.permissionDenied);
    await withSettingsDenied(async () => {
      const zero = await create(storeAdmin, body(events, "x@new.example"));
      expect(zero.status).toBe(403);
      expect(zero.json().message).toBe(MSG.permissionDenied);
    });
    expect(
      await t.db.kysely
        .selectFrom("invitations")
        .select("id")
        .where("email", "=", "x@new.example")
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it("validates with exact messages (422)", async () => {
    const res = await create(primary, {
      website_id: acme,
      email: "nope",
      company_role: "boss",
      permissions: [{ type: "launch", value: 1 }],
    });
    expect(res.status).toBe(422);
    expect(res.json().errors).toEqual({
      email: MSG.invalidEmail,
      company_role: INVITATION_MSG.badRole,
      "permissions.0.type": INVITATION_MSG.badPermission,
    });
    const empty = await create(primary, {
      website_id: acme,
      email: "",
      company_role: "primary_company_admin",
    });
    expect(empty.status).toBe(422);
    expect(empty.json().errors).toEqual({ email: MSG.required, company_role: INVITATION_MSG.badRole });
    const value = await create(
      primary,
      body(acme, "v@new.example", { permissions: [{ type: "browse_orders", value: 2 }] }),
    );
    expect(value.status).toBe(422);
    expect(value.json().errors).toEqual({ "permissions.0.value": INVITATION_MSG.badPermission });
    expect((await create(primary, { email: "a@new.example", company_role: "client" })).json().errors).toEqual(
      { website_id: MSG.required },
    );
  });

  it("refuses members and addresses already invited (409)", async () => {
    const member = await create(primary, body(acme, "Designer@Example.com"));
    expect(member.status).toBe(409);
    expect(member.json().message).toBe(INVITATION_MSG.alreadyMember);
    const companyWide = await create(primary, body(events, "company-admin@example.com"));
    expect(companyWide.json().message).toBe(INVITATION_MSG.alreadyMember);
    expect((await create(primary, body(acme, "twice@new.example"))).status).toBe(201);
    const twice = await create(storeAdmin, body(acme, "twice@new.example"));
    expect(twice.status).toBe(409);
    expect(twice.json().message).toBe(INVITATION_MSG.alreadyInvited);
    // Once the first has expired a new one may be sent.
    await t.db.kysely
      .updateTable("invitations")
      .set({ expires_at: "2000-01-01T00:00:00.000Z" })
      .where("email", "=", "twice@new.example")
      .execute();
    expect((await create(storeAdmin, body(acme, "twice@new.example"))).status).toBe(201);
  });

  it("lets a store admin give store roles only, and nothing they do not hold", async () => {
    for (const role of ["store_admin", "designer", "salesperson", "client"])
      expect(
        (await create(storeAdmin, body(acme, `${role}@sa.example`, { company_role: role }))).status,
      ).toBe(201);
    const company = await create(storeAdmin, body(acme, "ca@sa.example", { company_role: "company_admin" }));
    expect(company.status).toBe(403);
    expect(company.json().message).toBe(INVITATION_MSG.companyRoleNeedsCompanyAdmin);
    const storeOwner = await create(storeAdmin, body(acme, "so@sa.example", { store_owner: true }));
    expect(storeOwner.status).toBe(403);
    expect(storeOwner.json().message).toBe(INVITATION_MSG.storeOwnerNeedsCompanyAdmin);
    // On Acme Events the store admin is denied browse_discounts: no store_admin (which holds it) from them.
    const upward = await create(storeAdmin, body(events, "up@sa.example", { company_role: "store_admin" }));
    expect(upward.status).toBe(403);
    expect(upward.json().message).toBe(INVITATION_MSG.cannotGrant);
    const explicit = await create(
      storeAdmin,
      body(events, "up@sa.example", {
        company_role: "client",
        permissions: [{ type: "browse_discounts", value: 1 }],
      }),
    );
    expect(explicit.json().message).toBe(INVITATION_MSG.cannotGrant);
    expect(
      (await create(storeAdmin, body(events, "down@sa.example", { company_role: "designer" }))).status,
    ).toBe(201);
    // Company admins, owners and platform admins give company roles.
    expect(
      (await create(companyAdmin, body(acme, "ca1@new.example", { company_role: "company_admin" }))).status,
    ).toBe(201);
    expect(
      (
        await create(
          admin,
          body(oscars, "ca2@new.example", { company_role: "company_admin", store_owner: 1 }),
        )
      ).status,
    ).toBe(201);
  });
});

describe("POST /api/send/invitation", () => {
  it("sends to several addresses at once and mails each", async () => {
    const res = await call(t.app, "POST", "/api/send/invitation", {
      token: owner,
      body: {
        website_id: oscars,
        emails: ["one@team.example", "two@team.example", "one@team.example"],
        company_role: "client",
      },
    });
    expect(res.status).toBe(201);
    expect(res.json<Team>().created).toHaveLength(2);
    for (const to of ["one@team.example", "two@team.example"]) {
      const mail = await t.db.kysely
        .selectFrom("outbox")
        .select("subject")
        .where("to", "=", to)
        .executeTakeFirstOrThrow();
      expect(mail.subject).toBe("You are invited to join Oscar's Tees");
    }
  });

  it("needs an address, rights and a session", async () => {
    const none = await call(t.app, "POST", "/api/send/invitation", {
      token: owner,
      body: { website_id: oscars, company_role: "client" },
    });
    expect(none.status).toBe(422);
    expect(none.json().errors).toEqual({ email: MSG.required });
    const payload = { website_id: acme, email: "s@new.example", company_role: "client" };
    expect((await call(t.app, "POST", "/api/send/invitation", { body: payload })).status).toBe(401);
    expect((await call(t.app, "POST", "/api/send/invitation", { token: owner, body: payload })).status).toBe(
      404,
    );
    expect(
      (await call(t.app, "POST", "/api/send/invitation", { token: designer, body: payload })).status,
    ).toBe(403);
  });
});

describe("resend, preview, update, delete", () => {
  let id: number;
  beforeAll(async () => {
    await create(primary, body(acme, "edit@new.example", { company_role: "client" }));
    id = await invitationId("edit@new.example", acme);
  });

  it("resends with a new link; the old one stops working", async () => {
    const first = await t.db.kysely
      .selectFrom("invitations")
      .select(["token_hash", "expires_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .updateTable("invitations")
      .set({ expires_at: "2000-01-01T00:00:00.000Z" })
      .where("id", "=", id)
      .execute();
    const res = await call(t.app, "POST", "/api/resend/invitation", { token: storeAdmin, body: { id } });
    expect(res.status).toBe(200);
    expect(res.json().message).toBe(INVITATION_MSG.resent);
    const after = await t.db.kysely
      .selectFrom("invitations")
      .select(["token_hash", "expires_at", "status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(after.token_hash).not.toBe(first.token_hash);
    expect(after.status).toBe("pending");
    expect(after.expires_at > new Date().toISOString()).toBe(true);
    const mails = await t.db.kysely
      .selectFrom("outbox")
      .select("id")
      .where("to", "=", "edit@new.example")
      .execute();
    expect(mails).toHaveLength(2);
  });

  it("previews the mail without a usable link", async () => {
    const res = await call(t.app, "GET", `/api/resend/invitation/mail?id=${id}`, { token: primary });
    expect(res.status).toBe(200);
    const mail = res.json<{ to: string; subject: string; text: string }>();
    expect(mail).toMatchObject({
      to: "edit@new.example",
      subject: "You are invited to join Acme Team Store",
    });
    expect(mail.text).toContain("as Client");
    expect(mail.text).toContain("/app/invitation/accept?token=%E2%80%A6");
  });

  it("updates role and permissions (full_admin_access expands)", async () => {
    const res = await call(t.app, "POST", "/api/update/invitation", {
      token: primary,
      body: { id, company_role: "store_admin", permissions: [{ type: "full_admin_access", value: true }] },
    });
    expect(res.status).toBe(200);
    const row = res.json<Team>().invitations.find((i) => i.id === id);
    expect(row?.company_role).toBe("store_admin");
    expect(row?.permissions).toHaveLength(PERMISSION_TYPES.length);
    const up = await call(t.app, "POST", "/api/update/invitation", {
      token: storeAdmin,
      body: { id, company_role: "company_admin" },
    });
    expect(up.status).toBe(403);
    const bad = await call(t.app, "POST", "/api/update/invitation", {
      token: primary,
      body: { id, company_role: "king" },
    });
    expect(bad.status).toBe(422);
    expect(bad.json().errors).toEqual({ company_role: INVITATION_MSG.badRole });
  });

  it("answers 401, 404 for another store's invitation, 403 without edit_settings", async () => {
    for (const [method, url, payload] of [
      ["POST", "/api/resend/invitation", { id }],
      ["POST", "/api/update/invitation", { id, company_role: "client" }],
      ["POST", "/api/delete/invitation", { id }],
      ["POST", "/api/delete/whole/invitation", { id }],
      ["GET", `/api/resend/invitation/mail?id=${id}`, undefined],
      ["GET", `/api/get/invitations/${id}`, undefined],
    ] as const) {
      expect((await call(t.app, method, url, { body: payload })).status).toBe(401);
      const foreign = await call(t.app, method, url, { token: owner, body: payload });
      expect(foreign.status).toBe(404);
      expect((await call(t.app, method, url, { token: designer, body: payload })).status).toBe(403);
    }
    const missing = await call(t.app, "POST", "/api/delete/invitation", {
      token: admin,
      body: { id: 999999 },
    });
    expect(missing.status).toBe(404);
  });

  it("refuses to resend or update an answered invitation (409)", async () => {
    await create(owner, body(oscars, "answered@new.example", { company_role: "client" }));
    const answered = await invitationId("answered@new.example", oscars);
    await t.db.kysely
      .updateTable("invitations")
      .set({ status: "declined" })
      .where("id", "=", answered)
      .execute();
    for (const url of ["/api/resend/invitation", "/api/update/invitation"]) {
      const res = await call(t.app, "POST", url, { token: owner, body: { id: answered } });
      expect(res.status).toBe(409);
      expect(res.json().message).toBe(INVITATION_MSG.answered);
    }
  });

  it("deletes one invitation", async () => {
    const res = await call(t.app, "POST", "/api/delete/invitation", { token: primary, body: { id } });
    expect(res.status).toBe(200);
    expect(res.json<Team>().invitations.some((i) => i.id === id)).toBe(false);
    expect(
      (await call(t.app, "POST", "/api/delete/invitation", { token: primary, body: { id } })).status,
    ).toBe(404);
  });

  it("deletes the whole invitation: every open one to that address in the caller's stores", async () => {
    await create(primary, body(acme, "whole@new.example", { company_role: "client" }));
    await create(primary, body(events, "whole@new.example", { company_role: "client" }));
    await create(owner, body(oscars, "whole@new.example", { company_role: "client" }));
    const res = await call(t.app, "POST", "/api/delete/whole/invitation", {
      token: storeAdmin,
      body: { id: await invitationId("whole@new.example", acme) },
    });
    expect(res.status).toBe(200);
    expect(res.json().deleted).toBe(2);
    const left = await t.db.kysely
      .selectFrom("invitations")
      .select("website_id")
      .where("email", "=", "whole@new.example")
      .execute();
    expect(left).toEqual([{ website_id: oscars }]);
  });
});

describe("GET /api/get/invitations", () => {
  it("pages the store's invitations, from the header or website_id, filtered by status", async () => {
    const res = await call(t.app, "GET", "/api/get/invitations?per_page=2", {
      token: primary,
      headers: { "x-website-id": String(acme) },
    });
    expect(res.status).toBe(200);
    const page = res.json<{
      data: Invitation[];
      total: number;
      per_page: number;
      last_page: number;
      current_page: number;
    }>();
    expect(page.per_page).toBe(2);
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.last_page).toBe(Math.ceil(page.total / 2));
    const expired = await call(t.app, "GET", `/api/get/invitations?website_id=${acme}&status=expired`, {
      token: primary,
    });
    expect(expired.json<{ data: Invitation[] }>().data.every((i) => i.status === "expired")).toBe(true);
    const pending = await call(t.app, "GET", `/api/get/invitations?website_id=${acme}&status=pending`, {
      token: primary,
    });
    const rows = pending.json<{ data: Invitation[] }>().data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((i) => i.status === "pending")).toBe(true);
  });

  it("answers 400 without a store, 401, 404 for another store, 403 without edit_settings, 403 for value 0", async () => {
    const none = await call(t.app, "GET", "/api/get/invitations", { token: primary });
    expect(none.status).toBe(400);
    expect(none.json().message).toBe(INVITATION_MSG.chooseStore);
    expect((await call(t.app, "GET", `/api/get/invitations?website_id=${acme}`)).status).toBe(401);
    expect(
      (await call(t.app, "GET", `/api/get/invitations?website_id=${acme}`, { token: owner })).status,
    ).toBe(404);
    expect(
      (await call(t.app, "GET", `/api/get/invitations?website_id=${acme}`, { token: designer })).status,
    ).toBe(403);
    await withSettingsDenied(async () => {
      expect(
        (await call(t.app, "GET", `/api/get/invitations?website_id=${events}`, { token: storeAdmin })).status,
      ).toBe(403);
    });
    expect(
      (await call(t.app, "GET", `/api/get/invitations?website_id=${events}`, { token: storeAdmin })).status,
    ).toBe(200);
  });

  it("shows one invitation to its store's managers", async () => {
    const id = await invitationId("full@new.example", acme);
    const res = await call(t.app, "GET", `/api/get/invitations/${id}`, { token: companyAdmin });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      email: "full@new.example",
      website_name: "Acme Team Store",
      invited_by: { name: "Paula Primary" },
    });
  });
});
