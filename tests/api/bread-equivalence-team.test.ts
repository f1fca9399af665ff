import { describe } from "vitest";
import type { Db } from "../../server/db/types.js";
import { equivalenceTests, ROLES, twoSides, type Case } from "../helpers/bread-equivalence.js";

/**
 * A BREAD write and the entity's own route are one operation (the team group: notifications):
 * see tests/helpers/bread-equivalence.ts.
 */

const sides = twoSides();

const userOf = async (db: Db, email: string) =>
  (await db.kysely.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;

/** A fresh unread notification for a demo user, the same on both sides. */
async function freshNote(db: Db, email: string, content: string): Promise<number> {
  const row = await db.kysely
    .insertInto("notifications")
    .values({
      user_id: await userOf(db, email),
      website_id: null,
      type: "info",
      content,
      seen: 0,
      created_at: "2026-06-15T12:00:00.000Z",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const ownNote = (db: Db, k: number) => freshNote(db, `${ROLES[k]}@example.com`, `For ${ROLES[k]}`);
/** Someone else's: the client's for every role but the client, the owner's for the client. */
const othersNote = (db: Db, k: number) =>
  freshNote(db, ROLES[k] === "client" ? "owner@example.com" : "client@example.com", `Not for ${ROLES[k]}`);

const noteState = async (db: Db, id: number) =>
  (await db.kysely
    .selectFrom("notifications")
    .select(["user_id", "seen", "content"])
    .where("id", "=", id)
    .executeTakeFirst()) ?? null;

const everyone = (result: string | number) => ROLES.map((r) => `${r}:${result}`).join(" ");

const CASES: Case[] = [
  {
    name: "Notification: mark one's own read",
    outcomes: everyone("ok"),
    target: (db, _acme, k) => ownNote(db, k),
    bread: (id) => ({ method: "PUT", url: `/api/bread/Notification/${id}`, body: { seen: 1 } }),
    route: (id) => ({ method: "PUT", url: `/api/notifications/${id}`, body: { seen: 1 } }),
    state: (db, id) => noteState(db, id),
  },
  {
    name: "Notification: mark someone else's read (404, a platform admin too)",
    outcomes: everyone(404),
    target: (db, _acme, k) => othersNote(db, k),
    bread: (id) => ({ method: "PUT", url: `/api/bread/Notification/${id}`, body: { seen: 1 } }),
    route: (id) => ({ method: "PUT", url: `/api/notifications/${id}`, body: { seen: 1 } }),
    state: (db, id) => noteState(db, id),
  },
  {
    name: "Notification: a bad seen value (422)",
    outcomes: everyone(422),
    target: (db, _acme, k) => ownNote(db, k),
    bread: (id) => ({ method: "PUT", url: `/api/bread/Notification/${id}`, body: { seen: 7 } }),
    route: (id) => ({ method: "PUT", url: `/api/notifications/${id}`, body: { seen: 7 } }),
    state: (db, id) => noteState(db, id),
  },
  {
    name: "Notification: clear one's own",
    outcomes: everyone("ok"),
    target: (db, _acme, k) => ownNote(db, k),
    bread: (id) => ({ method: "DELETE", url: `/api/bread/Notification/${id}` }),
    route: (id) => ({ method: "POST", url: `/api/notifications/clear/${id}` }),
    state: (db, id) => noteState(db, id),
  },
  {
    name: "Notification: clear someone else's (404, a platform admin too)",
    outcomes: everyone(404),
    target: (db, _acme, k) => othersNote(db, k),
    bread: (id) => ({ method: "DELETE", url: `/api/bread/Notification/${id}` }),
    route: (id) => ({ method: "POST", url: `/api/notifications/clear/${id}` }),
    state: (db, id) => noteState(db, id),
  },
];

describe("BREAD and the team routes are one operation", () => {
  equivalenceTests(sides, CASES);
});
