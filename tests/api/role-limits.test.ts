import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_DENIED } from "../../domain/permissions.js";
import { call, createTestApp, login, storeId, type Call, type TestApp } from "../helpers/test-app.js";

/**
 * What each demo role may write in Acme Team Store and which money it sees there, role by route,
 * through the real server on the seeded data. The seed attaches the designer, the salesperson
 * and the client to Acme Team Store (the client with an explicit "Order details" entry, the
 * salesperson without products); the store admin and the primary company admin run it.
 */
let t: TestApp;
let acme: number;
let acmeOrder: number;
const token: Record<Role, string> = {} as Record<Role, string>;

const ROLES = ["client", "salesperson", "designer", "storeAdmin", "primary"] as const;
type Role = (typeof ROLES)[number];
const EMAIL: Record<Role, string> = {
  client: "client@example.com",
  salesperson: "salesperson@example.com",
  designer: "designer@example.com",
  storeAdmin: "store-admin@example.com",
  primary: "primary-admin@example.com",
};
const STAFF: readonly Role[] = ["client", "salesperson", "designer"];
const MONEY_ROLES: readonly Role[] = ["storeAdmin", "primary"];

const inAcme = () => ({ "x-website-id": String(acme) });
const as = (role: Role, method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
  call(t.app, method, url, { token: token[role], headers: inAcme(), body });

async function newContact(name: string): Promise<number> {
  const res = await call(t.app, "POST", "/api/contacts", {
    token: token.primary,
    headers: inAcme(),
    body: { name },
  });
  expect(res.status).toBe(201);
  return res.json<{ id: number }>().id;
}

async function contactName(id: number): Promise<string | undefined> {
  const row = await t.db.kysely.selectFrom("contacts").select("name").where("id", "=", id).executeTakeFirst();
  return row?.name;
}

function expectDenied(res: Call): void {
  expect(res.status).toBe(403);
  expect(res.json<{ message: string }>().message).toBe(PERMISSION_DENIED);
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await storeId(t.db, "Acme Team Store");
  for (const role of ROLES) token[role] = await login(t.app, EMAIL[role]);
  const order = await t.db.kysely
    .selectFrom("orders")
    .select("id")
    .where("website_id", "=", acme)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .limit(1)
    .executeTakeFirstOrThrow();
  acmeOrder = order.id;
});
afterAll(async () => {
  // Let the PostgreSQL pool close before the helper drops the database (see dashboard.test.ts).
  await t.app.close();
  await t.db.close();
  await new Promise((resolve) => setTimeout(resolve, 250));
  await t.close();
});

describe("store writes need the store's admin right", () => {
  const writes: { name: string; run: (role: Role) => Promise<Call> }[] = [
    {
      name: "POST /api/contacts",
      run: (role) => as(role, "POST", "/api/contacts", { name: `New by ${role}` }),
    },
    {
      name: "PUT /api/contacts/{id}",
      run: async (role) =>
        as(role, "PUT", `/api/contacts/${await newContact(`Keep ${role}`)}`, { name: `Renamed by ${role}` }),
    },
    {
      name: "DELETE /api/contacts/{id}",
      run: async (role) => as(role, "DELETE", `/api/contacts/${await newContact(`Stay ${role}`)}`),
    },
    {
      name: "POST /api/payment/request/{id}",
      run: async (role) => {
        const payment = await t.db.kysely
          .selectFrom("payments")
          .select("id")
          .where("website_id", "=", acme)
          .where("is_request", "=", 0)
          .where("done", "=", 0)
          .orderBy("id", "desc")
          .limit(1)
          .executeTakeFirstOrThrow();
        return as(role, "POST", `/api/payment/request/${payment.id}`);
      },
    },
  ];

  for (const write of writes)
    for (const role of STAFF)
      it(`${write.name}: ${role} is refused with 403`, async () => {
        expectDenied(await write.run(role));
      });

  it("a refused contact edit or delete changes nothing", async () => {
    const id = await newContact("Untouched");
    for (const role of STAFF) {
      expectDenied(await as(role, "PUT", `/api/contacts/${id}`, { name: "Hijacked" }));
      expectDenied(await as(role, "DELETE", `/api/contacts/${id}`));
    }
    expect(await contactName(id)).toBe("Untouched");
  });

  for (const role of MONEY_ROLES)
    it(`contacts: ${role} creates, renames and deletes`, async () => {
      const id = await newContact(`Mine ${role}`);
      expect((await as(role, "PUT", `/api/contacts/${id}`, { name: `Renamed ${role}` })).status).toBe(200);
      expect(await contactName(id)).toBe(`Renamed ${role}`);
      expect((await as(role, "DELETE", `/api/contacts/${id}`)).status).toBe(200);
      expect(await contactName(id)).toBeUndefined();
    });

  it("staff keep reading contacts with browse_orders", async () => {
    for (const role of ["client", "salesperson"] as const)
      expect((await as(role, "GET", "/api/contacts")).status).toBe(200);
  });

  it("the file library: designers write, salespeople and clients are refused", async () => {
    for (const role of ["client", "salesperson"] as const)
      expectDenied(
        await as(role, "POST", "/api/library/folder", { name: `Folder ${role}`, parent_id: null }),
      );
    expect(
      (await as("designer", "POST", "/api/library/folder", { name: "Designer folder", parent_id: null }))
        .status,
    ).toBe(201);
  });
});

describe("money is for the store's admins only", () => {
  const MONEY_KEYS = ["profit", "platform_fee", "supplier_cost", "payment"] as const;
  const noMoney = (row: Record<string, unknown>) => {
    for (const key of MONEY_KEYS) expect(row[key] ?? null, key).toBeNull();
  };
  type Read = { name: string; roles: readonly Role[]; check: (role: Role, money: boolean) => Promise<void> };

  const reads: Read[] = [
    {
      name: "GET /api/chart/stats",
      roles: ["client", "salesperson", "designer", "storeAdmin", "primary"],
      check: async (role, money) => {
        const res = await as(role, "GET", `/api/chart/stats?from=2025-01-01&filterWebsites[]=${acme}`);
        expect(res.status).toBe(200);
        const stats = res.json<{ income?: number | null; earnings?: number | null; ordersByDate: object }>();
        const sales = (stats.ordersByDate as { sales?: number[] | null }).sales ?? null;
        if (money) {
          expect(stats.income).toBeGreaterThan(0);
          expect(stats.earnings).toEqual(expect.any(Number));
          expect(sales).not.toBeNull();
        } else {
          expect(stats.income ?? null).toBeNull();
          expect(stats.earnings ?? null).toBeNull();
          expect(sales).toBeNull();
        }
      },
    },
    {
      name: "GET /api/orders",
      roles: ["client", "salesperson", "storeAdmin", "primary"],
      check: async (role, money) => {
        for (const filter of [{}, { all: true }]) {
          const res = await as(
            role,
            "GET",
            `/api/orders?filter=${encodeURIComponent(JSON.stringify(filter))}`,
          );
          expect(res.status).toBe(200);
          const rows = res.json<Record<string, unknown>[]>();
          expect(rows.length).toBeGreaterThan(0);
          if (money) expect(rows.every((r) => typeof r.profit === "number")).toBe(true);
          else rows.forEach(noMoney);
        }
      },
    },
    {
      name: "GET /api/orders/export",
      roles: ["client", "salesperson", "storeAdmin", "primary"],
      check: async (role, money) => {
        const res = await as(role, "GET", "/api/orders/export");
        expect(res.status).toBe(200);
        const header = String(res.body).split("\n")[0]!.split(",");
        expect(header.includes("profit")).toBe(money);
        expect(header.includes("platform_fee")).toBe(false);
      },
    },
    {
      name: "GET /api/orders/{id}",
      roles: ["client", "salesperson", "storeAdmin", "primary"],
      check: async (role, money) => {
        const res = await as(role, "GET", `/api/orders/${acmeOrder}`);
        expect(res.status).toBe(200);
        const order = res.json<Record<string, unknown>>();
        expect(order.price).toEqual(expect.any(Number));
        if (money) {
          expect(order.profit).toEqual(expect.any(Number));
          expect(order.payment).not.toBeNull();
        } else noMoney(order);
      },
    },
  ];

  for (const read of reads)
    for (const role of read.roles) {
      const money = MONEY_ROLES.includes(role);
      it(`${read.name}: ${role} ${money ? "sees" : "does not see"} the money`, () => read.check(role, money));
    }

  it("sorting orders by profit or fee is refused without the money right", async () => {
    for (const field of ["profit", "platform_fee"]) {
      const url = `/api/orders?sort=${encodeURIComponent(JSON.stringify([field, "DESC"]))}`;
      expect((await as("client", "GET", url)).status).toBe(400);
      expect((await as("storeAdmin", "GET", url)).status).toBe(field === "profit" ? 200 : 400);
    }
  });

  it("payment rows and store reports answer 403 to staff, even with settings rights", async () => {
    for (const role of STAFF) expectDenied(await as(role, "GET", `/api/payments_request?website_id=${acme}`));
    // A designer given the settings right still does not get the store's orders and payouts as CSV.
    const designer = await t.db.kysely
      .selectFrom("users")
      .select("id")
      .where("email", "=", EMAIL.designer)
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto("website_permissions")
      .values({
        website_id: acme,
        user_id: designer.id,
        type: "edit_settings",
        value: 1,
        created_at: "2026-06-01T00:00:00.000Z",
      })
      .execute();
    for (const report of ["orders", "payouts"])
      expectDenied(await as("designer", "GET", `/api/websites/${acme}/reports/${report}`));
    expect((await as("storeAdmin", "GET", `/api/websites/${acme}/reports/payouts`)).status).toBe(200);
  });
});
