import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let admin: string, owner: string, designer: string, primary: string;
let acme: number, oscars: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner, designer, primary] = await Promise.all(
    ["admin", "owner", "designer", "primary-admin"].map((u) => login(t.app, `${u}@example.com`)),
  );
  acme = await storeId(t.db, "Acme Team Store");
  oscars = await storeId(t.db, "Oscar's Tees");
});
afterAll(() => t.close());

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");

type PaymentRow = { id: number; website_id: number; is_request: number; done: number; created_at: string };

/** Make one of the store's payment rows a payout request, as POST /api/custom/payment/request does. */
async function requestOne(websiteId: number): Promise<number> {
  const row = await t.db.kysely
    .selectFrom("payments")
    .select("id")
    .where("website_id", "=", websiteId)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  await t.db.kysely.updateTable("payments").set({ is_request: 1 }).where("id", "=", row.id).execute();
  return row.id;
}

const countRequests = async (websiteId: number) =>
  Number(
    (
      await t.db.kysely
        .selectFrom("payments")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("website_id", "=", websiteId)
        .where("is_request", "=", 1)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("GET /api/bread/PaymentRequest", () => {
  it("lists only a store's payout requests, with Content-Range equal to the SQL count", async () => {
    const requested = await requestOne(oscars);
    const res = await call(
      t.app,
      "GET",
      `/api/bread/PaymentRequest?${q({ filter: { website_id: oscars }, sort: ["created_at", "DESC"], range: [0, 99] })}`,
      { token: owner },
    );
    expect(res.status).toBe(200);
    const rows = res.json<PaymentRow[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.is_request === 1 && r.website_id === oscars)).toBe(true);
    expect(rows.map((r) => r.id)).toContain(requested);
    const total = Number(String(res.headers["content-range"]).split("/")[1]);
    expect(String(res.headers["content-range"])).toMatch(/^paymentrequest 0-\d+\/\d+$/i);
    expect(total).toBe(await countRequests(oscars));
    const undone = (
      await call(
        t.app,
        "GET",
        `/api/bread/PaymentRequest?${q({ filter: { website_id: oscars, done: 0 } })}`,
        {
          token: owner,
        },
      )
    ).json<PaymentRow[]>();
    expect(undone.every((r) => r.done === 0 && r.is_request === 1)).toBe(true);
  });

  it("reads a request, and answers 404 for a payment row that is no request", async () => {
    const requested = await requestOne(oscars);
    const one = await call(t.app, "GET", `/api/bread/PaymentRequest/${requested}`, { token: owner });
    expect(one.status).toBe(200);
    expect(one.json<PaymentRow>()).toMatchObject({ id: requested, is_request: 1 });
    const plain = await t.db.kysely
      .selectFrom("payments")
      .select("id")
      .where("website_id", "=", oscars)
      .where("is_request", "=", 0)
      .executeTakeFirst();
    if (plain) {
      expect(
        (await call(t.app, "GET", `/api/bread/PaymentRequest/${plain.id}`, { token: owner })).status,
      ).toBe(404);
    }
  });

  it("is for those who see the store's money: 403 for a designer, 404 for another company's request", async () => {
    expect(
      (
        await call(t.app, "GET", "/api/bread/PaymentRequest", {
          token: designer,
          headers: { "x-website-id": String(acme) },
        })
      ).status,
    ).toBe(403);
    const theirs = await requestOne(oscars);
    expect((await call(t.app, "GET", `/api/bread/PaymentRequest/${theirs}`, { token: primary })).status).toBe(
      404,
    );
  });

  it("changes no payout: settling and deleting stay with the payment-request routes (405); a create names its rows", async () => {
    const id = await requestOne(oscars);
    const before = await t.db.kysely
      .selectFrom("payments")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    for (const token of [owner, admin]) {
      // A create is the payment-request route's own: without the rows to request it is refused.
      const bare = await call(t.app, "POST", "/api/bread/PaymentRequest", {
        token,
        body: { website_id: oscars },
      });
      expect(bare.status).toBe(422);
      expect(
        (await call(t.app, "PUT", `/api/bread/PaymentRequest/${id}`, { token, body: { done: 1 } })).status,
      ).toBe(405);
      expect((await call(t.app, "DELETE", `/api/bread/PaymentRequest/${id}`, { token })).status).toBe(405);
    }
    const after = await t.db.kysely
      .selectFrom("payments")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});
