import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { call, createTestApp, login, type TestApp } from "../helpers/test-app.js";
import { actors, type Actors } from "./websites-helpers.js";

let t: TestApp;
let a: Actors;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
});
afterAll(() => t.close());

type Split = { orders: number; price: number; platform_fee: number; profit: number; supplier_cost: number };

/** Every admin-only call: 401 without a session, 403 for a store owner. */
async function expectAdminOnly(method: "GET" | "PUT" | "POST", url: string, body?: unknown) {
  expect((await call(t.app, method, url, { body })).status, url).toBe(401);
  const res = await call(t.app, method, url, { token: a.primary, body });
  expect(res.status, url).toBe(403);
  expect(res.json().message).toBe(MSG.permissionDenied);
}

describe("admin panel", () => {
  it("sums the platform's orders with the fee split, exact to the cent", async () => {
    const res = await call(t.app, "GET", "/api/admin/panel/stats", { token: a.admin });
    expect(res.status).toBe(200);
    const body = res.json<{
      totals: Split;
      monthly: (Split & { month: string })[];
      users: { total: number };
    }>();
    const live = await t.db.kysely
      .selectFrom("orders")
      .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.sum<number>("price").as("price")])
      .where("deleted_at", "is", null)
      .where("status", "!=", "canceled")
      .executeTakeFirstOrThrow();
    expect(body.totals.orders).toBe(Number(live.n));
    expect(body.totals.price).toBe(Number(live.price));
    expect(body.totals.platform_fee + body.totals.profit + body.totals.supplier_cost).toBe(body.totals.price);
    expect(body.monthly.reduce((s, m) => s + m.price, 0)).toBe(body.totals.price);
    expect(body.users.total).toBeGreaterThan(5);

    const ranged = await call(t.app, "GET", "/api/admin/panel/stats?from=2026-06-01&to=2026-06-30", {
      token: a.admin,
    });
    expect(ranged.json<{ monthly: { month: string }[] }>().monthly.map((m) => m.month)).toEqual(["2026-06"]);
    const bad = await call(t.app, "GET", "/api/admin/panel/stats?from=2026-07-01&to=2026-06-01", {
      token: a.admin,
    });
    expect(bad.status).toBe(422);
    await expectAdminOnly("GET", "/api/admin/panel/stats");
  });

  it("deactivates and reactivates a user; a deactivated user cannot sign in", async () => {
    const id = a.uid.designer!;
    const off = await call(t.app, "PUT", `/api/admin/users/${id}/deactivate`, {
      token: a.admin,
      body: { deactivated: true },
    });
    expect(off.status).toBe(200);
    expect((await call(t.app, "GET", "/api/user", { token: a.designer })).status).toBe(401);
    const on = await call(t.app, "PUT", `/api/admin/users/${id}/deactivate`, {
      token: a.admin,
      body: { deactivated: false },
    });
    expect(on.json<{ deactivated_at: string | null }>().deactivated_at).toBeNull();
    await login(t.app, "designer@example.com");
    expect(
      (
        await call(t.app, "PUT", `/api/admin/users/${id}/deactivate`, {
          token: a.admin,
          body: { deactivated: "yes" },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await call(t.app, "PUT", `/api/admin/users/999999/deactivate`, {
          token: a.admin,
          body: { deactivated: true },
        })
      ).status,
    ).toBe(404);
    await expectAdminOnly("PUT", `/api/admin/users/${id}/deactivate`, { deactivated: true });
  });

  it("exports users as CSV and lists users newest first with their margins", async () => {
    const csv = await call(t.app, "POST", "/api/export/users", {
      token: a.admin,
      body: { term: "example.com" },
    });
    expect(csv.status).toBe(200);
    expect(String(csv.headers["content-type"])).toContain("text/csv");
    const lines = String(csv.body).trim().split("\r\n");
    expect(lines[0]).toMatch(/^ID,Name,Email/);
    expect(lines.some((l) => l.includes("admin@example.com"))).toBe(true);
    await expectAdminOnly("POST", "/api/export/users", {});

    const users = await call(t.app, "GET", "/api/admin/users?sort=newest&per_page=3", { token: a.admin });
    const rows = users.json<{ data: { created_at: string; production_margin: number }[] }>().data;
    expect(rows).toHaveLength(3);
    expect(rows[0]!.created_at >= rows[1]!.created_at).toBe(true);
    expect(typeof rows[0]!.production_margin).toBe("number");
  });

  it("saves the app info settings", async () => {
    const initial = await call(t.app, "GET", "/api/admin/app-info", { token: a.admin });
    expect(initial.json()).toMatchObject({ colors: { primary: "#4F4BE0" } });
    const body = {
      admin_info: { phone: "+1 555 0100", email: "help@example.com" },
      colors: { primary: "#112233", secondary: "#445566" },
      product_fruit_id: "",
    };
    expect((await call(t.app, "PUT", "/api/admin/app-info", { token: a.admin, body })).status).toBe(200);
    expect((await call(t.app, "GET", "/api/admin/app-info", { token: a.admin })).json()).toEqual(body);
    const bad = await call(t.app, "PUT", "/api/admin/app-info", {
      token: a.admin,
      body: { ...body, colors: { primary: "red", secondary: "#445566" } },
    });
    expect(bad.status).toBe(422);
    expect(bad.json<{ errors: Record<string, string> }>().errors["colors.primary"]).toBe(
      "Use a colour like #4F4BE0.",
    );
    await expectAdminOnly("GET", "/api/admin/app-info");
    await expectAdminOnly("PUT", "/api/admin/app-info", body);
  });

  it("documents the money and admin routes in the OpenAPI document", async () => {
    const doc = await call(t.app, "GET", "/api/docs/openapi.json");
    const paths = Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      "/api/payments_request",
      "/api/custom/payment/request",
      "/api/download/report/{id}",
      "/api/gift-cards",
      "/api/gift-cards/{id}",
      "/api/discounts",
      "/api/discounts/{id}",
      "/api/upload/discountcsv",
      "/api/admin/panel/stats",
      "/api/admin/users/{id}/deactivate",
      "/api/export/users",
      "/api/admin/app-info",
    ])
      expect(paths, path).toContain(path);
  });
});
