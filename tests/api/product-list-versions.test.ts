import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VERSION_MSG } from "../../domain/versions.js";
import { priceBelowMinimumMessage } from "../../domain/pricing.js";
import { loadMinimumPriceCents } from "../../server/services/products/minimum-price.js";
import { countEvents, eventsOfRequest } from "../helpers/activity-events.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let designer: string;
let acme: number;

beforeAll(async () => {
  t = await createTestApp();
  designer = await login(t.app, "designer@example.com");
  acme = await storeId(t.db, "Acme Team Store");
});
afterAll(() => t.close());

/** Three live products of the store, as stored now (with their versions). */
async function threeProducts() {
  const rows = await t.db.kysely
    .selectFrom("products")
    .select(["id", "name", "price", "version"])
    .where("website_id", "=", acme)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .limit(3)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), version: Number(row.version) }));
}

const stored = (ids: number[]) =>
  t.db.kysely
    .selectFrom("products")
    .select(["id", "name", "price", "min_quantity", "available", "updated_at", "version"])
    .where("id", "in", ids)
    .orderBy("id")
    .execute();

const quickEdit = (body: Record<string, unknown>) =>
  call(t.app, "POST", "/api/quick-edit/product", { token: designer, body });

interface Conflict {
  message: string;
  errors?: Record<string, string>;
  current: Record<string, unknown> & { products?: { id: number; name: string; version: number }[] };
}

describe("POST /api/quick-edit/product checks the version the list row was read at", () => {
  it("refuses a stale save: 409 with the product as it is now, nothing written, no event", async () => {
    const [a] = await threeProducts();
    expect((await quickEdit({ id: a!.id, name: "Saved Elsewhere" })).status).toBe(200);
    const before = await stored([a!.id]);
    const events = await countEvents(t.db);

    const res = await quickEdit({ id: a!.id, name: "Quick Stale", min_quantity: 3, version: a!.version });
    expect(res.status).toBe(409);
    const body = res.json<Conflict>();
    expect(body.message).toBe(VERSION_MSG.stale);
    expect(body.current).toMatchObject({ id: a!.id, name: "Saved Elsewhere", version: a!.version + 1 });
    expect(await stored([a!.id])).toEqual(before);
    expect(await eventsOfRequest(t.db, res)).toEqual([]);
    expect(await countEvents(t.db)).toBe(events);
  });

  it("answers the stale version before the price rule", async () => {
    const [, b] = await threeProducts();
    expect((await quickEdit({ id: b!.id, name: "Moved On" })).status).toBe(200);
    const min = await loadMinimumPriceCents(t.db.kysely, b!.id);
    const stale = await quickEdit({ id: b!.id, price: min - 1, version: b!.version });
    expect(stale.status).toBe(409);
    const rule = await quickEdit({ id: b!.id, price: min - 1, version: b!.version + 1 });
    expect(rule.status).toBe(422);
    expect(rule.json<Conflict>().errors).toEqual({ price: priceBelowMinimumMessage(min) });
  });

  it("saves with the version it read and bumps it once", async () => {
    const [a] = await threeProducts();
    const res = await quickEdit({ id: a!.id, name: "Quick Fresh", version: a!.version });
    expect(res.status).toBe(200);
    expect(res.json<{ product: { version: number } }>().product.version).toBe(a!.version + 1);
    expect((await stored([a!.id]))[0]).toMatchObject({ name: "Quick Fresh", version: a!.version + 1 });
    expect(await eventsOfRequest(t.db, res)).toHaveLength(1);
  });

  it("saves without a version over whatever is stored (last save wins)", async () => {
    const [, , c] = await threeProducts();
    expect((await quickEdit({ id: c!.id, name: "Changed Meanwhile" })).status).toBe(200);
    const res = await quickEdit({ id: c!.id, name: "Old Client Wins" });
    expect(res.status).toBe(200);
    expect((await stored([c!.id]))[0]).toMatchObject({ name: "Old Client Wins", version: c!.version + 2 });
  });
});

/** The list's saves of many products at once: all or none, each row with the version it read. */
const MULTI_ROW_SAVES = [
  {
    route: "PATCH /api/products/bulk (the spreadsheet)",
    method: "PATCH",
    path: "/api/products/bulk",
    key: "rows",
  },
  {
    route: "POST /api/update/multiple/products",
    method: "POST",
    path: "/api/update/multiple/products",
    key: "products",
  },
] as const;

describe.each(MULTI_ROW_SAVES)("$route checks the version each row read", ({ method, path, key }) => {
  const save = (rows: unknown[]) => call(t.app, method, path, { token: designer, body: { [key]: rows } });

  it("refuses every row when one is stale: 409, nothing written, no event", async () => {
    const [a, b, c] = await threeProducts();
    // Someone else saves b after the list read it.
    expect((await save([{ id: b!.id, name: "Saved Elsewhere" }])).status).toBe(200);
    const before = await stored([a!.id, b!.id, c!.id]);
    const events = await countEvents(t.db);

    const res = await save([
      { id: a!.id, name: "Many A", version: a!.version },
      { id: b!.id, name: "Many B", version: b!.version },
      { id: c!.id, name: "Many C" },
    ]);
    expect(res.status).toBe(409);
    const body = res.json<Conflict>();
    expect(body.message).toBe(VERSION_MSG.stale);
    expect(body.errors).toEqual({ [`${key}.1.version`]: VERSION_MSG.stale });
    expect(body.current.products).toEqual([
      expect.objectContaining({ id: b!.id, name: "Saved Elsewhere", version: b!.version + 1 }),
    ]);
    expect(await stored([a!.id, b!.id, c!.id])).toEqual(before);
    expect(await eventsOfRequest(t.db, res)).toEqual([]);
    expect(await countEvents(t.db)).toBe(events);
  });

  it("answers the stale rows before the price rule when both happen", async () => {
    const [a, b] = await threeProducts();
    expect((await save([{ id: a!.id, name: "Moved On" }])).status).toBe(200);
    const minB = await loadMinimumPriceCents(t.db.kysely, b!.id);
    const both = await save([
      { id: a!.id, name: "Stale", version: a!.version },
      { id: b!.id, price: minB - 1, version: b!.version },
    ]);
    expect(both.status).toBe(409);
    expect(both.json<Conflict>().errors).toEqual({ [`${key}.0.version`]: VERSION_MSG.stale });
    // Once the stale row is taken again, the price rule still answers.
    const fresh = (await threeProducts())[0]!;
    const rule = await save([
      { id: a!.id, name: "Fresh", version: fresh.version },
      { id: b!.id, price: minB - 1, version: b!.version },
    ]);
    expect(rule.status).toBe(422);
    expect(rule.json<Conflict>().errors).toEqual({ [`${key}.1.price`]: priceBelowMinimumMessage(minB) });
  });

  it("saves rows with the versions they read, and bumps each version once", async () => {
    const [a, b] = await threeProducts();
    const res = await save([
      { id: a!.id, name: "Fresh A", version: a!.version },
      { id: b!.id, name: "Fresh B", version: b!.version },
    ]);
    expect(res.status).toBe(200);
    const answered = res.json<{ products: { id: number; version: number }[] }>().products;
    const [rowA, rowB] = await stored([a!.id, b!.id]);
    expect(rowA).toMatchObject({ name: "Fresh A", version: a!.version + 1 });
    expect(rowB).toMatchObject({ name: "Fresh B", version: b!.version + 1 });
    expect(answered.find((p) => p.id === b!.id)?.version).toBe(b!.version + 1);
    expect(await eventsOfRequest(t.db, res)).toHaveLength(2);
  });

  it("of two saves that read the same version at once, exactly one is written", async () => {
    const [a] = await threeProducts();
    const answers = await Promise.all(
      ["First Save", "Second Save"].map((name) => save([{ id: a!.id, name, version: a!.version }])),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.status === 409)!;
    expect(refused.json<Conflict>().errors).toEqual({ [`${key}.0.version`]: VERSION_MSG.stale });
    expect((await stored([a!.id]))[0]).toMatchObject({ version: a!.version + 1 });
  });

  it("saves rows without a version over whatever is stored (last save wins)", async () => {
    const [, , c] = await threeProducts();
    expect((await save([{ id: c!.id, name: "Changed Meanwhile" }])).status).toBe(200);
    const res = await save([{ id: c!.id, name: "Old Client Wins" }]);
    expect(res.status).toBe(200);
    expect((await stored([c!.id]))[0]).toMatchObject({ name: "Old Client Wins", version: c!.version + 2 });
  });
});
