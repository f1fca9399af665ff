import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITATION_MSG } from "../../domain/invitations.js";
import { MSG } from "../../domain/messages.js";
import { PERMISSION_TYPES } from "../../domain/permissions.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let primary: string, storeAdmin: string, designer: string, salesperson: string, client: string, owner: string;
let acme: number, events: number, oscars: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  [primary, storeAdmin, designer, salesperson, client, owner] = await Promise.all(
    ["primary-admin", "store-admin", "designer", "salesperson", "client", "owner"].map((u) =>
      login(t.app, `${u}@example.com`),
    ),
  );
  acme = await storeId(t.db, "Acme Team Store");
  events = await storeId(t.db, "Acme Events");
  oscars = await storeId(t.db, "Oscar's Tees");
  const users = await t.db.kysely.selectFrom("users").select(["id", "email"]).execute();
  for (const u of users) ids[u.email.split("@")[0]!] = u.id;
});
afterAll(() => t.close());

type Member = {
  user_id: number;
  company_role: string | null;
  permissions: { type: string; value: number }[];
  granted: string[];
};
type Team = { user_permissions: Member[]; invitations: unknown[] };
const member = (team: Team, id: number) => team.user_permissions.find((m) => m.user_id === id);
const post = (url: string, token: string | undefined, body: unknown) =>
  call(t.app, "POST", url, { ...(token ? { token } : {}), body });
const acmeHeader = () => ({ "x-website-id": String(acme) });

describe("GET /api/permissions", () => {
  it("lists the store's members and open invitations", async () => {
    const res = await call(t.app, "GET", "/api/permissions", { token: storeAdmin, headers: acmeHeader() });
    expect(res.status).toBe(200);
    const team = res.json<Team>();
    expect(member(team, ids.salesperson!)).toMatchObject({
      company_role: "salesperson",
      permissions: [{ type: "browse_products", value: 0 }],
      granted: ["browse_orders", "browse_single_order", "browse_dashboard"],
    });
    expect(team.invitations).toEqual([]);
  });

  it("answers 400, 401, 404, 403", async () => {
    expect((await call(t.app, "GET", "/api/permissions", { token: primary })).status).toBe(400);
    expect((await call(t.app, "GET", `/api/permissions?website_id=${acme}`)).status).toBe(401);
    expect((await call(t.app, "GET", `/api/permissions?website_id=${acme}`, { token: owner })).status).toBe(
      404,
    );
    expect(
      (await call(t.app, "GET", `/api/permissions?website_id=${acme}`, { token: designer })).status,
    ).toBe(403);
  });
});

describe("POST /api/store/permission", () => {
  it("a member who loses browse_orders is refused on their next request", async () => {
    const before = await call(t.app, "GET", "/api/bread/Order", { token: client, headers: acmeHeader() });
    expect(before.status).toBe(200);
    const res = await post("/api/store/permission", storeAdmin, {
      website_id: acme,
      user_id: ids.client,
      permissions: [{ type: "browse_orders", value: 0 }],
    });
    expect(res.status).toBe(200);
    const changed = member(res.json<Team>(), ids.client!);
    // The seeded entry stays; the new one is added.
    expect(changed?.permissions).toEqual(
      expect.arrayContaining([
        { type: "browse_single_order", value: 1 },
        { type: "browse_orders", value: 0 },
      ]),
    );
    const after = await call(t.app, "GET", "/api/bread/Order", { token: client, headers: acmeHeader() });
    expect(after.status).toBe(403);
    // Given back, it works again at once.
    await post("/api/store/permission", storeAdmin, {
      website_id: acme,
      user_id: ids.client,
      permissions: [{ type: "browse_orders", value: 1 }],
    });
    expect(
      (await call(t.app, "GET", "/api/bread/Order", { token: client, headers: acmeHeader() })).status,
    ).toBe(200);
  });

  it("expands full_admin_access", async () => {
    const res = await post("/api/store/permission", primary, {
      website_id: acme,
      user_id: ids.designer,
      permissions: [{ type: "full_admin_access", value: 1 }],
    });
    expect(res.status).toBe(200);
    expect(member(res.json<Team>(), ids.designer!)?.permissions).toHaveLength(PERMISSION_TYPES.length);
    expect(
      (await call(t.app, "GET", "/api/bread/Order", { token: designer, headers: acmeHeader() })).status,
    ).toBe(200);
  });

  it("answers 401, 404 (store, non-member), 409 owner, 403 without edit_settings or upwards, 422", async () => {
    const payload = {
      website_id: acme,
      user_id: ids.salesperson,
      permissions: [{ type: "browse_orders", value: 0 }],
    };
    expect((await post("/api/store/permission", undefined, payload)).status).toBe(401);
    expect((await post("/api/store/permission", owner, payload)).status).toBe(404);
    expect((await post("/api/store/permission", salesperson, payload)).status).toBe(403);
    const stranger = await post("/api/store/permission", primary, { ...payload, user_id: ids.owner });
    expect(stranger.status).toBe(404);
    expect(stranger.json().message).toBe(INVITATION_MSG.memberNotFound);
    const ownerRes = await post("/api/store/permission", storeAdmin, {
      ...payload,
      user_id: ids["primary-admin"],
    });
    expect(ownerRes.status).toBe(409);
    expect(ownerRes.json().message).toBe(INVITATION_MSG.ownerCannotChange);
    // A company admin ranks above a store admin: the store admin cannot change them.
    const upward = await post("/api/store/permission", storeAdmin, {
      ...payload,
      user_id: ids["company-admin"],
    });
    expect(upward.status).toBe(403);
    expect(upward.json().message).toBe(INVITATION_MSG.cannotManage);
    const empty = await post("/api/store/permission", primary, { ...payload, permissions: [] });
    expect(empty.status).toBe(422);
    expect(empty.json().errors).toEqual({ permissions: MSG.listNotEmpty });
  });

  it("a store admin cannot give what they lack (browse_discounts on Acme Events)", async () => {
    const sa = ids["store-admin"]!;
    // update/permission changes members only: a non-member is a 404 (they join by invitation).
    const outsider = await post("/api/update/permission", primary, {
      website_id: events,
      user_id: ids.client,
      company_role: "client",
      permissions: [],
    });
    expect(outsider.status).toBe(404);
    await t.db.kysely
      .insertInto("website_users")
      .values({
        website_id: events,
        user_id: ids.client!,
        company_role: "client",
        created_at: new Date().toISOString(),
      })
      .execute();
    const res = await post("/api/store/permission", storeAdmin, {
      website_id: events,
      user_id: ids.client,
      permissions: [{ type: "browse_discounts", value: 1 }],
    });
    expect(res.status).toBe(403);
    expect(res.json().message).toBe(INVITATION_MSG.cannotGrant);
    // With edit_settings 0 the store admin is refused outright.
    await t.db.kysely
      .insertInto("website_permissions")
      .values({
        website_id: events,
        user_id: sa,
        type: "edit_settings",
        value: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    const zero = await post("/api/store/permission", storeAdmin, {
      website_id: events,
      user_id: ids.client,
      permissions: [{ type: "browse_orders", value: 0 }],
    });
    expect(zero.status).toBe(403);
    expect(zero.json().message).toBe(MSG.permissionDenied);
    await t.db.kysely
      .deleteFrom("website_permissions")
      .where("user_id", "=", sa)
      .where("type", "=", "edit_settings")
      .execute();
  });
});

describe("POST /api/update/permission", () => {
  it("replaces role and entries; the member's next request sees it", async () => {
    const res = await post("/api/update/permission", storeAdmin, {
      website_id: acme,
      user_id: ids.salesperson,
      company_role: "designer",
      permissions: [{ type: "browse_dashboard", value: 0 }],
    });
    expect(res.status).toBe(200);
    expect(member(res.json<Team>(), ids.salesperson!)).toMatchObject({
      company_role: "designer",
      permissions: [{ type: "browse_dashboard", value: 0 }],
    });
    const header = acmeHeader();
    expect(
      (await call(t.app, "GET", "/api/bread/Product", { token: salesperson, headers: header })).status,
    ).toBe(200);
    expect(
      (await call(t.app, "GET", "/api/bread/Order", { token: salesperson, headers: header })).status,
    ).toBe(403);
  });

  it("refuses company roles from a store admin, the owner, and bad input", async () => {
    const base = { website_id: acme, user_id: ids.salesperson, permissions: [] };
    const company = await post("/api/update/permission", storeAdmin, {
      ...base,
      company_role: "company_admin",
    });
    expect(company.status).toBe(403);
    expect(company.json().message).toBe(INVITATION_MSG.companyRoleNeedsCompanyAdmin);
    const ownerRes = await post("/api/update/permission", primary, {
      ...base,
      user_id: ids["primary-admin"],
      company_role: "client",
    });
    expect(ownerRes.status).toBe(409);
    const bad = await post("/api/update/permission", primary, {
      ...base,
      company_role: "boss",
      permissions: [{ type: "x", value: 1 }],
    });
    expect(bad.status).toBe(422);
    expect(bad.json().errors).toEqual({
      company_role: INVITATION_MSG.badRole,
      "permissions.0.type": INVITATION_MSG.badPermission,
    });
    expect(
      (await post("/api/update/permission", undefined, { ...base, company_role: "client" })).status,
    ).toBe(401);
    expect((await post("/api/update/permission", owner, { ...base, company_role: "client" })).status).toBe(
      404,
    );
    expect((await post("/api/update/permission", client, { ...base, company_role: "client" })).status).toBe(
      403,
    );
  });
});

describe("POST /api/resend/permission", () => {
  it("mails the member their access summary", async () => {
    const res = await post("/api/resend/permission", storeAdmin, { website_id: acme, user_id: ids.client });
    expect(res.status).toBe(200);
    expect(res.json().message).toBe(INVITATION_MSG.accessSent);
    const mail = await t.db.kysely
      .selectFrom("outbox")
      .selectAll()
      .where("to", "=", "client@example.com")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Your access to Acme Team Store");
    expect(mail.text).toContain("Your role in Acme Team Store: Client.");
    expect(mail.text).toContain("browse orders");
  });

  it("answers 401, 404 (store, non-member), 403", async () => {
    const payload = { website_id: acme, user_id: ids.client };
    expect((await post("/api/resend/permission", undefined, payload)).status).toBe(401);
    expect((await post("/api/resend/permission", owner, payload)).status).toBe(404);
    expect((await post("/api/resend/permission", primary, { ...payload, user_id: ids.owner })).status).toBe(
      404,
    );
    expect((await post("/api/resend/permission", client, payload)).status).toBe(403);
  });
});

describe("POST /api/delete/permission", () => {
  it("removes a member; their next request is a 404", async () => {
    const res = await post("/api/delete/permission", storeAdmin, { website_id: acme, user_id: ids.client });
    expect(res.status).toBe(200);
    expect(member(res.json<Team>(), ids.client!)).toBeUndefined();
    expect(
      (await call(t.app, "GET", "/api/bread/Order", { token: client, headers: acmeHeader() })).status,
    ).toBe(404);
    const rows = await t.db.kysely
      .selectFrom("website_permissions")
      .select("id")
      .where("website_id", "=", acme)
      .where("user_id", "=", ids.client!)
      .execute();
    expect(rows).toEqual([]);
  });

  it("never removes the owner (409) or a company admin who holds the store through the company (409)", async () => {
    const ownerRes = await post("/api/delete/permission", primary, {
      website_id: acme,
      user_id: ids["primary-admin"],
    });
    expect(ownerRes.status).toBe(409);
    expect(ownerRes.json().message).toBe(INVITATION_MSG.ownerCannotBeRemoved);
    const oscarOwner = await post("/api/delete/permission", owner, {
      website_id: oscars,
      user_id: ids.owner,
    });
    expect(oscarOwner.status).toBe(409);
    const company = await post("/api/delete/permission", primary, {
      website_id: acme,
      user_id: ids["company-admin"],
    });
    expect(company.status).toBe(409);
    expect(company.json().message).toBe(INVITATION_MSG.viaCompany);
  });

  it("answers 401, 404, 403", async () => {
    const payload = { website_id: acme, user_id: ids.designer };
    expect((await post("/api/delete/permission", undefined, payload)).status).toBe(401);
    expect((await post("/api/delete/permission", owner, payload)).status).toBe(404);
    expect((await post("/api/delete/permission", primary, { ...payload, user_id: ids.client })).status).toBe(
      404,
    );
    expect((await post("/api/delete/permission", salesperson, payload)).status).toBe(403);
    const bad = await post("/api/delete/permission", primary, { website_id: acme });
    expect(bad.status).toBe(422);
    expect(bad.json().errors).toEqual({ user_id: MSG.required });
  });
});

describe("GET /api/roles/help", () => {
  it("gives the spec's help texts verbatim, per role", async () => {
    const res = await call(t.app, "GET", "/api/roles/help", { token: client });
    expect(res.status).toBe(200);
    const roles = res.json<{
      roles: { role: string; help: string; company_role: boolean; assignable?: boolean }[];
    }>().roles;
    expect(Object.fromEntries(roles.map((r) => [r.role, r.help]))).toEqual({
      company_admin:
        "company dashboard, company card-payment account, company roles, store domain, settings, invitations, design, files, payments, orders, products, gift cards.",
      store_admin: "the same per store, plus Salesperson and Client roles for stores.",
      designer: "store design, files, view and edit products, limited store dashboard.",
      salesperson: "view orders and order details; dashboards.",
      client: "browse orders without details; limited dashboard.",
    });
    expect(roles.every((r) => r.assignable === undefined)).toBe(true);
    expect((await call(t.app, "GET", "/api/roles/help")).status).toBe(401);
  });

  it("with website_id says which roles the caller may give there", async () => {
    const assignable = async (token: string) =>
      Object.fromEntries(
        (await call(t.app, "GET", `/api/roles/help?website_id=${acme}`, { token }))
          .json<{ roles: { role: string; assignable: boolean }[] }>()
          .roles.map((r) => [r.role, r.assignable]),
      );
    expect(await assignable(storeAdmin)).toEqual({
      company_admin: false,
      store_admin: true,
      designer: true,
      salesperson: true,
      client: true,
    });
    expect(Object.values(await assignable(primary)).every(Boolean)).toBe(true);
    expect(Object.values(await assignable(salesperson)).some(Boolean)).toBe(false);
    expect((await call(t.app, "GET", `/api/roles/help?website_id=${acme}`, { token: owner })).status).toBe(
      404,
    );
  });
});
