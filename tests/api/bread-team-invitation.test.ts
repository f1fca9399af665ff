import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { INVITATION_MSG } from "../../domain/invitations.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/** /api/bread/Invitation: a store's invitations, on the seeded demo data. */

let t: TestApp;
let primary: string, storeAdmin: string, designer: string, owner: string;
let acme: number;

type Invitation = {
  id: number;
  website_id: number;
  email: string;
  status: string;
  company_role: string;
  permissions: { type: string; value: number }[];
};

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");
const total = (res: { headers: Record<string, unknown> }) =>
  Number(String(res.headers["content-range"]).split("/")[1]);
const invite = (token: string, email: string, extra: Record<string, unknown> = {}) =>
  call(t.app, "POST", "/api/bread/Invitation", {
    token,
    body: { website_id: acme, email, company_role: "designer", permissions: [], ...extra },
  });
const row = (id: number) =>
  t.db.kysely.selectFrom("invitations").selectAll().where("id", "=", id).executeTakeFirst();
const count = async (websiteId: number, where: { status?: string; like?: string } = {}) => {
  let query = t.db.kysely
    .selectFrom("invitations")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("website_id", "=", websiteId);
  if (where.status) query = query.where("status", "=", where.status);
  if (where.like) query = query.where("email", "like", `%${where.like}%`);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

beforeAll(async () => {
  t = await createTestApp();
  [primary, storeAdmin, designer, owner] = await Promise.all(
    ["primary-admin", "store-admin", "designer", "owner"].map((u) => login(t.app, `${u}@example.com`)),
  );
  acme = await storeId(t.db, "Acme Team Store");
});
afterAll(() => t.close());

describe("writes on /api/bread/Invitation", () => {
  it("create is inviting: the invitation is stored and the accept link mailed", async () => {
    const res = await invite(storeAdmin, "store.newcomer@example.com");
    expect(res.status).toBe(201);
    const made = res.json<Invitation>();
    expect(made).toMatchObject({ website_id: acme, email: "store.newcomer@example.com", status: "pending" });
    expect(made).not.toHaveProperty("token_hash");
    expect((await row(made.id))?.company_role).toBe("designer");
    const mail = await t.db.kysely
      .selectFrom("outbox")
      .selectAll()
      .where("to", "=", "store.newcomer@example.com")
      .executeTakeFirst();
    expect(mail).toBeDefined();
  });

  it("refuses a second open invitation (409), a member (409) and a bad address (422) with the spec's messages", async () => {
    await invite(primary, "store.twice@example.com");
    const twice = await invite(primary, "store.twice@example.com");
    expect(twice.status).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(INVITATION_MSG.alreadyInvited);
    const member = await invite(primary, "designer@example.com");
    expect(member.status).toBe(409);
    expect(member.json<{ message: string }>().message).toBe(INVITATION_MSG.alreadyMember);
    const bad = await invite(primary, "not-an-address");
    expect(bad.status).toBe(422);
    expect(bad.json<{ errors: Record<string, string> }>().errors.email).toBeTruthy();
  });

  it("a member without edit_settings gets 403, another company's owner 404; nothing is stored", async () => {
    const before = await count(acme);
    const denied = await invite(designer, "store.denied@example.com");
    expect(denied.status).toBe(403);
    expect(denied.json<{ message: string }>().message).toBe(MSG.permissionDenied);
    expect((await invite(owner, "store.away@example.com")).status).toBe(404);
    expect(await count(acme)).toBe(before);
  });

  it("update changes an open invitation's role; an answered one is 409", async () => {
    const id = (await invite(primary, "store.change@example.com")).json<Invitation>().id;
    const res = await call(t.app, "PUT", `/api/bread/Invitation/${id}`, {
      token: storeAdmin,
      body: { company_role: "salesperson" },
    });
    expect(res.status).toBe(200);
    expect(res.json<Invitation>().company_role).toBe("salesperson");
    expect((await row(id))?.company_role).toBe("salesperson");
    await t.db.kysely.updateTable("invitations").set({ status: "accepted" }).where("id", "=", id).execute();
    const answered = await call(t.app, "PUT", `/api/bread/Invitation/${id}`, {
      token: storeAdmin,
      body: { company_role: "designer" },
    });
    expect(answered.status).toBe(409);
    expect(answered.json<{ message: string }>().message).toBe(INVITATION_MSG.answered);
    expect(
      (await call(t.app, "PUT", `/api/bread/Invitation/${id}`, { token: designer, body: {} })).status,
    ).toBe(403);
  });

  it("delete withdraws it; another company's owner gets 404 as for a missing one", async () => {
    const id = (await invite(primary, "store.withdraw@example.com")).json<Invitation>().id;
    const away = await call(t.app, "DELETE", `/api/bread/Invitation/${id}`, { token: owner });
    const missing = await call(t.app, "DELETE", `/api/bread/Invitation/999999`, { token: owner });
    expect(away.status).toBe(404);
    expect(away.body).toEqual(missing.body);
    expect(await row(id)).toBeDefined();
    expect((await call(t.app, "DELETE", `/api/bread/Invitation/${id}`, { token: primary })).status).toBe(200);
    expect(await row(id)).toBeUndefined();
  });
});

describe("GET /api/bread/Invitation", () => {
  it("lists the store's invitations with Content-Range equal to the SQL count, never a token hash", async () => {
    const res = await call(t.app, "GET", `/api/bread/Invitation?${q({ filter: { website_id: acme } })}`, {
      token: primary,
    });
    expect(res.status).toBe(200);
    const rows = res.json<Invitation[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.website_id === acme && !("token_hash" in r))).toBe(true);
    expect(rows.every((r) => Array.isArray(r.permissions))).toBe(true);
    expect(total(res)).toBe(await count(acme));
    expect(JSON.stringify(res.body)).not.toContain("token");
  });

  it("filters by status, searches the address and sorts", async () => {
    // An open invitation past its expiry reads, and filters, as expired.
    const lapsed = (await invite(primary, "store.lapsed@example.com")).json<Invitation>().id;
    await t.db.kysely
      .updateTable("invitations")
      .set({ expires_at: "2020-01-01T00:00:00.000Z" })
      .where("id", "=", lapsed)
      .execute();
    const expired = await call(
      t.app,
      "GET",
      `/api/bread/Invitation?${q({ filter: { website_id: acme, status: "expired" } })}`,
      { token: primary },
    );
    expect(expired.json<Invitation[]>().map((r) => r.id)).toContain(lapsed);
    expect(expired.json<Invitation[]>().every((r) => r.status === "expired")).toBe(true);
    const pending = await call(
      t.app,
      "GET",
      `/api/bread/Invitation?${q({ filter: { website_id: acme, status: "pending" } })}`,
      { token: primary },
    );
    expect(pending.json<Invitation[]>().every((r) => r.status === "pending")).toBe(true);
    expect(pending.json<Invitation[]>().map((r) => r.id)).not.toContain(lapsed);
    const open = await t.db.kysely
      .selectFrom("invitations")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("website_id", "=", acme)
      .where("status", "=", "pending")
      .where("expires_at", ">", new Date().toISOString())
      .executeTakeFirstOrThrow();
    expect(total(pending)).toBe(Number(open.n));
    const found = await call(
      t.app,
      "GET",
      `/api/bread/Invitation?${q({ filter: { website_id: acme, q: "newcomer" } })}`,
      { token: primary },
    );
    expect(found.json<Invitation[]>().map((r) => r.email)).toEqual(["store.newcomer@example.com"]);
    const sorted = await call(
      t.app,
      "GET",
      `/api/bread/Invitation?${q({ filter: { website_id: acme }, sort: ["email", "ASC"] })}`,
      { token: primary },
    );
    const emails = sorted.json<Invitation[]>().map((r) => r.email);
    expect(emails).toEqual([...emails].sort());
  });

  it("reads one without its token; 403 without edit_settings", async () => {
    const id = (await invite(primary, "store.read@example.com")).json<Invitation>().id;
    const res = await call(t.app, "GET", `/api/bread/Invitation/${id}`, { token: storeAdmin });
    expect(res.status).toBe(200);
    expect(res.json<Invitation>().email).toBe("store.read@example.com");
    expect(res.body).not.toHaveProperty("token_hash");
    expect((await call(t.app, "GET", `/api/bread/Invitation/${id}`, { token: designer })).status).toBe(403);
  });
});
