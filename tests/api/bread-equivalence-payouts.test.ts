import { describe } from "vitest";
import type { Db } from "../../server/db/types.js";
import { equivalenceTests, twoSides, type Case } from "../helpers/bread-equivalence.js";

/**
 * A payout request made through BREAD is the payment-request route's own (the same rows, hash,
 * link, date, mails and notifications): see tests/helpers/bread-equivalence.ts.
 */

const sides = twoSides();

/** The store's first payment row that may still become a request: a fresh one for each role that succeeds. */
async function requestable(db: Db, acme: number): Promise<number> {
  const row = await db.kysely
    .selectFrom("payments")
    .innerJoin("orders", "orders.id", "payments.order_id")
    .select("payments.id")
    .where("payments.website_id", "=", acme)
    .where("payments.is_request", "=", 0)
    .where("payments.done", "=", 0)
    .where("orders.status", "!=", "canceled")
    .where("orders.deleted_at", "is", null)
    .orderBy("payments.id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A hash of the caller's choice, the same on both sides. */
const hashFor = (id: number) => `H${id}`.padEnd(200, "x");

/** The row, whether it joined a request (a generated hash differs between runs), and what the admins were told. */
async function payoutState(db: Db, id: number, exactHash: boolean) {
  const row = await db.kysely
    .selectFrom("payments")
    .select(["id", "is_request", "done", "hash", "link", "requested_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const mails = await db.kysely.selectFrom("outbox").select(["to", "subject"]).orderBy("id").execute();
  const notices = await db.kysely
    .selectFrom("notifications")
    .select(["user_id", "website_id", "content"])
    .orderBy("id")
    .execute();
  return {
    ...row,
    hash: exactHash ? row.hash : row.hash !== null,
    link: exactHash ? row.link : row.link !== null,
    mails,
    notices,
  };
}

// full_admin_access in the rows' store: its owner (primary-admin), its store admin, the company
// admin and the platform admin; other members lack it (403), another company's owner is outside (404).
const ROLE_TABLE =
  "owner:404 client:403 salesperson:403 designer:403 store-admin:ok company-admin:ok primary-admin:ok admin:ok";

const CASES: Case[] = [
  {
    name: "PaymentRequest: create is POST /api/custom/payment/request (chosen rows, the caller's hash)",
    outcomes: ROLE_TABLE,
    target: (db, acme) => requestable(db, acme),
    bread: (id, acme) => ({
      method: "POST",
      url: "/api/bread/PaymentRequest",
      body: { website_id: acme, ids: [id], data: { hash: hashFor(id) } },
    }),
    route: (id) => ({
      method: "POST",
      url: "/api/custom/payment/request",
      body: { ids: [id], data: { hash: hashFor(id) } },
    }),
    state: (db, id) => payoutState(db, id, true),
  },
  {
    name: "PaymentRequest: create in the active store is POST /api/payment/request/:id (a generated hash)",
    outcomes: ROLE_TABLE,
    target: (db, acme) => requestable(db, acme),
    bread: (id, acme) => ({
      method: "POST",
      url: "/api/bread/PaymentRequest",
      body: { ids: [id] },
      headers: { "x-website-id": String(acme) },
    }),
    route: (id) => ({ method: "POST", url: `/api/payment/request/${id}` }),
    state: (db, id) => payoutState(db, id, false),
  },
];

describe("BREAD writes are the entity's own writes (payout requests)", () => {
  equivalenceTests(sides, CASES);
});
