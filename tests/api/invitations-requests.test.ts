import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITATION_MSG } from "../../domain/invitations.js";
import { MSG } from "../../domain/messages.js";
import { INVITATION_REQUEST_SENT } from "../../server/routes/invitation-requests.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let admin: string, primary: string, storeAdmin: string, designer: string, owner: string;
let acme: number, events: number, oscars: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, primary, storeAdmin, designer, owner] = await Promise.all(
    ["admin", "primary-admin", "store-admin", "designer", "owner"].map((u) =>
      login(t.app, `${u}@example.com`),
    ),
  );
  acme = await storeId(t.db, "Acme Team Store");
  events = await storeId(t.db, "Acme Events");
  oscars = await storeId(t.db, "Oscar's Tees");
});
afterAll(() => t.close());

type Request = {
  id: number;
  name: string;
  email: string;
  company: string | null;
  website_id: number | null;
  status: string;
};
type Page = { data: Request[]; total: number };

const ask = (body: Record<string, unknown>) => call(t.app, "POST", "/api/request/invitation", { body });
async function requestId(email: string): Promise<number> {
  const row = await t.db.kysely
    .selectFrom("invitation_requests")
    .select("id")
    .where("email", "=", email)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("POST /api/request/invitation stores the request", () => {
  it("a platform request is stored without a store and goes to the admins", async () => {
    expect((await ask({ name: "Pat", email: "pat@new.example", company: "Pat Co" })).json().message).toBe(
      INVITATION_REQUEST_SENT,
    );
    const row = await t.db.kysely
      .selectFrom("invitation_requests")
      .selectAll()
      .where("email", "=", "pat@new.example")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Pat", company: "Pat Co", website_id: null, status: "pending" });
  });

  it("a shop request goes to the store's managers, not to its designer", async () => {
    const res = await ask({ name: "Sam", email: "sam@new.example", message: "Let me in", website_id: acme });
    expect(res.status).toBe(200);
    const to = (
      await t.db.kysely
        .selectFrom("outbox")
        .select(["to", "subject"])
        .where("subject", "=", "Request to join Acme Team Store from Sam")
        .execute()
    ).map((m) => m.to);
    expect(to).toEqual(
      expect.arrayContaining([
        "primary-admin@example.com",
        "company-admin@example.com",
        "store-admin@example.com",
      ]),
    );
    expect(to).not.toContain("designer@example.com");
    expect(to).not.toContain("admin@example.com");
  });

  it("refuses an unknown store (422)", async () => {
    const res = await ask({ name: "Sam", email: "sam@new.example", website_id: 999999 });
    expect(res.status).toBe(422);
    expect(res.json().errors).toEqual({ website_id: INVITATION_MSG.unknownStore });
  });
});

describe("GET /api/get/shop/requests/{websiteId} and GET /api/admin/invitation/requests", () => {
  it("lists a store's requests to its managers, paged and searchable", async () => {
    await ask({ name: "Zed", email: "zed@new.example", website_id: acme });
    const res = await call(t.app, "GET", `/api/get/shop/requests/${acme}?per_page=1`, { token: storeAdmin });
    expect(res.status).toBe(200);
    const page = res.json<Page & { last_page: number }>();
    expect(page.total).toBe(2);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ email: "zed@new.example", website_id: acme, status: "pending" });
    const found = await call(t.app, "GET", `/api/get/shop/requests/${acme}?term=SAM`, { token: primary });
    expect(found.json<Page>().data.map((r) => r.email)).toEqual(["sam@new.example"]);
  });

  it("answers 401, 404 for another store, 403 without edit_settings", async () => {
    expect((await call(t.app, "GET", `/api/get/shop/requests/${acme}`)).status).toBe(401);
    expect((await call(t.app, "GET", `/api/get/shop/requests/${acme}`, { token: owner })).status).toBe(404);
    expect((await call(t.app, "GET", `/api/get/shop/requests/${acme}`, { token: designer })).status).toBe(
      403,
    );
  });

  it("lists platform requests to admins only", async () => {
    const res = await call(t.app, "GET", "/api/admin/invitation/requests", { token: admin });
    expect(res.status).toBe(200);
    expect(res.json<Page>().data.map((r) => r.email)).toEqual(["pat@new.example"]);
    expect((await call(t.app, "GET", "/api/admin/invitation/requests", { token: primary })).status).toBe(403);
  });
});

describe("PUT /api/change/request/status", () => {
  it("accepting a shop request creates and mails an invitation", async () => {
    const id = await requestId("sam@new.example");
    const res = await call(t.app, "PUT", "/api/change/request/status", {
      token: storeAdmin,
      body: { id, status: "accepted", company_role: "salesperson" },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({
      message: INVITATION_MSG.requestAccepted,
      request: { id, status: "accepted" },
    });
    const invitation = await t.db.kysely
      .selectFrom("invitations")
      .selectAll()
      .where("id", "=", res.json<{ invitation_id: number }>().invitation_id)
      .executeTakeFirstOrThrow();
    expect(invitation).toMatchObject({
      email: "sam@new.example",
      website_id: acme,
      company_role: "salesperson",
      status: "pending",
    });
    const mail = await t.db.kysely
      .selectFrom("outbox")
      .select("text")
      .where("to", "=", "sam@new.example")
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain("/app/invitation/accept?token=");
    const again = await call(t.app, "PUT", "/api/change/request/status", {
      token: storeAdmin,
      body: { id, status: "declined" },
    });
    expect(again.status).toBe(409);
    expect(again.json().message).toBe(INVITATION_MSG.requestAnswered);
  });

  it("declines; a platform request needs an admin and a store to accept into", async () => {
    const zed = await requestId("zed@new.example");
    const declined = await call(t.app, "PUT", "/api/change/request/status", {
      token: primary,
      body: { id: zed, status: "declined" },
    });
    expect(declined.status).toBe(200);
    expect(declined.json()).toMatchObject({ message: INVITATION_MSG.requestDeclined, invitation_id: null });

    const pat = await requestId("pat@new.example");
    expect(
      (
        await call(t.app, "PUT", "/api/change/request/status", {
          token: primary,
          body: { id: pat, status: "declined" },
        })
      ).status,
    ).toBe(404);
    const noStore = await call(t.app, "PUT", "/api/change/request/status", {
      token: admin,
      body: { id: pat, status: "accepted" },
    });
    expect(noStore.status).toBe(422);
    expect(noStore.json().errors).toEqual({ website_id: INVITATION_MSG.chooseStore });
    const ok = await call(t.app, "PUT", "/api/change/request/status", {
      token: admin,
      body: { id: pat, status: "accepted", website_id: oscars, company_role: "client" },
    });
    expect(ok.status).toBe(200);
    expect(
      await t.db.kysely
        .selectFrom("invitations")
        .select("id")
        .where("email", "=", "pat@new.example")
        .where("website_id", "=", oscars)
        .executeTakeFirst(),
    ).toBeDefined();
  });

  it("answers 401, 404 for another store's request, 403 without edit_settings, 422 for a bad status", async () => {
    await ask({ name: "Quinn", email: "quinn@new.example", website_id: acme });
    const id = await requestId("quinn@new.example");
    const payload = { id, status: "declined" };
    expect((await call(t.app, "PUT", "/api/change/request/status", { body: payload })).status).toBe(401);
    expect(
      (await call(t.app, "PUT", "/api/change/request/status", { token: owner, body: payload })).status,
    ).toBe(404);
    expect(
      (await call(t.app, "PUT", "/api/change/request/status", { token: designer, body: payload })).status,
    ).toBe(403);
    const bad = await call(t.app, "PUT", "/api/change/request/status", {
      token: primary,
      body: { id, status: "maybe" },
    });
    expect(bad.status).toBe(422);
    expect(bad.json().errors).toEqual({ status: "The selected status is invalid." });
  });
});

describe("PUT /api/invitation/update/request", () => {
  it("edits and forwards a request to another store the caller manages", async () => {
    const id = await requestId("quinn@new.example");
    const denied = await call(t.app, "PUT", "/api/invitation/update/request", {
      token: designer,
      body: { id, name: "X" },
    });
    expect(denied.status).toBe(403);
    const res = await call(t.app, "PUT", "/api/invitation/update/request", {
      token: storeAdmin,
      body: { id, company: "Quinn Ltd", website_id: events },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({
      message: INVITATION_MSG.requestUpdated,
      request: { id, company: "Quinn Ltd", website_id: events },
    });
    // Not to a store they do not manage.
    const away = await call(t.app, "PUT", "/api/invitation/update/request", {
      token: storeAdmin,
      body: { id, website_id: oscars },
    });
    expect(away.status).toBe(404);
    expect(
      (await call(t.app, "PUT", "/api/invitation/update/request", { token: owner, body: { id, name: "X" } }))
        .status,
    ).toBe(404);
    // The designer works in Acme Team Store, where the request was, not in Acme Events.
    expect(
      (
        await call(t.app, "PUT", "/api/invitation/update/request", {
          token: designer,
          body: { id, name: "X" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t.app, "PUT", "/api/invitation/update/request", { body: { id, name: "X" } })).status,
    ).toBe(401);
    const bad = await call(t.app, "PUT", "/api/invitation/update/request", {
      token: storeAdmin,
      body: { id, name: "" },
    });
    expect(bad.status).toBe(422);
    expect(bad.json().errors).toEqual({ name: MSG.required });
  });
});
