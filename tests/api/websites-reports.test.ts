import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";
import { actors, expectStoreGuards, type Actors } from "./websites-helpers.js";

let t: TestApp;
let a: Actors;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
});
afterAll(() => t.close());

const rows = (text: string) => Papa.parse<string[]>(text.trim()).data;

describe("CSV reports", () => {
  it("streams the store's orders in a date range as an attachment", async () => {
    const k = t.db.kysely;
    const first = await k
      .selectFrom("orders")
      .select("created_at")
      .where("website_id", "=", a.team)
      .orderBy("created_at")
      .executeTakeFirstOrThrow();
    const day = first.created_at.slice(0, 10);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/websites/${a.team}/reports/orders?from=${day}&to=${day}`,
      headers: { authorization: `Bearer ${a.primary}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="acme-team-store-orders-${day}-${day}.csv"`,
    );
    const [head, ...data] = rows(res.body);
    expect(head).toEqual([
      "Order ID",
      "Date",
      "Buyer",
      "Email",
      "Status",
      "Deleted",
      "Items",
      "Total",
      "Platform fee",
      "Profit",
    ]);
    const expected = await k
      .selectFrom("orders")
      .select(["id", "price"])
      .where("website_id", "=", a.team)
      .where("created_at", ">=", `${day}T00:00:00.000Z`)
      .where("created_at", "<=", `${day}T23:59:59.999Z`)
      .orderBy("id")
      .execute();
    expect(data.map((r) => Number(r[0]))).toEqual(expected.map((o) => o.id));
    expect(data[0]![7]).toBe((expected[0]!.price / 100).toFixed(2));
  });

  it("streams every order of the store, more than one page, and the payouts", async () => {
    // The file is read 1000 orders at a time: make sure there is more than one page.
    const now = new Date().toISOString();
    const extra = Array.from({ length: 1100 }, (_, i) => ({
      website_id: a.tees,
      buyer_name: `Buyer ${i}`,
      buyer_email: `buyer${i}@example.com`,
      status: "completed",
      price: 1000 + i,
      platform_fee: 100,
      profit: 300,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < extra.length; i += 500) {
      await t.db.kysely
        .insertInto("orders")
        .values(extra.slice(i, i + 500))
        .execute();
    }
    const all = await t.app.inject({
      method: "GET",
      url: `/api/download/websites/files?website_id=${a.tees}`,
      headers: { authorization: `Bearer ${a.owner}` },
    });
    const total = await t.db.kysely
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("website_id", "=", a.tees)
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBeGreaterThan(1000);
    const ids = rows(all.body)
      .slice(1)
      .map((r) => Number(r[0]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(rows(all.body).length - 1).toBe(Number(total.n));
    const payouts = await t.app.inject({
      method: "GET",
      url: `/api/download/websites/files?report=payouts`,
      headers: { authorization: `Bearer ${a.primary}`, "x-website-id": String(a.team) },
    });
    expect(payouts.statusCode).toBe(200);
    expect(rows(payouts.body)[0]).toEqual([
      "Payment ID",
      "Order ID",
      "Date",
      "Buyer email",
      "For store",
      "For platform",
      "Goes to",
      "Requested",
      "Done",
    ]);
  });

  it("escapes cells that a spreadsheet would run as formulas", async () => {
    await t.db.kysely
      .updateTable("orders")
      .set({ buyer_name: '=HYPERLINK("x")' })
      .where("website_id", "=", a.events)
      .execute();
    const res = await t.app.inject({
      method: "GET",
      url: `/api/websites/${a.events}/reports/orders`,
      headers: { authorization: `Bearer ${a.primary}` },
    });
    expect(rows(res.body)[1]![2]).toBe('\'=HYPERLINK("x")');
  });

  it("refuses bad dates and ranges (400/422), 401, 404 outside the store, 403 without edit_settings", async () => {
    expect(
      (await call(t.app, "GET", `/api/websites/${a.team}/reports/orders?from=2026-13`, { token: a.primary }))
        .status,
    ).toBe(400);
    const backwards = await call(
      t.app,
      "GET",
      `/api/websites/${a.team}/reports/orders?from=2026-02-01&to=2026-01-01`,
      { token: a.primary },
    );
    expect(backwards.status).toBe(422);
    expect(
      (await call(t.app, "GET", `/api/websites/${a.team}/reports/sales`, { token: a.primary })).status,
    ).toBe(400);
    expect((await call(t.app, "GET", "/api/download/websites/files", { token: a.primary })).status).toBe(400);
    await expectStoreGuards(t, a, (id) => ({ method: "GET", url: `/api/websites/${id}/reports/payouts` }));
    await expectStoreGuards(t, a, (id) => ({
      method: "GET",
      url: `/api/download/websites/files?website_id=${id}`,
    }));
  });
});
