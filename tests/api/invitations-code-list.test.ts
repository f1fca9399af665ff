import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let owner: string, storeAdmin: string, designer: string;
let acme: number, oscars: number;

beforeAll(async () => {
  t = await createTestApp();
  [owner, storeAdmin, designer] = await Promise.all(
    ["owner", "store-admin", "designer"].map((u) => login(t.app, `${u}@example.com`)),
  );
  acme = await storeId(t.db, "Acme Team Store");
  oscars = await storeId(t.db, "Oscar's Tees");
});
afterAll(() => t.close());

interface ListedCode {
  code: string;
  website_id: number;
  company_role: string;
  permissions: { type: string; value: number }[];
  max_uses: number;
  uses: number;
  expires_at: string;
  created_at: string;
  created_by: { id: number; name: string } | null;
  state: "active" | "used_up" | "expired";
}
interface CodePage {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  data: ListedCode[];
}

const list = (token: string | undefined, websiteId: number, query = "") =>
  call(t.app, "GET", `/api/websites/${websiteId}/invitation-codes${query}`, token ? { token } : {});
const createCode = async (token: string, body: Record<string, unknown>) => {
  const res = await call(t.app, "POST", "/api/create/invitation/code", { token, body });
  expect(res.status).toBe(201);
  return res.json<{ code: string }>().code;
};

describe("GET /api/websites/{id}/invitation-codes", () => {
  it("lists the store's codes newest first, paged in SQL, with uses, creator and state", async () => {
    const first = await createCode(owner, { website_id: oscars, company_role: "client", max_uses: 1 });
    const second = await createCode(owner, {
      website_id: oscars,
      company_role: "designer",
      permissions: [{ type: "edit_design", value: 1 }],
      max_uses: 5,
    });
    const third = await createCode(owner, { website_id: oscars, company_role: "salesperson" });
    // Distinct creation times (the order; created_at is never updated by the app, hence raw SQL),
    // one code used up and one expired.
    const set = (code: string, createdAt: string) =>
      sql`update invitation_codes set created_at = ${createdAt} where code = ${code}`.execute(t.db.kysely);
    await set(first, "2026-01-01T00:00:00.000Z");
    await set(second, "2026-01-02T00:00:00.000Z");
    await set(third, "2026-01-03T00:00:00.000Z");
    await t.db.kysely.updateTable("invitation_codes").set({ uses: 1 }).where("code", "=", first).execute();
    await t.db.kysely
      .updateTable("invitation_codes")
      .set({ expires_at: "2026-01-04T00:00:00.000Z" })
      .where("code", "=", third)
      .execute();

    const page1 = await list(owner, oscars, "?per_page=2");
    expect(page1.status).toBe(200);
    const body = page1.json<CodePage>();
    expect(body).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(body.data.map((c) => c.code)).toEqual([third, second]);
    expect(body.data[0]?.state).toBe("expired");
    expect(body.data[1]).toMatchObject({
      website_id: oscars,
      company_role: "designer",
      max_uses: 5,
      uses: 0,
      state: "active",
      created_at: "2026-01-02T00:00:00.000Z",
    });
    expect(body.data[1]?.permissions).toContainEqual({ type: "edit_design", value: 1 });
    expect(body.data[1]?.created_by?.name).toBeTruthy();

    const page2 = (await list(owner, oscars, "?per_page=2&page=2")).json<CodePage>();
    expect(page2.data.map((c) => c.code)).toEqual([first]);
    expect(page2.data[0]).toMatchObject({ uses: 1, max_uses: 1, state: "used_up" });
  });

  it("shows only the store's own codes; an empty store has an empty page", async () => {
    await createCode(storeAdmin, { website_id: acme, company_role: "client" });
    const acmeCodes = (await list(storeAdmin, acme)).json<CodePage>();
    expect(acmeCodes.total).toBeGreaterThan(0);
    expect(acmeCodes.data.every((c) => c.website_id === acme)).toBe(true);
    const oscarsMugs = await storeId(t.db, "Oscar's Mugs");
    expect((await list(owner, oscarsMugs)).json<CodePage>()).toMatchObject({ total: 0, data: [] });
  });

  it("answers 401 without a session, 404 for another store or none, 403 without edit_settings", async () => {
    expect((await list(undefined, oscars)).status).toBe(401);
    const foreign = await list(owner, acme);
    expect(foreign.status).toBe(404);
    expect(foreign.json<{ data?: unknown }>().data).toBeUndefined();
    expect((await list(storeAdmin, oscars)).status).toBe(404);
    expect((await list(owner, 999_999)).status).toBe(404);
    const designerRes = await list(designer, acme);
    expect(designerRes.status).toBe(403);
    expect(designerRes.json().message).toBe(MSG.permissionDenied);
  });

  it("refuses a malformed page (400, as every query string) and a refused create (422) lists nothing", async () => {
    const bad = await list(owner, oscars, "?page=0");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json<{ errors: Record<string, string> }>().errors)).toEqual(["page"]);
    expect((await list(owner, oscars, "?per_page=101")).status).toBe(400);

    const before = (await list(owner, oscars)).json<CodePage>().total;
    const refused = await call(t.app, "POST", "/api/create/invitation/code", {
      token: owner,
      body: { website_id: oscars, company_role: "client", expires_in_days: 0 },
    });
    expect(refused.status).toBe(422);
    expect((await list(owner, oscars)).json<CodePage>().total).toBe(before);
  });
});
