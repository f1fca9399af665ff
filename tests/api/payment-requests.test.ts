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
  order_id: number;
  email: string;
  amount_for_website: number;
  is_request: number;
  done: number;
  hash: string | null;
  requested_at: string | null;
  order_status: string;
  order_deleted: number;
  requestable: number;
};
type Page = {
  data: Row[];
  total: number;
  groups: {
    hash: string;
    count: number;
    amount_for_website: number;
    website_name: string;
    requested_at: string | null;
    done: number;
    first_id: number;
  }[];
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

  it("sorts a store's rows by the column asked, newest first by default, and refuses other columns", async () => {
    const amounts = async (query: string) => {
      const res = await list(a.primary, `website_id=${a.team}&per_page=100${query}`);
      expect(res.status).toBe(200);
      return res.json<Page>().data.map((r) => r.amount_for_website);
    };
    const ascending = await amounts("&sort=amount_for_website&order=asc");
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort((x, y) => x - y));
    expect(await amounts("&sort=amount_for_website&order=desc")).toEqual(
      [...ascending].sort((x, y) => y - x),
    );
    const ids = (await list(a.primary, `website_id=${a.team}&per_page=100`))
      .json<Page>()
      .data.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const bad = await list(a.primary, `website_id=${a.team}&sort=email`);
    expect(bad.status).toBe(400);
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
    // Each sum stands under its own column and adds up that column's rows.
    const cells = lines.map((line) => line.split(","));
    for (const name of ["For store", "For platform"]) {
      const col = cells[0]!.indexOf(name);
      const sum = cells.slice(1, 4).reduce((total, row) => total + Number(row[col]), 0);
      expect(Number(cells[4]![col])).toBeCloseTo(sum, 2);
    }

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
      // Exactly what a row that does not exist answers, so ids cannot be probed.
      const missing = await call(t.app, "GET", url.replace(String(row!.id), "99999999"), { token: a.owner });
      expect(missing.status).toBe(404);
      expect(res.json().message).toBe(missing.json().message);
    }
    const foreign = await call(t.app, "POST", "/api/custom/payment/request", {
      token: a.owner,
      body: { ids: [row!.id] },
    });
    expect(foreign.status).toBe(404);
    // Another store's row answers exactly as a row that does not exist.
    const unknown = await call(t.app, "POST", "/api/custom/payment/request", {
      token: a.owner,
      body: { ids: [99999999] },
    });
    expect(unknown.status).toBe(404);
    expect(foreign.json().message).toBe(unknown.json().message);
    expect(foreign.json().message).toBe(MSG.notFound);
    expect((await call(t.app, "PUT", "/api/payments_request", { body: { ids: [row!.id] } })).status).toBe(
      401,
    );
  });

  it("shows a platform admin every store's rows", async () => {
    const res = await list(a.admin, "per_page=100");
    expect(res.status).toBe(200);
    expect(new Set(res.json<Page>().data.map((r) => r.website_id)).size).toBeGreaterThan(1);
  });

  it("refuses a request holding a canceled or deleted order's payment, naming the order, and lists such rows as not requestable", async () => {
    const [canceled, deleted, live] = (
      await list(a.primary, `website_id=${a.team}&is_request=0&done=0&per_page=3`)
    ).json<Page>().data;
    await t.db.kysely
      .updateTable("orders")
      .set({ status: "canceled" })
      .where("id", "=", canceled!.order_id)
      .execute();
    await t.db.kysely
      .updateTable("orders")
      .set({ deleted_at: new Date().toISOString() })
      .where("id", "=", deleted!.order_id)
      .execute();

    const one = await call(t.app, "POST", "/api/custom/payment/request", {
      token: a.primary,
      body: { ids: [canceled!.id, live!.id] },
    });
    expect(one.status).toBe(422);
    expect(one.json().message).toBe(PAYMENT_MSG.orderClosed([canceled!.order_id]));
    expect(one.json().message).toContain(`#${canceled!.order_id}`);
    expect(one.json<{ errors: Record<string, string> }>().errors.ids).toBe(
      PAYMENT_MSG.orderClosed([canceled!.order_id]),
    );

    const both = await call(t.app, "POST", `/api/payment/request/${deleted!.id}`, { token: a.primary });
    expect(both.status).toBe(422);
    expect(both.json().message).toBe(PAYMENT_MSG.orderClosed([deleted!.order_id]));

    // Nothing of the refused request was written, the live row included.
    const untouched = await t.db.kysely
      .selectFrom("payments")
      .select(["id", "is_request", "hash"])
      .where("id", "in", [canceled!.id, deleted!.id, live!.id])
      .execute();
    expect(untouched.every((r) => r.is_request === 0 && r.hash === null)).toBe(true);

    const rows = (await list(a.primary, `website_id=${a.team}&is_request=0&done=0&per_page=3`)).json<Page>()
      .data;
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(canceled!.id)).toMatchObject({ order_status: "canceled", requestable: 0 });
    expect(byId.get(deleted!.id)).toMatchObject({ order_deleted: 1, requestable: 0 });
    expect(byId.get(live!.id)).toMatchObject({ order_deleted: 0, requestable: 1 });
  });

  it("dates a request and sums it over all its rows in groups", async () => {
    const rows = (await list(a.primary, `website_id=${a.team}&is_request=0&done=0&per_page=20`))
      .json<Page>()
      .data.filter((r) => r.requestable === 1);
    const ids = rows.slice(0, 2).map((r) => r.id);
    const { hash } = (
      await call(t.app, "POST", "/api/custom/payment/request", { token: a.primary, body: { ids } })
    ).json<{ hash: string }>();
    // One row per page: the group still counts the request's other row.
    const page = (await list(a.primary, `website_id=${a.team}&hash=${hash}&per_page=1`)).json<Page>();
    expect(page.data).toHaveLength(1);
    expect(page.data[0]!.requested_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(page.groups).toEqual([
      expect.objectContaining({
        hash,
        count: 2,
        website_name: "Acme Team Store",
        done: 0,
        first_id: Math.min(...ids),
        amount_for_website: rows.slice(0, 2).reduce((s, r) => s + r.amount_for_website, 0),
      }),
    ]);
    // Admins settle a whole request by its hash.
    const settled = await call(t.app, "PUT", "/api/payments_request", { token: a.admin, body: { hash } });
    expect(settled.status).toBe(200);
    expect(settled.json<{ updated: number }>().updated).toBe(2);
    const after = (await list(a.admin, `all_stores=true&hash=${hash}`)).json<Page>();
    expect(after.groups[0]!.done).toBe(1);
  });

  it("PUT answers 422 for unknown ids and hashes and settles nothing then", async () => {
    const [row] = (await list(a.primary, `website_id=${a.team}&done=0&per_page=1`)).json<Page>().data;
    const unknown = await call(t.app, "PUT", "/api/payments_request", {
      token: a.admin,
      body: { ids: [row!.id, 99999999], done: 1 },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json().message).toBe(PAYMENT_MSG.unknownPayments([99999999]));
    expect(unknown.json<{ errors: Record<string, string> }>().errors.ids).toBe(
      PAYMENT_MSG.unknownPayments([99999999]),
    );
    const still = await t.db.kysely
      .selectFrom("payments")
      .select("done")
      .where("id", "=", row!.id)
      .executeTakeFirstOrThrow();
    expect(still.done).toBe(0);

    const badHash = await call(t.app, "PUT", "/api/payments_request", {
      token: a.admin,
      body: { hash: "nope" },
    });
    expect(badHash.status).toBe(422);
    expect(badHash.json().message).toBe(PAYMENT_MSG.unknownHash);
    const neither = await call(t.app, "PUT", "/api/payments_request", { token: a.admin, body: { done: 1 } });
    expect(neither.status).toBe(422);
    expect(neither.json().message).toBe(PAYMENT_MSG.idsOrHash);
    const both = await call(t.app, "PUT", "/api/payments_request", {
      token: a.admin,
      body: { ids: [row!.id], hash: "x" },
    });
    expect(both.status).toBe(422);
  });

  it("guards the single request, resend and report calls: 401 without a session, 403 without full admin access, 404 outside the store", async () => {
    const [row] = (await list(a.primary, `website_id=${a.team}&is_request=0&done=0&per_page=1`)).json<Page>()
      .data;
    const calls: { method: "GET" | "POST"; url: string }[] = [
      { method: "POST", url: `/api/payment/request/${row!.id}` },
      { method: "POST", url: `/api/resend/payment/request/${row!.id}` },
      { method: "GET", url: `/api/download/report/${row!.id}` },
    ];
    for (const c of calls) {
      expect((await call(t.app, c.method, c.url)).status, c.url).toBe(401);
      // The designer belongs to Acme Team Store without full_admin_access.
      const denied = await call(t.app, c.method, c.url, { token: a.designer });
      expect(denied.status, c.url).toBe(403);
      expect(denied.json().message).toBe(MSG.permissionDenied);
      expect((await call(t.app, c.method, c.url, { token: a.owner })).status, c.url).toBe(404);
    }
    const stillOpen = await t.db.kysely
      .selectFrom("payments")
      .select("is_request")
      .where("id", "=", row!.id)
      .executeTakeFirstOrThrow();
    expect(stillOpen.is_request).toBe(0);
  });

  it("lists every store for admins with all_stores=true whatever the active store header, and refuses it to store owners", async () => {
    const res = await call(t.app, "GET", "/api/payments_request?all_stores=true&per_page=100", {
      token: a.admin,
      headers: { "x-website-id": String(a.team) },
    });
    expect(res.status).toBe(200);
    expect(new Set(res.json<Page>().data.map((r) => r.website_id)).size).toBeGreaterThan(1);
    const narrowed = await call(t.app, "GET", `/api/payments_request?all_stores=true&website_id=${a.tees}`, {
      token: a.admin,
      headers: { "x-website-id": String(a.team) },
    });
    expect(narrowed.json<Page>().data.every((r) => r.website_id === a.tees)).toBe(true);
    const activeOnly = await call(t.app, "GET", "/api/payments_request?per_page=100", {
      token: a.admin,
      headers: { "x-website-id": String(a.team) },
    });
    expect(activeOnly.json<Page>().data.every((r) => r.website_id === a.team)).toBe(true);
    const owner = await call(t.app, "GET", "/api/payments_request?all_stores=true", { token: a.primary });
    expect(owner.status).toBe(403);
    expect(owner.json().message).toBe(PAYMENT_MSG.allStoresAdminOnly);
  });

  it("documents the payment request calls in the OpenAPI document", async () => {
    const doc = (await call(t.app, "GET", "/api/docs/openapi.json")).json<{
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    }>();
    const list = doc.paths["/api/payments_request"];
    expect(list?.get?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(["all_stores", "undone", "hash"]),
    );
    expect(list?.put).toBeDefined();
    for (const path of [
      "/api/custom/payment/request",
      "/api/payment/request/{id}",
      "/api/resend/payment/request/{id}",
      "/api/download/report/{id}",
    ])
      expect(doc.paths[path], path).toBeDefined();
  });
});
