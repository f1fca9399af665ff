import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";
import { actors, expectStoreGuards, type Actors } from "./websites-helpers.js";

let t: TestApp;
let a: Actors;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
});
afterAll(() => t.close());

type Summary = {
  id: number;
  name: string;
  linkToWebsite: string;
  permissions: string[];
  limits: Record<string, unknown>;
};
type Page<T> = { data: T[]; total: number; current_page: number; last_page: number; per_page: number };

describe("GET /api/websites", () => {
  it("keeps its array shape and adds search, paging with X-Total-Count, and the store's public link", async () => {
    const all = await call(t.app, "GET", "/api/websites", { token: a.primary });
    expect(all.status).toBe(200);
    const rows = all.json<Summary[]>();
    expect(rows.map((w) => w.name).sort()).toEqual(["Acme Demo Store", "Acme Events", "Acme Team Store"]);
    expect(all.headers["x-total-count"]).toBe("3");
    expect(rows.find((w) => w.id === a.team)!.linkToWebsite).toBe(
      `${t.config.publicUrl}/store/acme-team-store`,
    );
    // Limits missing from a stored (seeded) object come from the plan.
    expect(rows.find((w) => w.id === a.team)!.limits).toMatchObject({ giftcards: true, custom_domain: true });

    const page = await call(t.app, "GET", "/api/websites?per_page=2&page=2", { token: a.primary });
    expect(page.json<Summary[]>()).toHaveLength(1);
    expect(page.headers["x-total-count"]).toBe("3");

    const found = await call(t.app, "GET", "/api/websites?search=EVENT", { token: a.primary });
    expect(found.json<Summary[]>().map((w) => w.id)).toEqual([a.events]);
  });

  it("answers 400 for a bad page size and 401 without a session", async () => {
    expect((await call(t.app, "GET", "/api/websites?per_page=10001", { token: a.primary })).status).toBe(400);
    expect((await call(t.app, "GET", "/api/websites")).status).toBe(401);
  });
});

describe("GET /api/get/websites and /api/smaller/websites", () => {
  it("pages the caller's stores with per_page up to 10000", async () => {
    const res = await call(t.app, "GET", "/api/get/websites?per_page=10000", { token: a.owner });
    expect(res.status).toBe(200);
    const page = res.json<Page<Summary>>();
    expect(page).toMatchObject({ total: 2, current_page: 1, last_page: 1, per_page: 10000 });
    expect(page.data.map((w) => w.id).sort()).toEqual([a.tees, a.mugs].sort());
    expect((await call(t.app, "GET", "/api/get/websites")).status).toBe(401);
  });

  it("orders the caller's stores by name, plan, state or creation, and refuses another column", async () => {
    const names = async (query: string, token = a.primary) => {
      const res = await call(t.app, "GET", `/api/get/websites?per_page=100&${query}`, { token });
      expect(res.status).toBe(200);
      return res.json<Page<Summary>>().data.map((w) => w.name);
    };
    const byName = ["Acme Demo Store", "Acme Events", "Acme Team Store"];
    expect(await names("sort=name&order=asc")).toEqual(byName);
    expect(await names("sort=name&order=DESC")).toEqual([...byName].reverse());
    const admin = await call(t.app, "GET", "/api/admin/websites/detailed?per_page=100&sort=name&order=asc", {
      token: a.admin,
    });
    const all = admin.json<Page<Summary>>().data.map((w) => w.name);
    expect(all).toEqual([...all].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    expect(all.length).toBeGreaterThan(3);
    const res = await call(t.app, "GET", "/api/get/websites?sort=revenue", { token: a.primary });
    expect(res.status).toBe(400);
  });

  it("gives pickers only the few fields", async () => {
    const res = await call(t.app, "GET", "/api/smaller/websites", { token: a.designer });
    expect(res.json()).toEqual([
      expect.objectContaining({ id: a.team, name: "Acme Team Store", is_launched: 1, is_demo: 0 }),
    ]);
    expect(Object.keys(res.json<object[]>()[0]!).sort()).toEqual(
      ["id", "is_demo", "is_launched", "link", "logo_url", "name"].sort(),
    );
    expect((await call(t.app, "GET", "/api/smaller/websites")).status).toBe(401);
  });
});

describe("GET /api/user/websites/{id}", () => {
  it("lists a user's stores for that user or an admin, 403 for anyone else", async () => {
    const own = await call(t.app, "GET", `/api/user/websites/${a.uid.designer}`, { token: a.designer });
    expect(own.json<Summary[]>().map((w) => w.id)).toEqual([a.team]);
    const byAdmin = await call(t.app, "GET", `/api/user/websites/${a.uid.designer}`, { token: a.admin });
    expect(byAdmin.json<Summary[]>()[0]!.permissions).not.toContain("edit_settings");
    expect(
      (await call(t.app, "GET", `/api/user/websites/${a.uid.designer}`, { token: a.owner })).status,
    ).toBe(403);
    expect((await call(t.app, "GET", "/api/user/websites/999999", { token: a.admin })).status).toBe(404);
    expect((await call(t.app, "GET", `/api/user/websites/${a.uid.designer}`)).status).toBe(401);
  });
});

describe("GET /api/websites/{id}", () => {
  it("gives the settings screen every tab's data and never a secret", async () => {
    const res = await call(t.app, "GET", `/api/websites/${a.team}`, { token: a.storeAdmin });
    expect(res.status).toBe(200);
    const w = res.json();
    expect(w).toMatchObject({
      id: a.team,
      plan: "pro",
      plan_name: "Pro",
      address_valid: 1,
      stripe_valid: 1,
      margin: 1,
      tax_exempt: 0,
      user: { email: "primary-admin@example.com" },
      address: { country: "US" },
      departments: [],
      office_locations: [],
      smtp: null,
      mail_configuration: { order_confirmation: true },
      entry_modal: { enabled: false },
      payments: { provider: "sandbox", local: true, stripe_valid: 1 },
    });
    expect(Number(w.products_count)).toBeGreaterThan(0);
  });

  it("answers 401, 404 outside the store, 403 without edit_settings, 400 for a bad id", async () => {
    await expectStoreGuards(t, a, (id) => ({ method: "GET", url: `/api/websites/${id}` }));
    expect((await call(t.app, "GET", `/api/websites/${a.team}`, { token: a.designer })).status).toBe(403);
    expect((await call(t.app, "GET", "/api/websites/abc", { token: a.admin })).status).toBe(400);
    expect((await call(t.app, "GET", "/api/websites/999999", { token: a.admin })).status).toBe(404);
  });
});

describe("GET /api/websites/{id}/smaller-details and /api/active/website/{id}", () => {
  it("serves any member, with their own rights", async () => {
    const res = await call(t.app, "GET", `/api/websites/${a.team}/smaller-details`, { token: a.designer });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ id: a.team, is_launched: 1, stripe_valid: 1 });
    expect(res.json<{ permissions: string[] }>().permissions).toContain("edit_design");
    const foreign = await call(t.app, "GET", `/api/websites/${a.team}/smaller-details`, { token: a.owner });
    expect(foreign.status).toBe(404);
    expect((await call(t.app, "GET", `/api/websites/${a.team}/smaller-details`)).status).toBe(401);
  });

  it("validates the active store: 404 'Website not found' outside it or when archived", async () => {
    const ok = await call(t.app, "GET", `/api/active/website/${a.team}`, { token: a.designer });
    expect(ok.status).toBe(200);
    expect(ok.json()).toMatchObject({ id: a.team, name: "Acme Team Store" });
    const foreign = await call(t.app, "GET", `/api/active/website/${a.team}`, { token: a.owner });
    expect(foreign.status).toBe(404);
    expect(foreign.json().message).toBe(MSG.websiteNotFound);
    await t.db.kysely
      .updateTable("websites")
      .set({ archived_at: new Date().toISOString() })
      .where("id", "=", a.mugs)
      .execute();
    const archived = await call(t.app, "GET", `/api/active/website/${a.mugs}`, { token: a.owner });
    expect(archived.status).toBe(404);
    expect(archived.json().message).toBe(MSG.websiteNotFound);
    const listed = await call(t.app, "GET", "/api/websites?archived=1", { token: a.owner });
    expect(listed.json<Summary[]>().map((w) => w.id)).toEqual([a.mugs]);
    await t.db.kysely.updateTable("websites").set({ archived_at: null }).where("id", "=", a.mugs).execute();
    expect((await call(t.app, "GET", `/api/active/website/${a.team}`)).status).toBe(401);
  });
});

describe("admin lists", () => {
  it("pages every store with owners, searchable, for admins only", async () => {
    const res = await call(t.app, "GET", "/api/admin/websites?per_page=2&search=oscar", { token: a.admin });
    expect(res.status).toBe(200);
    const page = res.json<Page<Summary & { owner: { email: string } }>>();
    expect(page.total).toBe(2);
    expect(page.data.every((w) => w.owner.email === "owner@example.com")).toBe(true);
    expect((await call(t.app, "GET", "/api/admin/websites", { token: a.primary })).status).toBe(403);
    expect((await call(t.app, "GET", "/api/admin/websites")).status).toBe(401);
  });

  it("adds product and order counts and revenue in the detailed list", async () => {
    const res = await call(t.app, "GET", "/api/admin/websites/detailed?per_page=100", { token: a.admin });
    expect(res.status).toBe(200);
    const team = res
      .json<Page<{ id: number; products_count: number; orders_count: number; revenue: number }>>()
      .data.find((w) => w.id === a.team)!;
    const orders = await t.db.kysely
      .selectFrom("orders")
      .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.sum<number>("price").as("sum")])
      .where("website_id", "=", a.team)
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    expect(team.orders_count).toBe(Number(orders.n));
    expect(team.revenue).toBe(Number(orders.sum));
    expect(team.products_count).toBeGreaterThan(0);
    expect((await call(t.app, "GET", "/api/admin/websites/detailed", { token: a.storeAdmin })).status).toBe(
      403,
    );
  });
});

describe("GET /api/websites/{id}/users", () => {
  it("lists the team with company roles and what each may do", async () => {
    const res = await call(t.app, "GET", `/api/websites/${a.team}/users`, { token: a.primary });
    expect(res.status).toBe(200);
    const users = res.json<
      {
        email: string;
        is_owner: boolean;
        company_role: string | null;
        permissions: string[];
        entries: unknown[];
      }[]
    >();
    const by = (email: string) => users.find((u) => u.email === email)!;
    expect(by("primary-admin@example.com").is_owner).toBe(true);
    expect(by("company-admin@example.com").company_role).toBe("company_admin");
    expect(by("designer@example.com")).toMatchObject({ company_role: "designer" });
    expect(by("designer@example.com").permissions).not.toContain("edit_settings");
    // The seed's explicit 0 entry beats the salesperson's role.
    expect(by("salesperson@example.com").entries).toEqual([{ type: "browse_products", value: 0 }]);
    expect(by("salesperson@example.com").permissions).not.toContain("browse_products");
    await expectStoreGuards(t, a, (id) => ({ method: "GET", url: `/api/websites/${id}/users` }));
  });
});
