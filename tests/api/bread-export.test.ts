import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/** GET /api/bread/{model}/export: a list's whole filtered set as CSV, on the seeded demo data. */

let t: TestApp;
let owner: string, primary: string, salesperson: string, designer: string;
let oscars: number, acme: number;

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === "string" ? v : JSON.stringify(v))}`)
    .join("&");

const parse = (body: unknown) => Papa.parse<string[]>(String(body).trimEnd(), { skipEmptyLines: true }).data;

/** The list's total for the same filter, from its Content-Range. */
async function listTotal(token: string, model: string, filter: Record<string, unknown>) {
  const res = await call(t.app, "GET", `/api/bread/${model}?${q({ filter, range: [0, 0] })}`, { token });
  expect(res.status).toBe(200);
  return Number(String(res.headers["content-range"]).split("/")[1]);
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, primary, salesperson, designer] = await Promise.all(
    ["owner", "primary-admin", "salesperson", "designer"].map((u) => login(t.app, `${u}@example.com`)),
  );
  oscars = await storeId(t.db, "Oscar's Tees");
  acme = await storeId(t.db, "Acme Team Store");
});
afterAll(() => t.close());

describe("GET /api/bread/{model}/export", () => {
  it("streams every order of the store in the list's order, one line each, as an attachment", async () => {
    const sort = ["created_at", "DESC"];
    const res = await call(
      t.app,
      "GET",
      `/api/bread/Order/export?${q({ filter: { website_id: oscars }, sort })}`,
      {
        token: owner,
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="order-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...lines] = parse(res.body);
    const total = await listTotal(owner, "Order", { website_id: oscars });
    expect(total).toBeGreaterThan(0);
    expect(lines).toHaveLength(total);
    const idAt = header!.indexOf("id");
    const expected = await t.db.kysely
      .selectFrom("orders")
      .select("id")
      .where("website_id", "=", oscars)
      .where("deleted_at", "is", null)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    expect(lines.map((line) => Number(line[idAt]))).toEqual(expected.map((o) => o.id));
  });

  it("applies the list's filter and the chosen columns, in the order asked", async () => {
    const filter = { website_id: oscars, q: "a" };
    const res = await call(
      t.app,
      "GET",
      `/api/bread/Order/export?${q({ filter, fields: "id,buyer_name,status" })}`,
      {
        token: owner,
      },
    );
    expect(res.status).toBe(200);
    const [header, ...lines] = parse(res.body);
    expect(header).toEqual(["id", "buyer_name", "status"]);
    expect(lines).toHaveLength(await listTotal(owner, "Order", filter));
  });

  it("leaves out what the role does not see: a salesperson's export has no profit", async () => {
    const res = await call(t.app, "GET", `/api/bread/Order/export?${q({ filter: { website_id: acme } })}`, {
      token: salesperson,
    });
    expect(res.status).toBe(200);
    const [header, ...lines] = parse(res.body);
    expect(lines.length).toBeGreaterThan(0);
    const profitAt = header!.indexOf("profit");
    expect(profitAt).toBeGreaterThanOrEqual(0);
    expect(lines.every((line) => line[profitAt] === "")).toBe(true);
  });

  it("pages through more rows than one query reads, without repeating or skipping one", async () => {
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      website_id: acme,
      name: `Export Person ${String(i).padStart(4, "0")}`,
      email: `export.${i}@example.net`,
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await t.db.kysely
        .insertInto("contacts")
        .values(rows.slice(i, i + 200))
        .execute();
    }
    const filter = { website_id: acme, q: "Export Person" };
    const res = await call(t.app, "GET", `/api/bread/Contact/export?${q({ filter, fields: "name" })}`, {
      token: primary,
    });
    expect(res.status).toBe(200);
    const [, ...lines] = parse(res.body);
    const names = lines.map((line) => line[0]);
    expect(names).toHaveLength(1203);
    expect(new Set(names).size).toBe(1203);
  });

  it("defuses a cell a spreadsheet would run as a formula", async () => {
    await t.db.kysely
      .insertInto("contacts")
      .values({ website_id: acme, name: '=HYPERLINK("http://evil")', email: "formula@example.net" })
      .execute();
    const filter = { website_id: acme, q: "formula@example.net" };
    const res = await call(t.app, "GET", `/api/bread/Contact/export?${q({ filter, fields: "name" })}`, {
      token: primary,
    });
    expect(parse(res.body)[1]![0]).toBe('\'=HYPERLINK("http://evil")');
  });

  it("is refused like the list: 403 without the right, 404 for a store the caller is not in", async () => {
    const refused = await call(
      t.app,
      "GET",
      `/api/bread/Order/export?${q({ filter: { website_id: acme } })}`,
      {
        token: designer,
      },
    );
    expect(refused.status).toBe(403);
    const elsewhere = await call(
      t.app,
      "GET",
      `/api/bread/Order/export?${q({ filter: { website_id: acme } })}`,
      {
        token: owner,
      },
    );
    expect(elsewhere.status).toBe(404);
    const badSort = await call(t.app, "GET", `/api/bread/Order/export?${q({ sort: ["password", "ASC"] })}`, {
      token: owner,
    });
    expect(badSort.status).toBe(400);
  });
});
