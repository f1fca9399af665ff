import { describe } from "vitest";
import type { Db } from "../../server/db/types.js";
import { equivalenceTests, twoSides, type Case } from "../helpers/bread-equivalence.js";

/** A BREAD write of a contact and the contact routes' are one operation: see tests/helpers/bread-equivalence.ts. */

const sides = twoSides();

/** The k-th contact of the store: a fresh one for each role where a write consumes it. */
async function nthContact(db: Db, acme: number, k: number): Promise<number> {
  const row = await db.kysely
    .selectFrom("contacts")
    .select("id")
    .where("website_id", "=", acme)
    .orderBy("id")
    .offset(k)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function contacts(db: Db, acme: number) {
  return db.kysely
    .selectFrom("contacts")
    .select(["name", "email", "city", "lang", "tags"])
    .where("website_id", "=", acme)
    .orderBy("name")
    .orderBy("email")
    .execute();
}

const OUTCOMES =
  "owner:404 client:403 salesperson:403 designer:403 store-admin:ok company-admin:ok primary-admin:ok admin:ok";

const CASES: Case[] = [
  {
    name: "Contact: create",
    outcomes: OUTCOMES,
    target: (_db, acme) => Promise.resolve(acme),
    bread: (_id, acme) => ({
      method: "POST",
      url: "/api/bread/Contact",
      body: { website_id: acme, name: "Equivalence Contact", email: "equiv@example.org", tags: ["vip"] },
    }),
    route: (_id, acme) => ({
      method: "POST",
      url: "/api/contacts",
      body: { website_id: acme, name: "Equivalence Contact", email: "equiv@example.org", tags: ["vip"] },
    }),
    state: (db, _id, acme) => contacts(db, acme),
  },
  {
    name: "Contact: edit",
    outcomes: OUTCOMES,
    target: (db, acme) => nthContact(db, acme, 0),
    bread: (id) => ({
      method: "PUT",
      url: `/api/bread/Contact/${id}`,
      body: { name: "Renamed", city: "Kraków" },
    }),
    route: (id) => ({ method: "PUT", url: `/api/contacts/${id}`, body: { name: "Renamed", city: "Kraków" } }),
    state: (db, _id, acme) => contacts(db, acme),
  },
  {
    name: "Contact: delete",
    outcomes: OUTCOMES,
    target: (db, acme, k) => nthContact(db, acme, k + 1),
    bread: (id) => ({ method: "DELETE", url: `/api/bread/Contact/${id}` }),
    route: (id) => ({ method: "DELETE", url: `/api/contacts/${id}` }),
    state: (db, _id, acme) => contacts(db, acme),
  },
];

describe("BREAD writes of contacts are the contact routes' own", () => {
  equivalenceTests(sides, CASES);
});
