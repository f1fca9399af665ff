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
  return t.db.kysely
    .selectFrom("products")
    .select(["id", "name", "price", "available", "version"])
    .where("website_id", "=", acme)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .limit(3)
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, version: Number(row.version) })));
}

const stored = (ids: number[]) =>
  t.db.kysely
    .selectFrom("products")
    .select(["id", "name", "price", "available", "updated_at", "version"])
    .where("id", "in", ids)
    .orderBy("id")
    .execute();

const save = (rows: unknown[]) =>
  call(t.app, "PATCH", "/api/products/bulk", { token: designer, body: { rows } });

interface Conflict {
  message: string;
  errors: Record<string, string>;
  current: { products: { id: number; name: string; version: number }[] };
}

describe("PATCH /api/products/bulk checks the version each row read", () => {
  it("refuses the whole save when one row is stale: 409, nothing written, no event", async () => {
    const [a, b, c] = await threeProducts();
    // Someone else saves b after the sheet read it.
    expect((await save([{ id: b!.id, name: "Saved Elsewhere" }])).status).toBe(200);
    const before = await stored([a!.id, b!.id, c!.id]);
    const events = await countEvents(t.db);

    const res = await save([
      { id: a!.id, name: "Sheet A", version: a!.version },
      { id: b!.id, name: "Sheet B", version: b!.version },
      { id: c!.id, status: "unpublished" },
    ]);
    expect(res.status).toBe(409);
    const body = res.json<Conflict>();
    expect(body.message).toBe(VERSION_MSG.stale);
    expect(body.errors).toEqual({ "rows.1.version": VERSION_MSG.stale });
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
    expect(both.json<Conflict>().errors).toEqual({ "rows.0.version": VERSION_MSG.stale });
    // Once the stale row is taken again, the price rule still answers.
    const fresh = (await threeProducts())[0]!;
    const rule = await save([
      { id: a!.id, name: "Fresh", version: fresh.version },
      { id: b!.id, price: minB - 1, version: b!.version },
    ]);
    expect(rule.status).toBe(422);
    expect(rule.json<Conflict>().errors).toEqual({ "rows.1.price": priceBelowMinimumMessage(minB) });
  });

  it("saves rows with the versions they read, and bumps each version once", async () => {
    const [a, b] = await threeProducts();
    const res = await save([
      { id: a!.id, name: "Fresh A", version: a!.version },
      { id: b!.id, status: "unpublished", version: b!.version },
    ]);
    expect(res.status).toBe(200);
    const answered = res.json<{ products: { id: number; version: number }[] }>().products;
    const [rowA, rowB] = await stored([a!.id, b!.id]);
    expect(rowA).toMatchObject({ name: "Fresh A", version: a!.version + 1 });
    expect(rowB).toMatchObject({ available: 0, version: b!.version + 1 });
    expect(answered.find((p) => p.id === a!.id)?.version).toBe(a!.version + 1);
    expect(await eventsOfRequest(t.db, res)).toHaveLength(2);
  });

  it("of two saves that read the same version at once, exactly one is written", async () => {
    const [a] = await threeProducts();
    const answers = await Promise.all(
      ["First Sheet", "Second Sheet"].map((name) => save([{ id: a!.id, name, version: a!.version }])),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.status === 409)!;
    expect(refused.json<Conflict>().errors).toEqual({ "rows.0.version": VERSION_MSG.stale });
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
