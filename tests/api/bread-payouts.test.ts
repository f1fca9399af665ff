import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { PAYMENT_MSG } from "../../server/services/payouts/rows.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let primary: string, designer: string, owner: string;
let acme: number, oscars: number;

beforeAll(async () => {
  t = await createTestApp();
  [primary, designer, owner] = await Promise.all(
    ["primary-admin", "designer", "owner"].map((u) => login(t.app, `${u}@example.com`)),
  );
  acme = await storeId(t.db, "Acme Team Store");
  oscars = await storeId(t.db, "Oscar's Tees");
});
afterAll(() => t.close());

/** The store's payment rows that may still become a request, oldest first. */
async function requestable(websiteId: number, n: number): Promise<number[]> {
  const rows = await t.db.kysely
    .selectFrom("payments")
    .innerJoin("orders", "orders.id", "payments.order_id")
    .select("payments.id")
    .where("payments.website_id", "=", websiteId)
    .where("payments.is_request", "=", 0)
    .where("payments.done", "=", 0)
    .where("orders.status", "!=", "canceled")
    .where("orders.deleted_at", "is", null)
    .orderBy("payments.id")
    .limit(n)
    .execute();
  return rows.map((r) => r.id);
}

const create = (token: string, body: unknown) =>
  call(t.app, "POST", "/api/bread/PaymentRequest", { token, body });

describe("POST /api/bread/PaymentRequest", () => {
  it("turns the chosen rows of the store into one request and answers its first row", async () => {
    const ids = await requestable(acme, 2);
    const res = await create(primary, { website_id: acme, ids });
    expect(res.status).toBe(201);
    const made = res.json<{ id: number; website_id: number; is_request: number; hash: string }>();
    expect(made).toMatchObject({ id: Math.min(...ids), website_id: acme, is_request: 1 });
    expect(made.hash).toMatch(/^[A-Za-z0-9]{200}$/);
    const rows = await t.db.kysely
      .selectFrom("payments")
      .select(["is_request", "hash", "requested_at"])
      .where("id", "in", ids)
      .execute();
    expect(rows.every((r) => r.is_request === 1 && r.hash === made.hash && r.requested_at !== null)).toBe(
      true,
    );
    const mails = await t.db.kysely
      .selectFrom("outbox")
      .select("subject")
      .where("subject", "=", "Payment request from Acme Team Store")
      .execute();
    expect(mails.length).toBeGreaterThan(0);
  });

  it("answers a row of another store exactly as a missing one, and changes nothing", async () => {
    const [theirs] = await requestable(oscars, 1);
    const foreign = await create(primary, { website_id: acme, ids: [theirs] });
    const missing = await create(primary, { website_id: acme, ids: [99999999] });
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(foreign.json().message).toBe(missing.json().message);
    expect(foreign.json().message).toBe(MSG.notFound);
    const row = await t.db.kysely
      .selectFrom("payments")
      .select("is_request")
      .where("id", "=", theirs!)
      .executeTakeFirstOrThrow();
    expect(row.is_request).toBe(0);
    // Another company's store itself is out of reach.
    expect((await create(primary, { website_id: oscars, ids: [theirs] })).status).toBe(404);
  });

  it("refuses a member without full admin access (403) and bad input (422)", async () => {
    const [id] = await requestable(acme, 1);
    const denied = await create(designer, { website_id: acme, ids: [id] });
    expect(denied.status).toBe(403);
    expect(denied.json().message).toBe(MSG.permissionDenied);
    const empty = await create(primary, { website_id: acme, ids: [] });
    expect(empty.status).toBe(422);
    expect(empty.json().message).toBe(PAYMENT_MSG.chooseRows);
    const badHash = await create(primary, { website_id: acme, ids: [id], data: { hash: "short" } });
    expect(badHash.status).toBe(422);
    expect(badHash.json().message).toBe(PAYMENT_MSG.hashFormat);
    expect((await create(owner, { website_id: acme, ids: [id] })).status).toBe(404);
    const still = await t.db.kysely
      .selectFrom("payments")
      .select("is_request")
      .where("id", "=", id!)
      .executeTakeFirstOrThrow();
    expect(still.is_request).toBe(0);
  });
});
