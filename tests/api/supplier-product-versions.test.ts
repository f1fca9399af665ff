import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPPLIER_PRODUCT_FIELDS } from "../../domain/supplier-product-input.js";
import { VERSION_MSG } from "../../domain/versions.js";
import { call, createTestApp, login, type TestApp } from "../helpers/test-app.js";
import { importCsv, jobsQueued } from "../helpers/imports.js";
import { csvForm } from "./websites-helpers.js";

/**
 * The supplier catalogue's blanks carry a version: two platform admins editing the same demo
 * blank (G5000) cannot overwrite each other's save on the editor's route or BREAD, and a catalogue
 * file exported before someone else's save is refused line by line instead of undoing that save.
 */

let t: TestApp;
let admin: string;

type Detail = { id: number; name: string; version: number; variants: Record<string, unknown>[] } & Record<
  string,
  unknown
>;
type Conflict = { message: string; current: Detail };

const STYLE = "G5000";
const stored = (id: number) =>
  t.db.kysely
    .selectFrom("supplier_products")
    .select(["name", "version"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

/** The editor's body for a blank as read: its own fields and variants, under another name. */
function editorBody(read: Detail, name: string) {
  return {
    ...Object.fromEntries(SUPPLIER_PRODUCT_FIELDS.map((f) => [f, read[f]])),
    name,
    variants: read.variants.map(({ id, color, color_swatch, size, cost, quantity, available }) => ({
      id,
      color,
      color_swatch,
      size,
      cost,
      quantity,
      available,
    })),
  };
}

let blankId = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin@example.com");
  const row = await t.db.kysely
    .selectFrom("supplier_products")
    .select("id")
    .where("style_id", "=", STYLE)
    .executeTakeFirstOrThrow();
  blankId = row.id;
});
afterAll(() => t.close());

const read = async () => {
  const res = await call(t.app, "GET", `/api/smake/product/${blankId}`, { token: admin });
  expect(res.status).toBe(200);
  return res.json<Detail>();
};

describe("supplier product versions", () => {
  it("refuses a stale editor save on the catalogue route and BREAD with the blank as it is now, writing nothing", async () => {
    const first = await read();
    const v = first.version;
    const saved = await call(t.app, "POST", "/api/update/smake/product", {
      token: admin,
      body: { id: blankId, version: v, ...editorBody(first, "Saved first") },
    });
    expect(saved.status).toBe(200);
    expect(saved.json<{ product: Detail }>().product.version).toBe(v + 1);

    const stale = await call(t.app, "POST", "/api/update/smake/product", {
      token: admin,
      body: { id: blankId, version: v, ...editorBody(first, "Stale save") },
    });
    expect(stale.status).toBe(409);
    expect(stale.json<Conflict>().message).toBe(VERSION_MSG.stale);
    expect(stale.json<Conflict>().current).toMatchObject({
      id: blankId,
      name: "Saved first",
      version: v + 1,
    });

    const bread = await call(t.app, "PUT", `/api/bread/SupplierProduct/${blankId}`, {
      token: admin,
      headers: { "if-match": `"${v}"` },
      body: editorBody(first, "Stale BREAD save"),
    });
    expect(bread.status).toBe(409);
    expect(await stored(blankId)).toEqual({ name: "Saved first", version: v + 1 });

    const fresh = await call(t.app, "PUT", `/api/bread/SupplierProduct/${blankId}`, {
      token: admin,
      headers: { "if-match": `"${v + 1}"` },
      body: editorBody(first, "Saved second"),
    });
    expect(fresh.status).toBe(200);
    expect(await stored(blankId)).toEqual({ name: "Saved second", version: v + 2 });
  });

  it("exports each blank's version; an import of that file passes once, then is refused per line as stale", async () => {
    const exported = await call(t.app, "GET", "/api/smake/products/csv", { token: admin });
    expect(exported.status).toBe(200);
    const parsed = Papa.parse<Record<string, string>>(String(exported.body).trim(), { header: true });
    const lines = parsed.data.filter((row) => row.style_id === STYLE);
    expect(lines.length).toBeGreaterThan(0);
    const { version } = await stored(blankId);
    expect(lines.every((row) => row.version === String(version))).toBe(true);

    const file = (rows: Record<string, string>[]) =>
      csvForm("catalogue.csv", Papa.unparse({ fields: parsed.meta.fields ?? [], data: rows }));
    const renamed = lines.map((row) => ({ ...row, name: "From the export" }));
    const imported = await importCsv(t.app, "/api/upload/smake", { token: admin, body: file(renamed) });
    expect(imported.job).toMatchObject({ status: "done", updated: 1, created: 0 });
    expect(await stored(blankId)).toEqual({ name: "From the export", version: version + 1 });

    // The same file again: it was read before the import's own save, so it is stale now.
    const queued = await jobsQueued(t.db);
    const again = await call(t.app, "POST", "/api/upload/smake", {
      token: admin,
      body: file(lines.map((row) => ({ ...row, name: "Stale file" }))),
    });
    expect(again.status).toBe(422);
    expect(again.json<{ errors: Record<string, string> }>().errors).toEqual({
      "rows.2.version": `Line 2: ${VERSION_MSG.stale}`,
    });
    expect(await jobsQueued(t.db)).toBe(queued);
    expect(await stored(blankId)).toEqual({ name: "From the export", version: version + 1 });

    const notANumber = await call(t.app, "POST", "/api/upload/smake", {
      token: admin,
      body: file(lines.map((row) => ({ ...row, version: "two" }))),
    });
    expect(notANumber.status).toBe(422);
    expect(notANumber.json<{ errors: Record<string, string> }>().errors["rows.2.version"]).toBe(
      `Line 2: ${VERSION_MSG.notWhole}`,
    );

    // Without a version a line keeps last-save-wins, as the file format had it before.
    const unversioned = await importCsv(t.app, "/api/upload/smake", {
      token: admin,
      body: file(lines.map((row) => ({ ...row, name: "No version", version: "" }))),
    });
    expect(unversioned.job).toMatchObject({ status: "done", updated: 1 });
    expect(await stored(blankId)).toEqual({ name: "No version", version: version + 2 });
  });
});
