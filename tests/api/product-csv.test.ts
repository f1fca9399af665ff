import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG, PRODUCT_LIST_MSG } from "../../domain/messages.js";
import { PRICING_MSG } from "../../domain/pricing.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { importCsv as importAndFollow, jobsQueued, variantAvailable } from "../helpers/imports.js";
import { csvForm } from "./websites-helpers.js";

let t: TestApp;
let designer: string, salesperson: string, owner: string;
let acme: number;

beforeAll(async () => {
  t = await createTestApp();
  [designer, salesperson, owner] = await Promise.all(
    ["designer", "salesperson", "owner"].map((u) => login(t.app, `${u}@example.com`)),
  );
  acme = await storeId(t.db, "Acme Team Store");
});
afterAll(() => t.close());

const parse = (text: string) =>
  Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: "greedy" }).data;

const unparse = (rows: Record<string, string>[]) => Papa.unparse(rows);

async function productCount(): Promise<number> {
  const row = await t.db.kysely
    .selectFrom("products")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("website_id", "=", acme)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const importCsv = (token: string | undefined, name: string, text: string, path = "/api/products/import") =>
  importAndFollow(t.app, `${path}?website_id=${acme}`, { token, body: csvForm(name, text) });

const jobCount = () => jobsQueued(t.db);

describe("product CSV", () => {
  it("exports the store's live products in list order with prices in dollars", async () => {
    const res = await call(t.app, "GET", `/api/products/export?website_id=${acme}`, { token: designer });
    expect(res.status).toBe(200);
    expect(String(res.headers["content-type"])).toContain("text/csv");
    expect(String(res.headers["content-disposition"])).toContain(`products-${acme}.csv`);
    const rows = parse(String(res.body));
    const live = await t.db.kysely
      .selectFrom("products")
      .select(["id", "price", "version"])
      .where("website_id", "=", acme)
      .where("deleted_at", "is", null)
      .orderBy("sort_order")
      .orderBy("id")
      .execute();
    expect(rows.map((r) => Number(r.id))).toEqual(live.map((p) => p.id));
    expect(rows[0]!.price).toBe((live[0]!.price / 100).toFixed(2));
    expect(rows[0]).toHaveProperty("status");
    // The version each line read, so its import is refused if someone saved the product since.
    expect(rows.map((r) => Number(r.version))).toEqual(live.map((p) => p.version));
  });

  it("imports an edited export as a job: updates by id, creates new lines", async () => {
    const exported = parse(
      String((await call(t.app, "GET", `/api/products/export?website_id=${acme}`, { token: designer })).body),
    );
    const before = await productCount();
    const edited = exported.map((r, i) => (i === 0 ? { ...r, name: "Renamed by CSV" } : r));
    const fresh = {
      ...exported[0]!,
      id: "",
      name: "Brand New Tee",
      slug: "",
      price: "999.00",
      published: "1",
    };
    const res = await importCsv(designer, "products.csv", unparse([...edited, fresh]));
    expect(res.status).toBe(202);
    expect(res.json()).toEqual({ id: res.job!.id, status: "queued", done: 0, total: exported.length + 1 });
    expect(res.job).toEqual({
      id: res.job!.id,
      status: "done",
      done: exported.length + 1,
      total: exported.length + 1,
      message: PRODUCT_LIST_MSG.completed,
      created: 1,
      updated: exported.length,
    });
    expect(await productCount()).toBe(before + 1);
    const renamed = await t.db.kysely
      .selectFrom("products")
      .select("name")
      .where("id", "=", Number(exported[0]!.id))
      .executeTakeFirstOrThrow();
    expect(renamed.name).toBe("Renamed by CSV");
    const created = await t.db.kysely
      .selectFrom("products")
      .select(["slug", "price", "available"])
      .where("name", "=", "Brand New Tee")
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({ slug: "brand-new-tee", price: 99_900, available: 1 });
  });

  it("refuses a failing file with every line's error and writes no row of it", async () => {
    const exported = parse(
      String((await call(t.app, "GET", `/api/products/export?website_id=${acme}`, { token: designer })).body),
    );
    const before = await productCount();
    const snapshot = await t.db.kysely
      .selectFrom("products")
      .select(["id", "name", "price"])
      .where("website_id", "=", acme)
      .execute();
    const rows = [
      { ...exported[0]!, name: "Should not be saved" },
      { ...exported[1]!, id: "", name: "New good row", slug: "", price: "500.00" },
      { ...exported[2]!, name: "" },
      { ...exported[3]!, price: "abc" },
      { ...exported[4]!, id: "99999999" },
      { ...exported[5]!, id: "", name: "Too cheap", slug: "", price: "0.50" },
      { ...exported[6]!, published: "yes" },
    ];
    const jobs = await jobCount();
    const res = await importCsv(designer, "products.csv", unparse(rows));
    expect(res.status).toBe(422);
    expect(await jobCount()).toBe(jobs);
    const errors = res.json<{ errors: Record<string, string> }>().errors;
    expect(errors).toEqual({
      "rows.4.name": PRODUCT_LIST_MSG.csvRow(4, MSG.required),
      "rows.5.price": PRODUCT_LIST_MSG.csvRow(5, PRODUCT_LIST_MSG.csvPrice),
      "rows.6.id": PRODUCT_LIST_MSG.csvRow(6, PRODUCT_LIST_MSG.csvUnknownProduct),
      "rows.7.price": expect.stringContaining(
        PRODUCT_LIST_MSG.csvRow(7, `${PRICING_MSG.priceBelowMinimum} The minimum price is $`),
      ),
      "rows.8.published": PRODUCT_LIST_MSG.csvRow(8, PRODUCT_LIST_MSG.csvFlag),
    });
    expect(await productCount()).toBe(before);
    const after = await t.db.kysely
      .selectFrom("products")
      .select(["id", "name", "price"])
      .where("website_id", "=", acme)
      .execute();
    expect(after).toEqual(snapshot);
  });

  it("writes a large file in batches, each line once", async () => {
    const before = await productCount();
    const rows = Array.from({ length: 600 }, (_, i) => ({
      name: `Bulk ${i}`,
      price: "900.00",
      slug: `bulk-${i}`,
    }));
    const res = await importCsv(designer, "bulk.csv", unparse(rows));
    expect(res.status).toBe(202);
    expect(res.job).toMatchObject({ status: "done", done: 600, total: 600, created: 600 });
    expect(await productCount()).toBe(before + 600);
  });

  it("accepts only .csv files with the needed columns", async () => {
    const wrong = await importCsv(designer, "products.txt", "name,price\nA,10.00");
    expect(wrong.status).toBe(422);
    expect(wrong.json().message).toBe(PRODUCT_LIST_MSG.csvOnly);
    const column = await importCsv(designer, "products.csv", "name\nA");
    expect(column.status).toBe(422);
    expect(column.json().errors).toEqual({ file: PRODUCT_LIST_MSG.csvNoColumn("price") });
    const empty = await importCsv(designer, "products.csv", "name,price\n");
    expect(empty.status).toBe(422);
  });

  it("needs a session, the store and the rights", async () => {
    const text = "name,price\nA,900.00";
    expect((await importCsv(undefined, "p.csv", text)).status).toBe(401);
    expect((await importCsv(owner, "p.csv", text)).status).toBe(404);
    expect((await importCsv(salesperson, "p.csv", text)).status).toBe(403);
    expect((await call(t.app, "GET", `/api/products/export?website_id=${acme}`)).status).toBe(401);
    expect(
      (await call(t.app, "GET", `/api/products/export?website_id=${acme}`, { token: owner })).status,
    ).toBe(404);
    expect(
      (await call(t.app, "GET", `/api/products/export?website_id=${acme}`, { token: salesperson })).status,
    ).toBe(403);
  });
});

describe("availability CSV", () => {
  it("exports every variant and imports changed flags", async () => {
    const res = await call(t.app, "GET", `/api/products/availability/export?website_id=${acme}`, {
      token: designer,
    });
    expect(res.status).toBe(200);
    const rows = parse(String(res.body));
    expect(rows.length).toBeGreaterThan(0);
    const first = rows[0]!;
    const flipped = first.available === "1" ? "0" : "1";
    const imported = await importCsv(
      designer,
      "availability.csv",
      unparse([{ ...first, available: flipped }]),
      "/api/products/availability/import",
    );
    expect(imported.status).toBe(202);
    expect(imported.job).toMatchObject({ status: "done", done: 1, total: 1, updated: 1 });
    expect(await variantAvailable(t.db, Number(first.product_id), first.sku!)).toBe(Number(flipped));
  });

  it("refuses unknown skus and products with nothing written", async () => {
    const rows = parse(
      String(
        (
          await call(t.app, "GET", `/api/products/availability/export?website_id=${acme}`, {
            token: designer,
          })
        ).body,
      ),
    );
    const good = rows[1]!;
    const before = await variantAvailable(t.db, Number(good.product_id), good.sku!);
    const res = await importCsv(
      designer,
      "availability.csv",
      unparse([
        { ...good, available: good.available === "1" ? "0" : "1" },
        { ...good, sku: "NOPE_XL" },
        { ...good, product_id: "99999999" },
        { ...good, available: "maybe" },
      ]),
      "/api/products/availability/import",
    );
    expect(res.status).toBe(422);
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
      "rows.3.sku": PRODUCT_LIST_MSG.csvRow(3, PRODUCT_LIST_MSG.csvUnknownVariant),
      "rows.4.product_id": PRODUCT_LIST_MSG.csvRow(4, PRODUCT_LIST_MSG.csvUnknownProduct),
      "rows.5.available": PRODUCT_LIST_MSG.csvRow(5, PRODUCT_LIST_MSG.csvFlag),
    });
    const after = await variantAvailable(t.db, Number(good.product_id), good.sku!);
    expect(after).toBe(before);
  });

  it("needs a session, the store and the rights", async () => {
    const path = "/api/products/availability/import";
    const text = "product_id,sku,available\n1,A,1";
    expect((await importCsv(undefined, "a.csv", text, path)).status).toBe(401);
    expect((await importCsv(owner, "a.csv", text, path)).status).toBe(404);
    expect((await importCsv(salesperson, "a.csv", text, path)).status).toBe(403);
    const url = `/api/products/availability/export?website_id=${acme}`;
    expect((await call(t.app, "GET", url)).status).toBe(401);
    expect((await call(t.app, "GET", url, { token: owner })).status).toBe(404);
    expect((await call(t.app, "GET", url, { token: salesperson })).status).toBe(403);
  });
});
