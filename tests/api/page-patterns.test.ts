import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECTION_MSG, SECTION_PATTERN_COUNTS } from "../../domain/sections.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/** Which section patterns a store may use is a limit of its plan, checked by the server. */
let t: TestApp;
let oscars: number, acme: number;
let owner: string, designer: string, admin: string;

const LAST_BANNER = SECTION_PATTERN_COUNTS.banner - 1;

const homeOf = (websiteId: number) =>
  t.db.kysely
    .selectFrom("pages")
    .select(["id", "sections"])
    .where("website_id", "=", websiteId)
    .orderBy("sort_order")
    .executeTakeFirstOrThrow();

const savePage = (token: string, id: number, sections: unknown[]) =>
  call(t.app, "PUT", `/api/bread/Page/${id}`, { token, body: { sections } });

beforeAll(async () => {
  t = await createTestApp();
  [oscars, acme] = await Promise.all([storeId(t.db, "Oscar's Tees"), storeId(t.db, "Acme Team Store")]);
  [owner, designer, admin] = await Promise.all(
    ["owner", "designer", "admin"].map((u) => login(t.app, `${u}@example.com`)),
  );
});
afterAll(() => t.close());

describe("section patterns by plan", () => {
  it("lets a free-plan store use only the newest pattern of a new section", async () => {
    const plan = await t.db.kysely
      .selectFrom("websites")
      .select("plan")
      .where("id", "=", oscars)
      .executeTakeFirstOrThrow();
    expect(plan.plan).toBe("free");
    const page = await homeOf(oscars);

    const refused = await savePage(owner, page.id, [{ id: "pat01", type: "banner", pattern: 0 }]);
    expect(refused.status).toBe(422);
    expect(refused.json<{ errors: Record<string, string> }>().errors).toEqual({
      "sections.0.pattern": SECTION_MSG.patternNotInPlan,
    });
    // Nothing was written.
    expect((await homeOf(oscars)).sections).toEqual(page.sections);

    const saved = await savePage(owner, page.id, [{ id: "pat01", type: "banner", pattern: LAST_BANNER }]);
    expect(saved.status).toBe(200);
    expect(saved.json<{ sections: { pattern: number }[] }>().sections[0]?.pattern).toBe(LAST_BANNER);
  });

  it("keeps a section saved with an older pattern editable after a downgrade", async () => {
    const page = await homeOf(oscars);
    // As a store on a bigger plan would have saved it.
    await t.db.kysely
      .updateTable("pages")
      .set({ sections: JSON.stringify([{ id: "old01", type: "banner", pattern: 0, data: {} }]) })
      .where("id", "=", page.id)
      .execute();
    const edited = await savePage(owner, page.id, [
      { id: "old01", type: "banner", pattern: 0, data: { title: "Still here" } },
    ]);
    expect(edited.status).toBe(200);
    // Switching it to another older pattern is a change, and refused.
    const switched = await savePage(owner, page.id, [{ id: "old01", type: "banner", pattern: 1 }]);
    expect(switched.status).toBe(422);
  });

  it("allows every pattern on a plan with all patterns, and to platform admins", async () => {
    const acmeHome = await homeOf(acme);
    const pro = await savePage(designer, acmeHome.id, [{ id: "pro01", type: "products", pattern: 0 }]);
    expect(pro.status).toBe(200);
    const page = await homeOf(oscars);
    const byAdmin = await savePage(admin, page.id, [{ id: "adm01", type: "contact", pattern: 0 }]);
    expect(byAdmin.status).toBe(200);
  });

  it("checks new pages too, and still needs a session", async () => {
    const created = await call(t.app, "POST", "/api/bread/Page", {
      token: owner,
      headers: { "x-website-id": String(oscars) },
      body: { name: "Lookbook", sections: [{ id: "new01", type: "image-text", pattern: 0 }] },
    });
    expect(created.status).toBe(422);
    const page = await homeOf(oscars);
    expect((await call(t.app, "PUT", `/api/bread/Page/${page.id}`, { body: { sections: [] } })).status).toBe(
      401,
    );
  });
});
