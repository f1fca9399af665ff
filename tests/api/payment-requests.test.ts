import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { PAYMENT_MSG } from "../../server/routes/payment-requests/common.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";
import { actors, expectStoreGuards, type Actors } from "./websites-helpers.js";

let t: TestApp;
let a: Actors;

type Row = {
  id: number;
  website_id: number;
  email: string;
  is_request: number;
  done: number;
  hash: string | null;
};
type Page = {
  data: Row[];
  total: number;
  groups: { hash: string; count: number; amount_for_website: number }[];
  links: { next: string | null };
};

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
});
afterAll(() => t.close());

const list = (token: string, query: string) =>
  call(t.app, "GET", `/api/payments_request?${query}`, { token });

describe("payment requests", () => {
  it("lists a store's rows with the buyer email, filters and paging links", async () => {
    const res = await list(a.primary, `website_id=${a.team}&is_request=0&done=0&per_page=5`);
    expect(res.status).toBe(200);
    const page = res.json<Page>();
    expect(page.data).toHaveLength(5);
    expect(page.data.every((r) => r.website_id === a.team && r.is_request === 0 && r.done === 0)).toBe(true);
    expect(page.data[0]!.email).toContain("@");
    expect(page.links.next).toContain("page=2");
  });

  it("turns chosen rows into one request with a 200-character hash, mails the admins, resends, reports and settles", async () => {
    const page = (await list(a.primary, `website_id=${a.team}&is_request=0&done=0&per_page=3`)).json<Page>();
    const ids = page.data.map((r) => r.id);
    const before = Number(
      (
        await t.db.kysely
          .selectFrom("outbox")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const made = await call(t.app, "POST", "/api/custom/payment/request", {
      token: a.primary,
      body: { ids },
    });
    expect(made.status).toBe(200);
    const { hash } = made.json<{ hash: string }>();
    expect(hash).toMatch(/^[A-Za-z0-9]{200}$/);
    const after = Number(
      (
        await t.db.kysely
          .selectFrom("outbox")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(after).toBeGreaterThan(before);

    const grouped = (await list(a.primary, `website_id=${a.team}&hash=${hash}`)).json<Page>();
    expect(grouped.total).toBe(3);
    expect(grouped.groups).toEqual([expect.objectContaining({ hash, count: 3 })]);

    const again = await call(t.app, "POST", "/api/custom/payment/request", {
      token: a.primary,
      body: { ids },
    });
    expect(again.status).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MSG.notRequestable);

    expect(
      (await call(t.app, "POST", `/api/resend/payment/request/${ids[0]}`, { token: a.primary })).status,
    ).toBe(200);

    const report = await call(t.app, "GET", `/api/download/report/${ids[0]}`, { token: a.primary });
    expect(report.status).toBe(200);
    expect(String(report.headers["content-type"])).toContain("text/csv");
    const lines = String(report.body).trim().split("\r\n");
    expect(lines).toHaveLength(5);
    expect(lines[4]).toMatch(/^Total,/);

    // Settling is the platform's: a store owner may not, an admin may.
    const owner = await call(t.app, "PUT", "/api/payments_request", {
      token: a.primary,
      body: { ids, done: 1 },
    });
    expect(owner.status).toBe(403);
    const admin = await call(t.app, "PUT", "/api/payments_request", {
      token: a.admin,
      body: { ids, done: 1 },
    });
    expect(admin.status).toBe(200);
    const undone = (await list(a.primary, `website_id=${a.team}&undone=true&hash=${hash}`)).json<Page>();
    expect(undone.total).toBe(0);
  });

  it("makes a single row a request of its own", async () => {
    const [row] = (await list(a.primary, `website_id=${a.team}&is_request=0&done=0&per_page=1`)).json<Page>()
      .data;
    const res = await call(t.app, "POST", `/api/payment/request/${row!.id}`, { token: a.primary });
    expect(res.status).toBe(200);
    expect(res.json<{ updated: number }>().updated).toBe(1);
  });

  it("answers 422 for bad input", async () => {
    const empty = await call(t.app, "POST", "/api/custom/payment/request", {
      token: a.primary,
      body: { ids: [] },
    });
    expect(empty.status).toBe(422);
    const [row] = (await list(a.primary, `website_id=${a.team}&is_request=0&per_page=1`)).json<Page>().data;
    const badHash = await call(t.app, "POST", "/api/custom/payment/request", {
      token: a.primary,
      body: { ids: [row!.id], data: { hash: "short" } },
    });
    expect(badHash.status).toBe(422);
    expect(badHash.json().message).toBe(PAYMENT_MSG.hashFormat);
    const notRequest = await call(t.app, "POST", `/api/resend/payment/request/${row!.id}`, {
      token: a.primary,
    });
    expect(notRequest.status).toBe(422);
  });

  it("refuses without a session, outside the store and without full admin access; another store's rows are 404", async () => {
    await expectStoreGuards(
      t,
      a,
      (id) => ({ method: "GET", url: `/api/payments_request?website_id=${id}` }),
      "full_admin_access",
    );
    const [row] = (await list(a.primary, `website_id=${a.team}&per_page=1`)).json<Page>().data;
    for (const url of [`/api/download/report/${row!.id}`]) {
      const res = await call(t.app, "GET", url, { token: a.owner });
      expect(res.status).toBe(404);
      expect(res.json().message).toBe(MSG.websiteNotFound);
    }
    const foreign = await call(t.app, "POST", "/api/custom/payment/request", {
      token: a.owner,
      body: { ids: [row!.id] },
    });
    expect(foreign.status).toBe(404);
    expect((await call(t.app, "PUT", "/api/payments_request", { body: { ids: [row!.id] } })).status).toBe(
      401,
    );
  });

  it("shows a platform admin every store's rows", async () => {
    const res = await list(a.admin, "per_page=100");
    expect(res.status).toBe(200);
    expect(new Set(res.json<Page>().data.map((r) => r.website_id)).size).toBeGreaterThan(1);
  });
});
